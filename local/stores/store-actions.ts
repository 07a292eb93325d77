// Dexie side of the action outbox (pendingActions): an intent's action and what it shows locally are
// written in one transaction, and so are the server's answer and the agent's discard. What each kind
// does is its file in ../outbox/kinds; the store it shows on is customer-actions.ts or action-lists.ts;
// the shared outbox table functions (store-queue.ts) do the rest.
import { db } from '../db';
import { actionOutbox } from '../outbox/actions';
import type { ActionAnswer, ActionContext } from '../outbox/kinds/kind';
import { surfaceOf, type ActionIntent, type ActionSurface, type PendingActionKind, type PendingActionRecord } from '../outbox/kinds/registry';
import { keptStore, noteStore } from './action-lists';
import type { ActionStore } from './action-store';
import { customerStore } from './customer-actions';
import { outboxTable } from './store-queue';

export const actionTable = outboxTable(db.pendingActions, actionOutbox);

const STORES: Record<ActionSurface, ActionStore> = { customer: customerStore, notes: noteStore, kept: keptStore };
const storeOf = (kind: PendingActionKind) => STORES[surfaceOf(kind)];

/** Every table an action may touch (an assign conflict is recorded in meta). */
const ACTION_TABLES = [db.customers, db.notes, db.keptMessages, db.pendingActions, db.meta];

/**
 * Queues the intents' actions and shows each locally at once, all in one transaction (a bulk assign
 * moves every row or none). Later intents get later times, so they keep their order in the outbox. A
 * last-wins kind replaces its waiting action of the same target. Answers the actions queued (an intent
 * that changes nothing, like keeping a kept message, queues none).
 */
export function queueActions(intents: readonly ActionIntent[], ids: readonly string[], now: number, userId: string): Promise<PendingActionRecord[]> {
  return db.transaction('rw', ACTION_TABLES, async () => {
    const queued: PendingActionRecord[] = [];
    for (const [index, intent] of intents.entries()) {
      const context: ActionContext = { id: ids[index]!, now: now + index, userId };
      const action = await storeOf(intent.kind).queue(intent, context);
      if (action) queued.push(action);
    }
    return queued;
  });
}

/**
 * The server took an action: the action goes and its answer is stored, in one transaction. Nothing
 * happens for an action confirmed or discarded already.
 */
export function confirmAction(id: string, answer: ActionAnswer, now: number): Promise<void> {
  return db.transaction('rw', ACTION_TABLES, async () => {
    const current = await db.pendingActions.get(id);
    if (current?.status !== 'sending') return;
    await db.pendingActions.delete(id);
    await storeOf(current.kind).confirm(current, answer, now);
  });
}

/** The agent gives up on an action (refused or expired): it goes, and what it showed is taken back. */
export function discardAction(id: string): Promise<void> {
  return db.transaction('rw', ACTION_TABLES, async () => {
    const action = await db.pendingActions.get(id);
    if (!action) return;
    await db.pendingActions.delete(id);
    await storeOf(action.kind).undo(action);
  });
}
