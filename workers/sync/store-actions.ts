// Dexie side of the action outbox (pendingActions): the optimistic local change and the action are
// written in one transaction; the shared outbox table functions (store-queue.ts) do the rest.
import { db } from '../../src/data/db';
import type { LastReadResponse } from '../../common/protocol';
import { actionOutbox, createMarkReadAction, supersededBy, type MarkReadInput } from './actions';
import { putCustomers } from './store-incoming';
import { outboxTable } from './store-queue';

export const actionTable = outboxTable(db.pendingActions, actionOutbox);

/**
 * Mark read: the customer's badge goes to 0 locally and the action is queued, together. A waiting
 * mark-read of the same conversation is replaced, so repeats do not pile up.
 */
export function addMarkRead(input: MarkReadInput, id: string, now: number): Promise<void> {
  return db.transaction('rw', [db.customers, db.pendingActions], async () => {
    const customer = await db.customers.get(input.customerId);
    const action = createMarkReadAction(input, customer?.updatedAt ?? '', id, now);
    const sameTarget = await db.pendingActions.where('[target+kind]').equals([action.target, action.kind]).toArray();
    await db.pendingActions.bulkDelete(supersededBy(sameTarget, action).map((entry) => entry.id));
    await db.pendingActions.add(action);
    if (customer && customer.badge !== 0) await db.customers.put({ ...customer, badge: 0 });
  });
}

/**
 * The server took a mark-read: the action goes and the server's customer row is stored (unless a newer
 * copy arrived meanwhile), in one transaction. Nothing happens for an action confirmed or discarded already.
 */
export function confirmMarkRead(id: string, answer: LastReadResponse): Promise<void> {
  return db.transaction('rw', [db.customers, db.pendingActions], async () => {
    const current = await db.pendingActions.get(id);
    if (current?.status !== 'sending') return;
    await db.pendingActions.delete(id);
    await putCustomers([answer.customer]);
  });
}

export async function discardAction(id: string): Promise<void> {
  await db.pendingActions.delete(id);
}
