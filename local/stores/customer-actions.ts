// Customer rows as the store of the actions that change them (mark read, assign, tags, monitoring,
// custom fields): the row shows a new action at once, takes the server's row, and is put back when the
// agent gives an action up.
import { db } from '../db';
import { supersededBy } from '../outbox/actions';
import { customerKind, onCustomerRow, type PendingActionRecord } from '../outbox/kinds/registry';
import type { ActionStore } from './action-store';
import { settleAssignConflict } from './store-conflicts';
import { putCustomers } from './store-incoming';

export const customerStore: ActionStore = {
  async queue(intent, context) {
    const kind = customerKind(intent.kind);
    if (!kind) throw new Error(`${intent.kind} does not change customer rows`);
    const row = await db.customers.get(kind.subject(intent));
    const created = kind.create(intent, row, context);
    const sameTarget = await db.pendingActions.where('[target+kind]').equals([created.target, created.kind]).toArray();
    const superseded = supersededBy(sameTarget, created);
    await db.pendingActions.bulkDelete(superseded.map((entry) => entry.id));
    const action = kind.replacing && superseded.length > 0 ? kind.replacing(created, superseded) : created;
    await db.pendingActions.add(action);
    if (row) await db.customers.put(kind.show(row, action));
    return action;
  },
  async confirm(action, answer, now) {
    if ('assignConflict' in answer) {
      if (action.kind === 'assign') await settleAssignConflict(action, answer.assignConflict, new Date(now).toISOString());
      return;
    }
    if ('customer' in answer) await putCustomers([answer.customer]);
  },
  async undo(entry: PendingActionRecord) {
    const onRow = onCustomerRow(entry);
    if (!onRow?.kind.undo) return;
    const row = await db.customers.get(onRow.action.payload.customerId);
    // A newer row from the server is the truth; only the agent's own optimistic change is undone.
    if (row && row.updatedAt <= onRow.action.payload.seenUpdatedAt) await db.customers.put(onRow.kind.undo(row, onRow.action));
  },
};
