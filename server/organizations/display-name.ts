// The organization's name as notifications and pushes show it.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizations } from '../db/schema';

/** Its display name, else its name; '' for an organization that is gone. */
export async function orgName(db: Db, orgId: string): Promise<string> {
  const [org] = await db.select({ name: organizations.name, displayName: organizations.displayName })
    .from(organizations).where(eq(organizations.objectId, orgId));
  return org ? org.displayName || org.name : '';
}
