// Dexie side of the action outbox (pendingActions): the optimistic local change and the action are
// written in one transaction; the shared outbox table functions (store-queue.ts) do the rest.
import { db } from '../db';
import type { Customer } from '../../common/contracts/customers';
import type { PendingActionRecord } from '../records';
import {
  actionOutbox, applyAction, createAssignAction, createMarkReadAction, supersededBy, withInheritedBase, withoutAssignment,
  type AssignInput, type MarkReadInput,
} from '../outbox/actions';
import { withoutProfileChange } from '../outbox/profile-actions';
import { putCustomers } from './store-incoming';
import { undoDiscardedKeep } from './store-kept';
import { undoDiscarded } from './store-notes-tags';
import { outboxTable } from './store-queue';

export const actionTable = outboxTable(db.pendingActions, actionOutbox);

/** Queues the action, replacing waiting ones of the same kind and target, and shows its effect on the row. */
export async function queueAction(action: PendingActionRecord): Promise<void> {
  const sameTarget = await db.pendingActions.where('[target+kind]').equals([action.target, action.kind]).toArray();
  const superseded = supersededBy(sameTarget, action);
  await db.pendingActions.bulkDelete(superseded.map((entry) => entry.id));
  await db.pendingActions.add(withInheritedBase(action, superseded));
  const customer = await db.customers.get(action.payload.customerId);
  if (customer) await db.customers.put(applyAction(customer, action));
}

/**
 * Mark read: the customer's badge goes to 0 locally and the action is queued, together. A waiting
 * mark-read of the same conversation is replaced, so repeats do not pile up.
 */
export function addMarkRead(input: MarkReadInput, id: string, now: number): Promise<void> {
  return db.transaction('rw', [db.customers, db.pendingActions], async () => {
    const customer = await db.customers.get(input.customerId);
    await queueAction(createMarkReadAction(input, customer?.updatedAt ?? '', id, now));
  });
}

/**
 * Assign (one customer or a bulk of them): each row moves category locally and its action is queued,
 * all in one transaction. A waiting assign of the same conversation is replaced: the last intent wins.
 */
export function addAssignments(inputs: readonly AssignInput[], from: string, ids: readonly string[], now: number): Promise<void> {
  return db.transaction('rw', [db.customers, db.pendingActions], async () => {
    for (const [index, input] of inputs.entries()) {
      const customer = await db.customers.get(input.customerId);
      // Later entries of one bulk get later times, so they keep their order in the outbox.
      await queueAction(createAssignAction(input, customer, from, ids[index]!, now + index));
    }
  });
}

/**
 * The server took an action: the action goes and the server's customer row is stored (unless a newer
 * copy arrived meanwhile), in one transaction. Nothing happens for an action confirmed or discarded already.
 */
export function confirmAction(id: string, customer: Customer): Promise<void> {
  return db.transaction('rw', [db.customers, db.pendingActions], async () => {
    const current = await db.pendingActions.get(id);
    if (current?.status !== 'sending') return;
    await db.pendingActions.delete(id);
    await putCustomers([customer]);
  });
}

/**
 * The agent gives up on an action (refused or expired). A discarded assign puts its row back as it
 * was, unless the server has sent a newer row since (that row is the truth).
 */
export function discardAction(id: string): Promise<void> {
  return db.transaction('rw', [db.customers, db.pendingActions, db.notes, db.keptMessages], async () => {
    const action = await db.pendingActions.get(id);
    if (!action) return;
    await db.pendingActions.delete(id);
    if (action.kind === 'keep' || action.kind === 'unkeep') {
      await undoDiscardedKeep(action);
      return;
    }
    if (action.kind === 'monitoring' || action.kind === 'customFields') {
      const customer = await db.customers.get(action.payload.customerId);
      if (customer) await db.customers.put(withoutProfileChange(customer, action));
      return;
    }
    if (action.kind !== 'assign') {
      await undoDiscarded(action);
      return;
    }
    const customer = await db.customers.get(action.payload.customerId);
    if (customer && customer.updatedAt <= action.payload.seenUpdatedAt) {
      await db.customers.put(withoutAssignment(customer, action.payload));
    }
  });
}
