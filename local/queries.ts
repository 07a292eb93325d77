// The reads the UI runs inside useLiveQuery, and the few writes it makes itself (drafts, logout).
// Every list is narrow and paged: a liveQuery re-runs whenever a row it read changes.
import type { BindScope } from '../common/customer-profile';
import { Dexie } from 'dexie';
import { db } from './db';
import { isFollowing, isInCategory, sortKeyOf } from '../common/inbox-rules';
import type { InboxCategory } from '../common/contracts/base';
import type { CustomerRecord, DraftRecord, MessageRecord, PendingActionRecord, PendingMessageRecord } from './records';
import {
  META_CONNECTION, META_SESSION, metaLoadedKey,
  type ConnectionState, type SessionState,
} from './meta';

/** The newest `limit` inbox rows of an organization, newest last message first. */
export function inboxPage(orgId: string, limit: number): Promise<CustomerRecord[]> {
  return db.customers
    .where('[orgId+lastMessageAt]')
    .between([orgId, Dexie.minKey], [orgId, Dexie.maxKey])
    .reverse()
    .limit(limit)
    .toArray();
}

/** Rows of a compound index whose first fields are `prefix`, newest last field first. */
function customersNewestFirst(index: string, prefix: unknown[]) {
  return db.customers.where(index).between([...prefix, Dexie.minKey], [...prefix, Dexie.maxKey]).reverse();
}

/**
 * The first `limit` rows of an inbox category for `userId`, newest first on the category's sort key
 * (common/inbox-rules.ts), read through the index that holds exactly those rows where there is one.
 */
/** `scope`: the user's role and the roles under it, for bind and subBind (none: those lists are empty). */
export function inboxCategoryPage(orgId: string, category: InboxCategory, userId: string, limit: number, scope?: BindScope): Promise<CustomerRecord[]> {
  switch (category) {
    case 'unassigned':
      return customersNewestFirst('[orgId+box+lastMessageAt]', [orgId, 'open']).filter(isFollowing).limit(limit).toArray();
    case 'self':
    case 'private':
      return customersNewestFirst('[orgId+assignee+box+assignedAt]', [orgId, userId, 'assigned']).filter(isFollowing).limit(limit).toArray();
    case 'done':
    case 'spam':
      return customersNewestFirst('[orgId+box+assignedAt]', [orgId, category]).limit(limit).toArray();
    case 'unfollow':
      return customersNewestFirst('[orgId+friendship+lastMessageAt]', [orgId, 'unfollow']).limit(limit).toArray();
    case 'bot':
      return customersNewestFirst('[orgId+box+lastMessageAt]', [orgId, 'bot']).filter(isFollowing).limit(limit).toArray();
    case 'history':
    case 'department':
      return channelCategoryPage(orgId, category, limit);
    default: {
      // The other categories are a filter over the organization's rows on the sort key.
      const index = sortKeyOf(category) === 'lastInboundAt' ? '[orgId+lastInboundAt]' : '[orgId+lastMessageAt]';
      return customersNewestFirst(index, [orgId]).filter((row) => isInCategory(category, row, userId, scope)).limit(limit).toArray();
    }
  }
}

/** A category a channel puts customers in (their `inbox` list names it): few rows, sorted here. */
async function channelCategoryPage(orgId: string, category: InboxCategory, limit: number): Promise<CustomerRecord[]> {
  const rows = await db.customers.where('inbox').equals(category).filter((row) => row.orgId === orgId).toArray();
  return rows.sort((a, b) => b.lastMessageAt.localeCompare(a.lastMessageAt)).slice(0, limit);
}

/** The assign actions of an organization not yet confirmed (any status), by customer: rows show them. */
export async function pendingAssignments(orgId: string): Promise<Map<string, PendingActionRecord>> {
  const actions = await db.pendingActions
    .where('[orgId+createdAt]')
    .between([orgId, Dexie.minKey], [orgId, Dexie.maxKey])
    .filter((action) => action.kind === 'assign')
    .toArray();
  return new Map(actions.map((action) => [action.payload.customerId, action]));
}

export interface ConversationView {
  /** The last `limit` stored messages, oldest first. */
  messages: MessageRecord[];
  /** Whether older messages than these are stored (the list can show more without the server). */
  moreStored: boolean;
  /** Outbox entries (any status), oldest first. */
  pending: PendingMessageRecord[];
}

/**
 * The conversation as one snapshot: the worker swaps an outbox entry for its stored message in one
 * transaction, so reading both in one keeps a sent reply from vanishing (or showing twice) in between.
 */
export function conversationView(conversationId: string, limit: number): Promise<ConversationView> {
  return db.transaction('r', [db.messages, db.pendingMessages], async () => {
    const newestFirst = await db.messages
      .where('[conversationId+createdAt]')
      .between([conversationId, Dexie.minKey], [conversationId, Dexie.maxKey])
      .reverse()
      .limit(limit + 1)
      .toArray();
    const moreStored = newestFirst.length > limit;
    if (moreStored) newestFirst.pop();
    const pending = await db.pendingMessages
      .where('[conversationId+createdAt]')
      .between([conversationId, Dexie.minKey], [conversationId, Dexie.maxKey])
      .toArray();
    return { messages: newestFirst.reverse(), moreStored, pending };
  });
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
