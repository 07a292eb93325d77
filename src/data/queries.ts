// The reads the UI runs inside useLiveQuery, and the few writes it makes itself (drafts, logout).
// Every list is narrow and paged: a liveQuery re-runs whenever a row it read changes.
import { Dexie } from 'dexie';
import { db } from './db';
import type { CustomerRecord, DraftRecord, MessageRecord, PendingMessageRecord } from './records';
import {
  META_CONNECTION, META_SESSION, metaLoadedKey,
  type ConnectionState, type SessionState,
} from '../../workers/sync/api';

/** The newest `limit` inbox rows of an organization, newest last message first. */
export function inboxPage(orgId: string, limit: number): Promise<CustomerRecord[]> {
  return db.customers
    .where('[orgId+lastMessageAt]')
    .between([orgId, Dexie.minKey], [orgId, Dexie.maxKey])
    .reverse()
    .limit(limit)
    .toArray();
}

/** The last `limit` messages of a conversation, oldest first for display. */
export async function conversationMessages(conversationId: string, limit: number): Promise<MessageRecord[]> {
  const newestFirst = await db.messages
    .where('[conversationId+createdAt]')
    .between([conversationId, Dexie.minKey], [conversationId, Dexie.maxKey])
    .reverse()
    .limit(limit)
    .toArray();
  return newestFirst.reverse();
}

/** Outbox entries of a conversation (any status), oldest first. */
export function pendingForConversation(conversationId: string): Promise<PendingMessageRecord[]> {
  return db.pendingMessages
    .where('[conversationId+createdAt]')
    .between([conversationId, Dexie.minKey], [conversationId, Dexie.maxKey])
    .toArray();
}

/** Number of outbox entries of an organization not yet confirmed by the server, whatever their status. */
export function pendingCount(orgId: string): Promise<number> {
  return db.pendingMessages
    .where('[orgId+createdAt]')
    .between([orgId, Dexie.minKey], [orgId, Dexie.maxKey])
    .count();
}

/** Number of actions (mark read, …) of an organization not yet confirmed by the server, whatever their status. */
export function pendingActionCount(orgId: string): Promise<number> {
  return db.pendingActions
    .where('[orgId+createdAt]')
    .between([orgId, Dexie.minKey], [orgId, Dexie.maxKey])
    .count();
}

export function customerById(objectId: string): Promise<CustomerRecord | undefined> {
  return db.customers.get(objectId);
}

/** Whether the socket is connected and when the last delta pull finished (written by the sync worker). */
export async function connectionState(): Promise<ConnectionState> {
  const row = await db.meta.get(META_CONNECTION);
  return (row?.value as ConnectionState | undefined) ?? { online: false };
}

/** True once the server has refused the session: the UI logs out. */
export async function sessionInvalid(): Promise<boolean> {
  const row = await db.meta.get(META_SESSION);
  return (row?.value as SessionState | undefined)?.invalid === true;
}

/** True once the first full pull of an organization has finished (before that, an empty list means "loading"). */
export async function orgLoaded(orgId: string): Promise<boolean> {
  return (await db.meta.get(metaLoadedKey(orgId))) !== undefined;
}

export function getDraft(conversationId: string): Promise<DraftRecord | undefined> {
  return db.drafts.get(conversationId);
}

/** Saves the draft of a conversation; text that is empty or only blanks deletes it. */
export async function saveDraft(draft: { orgId: string; conversationId: string; text: string }): Promise<void> {
  if (draft.text.trim() === '') {
    await db.drafts.delete(draft.conversationId);
    return;
  }
  await db.drafts.put({ ...draft, updatedAt: Date.now() });
}

/** Logout: empties every store (the outbox too) in one transaction. */
export function clearLocalData(): Promise<void> {
  return db.transaction('rw', db.tables, async () => {
    await Promise.all(db.tables.map((table) => table.clear()));
  });
}
