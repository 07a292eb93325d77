// The outbox state machine (ARCHITECTURE.md §2, 02 §4), pure: no Dexie, no network; time is passed in.
//
//   queued ──claim──► sending ──confirmed──► (removed)
//     ▲                 │ transient (network, timeout, 5xx, 408, 429): queued again after a backoff
//     │                 │ permanent (other 4xx): needResend
//     │                 │ session invalid (209): queued, unchanged — the engine stops
//   resend ◄── needResend / expired (createdAt older than 7 days; shown, never dropped silently)
import { PENDING_EXPIRY_SECONDS } from '../../common/constants';
import { isInvalidSession, type ParseErrorBody } from '../../common/parse';
import type { PendingMessageRecord } from '../../src/data/records';

/** Error key the UI shows (with a Resend action) on a permanent failure. */
export const MSG_IM_ERROR = 'msg_im_error';

const EXPIRY_MS = PENDING_EXPIRY_SECONDS * 1000;
const BACKOFF_BASE_MS = 1000;
const BACKOFF_MAX_MS = 30_000;

export interface NewTextMessage {
  orgId: string;
  conversationId: string;
  customerId: string;
  text: string;
}

export function createPendingEntry(input: NewTextMessage, receiptId: string, createdAt: number): PendingMessageRecord {
  return {
    receiptId,
    orgId: input.orgId,
    conversationId: input.conversationId,
    customerId: input.customerId,
    text: input.text,
    createdAt,
    status: 'queued',
    attempts: 0,
    nextAttemptAt: createdAt,
  };
}

function byAge(a: PendingMessageRecord, b: PendingMessageRecord): number {
  return a.createdAt - b.createdAt || (a.receiptId < b.receiptId ? -1 : a.receiptId > b.receiptId ? 1 : 0);
}

/** The oldest entry of each conversation: the only one that may be in flight; the others wait behind it. */
function headsOfConversations(entries: readonly PendingMessageRecord[]): PendingMessageRecord[] {
  const heads = new Map<string, PendingMessageRecord>();
  for (const entry of entries) {
    const head = heads.get(entry.conversationId);
    if (!head || byAge(entry, head) < 0) heads.set(entry.conversationId, entry);
  }
  return [...heads.values()];
}

/** Entries to send now: a conversation's head when it is queued and its backoff has passed. */
export function dueEntries(entries: readonly PendingMessageRecord[], now: number): PendingMessageRecord[] {
  return headsOfConversations(entries).filter((head) => head.status === 'queued' && head.nextAttemptAt <= now);
}

export function isExpired(entry: PendingMessageRecord, now: number): boolean {
  return now - entry.createdAt >= EXPIRY_MS;
}

/**
 * Entries that have just passed the 7-day limit, turned 'expired'. Entries in flight are left to their
 * reply, which may still confirm them.
 */
export function expireStale(entries: readonly PendingMessageRecord[], now: number): PendingMessageRecord[] {
  return entries
    .filter((entry) => (entry.status === 'queued' || entry.status === 'needResend') && isExpired(entry, now))
    .map((entry) => ({ ...entry, status: 'expired' }));
}

/** After a crash, entries left 'sending' go back to the queue (the server dedupes by receiptId). */
export function recoverInterrupted(entries: readonly PendingMessageRecord[]): PendingMessageRecord[] {
  return entries.filter((entry) => entry.status === 'sending').map((entry) => ({ ...entry, status: 'queued' }));
}

/** When the flush loop should look again: the next retry of a waiting head, or the next expiry. */
export function nextWakeAt(entries: readonly PendingMessageRecord[]): number | undefined {
  const times = [
    ...headsOfConversations(entries).filter((head) => head.status === 'queued').map((head) => head.nextAttemptAt),
    ...entries
      .filter((entry) => entry.status === 'queued' || entry.status === 'needResend')
      .map((entry) => entry.createdAt + EXPIRY_MS),
  ];
  return times.length === 0 ? undefined : Math.min(...times);
}

