// Deleting an organization: its rows go with it (every tenant table references organizations ON
// DELETE CASCADE), then its files and export outputs, then its members' sockets hear of it and leave its room.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { organizations } from '../db/schema';
import type { FileKit } from '../files';
import type { Services } from '../services';

export async function deleteOrganization(
  { db, config, realtime, storage }: Services & Pick<FileKit, 'storage'>,
  orgId: string,
): Promise<void> {
  await db.delete(organizations).where(eq(organizations.objectId, orgId));
  await storage.removeOrganization(orgId);
  // Exports write under DATA_DIR/exports/{orgId}/{taskId}/ (server/exports).
  await rm(path.join(config.dataDir, 'exports', orgId), { recursive: true, force: true });
  await realtime.organizationDeleted(orgId);
}
