// The outbox state machine (ARCHITECTURE.md §2, 02 §4), pure: no Dexie, no network; time is passed in.
// One set of rules for every outbox: messages (pendingMessages, a lane per conversation) and actions
// (pendingActions: read state now; assign, tags, notes later), each with its own key and lanes.
//
//   queued ──claim──► sending ──confirmed──► (removed)
//     ▲                 │ transient (network, timeout, 5xx, 408, 429): queued again after a backoff
//     │                 │ permanent (other 4xx): needResend
//     │                 │ session invalid (209): queued, unchanged — the engine stops
//   resend ◄── needResend / expired (createdAt older than 7 days; shown, never dropped silently)
import type { MessageTag } from '../../common/customer-profile';
import { PENDING_EXPIRY_SECONDS } from '../../common/constants';
import { isInvalidSession, type ParseErrorBody } from '../../common/parse';
import type { TemplateData } from '../../common/contracts/message-data';
import type { WhatsAppTemplateSend } from '../../common/contracts/whatsapp-templates';
import type { UploadedMedia } from '../../common/uploads';
import type { PendingContent, PendingMessageRecord, PendingStatus } from '../records';

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
  /** Sent in place of the text when present (an uploaded file, a template); `text` is then what the bubble shows. */
  content?: PendingContent;
  /** The Facebook or WhatsApp message tag the reply goes out with (none for NO_TAG). */
  messageTag?: MessageTag;
}

/** An uploaded file sent as a message (common/uploads mediaMessageOf makes its content). */
export interface NewMediaMessage {
  orgId: string;
  conversationId: string;
  customerId: string;
  media: UploadedMedia;
  /** The Facebook or WhatsApp message tag the reply goes out with (none for NO_TAG). */
  messageTag?: MessageTag;
}

/**
 * A template sent as a message: a card set of the card builder (buttons, carousel or confirm), with the
 * message tag the agent chose, or a WhatsApp template filled in (common/contracts/whatsapp-templates.ts),
 * always tagged WHATSAPP_TEMPLATE: the only reply WhatsApp takes outside the 24-hour window.
 */
export interface NewTemplateMessage {
  orgId: string;
  conversationId: string;
  customerId: string;
  template: TemplateData | WhatsAppTemplateSend;
  /** The text of the template as the agent saw it (a WhatsApp body filled in, a card's title): the entry's text. */
  preview: string;
  /** The Facebook message tag of a card set (none for NO_TAG); a WhatsApp template has its own. */
  messageTag?: MessageTag;
}

/** The outbox entry's input of a template: its content, its preview as the text, and its tag. */
export function templateMessageOf(input: NewTemplateMessage): NewTextMessage {
  const { template, preview, messageTag, ...target } = input;
  const tag = template.templateType === 'whatsapp' ? 'WHATSAPP_TEMPLATE' : messageTag;
  // Either data is a `template`'s (records.ts PendingContent); TypeScript does not spread the union over the object.
  const content = { contentType: 'template', data: template } as PendingContent;
  return { ...target, text: preview, content, ...(tag ? { messageTag: tag } : {}) };
}

export function createPendingEntry(input: NewTextMessage, receiptId: string, createdAt: number): PendingMessageRecord {
  return {
    receiptId,
    orgId: input.orgId,
    conversationId: input.conversationId,
    customerId: input.customerId,
    text: input.text,
    ...(input.content ? { content: input.content } : {}),
    ...(input.messageTag ? { messageTag: input.messageTag } : {}),
    createdAt,
    status: 'queued',
    attempts: 0,
    nextAttemptAt: createdAt,
  };
}

/** What every outbox entry carries, whatever it sends (a message, a read-state change, …). */
export interface OutboxEntry {
  /** Epoch ms when the agent asked; orders entries within a lane and starts the 7-day expiry. */
  createdAt: number;
  status: PendingStatus;
  attempts: number;
  nextAttemptAt: number;
  error?: string;
  errorDetail?: string;
}

/**
 * How an outbox tells its entries apart (`key`) and which of them must go one after another (`lane`):
 * only the oldest entry of a lane may be in flight, lanes flush in parallel.
 */
export interface OutboxShape<Entry extends OutboxEntry> {
  key(entry: Entry): string;
  lane(entry: Entry): string;
}

export function isExpired(entry: OutboxEntry, now: number): boolean {
  return now - entry.createdAt >= EXPIRY_MS;
}

/**
 * Entries that have just passed the 7-day limit, turned 'expired'. Entries in flight are left to their
 * reply, which may still confirm them.
 */
export function expireStale<Entry extends OutboxEntry>(entries: readonly Entry[], now: number): Entry[] {
  return entries
    .filter((entry) => (entry.status === 'queued' || entry.status === 'needResend') && isExpired(entry, now))
    .map((entry) => ({ ...entry, status: 'expired' }));
}

