// The outbox of actions (pendingActions), pure: which entry to create, which waiting ones a new one
// replaces, and how a pending mark-read shows on rows from the server. The state machine (backoff,
// expiry, results) is the shared one of outbox.ts.
import type { CustomerRecord, PendingActionRecord } from '../../src/data/records';
import { createOutboxRules } from './outbox';

/** Actions are keyed by id and sent one after another per target (a conversation). */
export const actionOutbox = createOutboxRules<PendingActionRecord>({
  key: (entry) => entry.id,
  lane: (entry) => entry.target,
});

export interface MarkReadInput {
  orgId: string;
  conversationId: string;
  customerId: string;
}

export function createMarkReadAction(input: MarkReadInput, seenUpdatedAt: string, id: string, now: number): PendingActionRecord {
  return {
    id,
    orgId: input.orgId,
    kind: 'markRead',
    target: input.conversationId,
    payload: { conversationId: input.conversationId, customerId: input.customerId, seenUpdatedAt },
    createdAt: now,
    status: 'queued',
    attempts: 0,
    nextAttemptAt: now,
  };
}

/**
 * The waiting actions a new one replaces: same kind and target, not in flight (a send under way is
 * left to finish; the new action waits behind it). Failed and expired ones are replaced too: the new
 * intent supersedes them.
 */
export function supersededBy(existing: readonly PendingActionRecord[], next: PendingActionRecord): PendingActionRecord[] {
  return existing.filter((entry) =>
    entry.id !== next.id && entry.kind === next.kind && entry.target === next.target && entry.status !== 'sending');
}

/** Actions that still stand for the agent's intent (not failed for good): they shape what the UI shows. */
export function isLive(entry: PendingActionRecord): boolean {
  return entry.status === 'queued' || entry.status === 'sending';
}

/**
 * A row from the server while mark-reads of its conversation wait: a row no newer than the one the agent
 * read shows badge 0; a newer row (a new message, or the reset itself) is the server's word and wins.
 */
export function withPendingReads(row: CustomerRecord, actions: readonly PendingActionRecord[]): CustomerRecord {
  if (row.badge === 0) return row;
  const read = actions.some((action) =>
    action.kind === 'markRead' && isLive(action) && action.payload.customerId === row.objectId &&
    row.updatedAt <= action.payload.seenUpdatedAt);
  return read ? { ...row, badge: 0 } : row;
}
