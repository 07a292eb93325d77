// The wire contract between the console (and its sync worker) and the server.
// Paths, request bodies and answers; both sides import these types.
import type { AnnouncementEvent, NotifyEvent } from './notifications';
import type { ParseDate, ParsePointer } from './parse';
import type { ExportLocale, TaskStatus } from './tasks';

export type Platform = 'line' | 'facebook' | 'instagram' | 'whatsapp' | 'livechat';
export type Authority = 'admin' | 'general' | 'private-only' | 'customer-readonly';
export type InboxCategory =
  | 'unassigned' | 'all' | 'self' | 'private' | 'done' | 'spam' | 'bot'
  | 'unfollow' | 'history' | 'department' | 'bind' | 'subBind';
export type SenderType = '_User' | 'Customer' | 'Organization' | 'Bot' | 'ForeignBot' | 'AddOn';

/** Every body the console sends to the main API carries these (01 §7). */
export interface Envelope {
  _ApplicationId: string;
  _JavaScriptKey: string;
  _SessionToken?: string;
  _method?: 'GET' | 'PUT' | 'DELETE';
}

// ── Accounts ────────────────────────────────────────────────────────────────

/** POST /users */
export interface SignUpRequest {
  username: string;
  password: string;
  email: string;
  firstName?: string;
  lastName?: string;
  language?: string;
}
/** Answer of POST /users (201). */
export interface SignUpResponse {
  objectId: string;
  createdAt: string;
  sessionToken: string;
}

/** POST /user/login (with _method GET) and POST /login */
export interface LoginRequest {
  username: string;
  password: string;
}

/** A user as the API returns it; `sessionToken` only on login and sign-up. */
export interface User {
  objectId: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  language: string;
  emailVerified: boolean;
  picture?: string;
  createdAt: string;
  updatedAt: string;
  sessionToken?: string;
  /** Two-step verification (TOTP) is on: login answers `MfaNeededResponse` first. */
  mfa?: boolean;
}

/** Answer of a login with the right password for a user with two-step verification on. */
export interface MfaNeededResponse {
  mfaNeeded: true;
  /** Short-lived (5 minutes), single-use id of this login attempt, for POST /user/login_totp. */
  tempId: string;
}

/** POST /user/login_totp: the second step of a login; answers the User with `sessionToken`. */
export interface LoginTotpRequest {
  tempId: string;
  code: string;
}

/** PUT /user/mfa/generate_code (signed in): a new TOTP secret, on once confirmed. */
export interface MfaGenerateRequest {
  method?: 'totp';
}
export interface MfaGenerateResponse {
  /** Base32 secret, for manual entry in an authenticator app. */
  secret: string;
  /** otpauth://totp/… URI the QR code encodes. */
  uri: string;
  /** data: URL of an SVG QR code of `uri`. */
  qr: string;
}

/** POST /user/mfa/confirm (signed in): a code of the generated secret turns two-step verification on. */
export interface MfaConfirmRequest {
  code: string;
}

/** Error codes of the login path (besides Parse's 101 'Invalid username/password.'): Parse's own. */
export const LoginErrorCode = {
  /** Parse's REQUEST_LIMIT_EXCEEDED: too many failed attempts; HTTP 429 with Retry-After. */
  TOO_MANY_ATTEMPTS: 155,
  /** Parse's MFA_ERROR: a wrong or used code, an unknown or expired tempId, a setup out of order (HTTP 400). */
  MFA_ERROR: 210,
} as const;

export const LoginErrorText = {
  MFA_CODE_INVALID: 'Invalid authentication code.',
  MFA_TEMP_ID_INVALID: 'This login attempt has expired or was already used. Log in again.',
  MFA_NOT_GENERATED: 'No two-step verification secret to confirm. Generate one first.',
  MFA_ALREADY_ON: 'Two-step verification is already on.',
} as const;

/** Body of a 429 answer: Parse's shape plus the seconds to wait (also in the Retry-After header). */
export interface TooManyAttemptsBody {
  code: typeof LoginErrorCode.TOO_MANY_ATTEMPTS;
  error: string;
  retryAfter: number;
}

// ── Organizations ───────────────────────────────────────────────────────────

/** POST /classes/Organization (create). */
export interface CreateOrganizationRequest {
  name: string;
  displayName?: string;
  industry?: string;
  locale?: string;
}

export interface Organization {
  objectId: string;
  name: string;
  displayName: string;
  industry: string;
  locale: string;
  /** The caller's authority in this organization. */
  authorityName: Authority;
  createdAt: string;
  updatedAt: string;
}

