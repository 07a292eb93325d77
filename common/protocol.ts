// The wire contract between the console (and its sync worker) and the server.
// Paths, request bodies and answers; both sides import these types.
import type { CustomerSearchMode } from './customer-search';
import type { AnnouncementEvent, NotifyEvent } from './notifications';
import type { OrgRoleUpdatedEvent } from './org-roles';
import type { ParseDate, ParsePointer } from './parse';
import type { ResourceUse } from './tag-quota';
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
  /** URL of the profile picture (GET /user/picture/…, no session needed), when there is one. */
  picture?: string;
  /** The onboarding carousel was finished or skipped (spelled so, 01 §3). */
  toturialDisabled?: boolean;
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

/** PUT /user/mfa/generate_code (signed in): a new TOTP secret, on once PUT /user/update confirms it with a code. */
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
  /** A signed URL of the organization's icon (good for an hour), when it has one. */
  icon?: string;
  /** Trusted routes and URLs (common/organizations/redirect-whitelist.ts); the server always sends it. */
  redirectOptions?: { whitelist: string[] };
  /** Connected channels (01 §3); live chat from creation until an admin disconnects it. */
  integrations: OrganizationIntegration[];
  /** Names of the customers' custom fields (POST /functions/updateCustomFields; docs/customer-profile.md). */
  customFields?: Partial<Record<'customField1' | 'customField2' | 'customField3', string>>;
  /** How the customer name search matches (common/customer-search.ts; docs/search.md); the server always sends it. */
  customerSearchMode?: CustomerSearchMode;
  createdAt: string;
  updatedAt: string;
}

/** A connected channel; `alert`: it needs an admin's attention (always false for live chat). */
export interface OrganizationIntegration { platform: Platform; alert: boolean }

/**
 * POST /functions/disconnectIntegration and /functions/connectIntegration (admins): answer
 * `{result: {integrations}}`. Only live chat can be connected by this server.
 */
export interface IntegrationRequest { orgId: string; platform: Platform }
export interface IntegrationResult { integrations: OrganizationIntegration[] }
/** The organization's live chat is disconnected: its visitor API answers 403 with this error key. */
export const LIVECHAT_DISCONNECTED = 'error/livechat-disconnected';

/**
 * PUT /classes/Organization/{id} (admin only). Basic info: 01 §5 name and industry are required;
 * `icon` is the objectId of an uploaded image of the organization, null to remove it. Or only
 * `redirectOptions`, to replace the whitelist.
 */
export type UpdateOrganizationRequest =
  | { name: string; industry: string; displayName?: string; locale?: string; icon?: string | null; customerSearchMode?: CustomerSearchMode }
  | { redirectOptions: { whitelist: string[] } }
  | { customerSearchMode: CustomerSearchMode };

/** The caller's permission record (POST /classes/Permission; 01 §3): how many organizations they may still create. */
export interface PermissionRecord {
  objectId: string;
  owner: ParsePointer<'_User'>;
  'Organization number': number;
  expiredAt?: ParseDate;
  createdAt: string;
  updatedAt: string;
}

/** Creating an organization with no quota left (`resource` names what ran out). */
export const RESOURCE_INSUFFICIENT = 'error/resourceInsufficient';
/** An invitation or redemption beyond the seats of the organization's plan (03 §9). */
export const SEATS_FULL = 'error/seats-full';

/** Socket `event` to an organization's room when it is deleted. */
export interface OrganizationDeletedEvent { type: 'organizationDeleted'; orgId: string }
/** Socket `event` to an organization's room when its integrations change: consoles read their list again. */
export interface OrganizationChangedEvent { type: 'organizationChanged'; orgId: string }

// ── Members and invitations (server/members, docs/members.md) ───────────────

/** Every authority a member can have (01 §6), most powerful first. */
export const AUTHORITIES: readonly Authority[] = ['admin', 'general', 'private-only', 'customer-readonly'];

/** One member of an organization (POST /functions/findOrgMembers). */
export interface OrgMember {
  /** The user's objectId. */
  objectId: string;
  authorityName: Authority;
  /** The member's custom org role (common/org-roles.ts), if any. */
  orgRoleId: string | null;
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
/** POST /functions/updateMemberAuthority (admin only): the authority, the custom org role (null clears it), or both. */
export interface UpdateMemberAuthorityRequest { orgId: string; userId: string; authorityName?: Authority; orgRoleId?: string | null }

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
  /** Agents watch this customer (POST /customer/monitoring/update; docs/customer-profile.md). */
  isMonitoring?: boolean;
  /** The org role the customer is bound to (POST /functions/bind), and its name. */
  bind?: string;
  bindName?: string;
  customField1?: string;
  customField2?: string;
  customField3?: string;
  /** Profile fields of 02 §3, when the channel or a form told us. */
  gender?: string;
  birthday?: string;
  cellPhone?: string;
  email?: string;
  nation?: string;
  location?: string;
  address?: string;
  about?: string;
  language?: string;
  conversation: { objectId: string; lastMessage?: LastMessagePreview };
  lastRead: LastRead;
  createdAt: string;
  updatedAt: string;
}

