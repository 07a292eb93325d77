// Deleting an organization: its rows go with it (every tenant table references organizations ON
// DELETE CASCADE), then its stored files (uploads and export outputs, all under `{orgId}/`), then
// its members' sockets hear of it and leave its room.
import { eq } from 'drizzle-orm';
import { forgetOrganization } from '../auth-cache/invalidate';
import { organizations } from '../db/schema';
import type { FileKit } from '../files';
import type { Services } from '../services';

export async function deleteOrganization(
  { db, bus, realtime, storage }: Services & Pick<FileKit, 'storage'>,
  orgId: string,
): Promise<void> {
  await db.delete(organizations).where(eq(organizations.objectId, orgId));
  // Its members are refused from their next request on, in every process.
  await forgetOrganization(bus, orgId);
  await storage.removeOrganization(orgId);
  await realtime.organizationDeleted(orgId);
}
