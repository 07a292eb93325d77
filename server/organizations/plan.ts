// Moving an organization to another plan (03 §9). Billing will own this; until it exists the
// operator does it with ./set-plan-cli.ts (docs/organizations.md, "Seats").
import { eq } from 'drizzle-orm';
import type { PlanName } from '../../common/access';
import type { Queryable } from '../db/client';
import { organizations } from '../db/schema';

/** The organization's name after the move, or undefined when there is no such organization. */
export async function setOrganizationPlan(db: Queryable, orgId: string, plan: PlanName): Promise<string | undefined> {
  const [row] = await db.update(organizations).set({ plan, updatedAt: new Date() }).where(eq(organizations.objectId, orgId))
    .returning({ name: organizations.name, displayName: organizations.displayName });
  return row && (row.displayName || row.name);
}
