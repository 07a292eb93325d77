// A move the server refused because another move overtook it (409 error/assignment-conflict): the
// action goes, the server's row is stored and the conflict is recorded for the inbox to explain, together.
import { boxOf } from '../../common/inbox-rules';
import type { AssignConflictBody } from '../../common/contracts/inbox';
import { assignConflictKey, type AssignConflict } from '../assign-conflicts';
import { db } from '../db';
import { customerRecordFrom } from '../mapping';
import type { PendingActionRecord } from '../records';
import { putCustomers } from './store-incoming';

export function settleAssignConflict(action: Extract<PendingActionRecord, { kind: 'assign' }>, answer: AssignConflictBody, at: string): Promise<void> {
  return db.transaction('rw', [db.customers, db.pendingActions, db.meta], async () => {
    const current = await db.pendingActions.get(action.id);
    if (current?.status !== 'sending') return;
    await db.pendingActions.delete(action.id);
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
  });
}
