// Shapes of the rows the console keeps in IndexedDB. Dates are ISO strings (they sort as text).
import type { CustomFieldValues, MessageTag, ProfileFieldKey } from '../common/customer-profile';
import type { NotificationBody } from '../common/contracts/notifications';
import type { InboxBox } from '../common/inbox-rules';
import type { InboxCategory, Platform, SenderType } from '../common/contracts/base';
import type { LastMessagePreview } from '../common/contracts/customers';
import type { MessageData, OutboundContent, TemplateData } from '../common/contracts/message-data';
import type { WhatsAppTemplateSend } from '../common/contracts/whatsapp-templates';
import type { MessageDelivery } from '../common/contracts/messages';

export interface CustomerRecord {
  objectId: string;
  orgId: string;
  customerId: string;
  platform: Platform;
  displayName: string;
  originalDisplayName: string;
  picture?: string;
  inbox: InboxCategory[];
  friendship: 'follow' | 'unfollow';
  tags: string[];
  conversationId: string;
  lastMessage?: LastMessagePreview;
  /** ISO time of the last message; '' when there is none, so the row still sorts. */
  lastMessageAt: string;
  lastInboundAt?: string;
  /** ISO time of the last assignment or move; '' when never, so the row still sorts (self, done, spam…). */
  assignedAt: string;
  /** The assigned user's objectId; '' for nobody (IndexedDB does not index a missing value). */
  assignee: string;
  /** Open, assigned, done or spam (common/inbox-rules.ts boxOf): what the category indexes read. */
  box: InboxBox;
  badge: number;
  /** ISO time the customer first wrote (joined the channel); absent on rows stored before it was kept. */
  joinedAt?: string;
  /** Agents watch this customer (docs/customer-profile.md); absent on rows stored before it was kept. */
  isMonitoring?: boolean;
  /** The connected account the customer writes to (WhatsApp: whose templates may be sent). */
  integrationId?: string;
  /** The org role the customer is bound to, and its name. */
  bind?: string;
  bindName?: string;
  customFields?: CustomFieldValues;
  /** The other 02 §3 profile fields the server has (gender, birthday, cellPhone, …). */
  profile?: CustomerProfile;
  updatedAt: string;
}

export type CustomerProfile = Partial<Record<Exclude<ProfileFieldKey, 'originalDisplayName'>, string>>;

export interface MessageRecord {
  objectId: string;
  orgId: string;
  conversationId: string;
  customerId: string;
  platform: Platform;
  contentType: string;
  data: MessageData;
  sendType: 'send' | 'receive';
  senderType: SenderType;
  senderId: string;
  senderName?: string;
  receiptId?: string;
  /** Delivery error reported by the channel, if any. */
  error?: string;
  /** How a reply on a connected platform went (sending, sent, failed with the platform's words). */
  delivery?: MessageDelivery;
  createdAt: string;
  /** Compared on every write so an older copy (a late pull page) never replaces a newer one. */
  updatedAt: string;
}

/** Outbox states: waiting to be sent (or retrying), being sent, or failed for good (Resend). */
export type PendingStatus = 'queued' | 'sending' | 'needResend' | 'expired';

/** An outbound message not yet confirmed by the server (the outbox, ARCHITECTURE.md §2). */
/** A WhatsApp template reply as publishTemplate takes it: the template and what fills its placeholders. */
export interface WhatsAppTemplateContent {
  contentType: 'template';
  data: WhatsAppTemplateSend;
}

/** What an outbox entry sends in place of its text. */
export type PendingContent = OutboundContent | WhatsAppTemplateContent;

export interface PendingMessageRecord {
  receiptId: string;
  orgId: string;
  conversationId: string;
  customerId: string;
  /** The text sent; for a file, its name (what the pending bubble shows). */
  text: string;
  /** What is sent when it is not plain text (an uploaded image, audio, video or file; a WhatsApp template). */
  content?: PendingContent;
  /** The Facebook or WhatsApp message tag the reply goes out with (publishTemplate options.fbMessengerTag). */
  messageTag?: MessageTag;
  /** Epoch ms when the agent sent it; orders the outbox per conversation and starts the 7-day expiry. */
  createdAt: number;
  status: PendingStatus;
  attempts: number;
  /** Epoch ms before which no retry is made (backoff with jitter). */
  nextAttemptAt: number;
  /** Error key shown to the agent (msg_im_error) and the server's message, if any. */
  error?: string;
  errorDetail?: string;
}

