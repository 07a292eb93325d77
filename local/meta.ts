// Keys and row shapes of the meta store that the sync worker writes and the console reads
// (useLiveQuery): connection and session state, the change-feed cursor, first-load and typing marks.

/** Kept in the meta store under META_CONNECTION so every tab can show it with useLiveQuery. */
export interface ConnectionState {
  /** True while the socket to the server is connected. */
  online: boolean;
  /** ISO time of the last successful delta pull, if any. */
  lastSyncAt?: string;
}

export const META_CONNECTION = 'connection';
/** Kept in the meta store under META_SESSION once the server has refused the session (code 209). */
export interface SessionState {
  invalid: boolean;
}

export const META_SESSION = 'session';

/** meta key of the change-feed cursor of an organization. */
export const metaCursorKey = (orgId: string) => `cursor:${orgId}`;
/** meta key of the last typing signal (epoch ms) of a conversation's customer (02 §9). */
export const metaTypingKey = (conversationId: string) => `typing:${conversationId}`;
/** meta key set when the first load of an organization has finished. */
export const metaLoadedKey = (orgId: string) => `loaded:${orgId}`;