/** PUT /classes/Organization/{id} (admin only; 01 §5: name and industry are required). */
export interface UpdateOrganizationRequest {
  name: string;
  industry: string;
  displayName?: string;
  locale?: string;
}

// ── Members and invitations (server/members, docs/members.md) ───────────────

/** Every authority a member can have (01 §6), most powerful first. */
export const AUTHORITIES: readonly Authority[] = ['admin', 'general', 'private-only', 'customer-readonly'];

/** One member of an organization (POST /functions/findOrgMembers). */
export interface OrgMember {
  /** The user's objectId. */
  objectId: string;
  authorityName: Authority;
  firstName: string;
  lastName: string;
  email: string;
  picture?: string;
  /** When the user joined the organization (ISO). */
  joinedAt: string;
}

/** POST /functions/invite with `emails`: mail invitations (admin only). */
export interface InviteMembersRequest { orgId: string; emails: string[] }
export interface InviteMembersResult {
  /** Addresses mailed an invitation link. */
  invited: { email: string; expiresAt: string }[];
  /** Addresses skipped: they already belong to the organization. */
  alreadyMembers: string[];
}

/** POST /functions/invite with `invite_code`: the signed-in user joins (as general). */
export interface RedeemInviteRequest { invite_code: string }
export interface RedeemInviteResult {
  organization: { objectId: string; name: string; displayName: string };
  authorityName: Authority;
}
/** Error key of a code that is unknown, used or expired (01 §8); the body then names the organization when known. */
export const INVALID_INVITE_CODE = 'error/invalid-invite-code';
export interface InvalidInviteBody { code: number; error: typeof INVALID_INVITE_CODE; organization?: { objectId: string; name: string } }

/** POST /functions/evict (admin only): members by user id and/or e-mail. */
export interface EvictMembersRequest { orgId: string; userIds?: string[]; emails?: string[] }
/** POST /functions/updateMemberAuthority (admin only). */
export interface UpdateMemberAuthorityRequest { orgId: string; userId: string; authorityName: Authority }

/** Member events on an organization's room (`event`); `evict` goes to the evicted user's sockets only. */
export type MemberEvent =
  | { type: 'join'; orgId: string; member: OrgMember }
  | { type: 'accept'; orgId: string; email: string; invitedBy: string; member: OrgMember }
  | { type: 'left'; orgId: string; userId: string }
  | { type: 'evict'; orgId: string };

// ── Customers, conversations, messages ──────────────────────────────────────

export interface LastMessagePreview {
  objectId: string;
  contentType: string;
  text: string;
  senderType: SenderType;
  createdAt: string;
}

export interface Customer {
  objectId: string;
  organization: ParsePointer<'Organization'>;
  /** The customer's id on its platform (for live chat: the visitor id). */
  customerId: string;
  platform: Platform;
  displayName: string;
  originalDisplayName: string;
  picture?: string;
  inbox: InboxCategory[];
  friendship: 'follow' | 'unfollow';
  tags: string[];
  joinedAt: ParseDate;
  lastMessageAt?: ParseDate;
  lastInboundAt?: ParseDate;
  assignedAt?: ParseDate;
  /** The user (objectId) the customer is assigned to, if anyone (02 §7 assign). */
  assignee?: string;
  conversation: { objectId: string; lastMessage?: LastMessagePreview };
  lastRead: LastRead;
  createdAt: string;
  updatedAt: string;
}

export interface MessageData {
  content?: string;
  event?: string;
  templateType?: string;
  title?: string;
  originalDisplayName?: string;
}