// ── Message content (02 §3 Content types; rules in common/message-content.ts; docs/messages.md) ──

/** Fields of 02 §3 Message.data that any content type may carry. */
export interface MessageDataBase {
  /** The text of a text message; a caption or alternative text elsewhere. */
  content?: string;
  event?: string;
  templateType?: string;
  title?: string;
  originalDisplayName?: string;
}
export interface TextData extends MessageDataBase { content: string }
/** image, audio, video, file: an http(s) URL (or a /files/ path of this server). */
export interface MediaData extends MessageDataBase {
  url: string;
  /** A still image of a video, or a smaller copy of an image. */
  previewUrl?: string;
  fileName?: string;
  /** Bytes. */
  size?: number;
  /** Seconds (audio, video). */
  duration?: number;
}
export interface ImageSetData extends MessageDataBase { images: { url: string; previewUrl?: string }[] }
/** `title` is the place's name. */
export interface LocationData extends MessageDataBase { latitude: number; longitude: number; address?: string }
export type TemplateButtonType = 'share-link' | 'url' | 'phone' | 'postback' | 'location';
/** `data`: the URL (url, share-link), the +number (phone) or the postback payload. */
export interface TemplateButton { type: TemplateButtonType; title: string; data?: string }
export interface TemplateCard { title: string; subtitle?: string; imageUrl?: string; buttons: TemplateButton[] }
/** One card with buttons, a carousel of cards, or a confirm (a title and two buttons); `content` is the alt text. */
export interface TemplateData extends MessageDataBase { templateType: 'buttons' | 'carousel' | 'confirm'; elements: TemplateCard[] }
/** A LINE sticker; `url` is its image when the channel gave one (else LINE's public image of the id). */
export interface LineStickerData extends MessageDataBase { packageId: string; stickerId: string; url?: string }
/** POST /functions/getLineSticker: the image of a sticker by id. */
export interface LineStickerRequest { stickerId: string; packageId?: string }
export interface LineStickerResult { stickerId: string; packageId?: string; url: string }
export interface ImagemapAction { type: 'url' | 'message'; label?: string; data: string }
/** A LINE imagemap: one image whose areas are links or messages; `content` is the alt text. */
export interface ImagemapData extends MessageDataBase { imageUrl: string; actions: ImagemapAction[] }
/** A form the customer filled in (`title` the form's name). */
export interface FormSubmissionData extends MessageDataBase { fields: { label: string; value: string }[] }
/** A post or page the customer shared. */
export interface ShareData extends MessageDataBase { url: string }
/** The customer mentioned the business in an Instagram story (the story may have expired). */
export interface StoryMentionData extends MessageDataBase { url: string }
/** A contact card the customer shared. */
export interface CustomerShareData extends MessageDataBase { displayName: string; phone?: string; email?: string }
/** react / unreact: a reaction (an emoji) put on or taken off another message of the conversation. */
export interface ReactionData extends MessageDataBase { targetId: string; reaction: string }
/** Messenger recurring notifications: opt-in (start), opt-out (stop) or one sent; `title` the topic. */
export interface RecurringNotificationData extends MessageDataBase { frequency?: 'daily' | 'weekly' | 'monthly' }
export type NotifyEventKind = 'follow' | 'block' | 'referral' | 'lockStart' | 'lockEnd' | 'login';
export type ReferralSource = 'ads' | 'messengerCode' | 'discoverTab' | 'customerChatPlugin';
export interface NotifyEventData extends MessageDataBase { event: NotifyEventKind; referral?: { source: ReferralSource; ref?: string } }
/** like heart, delete, unsupported: nothing but the base fields. */
export type EmptyData = MessageDataBase;

