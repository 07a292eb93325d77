// The outbox of actions (pendingActions), pure: which entry to create, which waiting ones a new one
// replaces, and how a pending mark-read or assign shows on rows from the server. The state machine (backoff,
// expiry, results) is the shared one of outbox.ts.
import { assignedState, boxOf, type AssignTarget } from '../../common/inbox-rules';
import type { AssignPayload, CustomerRecord, PendingActionRecord } from '../../src/data/records';
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

/** What the assign intent does to the local row at once (the rules of common/inbox-rules.ts). */
export function withAssignment(row: CustomerRecord, payload: AssignPayload): CustomerRecord {
  const next = assignedState({ inbox: row.inbox, assignee: row.assignee }, payload.inbox, payload.from, payload.at, payload.toUser);
  const moved = { ...row, inbox: next.inbox, assignee: next.assignee ?? '', assignedAt: next.assignedAt };
  return { ...moved, box: boxOf(moved) };
}

/** A row put back as it was before an assign the agent gave up on. */
export function withoutAssignment(row: CustomerRecord, payload: AssignPayload): CustomerRecord {
  const restored = { ...row, ...payload.before };
  return { ...restored, box: boxOf(restored) };
}

/**
 * What a waiting action shows on its customer's row: mark-read a badge of 0, assign the move. One
 * place for each kind's optimistic effect, used when the agent acts and on every server row after.
 */
export function applyAction(row: CustomerRecord, action: PendingActionRecord): CustomerRecord {
  switch (action.kind) {
    case 'markRead':
      return row.badge === 0 ? row : { ...row, badge: 0 };
    case 'assign':
      return withAssignment(row, action.payload);
  }
}

/**
 * A row from the server while actions on it wait: a row no newer than the one the agent acted on
 * still shows the actions (oldest first); a newer row (a new message, or the server's answer) is the
 * server's word and wins.
 */
export function withPendingActions(row: CustomerRecord, actions: readonly PendingActionRecord[]): CustomerRecord {
  return actions
    .filter((action) => isLive(action) && action.payload.customerId === row.objectId && row.updatedAt <= action.payload.seenUpdatedAt)
    .sort((a, b) => a.createdAt - b.createdAt)
    .reduce(applyAction, row);
}

export interface AssignInput {
  orgId: string;
  customerId: string;
  conversationId: string;
  inbox: AssignTarget;
  toUser?: string;
}

/** An assign action for a row as the agent sees it; `from` is the agent, `now` epoch ms. */
export function createAssignAction(input: AssignInput, row: CustomerRecord | undefined, from: string, id: string, now: number): PendingActionRecord {
  return {
    id,
    orgId: input.orgId,
    kind: 'assign',
    target: input.conversationId,
    payload: {
      conversationId: input.conversationId,
      customerId: input.customerId,
      inbox: input.inbox,
      from,
      ...(input.toUser ? { toUser: input.toUser } : {}),
      at: new Date(now).toISOString(),
      seenUpdatedAt: row?.updatedAt ?? '',
      before: { inbox: row?.inbox ?? [], assignee: row?.assignee ?? '', assignedAt: row?.assignedAt ?? '' },
    },
    createdAt: now,
    status: 'queued',
    attempts: 0,
    nextAttemptAt: now,
  };
}