export interface Message {
  objectId: string;
  organization: ParsePointer<'Organization'>;
  conversation: ParsePointer<'Conversation'>;
  customer: ParsePointer<'Customer'>;
  platform: Platform;
  contentType: 'text';
  data: MessageData;
  /** 'send' for messages from the organization to the customer, 'receive' for inbound. */
  sendType: 'send' | 'receive';
  senderType: SenderType;
  sender: { objectId: string; className: SenderType };
  profile?: { firstName?: string; displayName?: string; picture?: string };
  receiptId?: string;
  error?: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * POST /functions/inboxesV3 — a page of an inbox category, newest first on the category's sort key
 * (common/inbox-rules.ts). A before-cursor (`$lt` on the sort key) needs `options.sort`, else
 * `error/sort-param-is-required`.
 */
export interface InboxesRequest {
  orgId: string;
  where?: {
    inbox?: InboxCategory;
    lastMessageAt?: { $lt: string };
    assignedAt?: { $lt: string };
    lastInboundAt?: { $lt: string };
  };
  /** `sort`: the sort key, descending (`{assignedAt: -1}`); it must be the category's. */
  options?: { limit?: number; skip?: number; sort?: Partial<Record<'lastMessageAt' | 'assignedAt' | 'lastInboundAt', -1>> };
}
export interface InboxesResult { customers: Customer[] }

/** POST /functions/assign — move a customer to self/private (to `toUser`, default the caller), done, spam or unassigned. */
export interface AssignRequest {
  organization: string;
  customer: string;
  inbox: 'self' | 'private' | 'done' | 'spam' | 'unassigned';
  /** The user acting (informative: the server takes the session's user). */
  from?: string;
  /** A member of the organization; only with inbox self or private. */
  toUser?: string;
}
/** Answer of /functions/assign: the customer as stored. */
export type AssignResult = Customer;
/** POST /functions/batch — up to 50 assignments, all or none (one transaction). */
export interface BatchRequest { orgId?: string; functions: AssignRequest[] }
export interface BatchResult { customers: Customer[] }
/** Socket event `assigned`, to the organization's room, after every assignment. */
export interface AssignedEvent {
  customer: string;
  inbox: AssignRequest['inbox'];
  assignee: string | null;
  from: string;
  assignedAt: string;
}

/** POST /functions/findMessageV3 — a conversation's messages, newest first. */
export interface FindMessageRequest {
  orgId: string;
  where: { conversation: string; before?: string };
  options?: { limit?: number };
}
export interface FindMessageResult { messages: Message[] }

/** POST /functions/publishTemplate — send a message; `receiptId` is the idempotency key. */
export interface PublishTemplateRequest {
  orgId: string;
  conversation: string;
  receiptId: string;
  template: { contentType: 'text'; data: { content: string } };
  options?: { fbMessengerTag?: string };
}
/** The stored message (the same one for a repeated receiptId). */
export type PublishTemplateResult = Message;

// ── Read state ──────────────────────────────────────────────────────────────

/** How many inbound messages wait unread, and when an agent last read the conversation (ISO time). */
export interface LastRead {
  badge: number;
  lastReadAt?: string;
}

/** POST /last_read/conversation/reset — the agent read the conversation: badge 0, lastReadAt now. */
export interface LastReadResetRequest {
  orgId: string;
  conversationId: string;
  /** The reader (a user objectId) and its class; informative. */
  sender?: string;
  senderType?: SenderType;
}
/** POST /last_read/conversation/set — set a customer's badge (e.g. mark unread). `id` is the customer's objectId. */
export interface LastReadSetRequest {
  id: string;
  orgId: string;
  badge: number;
  lastReadAt: string;
}
/** Answer of both /last_read/conversation/* routes (plain JSON): the new read state and the customer row. */
export interface LastReadResponse {
  lastRead: LastRead;
  customer: Customer;
}

// ── Notes and tags (02 §7; server/notes, server/tags; docs/notes-tags.md) ───────

/** A note an agent keeps on a customer. */
export interface Note {
  objectId: string;
  organization: ParsePointer<'Organization'>;
  customer: ParsePointer<'Customer'>;
  note: string;
  /** The user who wrote it (last edit keeps the author). */
  author: { objectId: string; displayName: string };
  createdAt: string;
  updatedAt: string;
}
/** POST /note/create — `objectId` (10 of A–Z a–z 0–9) is the client's id: a repeat answers the same note. */
export interface NoteCreateRequest { orgId: string; customerId: string; note: string; objectId?: string }
/** POST /note/update/{id}. */
export interface NoteUpdateRequest { orgId: string; note: string }
/** Answer of create and update. */
export interface NoteResponse { note: Note }
/** POST /note/delete/{id} (a repeat answers the same). */
export interface NoteDeleteResponse { objectId: string; deleted: true }
/** GET /note/get?customerId= (or a POST with `_method: 'GET'` and this body) — the customer's notes, newest first. */
export interface NoteListRequest { orgId: string; customerId: string; limit?: number; _method?: 'GET' }
export interface NoteListResponse { notes: Note[] }
/** POST /functions/tagging — add tags (or remove them with `_method: 'DELETE'`); answers {result: Customer}. */
export interface TaggingRequest {
  orgId?: string;
  tags: string[];
  where: { customer: string; organization?: string };
  options?: { version: 2 };
  _method?: 'DELETE';
}
/** POST /functions/findTagV3 — the organization's tags whose name contains the keyword, most used first. */
export interface FindTagRequest { orgId: string; keyword?: string; limit?: number }
export interface TagCount { name: string; count: number }
export interface FindTagResult { tags: TagCount[] }

// ── Change feed ─────────────────────────────────────────────────────────────

/**
 * POST /functions/changes — everything that changed in an organization after `since`.
 * Sequence numbers are per organization, strictly increasing in commit order, so a
 * client that stores `cursor` and asks again never misses a change.
 */
export interface ChangesRequest {
  orgId: string;
  since: number;
  limit?: number;
}
export type Change =
  | { seq: number; className: 'Customer'; objectId: string; op: 'upsert'; object: Customer }
  | { seq: number; className: 'Message'; objectId: string; op: 'upsert'; object: Message }
  | { seq: number; className: 'Customer' | 'Message'; objectId: string; op: 'delete' };
export interface ChangesResult {
  changes: Change[];
  /** Pass as `since` next time. */
  cursor: number;
  /** More changes wait after `cursor`: pull again at once. */
  hasMore: boolean;
}

/** Every cloud function answers `{ result }`. */
export interface FunctionResponse<T> { result: T }

// ── System tasks (01 §3, §4; rules in common/tasks.ts) ─────────────────────

/** A system task (export, broadcast, …) as the API and the socket send it. */
export interface Task {
  objectId: string;
  organization: ParsePointer<'Organization'>;
  type: string;
  status: TaskStatus;
  /** Items to process (e.g. customers to export); 0 until known. */
  total: number;
  /** Items processed so far. */
  progress: number;
  options: Record<string, unknown>;
  /** Download path of the output file (exports, once done). */
  url?: string;
  /** Why it failed (status error). */
  error?: string;
  scheduleAt?: ParseDate;
  createdAt: string;
  updatedAt: string;
}
/** Socket `event` of a new or changed task, to the organization's room. */
export interface TaskEvent { type: 'task'; task: Task }

/** POST /functions/exportCustomers — start a CSV export of the organization's customers. */
export interface ExportCustomersRequest {
  orgId: string;
  /** Language of the header row; zh-TW by default. */
  locale?: ExportLocale;
  /** IANA time zone of the times in the file and its name; UTC by default. */
  timeZone?: string;
}
/** POST /functions/findTasks — the organization's tasks, newest first (scheduled broadcasts left out). */
export interface FindTasksRequest { orgId: string; skip?: number; limit?: number }
export interface FindTasksResult { tasks: Task[] }
/** POST /functions/retryTask — run an export in error again. */
export interface RetryTaskRequest { orgId: string; taskId: string }

// ── Realtime (socket.io at /im/) ───────────────────────────────────────────

/** Console sockets authenticate with `{ userId, token }`; live-chat visitors with `{ visitorToken }`. */
export interface AgentSocketAuth { userId: string; token: string }
export interface VisitorSocketAuth { visitorToken: string }

export interface ServerToAgentEvents {
  ready: () => void;
  /** A new or changed message of a subscribed organization. */
  message: (message: Message) => void;
  /** Other changes: `customer` when a customer (inbox row) changed, `task` when a system task changed. */
  event: (event: { type: 'customer'; customer: Customer } | TaskEvent | MemberEvent | NotifyEvent | AnnouncementEvent) => void;
  /** A customer was assigned or moved (the row itself also comes as `event` {type:'customer'}). */
  assigned: (event: AssignedEvent) => void;
}
export interface AgentToServerEvents {
  subscribe: (payload: { orgId: string }, ack?: (ok: boolean) => void) => void;
  unsubscribe: (payload: { orgId: string }, ack?: (ok: boolean) => void) => void;
}

// ── Live chat (public, for visitors) ────────────────────────────────────────

/** POST /livechat/api/session — start or resume a visitor session. */
export interface VisitorSessionRequest { orgId: string; visitorToken?: string; name?: string }
export interface VisitorSessionResponse { visitorToken: string; customerId: string; orgName: string }
/** POST /livechat/api/messages — a visitor writes. */
export interface VisitorSendRequest { visitorToken: string; text: string; clientId: string }
/** GET /livechat/api/messages?visitorToken= — the visitor's history, oldest first. */
export interface VisitorHistoryResponse { messages: VisitorMessage[] }
/** A live-chat message as the visitor sees it (also the answer of POST /livechat/api/messages). */
export interface VisitorMessage {
  objectId: string;
  text: string;
  fromVisitor: boolean;
  createdAt: string;
  clientId?: string;
}
export interface VisitorServerEvents { message: (message: VisitorMessage) => void }

/** GET /health — liveness and the number of open console sockets. */
export interface HealthResponse { status: 'ok'; agentSockets: number; visitorSockets: number }
