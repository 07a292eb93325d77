// A move the server refused because another move overtook it (409 error/assignment-conflict): the
// server's row is stored and the conflict is recorded for the inbox to explain. Inside the transaction
// that takes the action out of the outbox (store-actions.ts).
import { boxOf } from '../../common/inbox-rules';
import type { AssignConflictBody } from '../../common/contracts/inbox';
import { assignConflictKey, type AssignConflict } from '../assign-conflicts';
import { db } from '../db';
import { customerRecordFrom } from '../mapping';
import type { ActionOf } from '../outbox/kinds/registry';
import { putCustomers } from './store-incoming';

export async function settleAssignConflict(action: ActionOf<'assign'>, answer: AssignConflictBody, at: string): Promise<void> {
  await putCustomers([answer.customer]);
  const row = customerRecordFrom(answer.customer);
  const conflict: AssignConflict = {
    orgId: action.orgId,
    customerId: row.objectId,
    conversationId: row.conversationId,
    displayName: row.displayName,
    originalDisplayName: row.originalDisplayName,
    attempted: action.payload.inbox,
    box: boxOf(row),
    assigneeName: answer.assigneeName,
    at,
  };
  await db.meta.put({ key: assignConflictKey(action.orgId, row.objectId), value: conflict });
}