function withReplaced(
  entries: readonly PendingMessageRecord[],
  replacements: readonly PendingMessageRecord[],
): PendingMessageRecord[] {
  const byReceipt = new Map(replacements.map((entry) => [entry.receiptId, entry]));
  return entries.map((entry) => byReceipt.get(entry.receiptId) ?? entry);
}

export interface FlushPlan {
  /** Entries to store: the newly expired ones and the claimed ones. */
  updates: PendingMessageRecord[];
  /** Entries to send now, already marked 'sending'. */
  claimed: PendingMessageRecord[];
  /** When to look again, if anything is waiting. */
  wakeAt: number | undefined;
}

/** One pass of the flush loop: expire what is too old, then claim each conversation's due head. */
export function planFlushPass(entries: readonly PendingMessageRecord[], now: number): FlushPlan {
  const expired = expireStale(entries, now);
  const afterExpiry = withReplaced(entries, expired);
  const claimed = dueEntries(afterExpiry, now).map((entry): PendingMessageRecord => ({ ...entry, status: 'sending' }));
  return {
    updates: [...expired, ...claimed],
    claimed,
    wakeAt: nextWakeAt(withReplaced(afterExpiry, claimed)),
  };
}

/** min(30 s, 1 s·2^attempts), scaled by a random factor in [0.5, 1] so clients do not retry in step. */
export function backoffDelay(attempts: number, random: () => number): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** attempts);
  return Math.round(ceiling * (0.5 + 0.5 * random()));
}

/** What a failed send looked like: no status for a network error or a timeout. */
export interface SendFailure {
  status?: number;
  body?: Partial<ParseErrorBody>;
}

export type SendResult =
  | { kind: 'confirmed' }
  | { kind: 'transient' }
  | { kind: 'permanent'; detail: string }
  | { kind: 'sessionInvalid' };

export function classifySendFailure(failure: SendFailure): SendResult {
  const { status, body } = failure;
  if (isInvalidSession(body)) return { kind: 'sessionInvalid' };
  if (status === undefined || status >= 500 || status === 408 || status === 429) return { kind: 'transient' };
  if (status >= 400) return { kind: 'permanent', detail: body?.error ?? `HTTP ${status}` };
  return { kind: 'transient' };
}

/** The change to make to an in-flight entry once its send has a result. */
export type OutboxStep =
  | { kind: 'remove' }
  | { kind: 'update'; entry: PendingMessageRecord }
  /** The session is gone: put the entry back as it was before the attempt and stop syncing. */
  | { kind: 'stop'; entry: PendingMessageRecord };

export function settle(entry: PendingMessageRecord, result: SendResult, now: number, random: () => number): OutboxStep {
  switch (result.kind) {
    case 'confirmed':
      return { kind: 'remove' };
    case 'transient':
      return {
        kind: 'update',
        entry: {
          ...entry,
          status: 'queued',
          attempts: entry.attempts + 1,
          nextAttemptAt: now + backoffDelay(entry.attempts, random),
          error: undefined,
          errorDetail: undefined,
        },
      };
    case 'permanent':
      return {
        kind: 'update',
        entry: { ...entry, status: 'needResend', attempts: entry.attempts + 1, error: MSG_IM_ERROR, errorDetail: result.detail },
      };
    case 'sessionInvalid':
      return { kind: 'stop', entry: { ...entry, status: 'queued' } };
  }
}

/** The agent's Resend: back to the queue with a clean slate; an expired entry starts a new 7 days. */
export function resendEntry(entry: PendingMessageRecord, now: number): PendingMessageRecord | undefined {
  if (entry.status !== 'needResend' && entry.status !== 'expired') return undefined;
  return {
    ...entry,
    status: 'queued',
    attempts: 0,
    nextAttemptAt: now,
    error: undefined,
    errorDetail: undefined,
    createdAt: entry.status === 'expired' ? now : entry.createdAt,
  };
}