/** Each content type (02 §3) and the shape of its `data`. */
export interface ContentDataMap {
  text: TextData;
  image: MediaData;
  imageSet: ImageSetData;
  audio: MediaData;
  video: MediaData;
  file: MediaData;
  location: LocationData;
  template: TemplateData;
  lineSticker: LineStickerData;
  imagemap: ImagemapData;
  form: FormSubmissionData;
  share: ShareData;
  storyMention: StoryMentionData;
  likeHeart: EmptyData;
  delete: EmptyData;
  customerShare: CustomerShareData;
  unsupported: EmptyData;
  react: ReactionData;
  unreact: ReactionData;
  recurringNotificationStart: RecurringNotificationData;
  recurringNotificationStop: RecurringNotificationData;
  recurringNotificationSent: RecurringNotificationData;
  notifyEvent: NotifyEventData;
}
export type ContentType = keyof ContentDataMap;
export type MessageData = ContentDataMap[ContentType];
/** A content type with its data, type-checked together. */
export type MessageContent = { [K in ContentType]: { contentType: K; data: ContentDataMap[K] } }[ContentType];
/** What an agent can send with publishTemplate. */
export type OutboundContentType = 'text' | 'image' | 'audio' | 'video' | 'file' | 'location' | 'template';
export type OutboundContent = Extract<MessageContent, { contentType: OutboundContentType }>;

export interface Message {
  objectId: string;
  organization: ParsePointer<'Organization'>;
  conversation: ParsePointer<'Conversation'>;
  customer: ParsePointer<'Customer'>;
  platform: Platform;
  contentType: ContentType;
  data: MessageData;
  /** 'send' for messages from the organization to the customer, 'receive' for inbound. */
  sendType: 'send' | 'receive';
  senderType: SenderType;
  sender: { objectId: string; className: SenderType };
  profile?: { firstName?: string; displayName?: string; picture?: string };
  receiptId?: string;
  /** The Facebook or WhatsApp message tag a reply went out with (publishTemplate options.fbMessengerTag). */
  messageTag?: string;
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
  /**
   * The assignment the move was made against (an offline move sent later): when another move changed
   * the customer's box or assignee since, the server keeps that one and answers 409 `error/assignment-conflict`.
   */
  expected?: { inbox: InboxCategory[]; assignee: string | null };
}
/** Answer of /functions/assign: the customer as stored. */
export type AssignResult = Customer;
/** 409 answer of /functions/assign when `expected` is out of date: the customer as it stays, and its assignee's name. */
export interface AssignConflictBody {
  code: number;
  error: 'error/assignment-conflict';
  customer: Customer;
  /** The assignee's display name ('' for nobody). */
  assigneeName: string;
}
export const ASSIGNMENT_CONFLICT = 'error/assignment-conflict';
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
  template: OutboundContent;
  options?: { fbMessengerTag?: string };
}
/** The stored message (the same one for a repeated receiptId). */
export type PublishTemplateResult = Message;

// ── Link previews (server/link-preview; docs/messages.md) ─────────────────────

/**
 * GET /link/metadata?url= (members; or POST with `_method: 'GET'` and `{url}`) — what a link preview
 * shows of a web page. `url` is the page's address after redirects; `siteName` falls back to its host.
 */
export interface LinkMetadataRequest { url: string; orgId?: string }
export interface LinkMetadata {
  url: string;
  siteName: string;
  title?: string;
  description?: string;
  /** An absolute http(s) URL. */
  image?: string;
}

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
  /** What a done task reports besides a file (per type; e.g. common/customer-groups CustomerGroupImportResult). */
  result?: Record<string, unknown>;
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
/**
 * POST /functions/task.tag — start a task that adds the tags to a set of the organization's customers
 * (or removes them, with `_method: 'DELETE'`): those named (at most BULK_TAG_CUSTOMERS_MAX), or
 * those of an inbox category as the caller sees it. Answers {result: Task}.
 */
export interface TagTaskRequest {
  orgId: string;
  tags: string[];
  /** The customers named, an inbox category, or every customer carrying a tag (tag management). */
  where: { customers: string[] } | { inbox: InboxCategory } | { tag: string };
  _method?: 'DELETE';
}
/** GET /resource/quota?orgId= — the organization's resources used against their quotas. */
export interface ResourceQuotaResponse { distinct_tag: ResourceUse }
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
  event: (event: { type: 'customer'; customer: Customer } | TaskEvent | MemberEvent | NotifyEvent | AnnouncementEvent | OrganizationDeletedEvent
    | OrganizationChangedEvent) => void;
  /** A customer was assigned or moved (the row itself also comes as `event` {type:'customer'}). */
  assigned: (event: AssignedEvent) => void;
  /** An org role, or a member's role or authority, changed: menus and guards read the caller's role again. */
  orgRoleUpdated: (event: OrgRoleUpdatedEvent) => void;
  /** A customer is typing (live chat); agents hide the signal TYPING_TIME_MS after the last one (02 §9). */
  typing: (event: TypingEvent) => void;
}
export interface TypingEvent { customerId: string; conversationId: string }
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
/** A visitor's page says the visitor is typing (at most every TYPING_SIGNAL_INTERVAL_MS). */
export interface VisitorToServerEvents { typing: () => void }

/** GET /health — liveness and the number of open console sockets. */
export interface HealthResponse { status: 'ok'; agentSockets: number; visitorSockets: number }
