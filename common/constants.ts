// Business constants shared by the console, the sync worker and the server (02 §9, 01 §9).

/** Default page size of lists (inbox, messages, …). */
export const PAGE_SIZE = 20;
/** Pending outbound messages are dropped after this many seconds (7 days). */
export const PENDING_EXPIRY_SECONDS = 604800;
/** Link previews are cached this long in IndexedDB (7 days). */
export const LINK_CACHE_TTL_SECONDS = 604800;
/** A typing signal hides after this many ms. */
export const TYPING_TIME_MS = 5000;
/** A typing visitor's page repeats the signal this often, so it stays shown while typing goes on. */
export const TYPING_SIGNAL_INTERVAL_MS = 2000;
/** Alphabet and length of object ids. */
export const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const ID_LENGTH = 10;
/** Largest page the change feed returns in one pull, and its default (docs/sync.md: why 1,000). */
export const CHANGES_PAGE_LIMIT = 1000;
/** Sign-up (01 §4, §9): wait after creating the user before redeeming the invite or creating the organization. */
export const SIGNUP_SETUP_WAIT_MS = 5000;
/** Wait after redeeming an invitation before going on (01 §4, §9). */
export const INVITE_REDEEM_WAIT_MS = 3000;
/** Toasts shown at once; the oldest leaves for a new one (01 §9). */
export const TOAST_STACK_MAX = 5;
