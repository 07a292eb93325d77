// What the action outbox's transactions need of the store an action shows on (customer rows, notes,
// kept messages): each runs inside the transaction of store-actions.ts.
import type { ActionAnswer, ActionContext } from '../outbox/kinds/kind';
import type { ActionIntent, PendingActionRecord } from '../outbox/kinds/registry';

export interface ActionStore {
  /** The intent's action, queued and shown; undefined when the intent changes nothing. */
  queue(intent: ActionIntent, context: ActionContext): Promise<PendingActionRecord | undefined>;
  /** The server took the action (already removed from the outbox): its answer is stored. */
  confirm(action: PendingActionRecord, answer: ActionAnswer, now: number): Promise<void>;
  /** The agent gave the action up (already removed): what it showed is taken back. */
  undo(action: PendingActionRecord): Promise<void>;
}
