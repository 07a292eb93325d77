// The error keys and codes of the wire that the console matches on (01 §8): values, so they live
// apart from the contracts, which the console imports as types only (docs/contracts.md).

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

/** A move made offline that another agent overtook meanwhile (409). */
export const ASSIGNMENT_CONFLICT = 'error/assignment-conflict';

/** Error key of a code that is unknown, used or expired (01 §8); the body then names the organization when known. */
export const INVALID_INVITE_CODE = 'error/invalid-invite-code';

/** The organization's live chat is disconnected: its visitor API answers 403 with this error key. */
export const LIVECHAT_DISCONNECTED = 'error/livechat-disconnected';

/** Creating an organization with no quota left (`resource` names what ran out). */
export const RESOURCE_INSUFFICIENT = 'error/resourceInsufficient';
/**
 * A reply outside the customer's messaging window (common/messaging-window.ts): Messenger takes only a
 * tagged message, WhatsApp only an approved template (400).
 */
export const MESSAGING_WINDOW_CLOSED = 'error/messaging-window-closed';
/** An invitation or redemption beyond the seats of the organization's plan (03 §9). */
export const SEATS_FULL = 'error/seats-full';

/** Connecting an account that is connected already (to this organization or another one; 03 §4 Integration). */
export const OBJECT_ALREADY_EXISTED = 'error/object-already-existed';
/** Connecting a channel the organization's plan does not include (03 §9: free has live chat only). */
export const CHANNEL_NOT_IN_PLAN = 'error/channel-not-in-plan';
/**
 * Connecting an account while its platform could not be reached: no answer in time, a broken
 * connection or a 5xx of the platform (502; the body's `platform` names it). Nothing was connected.
 */
export const PLATFORM_UNREACHABLE = 'error/platform-unreachable';

/**
 * Why a reply's delivery to its platform failed (`Message.delivery.error`, docs/channels.md): keys of
 * every platform, and `{platform}:{what}` of one (else `{platform}:{HTTP status}` with the platform's
 * words as the detail). The console explains the keys named here.
 */
