// Meta rows the sync worker keeps: connection state, session flag, per-organization cursor and first-load mark,
// and when a conversation's customer last typed.
import { db } from '../db';
import {
  META_CONNECTION, META_SESSION, metaCursorKey, metaLoadedKey, metaTypingKey,
  type ConnectionState, type SessionState,
} from '../meta';

/** Merges a change into the connection state every tab shows. */
export function updateConnection(change: Partial<ConnectionState>): Promise<void> {
  return db.transaction('rw', db.meta, async () => {
    const current = (await db.meta.get(META_CONNECTION))?.value as ConnectionState | undefined;
    await db.meta.put({ key: META_CONNECTION, value: { online: false, ...current, ...change } });
  });
}

export async function markSessionInvalid(): Promise<void> {
  const value: SessionState = { invalid: true };
  await db.meta.put({ key: META_SESSION, value });
}

/** A new login: forget that an earlier session was refused. */
export async function clearSessionInvalid(): Promise<void> {
  await db.meta.delete(META_SESSION);
}

/** The change-feed cursor of an organization: 0 before the first pull. */
export async function readCursor(orgId: string): Promise<number> {
  const row = await db.meta.get(metaCursorKey(orgId));
  return typeof row?.value === 'number' ? row.value : 0;
}

/** After a pull reached the end of the feed: the organization counts as loaded, and tabs see the sync time. */
export function recordFullPull(orgId: string, at: string): Promise<void> {
  return db.transaction('rw', db.meta, async () => {
    if (!(await db.meta.get(metaLoadedKey(orgId)))) await db.meta.put({ key: metaLoadedKey(orgId), value: at });
    await updateConnection({ lastSyncAt: at });
  });
}

/** A customer is typing in the conversation: every tab shows it until TYPING_TIME_MS after `at`. */
export async function storeTyping(conversationId: string, at: number): Promise<void> {
  await db.meta.put({ key: metaTypingKey(conversationId), value: at });
}
