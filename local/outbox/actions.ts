// The outbox of actions (pendingActions), pure: which entry to create, which waiting ones a new one
// replaces, and how a pending mark-read or assign shows on rows from the server. The state machine (backoff,
// expiry, results) is the shared one of outbox.ts.
import { assignedState, boxOf, type AssignTarget } from '../../common/inbox-rules';
import { withTags, withoutTags } from '../../common/notes-tags';
import type { InboxCategory } from '../../common/contracts/base';
import type { AssignPayload, CustomerRecord, NoteRecord, PendingActionRecord } from '../records';
import { createOutboxRules } from './outbox';
import { applyCustomFields } from './profile-actions';

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
  // Each tag or note change is its own intent: a second tag added must not drop the first.
  if (!REPLACEABLE_KINDS.has(next.kind)) return [];
  return existing.filter((entry) =>
    entry.id !== next.id && entry.kind === next.kind && entry.target === next.target && entry.status !== 'sending');
}

/**
 * A new assign made over an earlier one that waited unsent (and still showed on the row): the server
 * still has the row the earlier one was made against, so the new one carries that base (`before`, sent
 * as `expected`) in its place.
 */
export function withInheritedBase(next: PendingActionRecord, superseded: readonly PendingActionRecord[]): PendingActionRecord {
  if (next.kind !== 'assign') return next;
  const earliest = superseded.filter((entry) => entry.kind === 'assign').sort((a, b) => a.createdAt - b.createdAt)[0];
  if (earliest?.kind !== 'assign' || next.payload.seenUpdatedAt > earliest.payload.seenUpdatedAt) return next;
  return { ...next, payload: { ...next.payload, before: earliest.payload.before } };
}

/** What an assign was made against, as the server compares it (AssignRequest `expected`). */
export function expectedAssignment(payload: AssignPayload): { inbox: InboxCategory[]; assignee: string | null } {
  return { inbox: payload.before.inbox, assignee: payload.before.assignee || null };
}

/** Kinds where a newer intent on the same target makes a waiting one pointless (the last one wins). */
const REPLACEABLE_KINDS: ReadonlySet<PendingActionRecord['kind']> = new Set(['markRead', 'assign', 'monitoring']);

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
    case 'tag.add':
      return { ...row, tags: withTags(row.tags, action.payload.tags) };
    case 'tag.remove':
      return { ...row, tags: withoutTags(row.tags, action.payload.tags) };
    case 'monitoring':
      return { ...row, isMonitoring: action.payload.isMonitoring };
    case 'customFields':
      return applyCustomFields(row, action.payload);
    // Notes live in their own store (applyNoteAction): the customer row does not change.
    case 'note.create':
    case 'note.update':
    case 'note.delete':
    // Kept messages live in their own store (kept-actions.ts): the customer row does not change.
    case 'keep':
    case 'unkeep':
      return row;
  }
}

/** Kinds whose waiting change shows on every server row until answered (repeating them is harmless). */
const SHOWN_UNTIL_ANSWERED: ReadonlySet<PendingActionRecord['kind']> = new Set(['tag.add', 'tag.remove', 'monitoring', 'customFields']);

/** The updatedAt of the customer row the agent acted on, for the kinds that change the row. */
function rowSeenBy(action: PendingActionRecord): string | undefined {
  return 'seenUpdatedAt' in action.payload ? action.payload.seenUpdatedAt : undefined;
}

/**
 * A row from the server while actions on it wait: a row no newer than the one the agent acted on
 * still shows the actions (oldest first); a newer row (a new message, or the server's answer) is the
 * server's word and wins. Tag changes show on every row until they are answered (see below).
 */
