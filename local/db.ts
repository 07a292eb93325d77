// The console's IndexedDB (ARCHITECTURE.md §2): what the UI reads, what the sync worker writes.
import { Dexie, type EntityTable } from 'dexie';
import { boxOf } from '../common/inbox-rules';
import type {
  CustomerRecord, DraftRecord, LinkCacheRecord, MessageRecord, MetaRecord, NoteRecord,
  PendingActionRecord, PendingMessageRecord, TaskRecord, NotificationRecord, AnnouncementRecord, KeptMessageRecord, TemplateRecord,
} from './records';

export class ParleyDatabase extends Dexie {
  customers!: EntityTable<CustomerRecord, 'objectId'>;
  messages!: EntityTable<MessageRecord, 'objectId'>;
  pendingMessages!: EntityTable<PendingMessageRecord, 'receiptId'>;
  pendingActions!: EntityTable<PendingActionRecord, 'id'>;
  drafts!: EntityTable<DraftRecord, 'conversationId'>;
  linkCache!: EntityTable<LinkCacheRecord, 'url'>;
  tasks!: EntityTable<TaskRecord, 'objectId'>;
  meta!: EntityTable<MetaRecord, 'key'>;
  notes!: EntityTable<NoteRecord, 'objectId'>;
  notifications!: EntityTable<NotificationRecord, 'objectId'>;
  announcements!: EntityTable<AnnouncementRecord, 'objectId'>;
  keptMessages!: EntityTable<KeptMessageRecord, 'messageId'>;
  templates!: EntityTable<TemplateRecord, 'objectId'>;

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
    // Version 2 adds the outbox of actions (mark read now; assign, tags, notes later). Version 1's stores stay as they are.
    this.version(2).stores({
      pendingActions: 'id, [orgId+createdAt], [target+kind], status',
    });
    // Version 3: the inbox categories' indexes (common/inbox-rules.ts): open rows by last message,
    // assigned rows per assignee, done and spam by assignedAt, bind by last inbound message.
    this.version(3).stores({
      customers: 'objectId, [orgId+lastMessageAt], conversationId, [orgId+box+lastMessageAt], [orgId+box+assignedAt], ' +
        '[orgId+assignee+box+assignedAt], [orgId+lastInboundAt]',
    }).upgrade((tx) => tx.table<CustomerRecord>('customers').toCollection().modify((row) => {
      row.assignee ??= '';
      row.assignedAt ??= '';
      row.box = boxOf(row);
    }));
    // Version 4: the notification center (the signed-in user's system messages, newest first) and
    // the organization's announcements (pinned first, then newest).
    this.version(4).stores({
      notifications: 'objectId, [userId+orgId+createdAt]',
      announcements: 'objectId, [orgId+pinned+createdAt]',
    });
    // Version 5: customer notes (docs/notes-tags.md), so a customer's notes show offline.
    this.version(5).stores({
      notes: 'objectId, [customerId+createdAt], orgId',
    });
    // Version 6: kept messages (one per message, newest first per conversation) and the reply templates
    // of each organization by name (docs/kept-templates.md), readable offline.
    this.version(6).stores({
      keptMessages: 'messageId, [conversationId+createdAt], orgId',
      templates: 'objectId, [orgId+name]',
    });
    // Version 7: an organization's messages by time, so the message search works offline, newest first (docs/search.md).
    // The receiptId and orgId indexes go: nothing reads them, and every index costs each synced message a write.
    this.version(7).stores({
      messages: 'objectId, [conversationId+createdAt], [orgId+createdAt]',
    });
    // Version 8: the categories that were a scan of every customer: unfollowed ones by last message,
    // and bot, history and department through the customer's inbox list (multi-entry; few rows each).
    this.version(8).stores({
      customers: 'objectId, [orgId+lastMessageAt], conversationId, [orgId+box+lastMessageAt], [orgId+box+assignedAt], ' +
        '[orgId+assignee+box+assignedAt], [orgId+lastInboundAt], [orgId+friendship+lastMessageAt], *inbox',
    });
    // Version 9: the customers' conversationId index goes: nothing reads it, and each synced customer paid for it.
    this.version(9).stores({
      customers: 'objectId, [orgId+lastMessageAt], [orgId+box+lastMessageAt], [orgId+box+assignedAt], ' +
        '[orgId+assignee+box+assignedAt], [orgId+lastInboundAt], [orgId+friendship+lastMessageAt], *inbox',
    });
  }
}

/** One database per browser profile; the worker and every tab open the same one. */
export const db = new ParleyDatabase();
