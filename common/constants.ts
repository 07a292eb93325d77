// Business constants shared by the console, the sync worker and the server (02 §9, 01 §9).

/** Default page size of lists (inbox, messages, …). */
export const PAGE_SIZE = 20;
/** Pending outbound messages are dropped after this many seconds (7 days). */
export const PENDING_EXPIRY_SECONDS = 604800;
/** Link previews are cached this long in IndexedDB (7 days). */
export const LINK_CACHE_TTL_SECONDS = 604800;
/** A typing signal hides after this many ms. */
export const TYPING_TIME_MS = 5000;
/** Alphabet and length of object ids. */
export const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const ID_LENGTH = 10;
/** Largest page the change feed returns in one pull. */
export const CHANGES_PAGE_LIMIT = 500;
