// A file of this server named by its stable URL (`/files/{objectId}/{name}`, the `url` of POST
// /classes/File/{id}), relative or on PUBLIC_URL's origin: what a request may give to point at an
// upload (a CSV to import, a WhatsApp template's header sample).
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { files } from '../db/schema';
import type { FileRow } from './serialize';

const FILE_PATH = /^\/files\/([A-Za-z0-9]{10})\/([^/?#]+)$/;

/** The id and the (URL-encoded) name `value` names, or undefined for anything but a /files/ URL of this server. */
export function fileUrlParts(value: string, publicUrl: string): { objectId: string; name: string } | undefined {
  let url: URL;
  try {
    url = new URL(value, publicUrl);
  } catch {
    return undefined;
  }
  const match = url.origin === new URL(publicUrl).origin && url.search === '' && url.hash === '' ? FILE_PATH.exec(url.pathname) : null;
  return match ? { objectId: match[1]!, name: match[2]! } : undefined;
}

/**
 * The organization's file that `value` names (its name as in the URL), or undefined: another
 * organization's file, an unknown id or another name are all "not a file of ours".
 */
export async function organizationFileOfUrl(db: Queryable, orgId: string, value: string, publicUrl: string): Promise<FileRow | undefined> {
  const parts = fileUrlParts(value, publicUrl);
  if (!parts) return undefined;
  const [row] = await db.select().from(files).where(and(eq(files.objectId, parts.objectId), eq(files.orgId, orgId))).limit(1);
  return row && encodeURIComponent(row.name) === parts.name ? row : undefined;
}
