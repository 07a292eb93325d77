// Shapes of the rows the console keeps in IndexedDB. Dates are ISO strings (they sort as text).
import type { AssignTarget, InboxBox } from '../../common/inbox-rules';
import type { InboxCategory, Platform, SenderType, LastMessagePreview, MessageData } from '../../common/protocol';

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
  updatedAt: string;
}

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
  createdAt: string;
  /** Compared on every write so an older copy (a late pull page) never replaces a newer one. */
  updatedAt: string;
}

/** Outbox states: waiting to be sent (or retrying), being sent, or failed for good (Resend). */
export type PendingStatus = 'queued' | 'sending' | 'needResend' | 'expired';

/** An outbound message not yet confirmed by the server (the outbox, ARCHITECTURE.md §2). */
export interface PendingMessageRecord {
  receiptId: string;
  orgId: string;
  conversationId: string;
  customerId: string;
  text: string;
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

/** Kinds of pending actions (the generic outbox of intents other than messages). */
export type PendingActionKind = 'markRead' | 'assign';

/** markRead: POST /last_read/conversation/reset for the conversation. */
export interface MarkReadPayload {
  conversationId: string;
  customerId: string;
  /**
   * The customer row's updatedAt when the agent read it: a row from the server that is not newer
   * still shows badge 0 while the action waits (a newer row is the server's word and wins).
   */
  seenUpdatedAt: string;
}

/** assign: POST /functions/assign for the customer; the row moves category locally at once. */
export interface AssignPayload {
  conversationId: string;
  customerId: string;
  inbox: AssignTarget;
  /** The agent acting (the assignee of self/private without toUser). */
  from: string;
  toUser?: string;
  /** ISO time of the intent: the optimistic assignedAt. */
  at: string;
  /** The row's updatedAt when the agent acted: server rows no newer than it still show the move. */
  seenUpdatedAt: string;
  /** The row's state before the move, put back when the agent discards a refused action. */
  before: { inbox: InboxCategory[]; assignee: string; assignedAt: string };
}

interface PendingActionFields {
  /** Random client id. */
  id: string;
  orgId: string;
  /**
   * What the action changes (the conversationId): actions of one target are sent one after
   * another, and a new action replaces a waiting one of the same kind and target.
   */
  target: string;
  /** Epoch ms when the agent acted; orders actions per target and starts the 7-day expiry. */
  createdAt: number;
  status: PendingStatus;
  attempts: number;
  nextAttemptAt: number;
  error?: string;
  errorDetail?: string;
}

/** An intent not yet confirmed by the server (ARCHITECTURE.md §2); the same states as the message outbox. */
export type PendingActionRecord =
  | PendingActionFields & { kind: 'markRead'; payload: MarkReadPayload }
  | PendingActionFields & { kind: 'assign'; payload: AssignPayload };

export interface DraftRecord {
  conversationId: string;
  orgId: string;
  text: string;
  updatedAt: number;
}

export interface LinkCacheRecord {
  url: string;
  title?: string;
  description?: string;
  image?: string;
  /** Epoch ms after which the entry is stale (7-day TTL). */
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
  options?: Record<string, unknown>;
  scheduleAt?: string;
}

/** Small key/value rows: sync cursors per organization, connection state, session. */
export interface MetaRecord {
  key: string;
  value: unknown;
}
