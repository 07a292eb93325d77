// Broadcasts (03 §2–§9; docs/broadcasts.md): statuses and what each allows, the list-update ordering
// rule of 03 §4, the schedule rules, the audience query's rules and which messages each recipient
// gets. Pure rules shared by the console and the server. Content rules: common/broadcast-content.ts.
import type { Platform } from './contracts/base';
import { messageTagsFor, type MessageTag } from './customer-profile';
import { outsideWindowNeed } from './messaging-window';

/**
 * Broadcast statuses in the order of 03 §4's list-update rule (an item is replaced only by an update
 * whose status is the same or later in this order). Those this server sets:
 * - `draft` (isDraft: never runs), `scheduled` (waits for scheduleAt), `started` (queued to run now),
 * - `preparing` (the audience is being snapshotted), `dispatching` (sending in batches),
 * - `pausing` (paused between batches; resume continues), `terminated` (stopped: what was not sent stays unsent),
 * - `done` (every recipient has an outcome), `error` (the run failed; what was sent stays sent).
 * `pending`, `working` and `progress` are in the order as the spec lists them; this server does not set them.
 */
export const BROADCAST_STATUS_ORDER = [
  'started', 'scheduled', 'pending', 'preparing', 'working', 'dispatching', 'done', 'error', 'progress', 'terminated', 'pausing', 'draft',
] as const;
export type BroadcastStatus = (typeof BROADCAST_STATUS_ORDER)[number];
/** The statuses this server sets (the list's status filter offers these). */
export const BROADCAST_STATUSES = ['draft', 'scheduled', 'started', 'preparing', 'dispatching', 'pausing', 'terminated', 'done', 'error'] as const satisfies readonly BroadcastStatus[];

/**
 * 03 §4: a list item is replaced by an update only if the update's status is the same as, or later
 * than, the item's in BROADCAST_STATUS_ORDER. (An unknown status never replaces a known one.)
 */
export function broadcastUpdateWins(current: string, next: string): boolean {
  if (statusRank(next) < 0) return false;
  return statusRank(next) >= statusRank(current);
}

const statusRank = (status: string) => (BROADCAST_STATUS_ORDER as readonly string[]).indexOf(status);

/** Messages in one broadcast (03 §5 "Broadcast maximum shown in constants: 5"; LINE takes 5 per request). */
export const BROADCAST_MAX_MESSAGES = 5;
/** Choosing a schedule defaults to 5 minutes from now (03 §4, §9). */
export const BROADCAST_SCHEDULE_DEFAULT_MS = 5 * 60 * 1000;
/** Broadcasts per page of GET /broadcast/tasks (MAX_TASK_LIMIT, 03 §9: the value is ours). */
export const BROADCAST_LIST_LIMIT_DEFAULT = 20;
export const BROADCAST_LIST_LIMIT_MAX = 100;
/** Customers per page of POST /broadcast/getCustomers without returnCount. */
export const BROADCAST_CUSTOMERS_LIMIT_MAX = 1000;
export const BROADCAST_NAME_MAX = 100;

/** Error keys of 03 §8 "Broadcast send". */
export const SCHEDULE_MUST_BE_FUTURE = 'error/schedule-must-be-future/30';
export const DATA_IMMUTABLE = 'error/data-immutable';
export const NOT_SUPPORTED_CONTENT_TYPE = 'error/not-supported-content-type';

/** The schedule a console offers when the user picks "at a set time". */
export function defaultScheduleAt(now: number): Date {
  return new Date(now + BROADCAST_SCHEDULE_DEFAULT_MS);
}

/** A schedule must be later than now (03 §9); `undefined`/null means "now". */
export function scheduleProblem(scheduleAt: string | Date | null | undefined, now: number): typeof SCHEDULE_MUST_BE_FUTURE | undefined {
  if (scheduleAt === null || scheduleAt === undefined) return undefined;
  const at = new Date(scheduleAt).getTime();
  return Number.isNaN(at) || at <= now ? SCHEDULE_MUST_BE_FUTURE : undefined;
}