/** A pending action's row: its shape is its kind's (one file per kind in outbox/kinds/). */
export type { PendingActionKind, PendingActionRecord } from './outbox/kinds/registry';

/** A kept message (src/kept), one per message: from the server or kept here and not yet sent. */
export interface KeptMessageRecord {
  /** The keep's id on the server (the client's id until the server answers). */
  objectId: string;
  orgId: string;
  conversationId: string;
  messageId: string;
  ownerId: string;
  platform: Platform;
  contentType: string;
  data: MessageData;
  senderType: SenderType;
  senderName?: string;
  messageCreatedAt: string;
  /** ISO time it was kept. */
  createdAt: string;
}

/** A reply template (src/templates) as last fetched, so the picker works offline. */
export interface TemplateRecord {
  objectId: string;
  orgId: string;
  name: string;
  note: string;
  /** A text template's text; a card template's alternative text ('' when none). */
  content: string;
  /** A card template's card set, as it is sent (absent for text; rows cached before cards have none). */
  card?: TemplateData;
  updatedAt: string;
}

/** A reply template as the agent saves it: its text, or a card set; `templateId` replaces a stored template. */
export type TemplateInput = { orgId: string; name: string; note?: string; templateId?: string }
  & ({ content: string; card?: undefined } | { card: TemplateData });

/** A note kept on a customer (server/notes), as this browser has it: from the server or written here. */
export interface NoteRecord {
  objectId: string;
  orgId: string;
  customerId: string;
  note: string;
  authorId: string;
  authorName: string;
  createdAt: string;
  updatedAt: string;
}

export interface DraftRecord {
  conversationId: string;
  orgId: string;
  text: string;
  updatedAt: number;
}

/** A link preview (src/link-preview), keyed by the URL as written in the message. */
export interface LinkCacheRecord {
  url: string;
  title?: string;
  description?: string;
  image?: string;
  siteName?: string;
  /** The server could not make a preview (not HTML, an error page, refused): show none, ask again after expiry. */
  failed?: boolean;
  /** Epoch ms after which the entry is stale (7-day TTL; sooner for failures). */
  expiresAt: number;
}

export interface TaskRecord {
  objectId: string;
  orgId: string;
  type: string;
  status: string;
  total?: number;
  createdAt: string;
  url?: string;
  /** System tasks (src/tasks): items done, last change, failure text, options, when scheduled. */
  progress?: number;
  updatedAt?: string;
  error?: string;
  /** Why it failed as a key (common/error-keys.ts TaskErrorKey); `error` is the server's words. */
  errorKey?: string;
  options?: Record<string, unknown>;
  scheduleAt?: string;
  /** What a done task reports (per type). */
  result?: Record<string, unknown>;
}

/** A system message of the signed-in user (src/notifications): the wire shape plus flat sort keys. */
export interface NotificationRecord {
  objectId: string;
  orgId: string;
  /** The recipient: only the signed-in user's own are stored. */
  userId: string;
  eventType: string;
  body: NotificationBody;
  /** ISO time, for ordering. */
  createdAt: string;
}

/** An organization announcement (src/announcements); `pinned` 1 or 0 sorts pinned first. */
export interface AnnouncementRecord {
  objectId: string;
  orgId: string;
  name: string;
  /** HTML as the server stored it; cleaned again before rendering. */
  content: string;
  nailed: 'pinned' | 'normal';
  pinned: 0 | 1;
  seenUsers: string[];
  createdAt: string;
  updatedAt: string;
}

/** Small key/value rows: sync cursors per organization, connection state, session. */
export interface MetaRecord {
  key: string;
  value: unknown;
}
