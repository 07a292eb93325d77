// IndexedDB reads behind the open console's alerts: the latest customer message, the bot's hand-overs
// to the team, the unread count.
import { Dexie } from 'dexie';
import { isTeamHandover } from '../../common/notify-recipients';
import { db } from '../../local/db';
import type { CustomerRecord } from '../../local/records';

/** The organization's customer who wrote last (index [orgId+lastInboundAt]). */
export function lastInboundCustomer(orgId: string): Promise<CustomerRecord | undefined> {
  return db.customers.where('[orgId+lastInboundAt]').between([orgId, Dexie.minKey], [orgId, Dexie.maxKey]).last();
}

/**
 * The organization's messages stored with a time after `since` (index [orgId+createdAt]): the newest
 * time among them (`since` when none), and the customers the bot handed to the team in them, as they are now.
 */
export async function teamHandoversAfter(orgId: string, since: string): Promise<{ until: string; customers: CustomerRecord[] }> {
  const fresh = await db.messages.where('[orgId+createdAt]').between([orgId, since], [orgId, Dexie.maxKey], false, true).toArray();
  const handedOver = [...new Set(fresh.filter(isTeamHandover).map((message) => message.customerId))];
  const customers = (await db.customers.bulkGet(handedOver)).filter((customer): customer is CustomerRecord => customer !== undefined);
  return { until: fresh.at(-1)?.createdAt ?? since, customers };
}

/** Conversations with unread messages, spam left out (the server counts the same for pushes). */
export function unreadConversationCount(orgId: string): Promise<number> {
  return db.customers.where('[orgId+lastMessageAt]').between([orgId, Dexie.minKey], [orgId, Dexie.maxKey])
    .filter((customer) => customer.badge > 0 && customer.box !== 'spam')
    .count();
}