/** Content, audience, schedule and options can change only before the broadcast starts. */
export const canEditBroadcast = (status: string) => status === 'draft' || status === 'scheduled';
/** Pause: a broadcast that waits or sends; it stops between two batches. */
export const canPauseBroadcast = (status: string) => ['scheduled', 'started', 'preparing', 'dispatching'].includes(status);
export const canResumeBroadcast = (status: string) => status === 'pausing';
/** Stop: anything not finished (a draft is deleted instead). */
export const canStopBroadcast = (status: string) => ['scheduled', 'started', 'preparing', 'dispatching', 'pausing'].includes(status);
/** Delete: anything that is not running (stop it first). */
export const canDeleteBroadcast = (status: string) => ['draft', 'scheduled', 'terminated', 'done', 'error'].includes(status);
/** "Resend failed only": a finished broadcast with failures. */
export const canResendFailed = (broadcast: { status: string; failed: number }) =>
  ['done', 'terminated', 'error'].includes(broadcast.status) && broadcast.failed > 0;

// ── The audience query (03 §3 query) ──

/** Platforms a broadcast reaches; "all" expands to LINE and Facebook (03 §9). */
export const BROADCAST_PLATFORMS = ['line', 'facebook', 'instagram', 'whatsapp', 'livechat'] as const satisfies readonly Platform[];
export const ALL_PLATFORMS_EXPANDS_TO = ['line', 'facebook'] as const satisfies readonly Platform[];
/** Gender filter values: `unknown` is a customer without one. */
export const BROADCAST_GENDERS = ['male', 'female', 'other', 'unknown'] as const;
export type BroadcastGender = (typeof BROADCAST_GENDERS)[number];
/** Customers named in one include or exclude list, tags in one tag filter. */
export const AUDIENCE_IDS_MAX = 10_000;
export const AUDIENCE_TAGS_MAX = 100;

/** The audience fields that count as a condition (03 §5: without one, the count is zero). */
export interface AudienceConditions {
  platforms?: readonly string[];
  customerObjectIds?: { $in?: readonly string[]; $nin?: readonly string[] };
  gender?: readonly string[];
  tagDensity?: { $in?: readonly string[]; $all?: readonly string[]; $nin?: readonly string[] };
  customerGroups?: readonly string[];
  inboxes?: readonly string[];
  recurring?: { topic?: string };
  resendTaskId?: string;
}

/**
 * At least one condition (03 §5): a platform, customers named, a gender, tags, a customer group, an
 * inbox, recurring, or "failed in broadcast X". Exclusions alone select nobody.
 */
export function hasAudienceCondition(query: AudienceConditions): boolean {
  return Boolean(
    query.platforms?.length || query.customerObjectIds?.$in?.length || query.gender?.length
    || query.tagDensity?.$in?.length || query.tagDensity?.$all?.length || query.customerGroups?.length
    || query.inboxes?.length || query.recurring || query.resendTaskId,
  );
}

/** The platforms the query names, "all" expanded (03 §9); every platform when it names none. */
export function audiencePlatforms(platforms: readonly string[] | undefined): Platform[] {
  if (!platforms?.length) return [...BROADCAST_PLATFORMS];
  const expanded = platforms.flatMap((platform) => (platform === 'all' ? [...ALL_PLATFORMS_EXPANDS_TO] : [platform]));
  return BROADCAST_PLATFORMS.filter((platform) => expanded.includes(platform));
}

/** Broadcast options (03 §3 options). The two filters are always applied (03 §9), whatever is sent. */
export interface BroadcastSendOptions {
  fbMessengerTag?: MessageTag;
  whatsappTag?: MessageTag;
}