export const DeliveryError = {
  /** The account the customer writes to was disconnected. */
  DISCONNECTED: 'delivery:disconnected',
  /** Sending broke inside this server (tried again). */
  ERROR: 'delivery:error',
  /** LINE: the plan's monthly message limit is reached. */
  LINE_MONTHLY_LIMIT: 'line:monthly-limit',
  /** LINE: no answer to a send that has no retry key, so it may have arrived. */
  LINE_UNKNOWN: 'line:unknown',
  /** LINE: content this server cannot send to LINE (the detail says why). */
  LINE_UNSUPPORTED: 'line:unsupported',
  LINE_TIMEOUT: 'line:timeout',
  LINE_NETWORK: 'line:network',
  /** Messenger: outside the 24-hour window without a tag Meta accepts (error 10, subcode 2018278). */
  FACEBOOK_OUTSIDE_WINDOW: 'facebook:outside-window',
  /** Messenger: the person cannot be reached (error 551, subcode 1545041: blocked the Page, deactivated). */
  FACEBOOK_USER_UNAVAILABLE: 'facebook:user-unavailable',
  /** Messenger: too many calls (errors 4, 613, 80007); tried again after a while. */
  FACEBOOK_RATE_LIMITED: 'facebook:rate-limited',
  /** Messenger: the Page access token is dead (error 190): the admin connects the Page again. */
  FACEBOOK_TOKEN_EXPIRED: 'facebook:token-expired',
  /** Messenger: no answer to a send (Meta has no retry key), so it may have arrived; an echo or receipt confirms it. */
  FACEBOOK_UNKNOWN: 'facebook:unknown',
  /** Messenger: content this server cannot send to Messenger (the detail says why). */
  FACEBOOK_UNSUPPORTED: 'facebook:unsupported',
  /** Instagram: outside the 24-hour window (error 10, subcode 2534022 / 2018278). */
  INSTAGRAM_OUTSIDE_WINDOW: 'instagram:outside-window',
  /** Instagram: the person cannot be reached (551, 2534014: no such user, or they blocked the account). */
  INSTAGRAM_USER_UNAVAILABLE: 'instagram:user-unavailable',
  /** Instagram: too many calls (errors 4, 613, 80002, 80006); tried again after a while. */
  INSTAGRAM_RATE_LIMITED: 'instagram:rate-limited',
  /** Instagram: the Page access token is dead (error 190): the admin connects the account again. */
  INSTAGRAM_TOKEN_EXPIRED: 'instagram:token-expired',
  /** Instagram: no answer to a send, so it may have arrived; an echo confirms it. */
  INSTAGRAM_UNKNOWN: 'instagram:unknown',
  /** Instagram: content Instagram does not take (01 §5: no audio or video out; the detail says why). */
  INSTAGRAM_UNSUPPORTED: 'instagram:unsupported',
  /** WhatsApp: outside the 24-hour customer service window without an approved template (131047). */
  WHATSAPP_OUTSIDE_WINDOW: 'whatsapp:outside-window',
  /** WhatsApp: the number cannot get the message (131026: not on WhatsApp, old app, blocked). */
  WHATSAPP_USER_UNAVAILABLE: 'whatsapp:user-unavailable',
  /** WhatsApp: too many messages (4, 80007, 130429, 131056); tried again after a while. */
  WHATSAPP_RATE_LIMITED: 'whatsapp:rate-limited',
  /** WhatsApp: the access token is dead (error 190): the admin connects the number again. */
  WHATSAPP_TOKEN_EXPIRED: 'whatsapp:token-expired',
  /** WhatsApp: the template is missing, paused or its parameters do not fit (132000–132016). */
  WHATSAPP_TEMPLATE: 'whatsapp:template',
  /** WhatsApp: no answer to a send, so it may have arrived; a status webhook confirms it. */
  WHATSAPP_UNKNOWN: 'whatsapp:unknown',
  /** WhatsApp: content this server cannot send to WhatsApp (the detail says why). */
  WHATSAPP_UNSUPPORTED: 'whatsapp:unsupported',
} as const;

/**
 * Why a task failed (`Task.errorKey`, docs/tasks.md): the console says each in the user's language;
 * `Task.error` keeps the server's own words as the detail. A failure without a key of its own is
 * `FAILED`.
 */
export const TaskErrorKey = {
  /** The CSV's header row has no customerId column (nor a customer export's platform id column). */
  CSV_NO_CUSTOMER_ID: 'error/csv-no-customer-id',
  /** The CSV's header row has no objectId column (nor a customer export's customer id column). */
  CSV_NO_OBJECT_ID: 'error/csv-no-object-id',
  /** The id column is there but holds no id below the header row. */
  CSV_NO_IDS: 'error/csv-no-ids',
  /** The CSV has no rows at all. */
  CSV_EMPTY: 'error/csv-empty',
  /** The bytes are not CSV (a quote left open, …); the detail has the parser's reason. */
  CSV_UNREADABLE: 'error/csv-unreadable',
  /** The product CSV's header row names none of the product import's columns (common/chat-pay-csv.ts). */
  CSV_NO_PRODUCT_COLUMNS: 'error/csv-no-product-columns',
  /** The task's file could not be read from file storage. */
  FILE_UNREADABLE: 'error/file-unreadable',
  /** The task's file was deleted before it ran. */
  FILE_DELETED: 'error/file-deleted',
  /** The customer group the task fills was deleted before it ran. */
  GROUP_DELETED: 'error/group-deleted',
  /** The server stopped while the task ran, too many times. */
  INTERRUPTED: 'error/task-interrupted',
  /** Anything else; the detail says what. */
  FAILED: 'error/task-failed',
} as const;
export type TaskErrorKey = (typeof TaskErrorKey)[keyof typeof TaskErrorKey];
