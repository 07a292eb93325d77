// The outbox of actions (pendingActions), pure: which waiting entries a new one replaces, and how the
// waiting ones show over what the server sends. What each kind does is its own file (kinds/); the state
// machine (backoff, expiry, results) is the shared one of outbox.ts.
import type { CustomerRecord, KeptMessageRecord, NoteRecord } from '../records';
import { createOutboxRules } from './outbox';
import { onCustomerRow, onKept, onNotes, type CustomerAction, type PendingActionRecord } from './kinds/registry';

/** Actions are keyed by id and sent one after another per target (their lane). */
export const actionOutbox = createOutboxRules<PendingActionRecord>({
  key: (entry) => entry.id,
  lane: (entry) => entry.target,
});

/** Actions that still stand for the agent's intent (not failed for good): they shape what the UI shows. */
export function isLive(entry: PendingActionRecord): boolean {
  return entry.status === 'queued' || entry.status === 'sending';
}

const oldestFirst = (actions: readonly PendingActionRecord[]) => [...actions].sort((a, b) => a.createdAt - b.createdAt);

/**
 * The waiting actions a new one replaces: for a last-wins kind, those of the same kind and target not
 * in flight (a send under way is left to finish; the new action waits behind it). Failed and expired
 * ones are replaced too: the new intent supersedes them.
 */
export function supersededBy<Action extends PendingActionRecord>(existing: readonly PendingActionRecord[], next: Action): Action[] {
  const shown = onCustomerRow(next);
  if (!shown?.kind.lastWins) return [];
  return existing.filter((entry): entry is Action =>
    entry.id !== next.id && entry.kind === next.kind && entry.target === next.target && entry.status !== 'sending');
}

/** Whether a server row still shows the waiting action (see CustomerKind.showsOn). */
function showsOnRow(row: CustomerRecord, action: CustomerAction, showsOn: 'seen' | 'every'): boolean {
  return showsOn === 'every' || row.updatedAt <= action.payload.seenUpdatedAt;
}

/**
 * A row from the server while actions on it wait: a row no newer than the one the agent acted on
 * still shows the actions (oldest first); a newer row (a new message, or the server's answer) is the
 * server's word and wins, except for the kinds shown on every row until answered.
 */
export function withPendingActions(row: CustomerRecord, actions: readonly PendingActionRecord[]): CustomerRecord {
  return oldestFirst(actions).reduce((shown, entry) => {
    const onRow = onCustomerRow(entry);
    if (!onRow || !isLive(entry) || onRow.action.payload.customerId !== row.objectId) return shown;
    return showsOnRow(row, onRow.action, onRow.kind.showsOn) ? onRow.kind.show(shown, onRow.action) : shown;
  }, row);
}

/** The server's notes of a customer with the waiting note actions on top (oldest first). */
export function withPendingNotes(notes: readonly NoteRecord[], actions: readonly PendingActionRecord[]): NoteRecord[] {
  return oldestFirst(actions).reduce((shown, entry) => {
    const onList = onNotes(entry);
    return onList && isLive(entry) ? onList.kind.show(shown, onList.action) : shown;
  }, [...notes]);
}

/** The server's kept messages with the waiting keeps and unkeeps on top (oldest first). */
export function withPendingKeeps(kept: readonly KeptMessageRecord[], actions: readonly PendingActionRecord[]): KeptMessageRecord[] {
  return oldestFirst(actions).reduce((shown, entry) => {
    const onList = onKept(entry);
    return onList && isLive(entry) ? onList.kind.show(shown, onList.action) : shown;
  }, [...kept]);
}