/** After a crash, entries left 'sending' go back to the queue (the server dedupes or the change is idempotent). */
export function recoverInterrupted<Entry extends OutboxEntry>(entries: readonly Entry[]): Entry[] {
  return entries.filter((entry) => entry.status === 'sending').map((entry) => ({ ...entry, status: 'queued' }));
}

export interface FlushPlan<Entry extends OutboxEntry = PendingMessageRecord> {
  /** Entries to store: the newly expired ones and the claimed ones. */
  updates: Entry[];
  /** Entries to send now, already marked 'sending'. */
  claimed: Entry[];
  /** When to look again, if anything is waiting. */
  wakeAt: number | undefined;
}

export interface OutboxRules<Entry extends OutboxEntry> {
  /** Entries to send now: a lane's head when it is queued and its backoff has passed. */
  dueEntries(entries: readonly Entry[], now: number): Entry[];
  /** When the flush loop should look again: the next retry of a waiting head, or the next expiry. */
  nextWakeAt(entries: readonly Entry[]): number | undefined;
  /** One pass of the flush loop: expire what is too old, then claim each lane's due head. */
  planFlushPass(entries: readonly Entry[], now: number): FlushPlan<Entry>;
}

/** The ordering rules of one outbox; backoff, expiry and the result transitions are shared by all. */
export function createOutboxRules<Entry extends OutboxEntry>(shape: OutboxShape<Entry>): OutboxRules<Entry> {
  const byAge = (a: Entry, b: Entry): number => {
    const keyA = shape.key(a);
    const keyB = shape.key(b);
    return a.createdAt - b.createdAt || (keyA < keyB ? -1 : keyA > keyB ? 1 : 0);
  };

  /** The oldest entry of each lane: the only one that may be in flight; the others wait behind it. */
  const headsOfLanes = (entries: readonly Entry[]): Entry[] => {
    const heads = new Map<string, Entry>();
    for (const entry of entries) {
      const lane = shape.lane(entry);
      const head = heads.get(lane);
      if (!head || byAge(entry, head) < 0) heads.set(lane, entry);
    }
    return [...heads.values()];
  };

  const withReplaced = (entries: readonly Entry[], replacements: readonly Entry[]): Entry[] => {
    const byKey = new Map(replacements.map((entry) => [shape.key(entry), entry]));
    return entries.map((entry) => byKey.get(shape.key(entry)) ?? entry);
  };

  const dueEntries = (entries: readonly Entry[], now: number): Entry[] =>
    headsOfLanes(entries).filter((head) => head.status === 'queued' && head.nextAttemptAt <= now);

  const nextWakeAt = (entries: readonly Entry[]): number | undefined => {
    const times = [
      ...headsOfLanes(entries).filter((head) => head.status === 'queued').map((head) => head.nextAttemptAt),
      ...entries
        .filter((entry) => entry.status === 'queued' || entry.status === 'needResend')
        .map((entry) => entry.createdAt + EXPIRY_MS),
    ];
    return times.length === 0 ? undefined : Math.min(...times);
  };

  const planFlushPass = (entries: readonly Entry[], now: number): FlushPlan<Entry> => {
    const expired = expireStale(entries, now);
    const afterExpiry = withReplaced(entries, expired);
    const claimed = dueEntries(afterExpiry, now).map((entry): Entry => ({ ...entry, status: 'sending' }));
    return {
      updates: [...expired, ...claimed],
      claimed,
      wakeAt: nextWakeAt(withReplaced(afterExpiry, claimed)),
    };
  };

  return { dueEntries, nextWakeAt, planFlushPass };
}

/** The message outbox: keyed by receiptId, in order per conversation. */
export const messageOutbox = createOutboxRules<PendingMessageRecord>({
  key: (entry) => entry.receiptId,
  lane: (entry) => entry.conversationId,
});
export const { dueEntries, nextWakeAt, planFlushPass } = messageOutbox;

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
export type OutboxStep<Entry extends OutboxEntry = PendingMessageRecord> =
  | { kind: 'remove' }
  | { kind: 'update'; entry: Entry }
  /** The session is gone: put the entry back as it was before the attempt and stop syncing. */
  | { kind: 'stop'; entry: Entry };

export function settle<Entry extends OutboxEntry>(entry: Entry, result: SendResult, now: number, random: () => number): OutboxStep<Entry> {
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

/**
 * The connection is back (socket connected, browser online): queued entries waiting out a backoff are
 * due now, their backoff started over. Entries in flight, needing a resend or expired are left alone.
 */
export function retryNow<Entry extends OutboxEntry>(entries: readonly Entry[], now: number): Entry[] {
  return entries
    .filter((entry) => entry.status === 'queued' && (entry.nextAttemptAt > now || entry.attempts > 0))
    .map((entry) => ({ ...entry, attempts: 0, nextAttemptAt: now }));
}

/** The agent's Resend: back to the queue with a clean slate; an expired entry starts a new 7 days. */
export function resendEntry<Entry extends OutboxEntry>(entry: Entry, now: number): Entry | undefined {
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
