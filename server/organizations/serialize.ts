// An organization as the API answers it, with a signed URL of its icon (an <img> cannot send the session).
import { and, eq } from 'drizzle-orm';
import type { Authority } from '../../common/contracts/base';
import type { Organization } from '../../common/contracts/organizations';
import type { Queryable } from '../db/client';
import { files, organizations } from '../db/schema';
import { DOWNLOAD_URL_TTL_MS, filePath } from '../files/serialize';
import type { UrlSigner } from '../files/signing';

export type OrganizationRow = typeof organizations.$inferSelect;
type IconFile = Pick<typeof files.$inferSelect, 'objectId' | 'name'>;

/** The icon's file when it is a stored file of the organization itself (joined on both ids). */
export const iconJoin = and(eq(files.objectId, organizations.iconFileId), eq(files.orgId, organizations.objectId));
export const iconColumns = { objectId: files.objectId, name: files.name };

export function toOrganization(row: OrganizationRow, authorityName: Authority, icon: IconFile | null, signer: UrlSigner): Organization {
  return {
    objectId: row.objectId,
    name: row.name,
    displayName: row.displayName,
    industry: row.industry,
    locale: row.locale,
    authorityName,
    ...(icon ? { icon: signer.sign('GET', filePath(icon), DOWNLOAD_URL_TTL_MS) } : {}),
    redirectOptions: { whitelist: row.redirectWhitelist },
    integrations: row.integrations,
    customerSearchMode: row.customerSearchMode,
    customFields: row.customFields,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One organization with its icon, or undefined. */
export async function findOrganization(db: Queryable, orgId: string): Promise<{ row: OrganizationRow; icon: IconFile | null } | undefined> {
  const [found] = await db.select({ row: organizations, icon: iconColumns }).from(organizations)
    .leftJoin(files, iconJoin)
    .where(eq(organizations.objectId, orgId));
  return found;
}
