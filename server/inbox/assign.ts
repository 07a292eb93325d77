// Assignment writes (02 §7 assign, batch): one transaction per request, one change-feed number per
// customer changed, the new state from common/inbox-rules.ts.
import { and, eq } from 'drizzle-orm';
import { assignedState, type AssignTarget } from '../../common/inbox-rules';
import type { Db } from '../db/client';
import { customers } from '../db/schema';
import { reserveSeq } from '../db/sequence';
import { notFound } from '../http/errors';
import type { CustomerRow } from '../messages/serialize';

export interface Assignment {
  customer: string;
  inbox: AssignTarget;
  toUser?: string;
}

/**
 * Applies the assignments in order, all or none: a customer that is not a live customer of the
 * organization answers 404 and nothing is written.
 */
export async function assignCustomers(db: Db, orgId: string, actorId: string, assignments: readonly Assignment[]): Promise<CustomerRow[]> {
  return db.transaction(async (tx) => {
    const firstSeq = await reserveSeq(tx, orgId, assignments.length);
    const now = new Date();
    const written: CustomerRow[] = [];
    for (const [index, assignment] of assignments.entries()) {
      const [current] = await tx.select().from(customers).where(and(
        eq(customers.orgId, orgId), eq(customers.objectId, assignment.customer), eq(customers.deleted, false),
      )).limit(1);
      // Throwing rolls the whole transaction back, the reserved numbers included.
      if (!current) throw notFound();
      const next = assignedState(current, assignment.inbox, actorId, now.toISOString(), assignment.toUser);
      const [updated] = await tx.update(customers).set({
        inbox: next.inbox,
        assignee: next.assignee,
        assignedAt: new Date(next.assignedAt),
        seq: firstSeq + index,
        updatedAt: now,
      }).where(eq(customers.objectId, current.objectId)).returning();
      written.push(updated!);
    }
    // A customer named twice is written twice; the last write is its state.
    return written;
  });
}
