// IndexedDB reads behind the open console's alerts: the latest customer message, the unread count.
import { Dexie } from 'dexie';
import { db } from '../../local/db';
import type { CustomerRecord } from '../../local/records';

/** The organization's customer who wrote last (index [orgId+lastInboundAt]). */
export function lastInboundCustomer(orgId: string): Promise<CustomerRecord | undefined> {
  return db.customers.where('[orgId+lastInboundAt]').between([orgId, Dexie.minKey], [orgId, Dexie.maxKey]).last();
}

/** Conversations with unread messages, spam left out (the server counts the same for pushes). */
export function unreadConversationCount(orgId: string): Promise<number> {
  return db.customers.where('[orgId+lastMessageAt]').between([orgId, Dexie.minKey], [orgId, Dexie.maxKey])
    .filter((customer) => customer.badge > 0 && customer.box !== 'spam')
    .count();
}
