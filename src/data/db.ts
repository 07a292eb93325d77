// The console's IndexedDB (ARCHITECTURE.md §2): what the UI reads, what the sync worker writes.
import { Dexie, type EntityTable } from 'dexie';
import type {
  CustomerRecord, DraftRecord, LinkCacheRecord, MessageRecord, MetaRecord,
  PendingMessageRecord, TaskRecord,
} from './records';

export class ParleyDatabase extends Dexie {
  customers!: EntityTable<CustomerRecord, 'objectId'>;
  messages!: EntityTable<MessageRecord, 'objectId'>;
  pendingMessages!: EntityTable<PendingMessageRecord, 'receiptId'>;
  drafts!: EntityTable<DraftRecord, 'conversationId'>;
  linkCache!: EntityTable<LinkCacheRecord, 'url'>;
  tasks!: EntityTable<TaskRecord, 'objectId'>;
  meta!: EntityTable<MetaRecord, 'key'>;

  constructor(name = 'parley') {
    super(name);
    this.version(1).stores({
      customers: 'objectId, [orgId+lastMessageAt], conversationId',
      messages: 'objectId, [conversationId+createdAt], receiptId, orgId',
      pendingMessages: 'receiptId, [conversationId+createdAt], [orgId+createdAt], status',
      drafts: 'conversationId',
      linkCache: 'url, expiresAt',
      tasks: 'objectId, [orgId+createdAt]',
      meta: 'key',
    });
  }
}

/** One database per browser profile; the worker and every tab open the same one. */
export const db = new ParleyDatabase();
