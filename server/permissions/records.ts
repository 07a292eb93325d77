// The permission record of a user (01 §3): made on first need with the configured quota, so users
// who existed before it get one too. Creating an organization takes one from its quota.
import { and, eq, gt, sql } from 'drizzle-orm';
import { randomId } from '../../common/ids';
import { parseDate, pointer } from '../../common/parse';
import type { PermissionRecord } from '../../common/contracts/organizations';
import type { Queryable } from '../db/client';
import { permissions } from '../db/schema';

export type PermissionRow = typeof permissions.$inferSelect;

export async function permissionOf(db: Queryable, userId: string, quota: number): Promise<PermissionRow> {
  await db.insert(permissions).values({ objectId: randomId(), userId, organizationNumber: quota }).onConflictDoNothing();
  const [row] = await db.select().from(permissions).where(eq(permissions.userId, userId));
  return row!;
}

/** Takes one organization from the user's quota; false when none is left. Run it in the creating transaction. */
export async function takeOrganizationQuota(db: Queryable, userId: string, quota: number): Promise<boolean> {
  await permissionOf(db, userId, quota);
  const taken = await db.update(permissions)
    .set({ organizationNumber: sql`${permissions.organizationNumber} - 1`, updatedAt: new Date() })
    .where(and(eq(permissions.userId, userId), gt(permissions.organizationNumber, 0)))
    .returning({ userId: permissions.userId });
  return taken.length > 0;
}

export function toPermissionRecord(row: PermissionRow): PermissionRecord {
  return {
    objectId: row.objectId,
    owner: pointer('_User', row.userId),
    'Organization number': row.organizationNumber,
    ...(row.expiredAt ? { expiredAt: parseDate(row.expiredAt) } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
