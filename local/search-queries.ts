// The searches of the message center over IndexedDB (docs/search.md): what the console answers at once,
// and all it answers offline. The matching rules are the server's (common/customer-search.ts).
import { Dexie } from 'dexie';
import {
  customerMatches, filtersCustomers, messageMatches, nameMatches,
  type CustomerSearchMode, type MessageSearchFilter,
} from '../common/customer-search';
import { db } from './db';
import type { CustomerRecord, MessageRecord } from './records';

/** The organization's customers whose name matches the keyword, newest last message first. */
export function customersByName(orgId: string, keyword: string, mode: CustomerSearchMode, limit: number): Promise<CustomerRecord[]> {
  const wanted = keyword.trim();
  if (wanted === '') return Promise.resolve([]);
  return db.customers.where('[orgId+lastMessageAt]').between([orgId, Dexie.minKey], [orgId, Dexie.maxKey]).reverse()
    .filter((customer) => nameMatches(mode, customer, wanted))
    .limit(limit)
    .toArray();
}

/** The ids of the organization's customers the filter's inbox and tag conditions let through. */
async function allowedCustomers(orgId: string, filter: MessageSearchFilter, userId: string): Promise<Set<string>> {
  const allowed = new Set<string>();
  await db.customers.where('[orgId+lastMessageAt]').between([orgId, Dexie.minKey], [orgId, Dexie.maxKey])
    .each((customer) => { if (customerMatches(filter, customer, userId)) allowed.add(customer.objectId); });
  return allowed;
}

/**
 * The organization's stored messages the filter matches, newest first, skipping `skip`: the messages
 * of the conversations synced to this browser. The time range bounds the index read.
 */
export async function searchStoredMessages(
  orgId: string, filter: MessageSearchFilter, userId: string, page: { limit: number; skip?: number },
): Promise<MessageRecord[]> {
  const customers = filtersCustomers(filter) ? await allowedCustomers(orgId, filter, userId) : undefined;
  return db.messages.where('[orgId+createdAt]')
    .between([orgId, filter.from ?? Dexie.minKey], [orgId, filter.to ?? Dexie.maxKey], true, true)
    .reverse()
    .filter((message) => messageMatches(filter, message) && (!customers || customers.has(message.customerId)))
    .offset(page.skip ?? 0)
    .limit(page.limit)
    .toArray();
}

/** The stored customers of these ids, by id (a search result names its conversation's customer). */
export async function customersByIds(ids: readonly string[]): Promise<Map<string, CustomerRecord>> {
  const rows = await db.customers.bulkGet([...new Set(ids)]);
  return new Map(rows.filter((row) => row !== undefined).map((row) => [row.objectId, row]));
}

/**
 * How many of the conversation's newest messages must be read for this one to be among them
 * (0 when it is not stored, or of another conversation): a search result opens at its message.
 */
export async function messagesSince(conversationId: string, messageId: string): Promise<number> {
  const message = await db.messages.get(messageId);
  if (!message || message.conversationId !== conversationId) return 0;
  return db.messages.where('[conversationId+createdAt]').between([conversationId, message.createdAt], [conversationId, Dexie.maxKey], true, true).count();
}