/**
 * The Facebook 24-hour policy (03 §9) for one customer: may the broadcast reach them now? Messenger
 * and Instagram customers past their 24-hour window only with a Facebook tag their platform takes;
 * WhatsApp customers past theirs only with a WhatsApp template message (`hasWhatsAppTemplate`).
 */
export function reachableNow(
  platform: Platform, lastInboundAt: string | Date | null | undefined, options: BroadcastSendOptions, hasWhatsAppTemplate: boolean, now: number,
): boolean {
  const need = outsideWindowNeed(platform, lastInboundAt, now);
  if (need === 'tag') return facebookTagFor(platform, options.fbMessengerTag) !== undefined;
  if (need === 'template') return hasWhatsAppTemplate;
  return true;
}

/** The Facebook tag a Messenger or Instagram recipient's messages go with (none for NO_TAG or a tag the platform lacks). */
export function facebookTagFor(platform: Platform, tag: MessageTag | undefined): MessageTag | undefined {
  if (platform !== 'facebook' && platform !== 'instagram') return undefined;
  return tag && tag !== 'NO_TAG' && messageTagsFor(platform).includes(tag) ? tag : undefined;
}

// ── Which messages a recipient gets ──

/** The kinds of a broadcast message (03 §3): the card is `template`; `richvideo` is a video card. */
export const BROADCAST_CONTENT_TYPES = ['text', 'image', 'template', 'imagemap', 'richvideo', 'shareMessage'] as const;
export type BroadcastContentType = (typeof BROADCAST_CONTENT_TYPES)[number];

/** LINE alone shows imagemaps and share messages (LIFF); every other kind goes to every platform (a WhatsApp template only to WhatsApp). */
interface MessageKind { contentType: string; data: object }
const isWhatsAppTemplateMessage = (message: MessageKind) =>
  message.contentType === 'template' && (message.data as { templateType?: string }).templateType === 'whatsapp';

export function messageGoesTo(message: MessageKind, platform: Platform): boolean {
  if (isWhatsAppTemplateMessage(message)) return platform === 'whatsapp';
  if (message.contentType === 'imagemap' || message.contentType === 'shareMessage') return platform === 'line';
  return true;
}

/** Quick replies show under the last message on LINE, Messenger and Instagram (WhatsApp and live chat have none). */
export const quickReplyShowsOn = (platform: Platform): boolean => platform === 'line' || platform === 'facebook' || platform === 'instagram';

/**
 * The indexes of the broadcast's messages a recipient gets: those for their platform; a WhatsApp
 * customer past the 24-hour window gets the WhatsApp template messages only (nothing else may go).
 */
export function messageIndexesFor(messages: readonly MessageKind[], platform: Platform, withinWindow: boolean): number[] {
  return messages.flatMap((message, index) => {
    if (!messageGoesTo(message, platform)) return [];
    if (platform === 'whatsapp' && !withinWindow && !isWhatsAppTemplateMessage(message)) return [];
    return [index];
  });
}

/** A recipient's outcome. `unknown`: the platform may have it (no retry key, the answer was lost): never resent. */
export const RECIPIENT_STATUSES = ['pending', 'sending', 'sent', 'failed', 'unknown'] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

/** The receiptId of the conversation message a recipient gets: one per broadcast, message and customer. */
export const broadcastReceiptId = (broadcastId: string, index: number, customerId: string) => `broadcast:${broadcastId}:${index}:${customerId}`;

/** Why the open log is empty (POST /functions/getBroadcastOpenlog). */
export const OPENLOG_REASONS = {
  NOT_SENT: 'not-sent-yet',
  NO_LINE: 'no-line-recipients',
  /** LINE took the messages but answered without a request id, the key of its per-message statistics. */
  NO_REQUEST_ID: 'line-gave-no-request-id',
  /** LINE has no statistics for the broadcast's requests yet (it makes them later, and leaves out small numbers). */
  NOT_READY: 'line-insight-not-ready',
  NOT_SUPPORTED: 'platform-gives-no-open-log',
} as const;
