// Assignment writes (02 §7 assign, batch): one transaction per request, one change-feed number per
// customer changed, the new state from common/inbox-rules.ts.
import { and, eq } from 'drizzle-orm';
import { assignedState, overwritesOtherMove, type AssignTarget } from '../../common/inbox-rules';
import { ParseErrorCode } from '../../common/parse';
import { type AssignConflictBody, type AssignRequest } from '../../common/contracts/inbox';
import { ASSIGNMENT_CONFLICT } from '../../common/error-keys';
import type { Db, Queryable } from '../db/client';
import { customers, users } from '../db/schema';
import { reserveSeq } from '../db/sequence';
import { ApiError, notFound } from '../http/errors';
import { toCustomer, type CustomerRow } from '../messages/serialize';
import { authorName } from '../notes/serialize';
import type { RealtimeEmitter } from '../realtime/emitter';

export interface Assignment {
  customer: string;
  inbox: AssignTarget;
  toUser?: string;
  /** The box and assignee the move was made against; another move since wins (409). */
  expected?: AssignRequest['expected'];
}

/** 409 error/assignment-conflict: the customer stays as another move left it; the answer says how. */
async function conflict(db: Queryable, row: CustomerRow): Promise<ApiError> {
  const [assignee] = row.assignee
    ? await db.select({ firstName: users.firstName, lastName: users.lastName, username: users.username }).from(users).where(eq(users.objectId, row.assignee))
    : [];
  const details: Omit<AssignConflictBody, 'code' | 'error'> = { customer: toCustomer(row), assigneeName: assignee ? authorName(assignee) : '' };
  return new ApiError(409, ParseErrorCode.SCRIPT_FAILED, ASSIGNMENT_CONFLICT, details);
}

/** The customers as each assignment wrote them, and as it found them (the message bot notes a move to or from it). */
export interface Assigned {
  rows: CustomerRow[];
  before: CustomerRow[];
}

/**
 * Applies the assignments in order, all or none: a customer that is not a live customer of the
 * organization answers 404, a move whose `expected` another move has overtaken 409, and nothing is written.
 */
export async function assignCustomers(db: Db, orgId: string, actorId: string, assignments: readonly Assignment[]): Promise<Assigned> {
  return db.transaction(async (tx) => {
    const firstSeq = await reserveSeq(tx, orgId, assignments.length);
    const now = new Date();
    const written: CustomerRow[] = [];
    const before: CustomerRow[] = [];
    for (const [index, assignment] of assignments.entries()) {
      const [current] = await tx.select().from(customers).where(and(
        eq(customers.orgId, orgId), eq(customers.objectId, assignment.customer), eq(customers.deleted, false),
      )).limit(1);
      // Throwing rolls the whole transaction back, the reserved numbers included.
      if (!current) throw notFound();
      const next = assignedState(current, assignment.inbox, actorId, now.toISOString(), assignment.toUser);
      if (assignment.expected && overwritesOtherMove(current, assignment.expected, next)) throw await conflict(tx, current);
      const [updated] = await tx.update(customers).set({
        inbox: next.inbox,
        assignee: next.assignee,
        assignedAt: new Date(next.assignedAt),
        seq: firstSeq + index,
        updatedAt: now,
      }).where(eq(customers.objectId, current.objectId)).returning();
      written.push(updated!);
      before.push(current);
    }
    // A customer named twice is written twice; the last write is its state.
    return { rows: written, before };
  });
}

/** The consoles hear each customer moved, and the move (who made it, to where). */
export function announceAssignments(
  realtime: Pick<RealtimeEmitter, 'customer' | 'assigned'>, orgId: string, from: string, rows: readonly CustomerRow[], assignments: readonly Pick<Assignment, 'inbox'>[],
): void {
  rows.forEach((row, index) => {
    realtime.customer(orgId, toCustomer(row));
    realtime.assigned(orgId, {
      customer: row.objectId,
      inbox: assignments[index]!.inbox,
      assignee: row.assignee,
      from,
      assignedAt: row.assignedAt!.toISOString(),
    });
  });
}