export function withPendingActions(row: CustomerRecord, actions: readonly PendingActionRecord[]): CustomerRecord {
  return actions
    .filter((action) => {
      if (!isLive(action) || action.payload.customerId !== row.objectId) return false;
      // Adding or removing a tag again is harmless and the server ends up doing it anyway: a waiting
      // tag change shows on every row until the server answers it (even after another change's newer row).
      if (SHOWN_UNTIL_ANSWERED.has(action.kind)) return true;
      const seen = rowSeenBy(action);
      return seen !== undefined && row.updatedAt <= seen;
    })
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

export interface TagInput {
  orgId: string;
  customerId: string;
  conversationId: string;
  tags: string[];
}

/** A tag.add or tag.remove action; its lane is the conversation, in order with the row's other actions. */
export function createTagAction(kind: 'tag.add' | 'tag.remove', input: TagInput, row: CustomerRecord | undefined, id: string, now: number): PendingActionRecord {
  return {
    id,
    orgId: input.orgId,
    kind,
    target: input.conversationId,
    payload: { conversationId: input.conversationId, customerId: input.customerId, tags: input.tags, seenUpdatedAt: row?.updatedAt ?? '' },
    createdAt: now,
    status: 'queued',
    attempts: 0,
    nextAttemptAt: now,
  };
}

/** Notes of one customer go one after another (a create before its edit and delete). */
export const noteLane = (customerId: string) => `notes:${customerId}`;

export type NoteIntent =
  | { kind: 'note.create'; orgId: string; customerId: string; note: string; authorId: string; authorName: string }
  | { kind: 'note.update'; orgId: string; customerId: string; noteId: string; note: string }
  | { kind: 'note.delete'; orgId: string; customerId: string; noteId: string };

/**
 * The action of a note intent. A create gets its note id here (`id` doubles as it, cut to the
 * server's 10 characters), so later edits of the note can follow before the server has it.
 */
export function createNoteAction(intent: NoteIntent, current: NoteRecord | undefined, id: string, now: number): PendingActionRecord {
  const base = { id, orgId: intent.orgId, target: noteLane(intent.customerId), createdAt: now, status: 'queued' as const, attempts: 0, nextAttemptAt: now };
  switch (intent.kind) {
    case 'note.create':
      return { ...base, kind: intent.kind, payload: {
        customerId: intent.customerId, noteId: id.slice(0, 10), note: intent.note.trim(), authorId: intent.authorId, authorName: intent.authorName,
      } };
    case 'note.update':
      if (!current) throw new Error(`note ${intent.noteId} is not stored here`);
      return { ...base, kind: intent.kind, payload: { customerId: intent.customerId, noteId: intent.noteId, note: intent.note.trim(), before: current.note } };
    case 'note.delete':
      if (!current) throw new Error(`note ${intent.noteId} is not stored here`);
      return { ...base, kind: intent.kind, payload: { customerId: intent.customerId, noteId: intent.noteId, before: current } };
  }
}

/**
 * What a waiting note action shows in the customer's notes: a new note, the new text, or the note
 * gone. One place for each kind, used when the agent acts and over every list the server sends.
 */
export function applyNoteAction(notes: readonly NoteRecord[], action: PendingActionRecord): NoteRecord[] {
  const at = new Date(action.createdAt).toISOString();
  switch (action.kind) {
    case 'note.create': {
      const { noteId, customerId, note, authorId, authorName } = action.payload;
      if (notes.some((existing) => existing.objectId === noteId)) return [...notes];
      return [...notes, { objectId: noteId, orgId: action.orgId, customerId, note, authorId, authorName, createdAt: at, updatedAt: at }];
    }
    case 'note.update':
      return notes.map((existing) => existing.objectId === action.payload.noteId ? { ...existing, note: action.payload.note, updatedAt: at } : existing);
    case 'note.delete':
      return notes.filter((existing) => existing.objectId !== action.payload.noteId);
    default:
      return [...notes];
  }
}

/** The server's notes of a customer with the waiting note actions on top (oldest first). */
export function withPendingNotes(notes: readonly NoteRecord[], actions: readonly PendingActionRecord[]): NoteRecord[] {
  return actions
    .filter((action) => isLive(action) && action.kind.startsWith('note.'))
    .sort((a, b) => a.createdAt - b.createdAt)
    .reduce(applyNoteAction, [...notes]);
}
