// Message writes. Each runs in one transaction (or one statement) that reserves its change-feed
// sequence numbers first (see db/sequence.ts), so the message and its customer update commit in seq order.
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { randomId } from '../../common/ids';
import { isNotice, previewTextOf } from '../../common/message-content';
import type { SenderType } from '../../common/contracts/base';
import type { ContentType, MessageContent, MessageData } from '../../common/contracts/message-data';
import type { Db } from '../db/client';
import { customers, messageDeliveries, messages, orgSequences } from '../db/schema';
import { jsonRowDecoder } from '../changes/row-json';
import { reserveSeq } from '../db/sequence';
import { notFound } from '../http/errors';
import type { CustomerRow, MessageRow } from './serialize';

export interface NewMessage {
  customer: CustomerRow;
  /** Idempotency key, unique per organization. */
  receiptId: string;
  clientId?: string;
  /** 'text' when not given. */
  contentType?: ContentType;
  data: MessageData;
  sendType: 'send' | 'receive';
  senderType: SenderType;
  senderId: string;
  profile?: MessageRow['profile'];
  /** The Facebook or WhatsApp message tag of a reply (publishTemplate options.fbMessengerTag). */
  messageTag?: MessageRow['messageTag'];
  /** A reply the server sends to the customer's platform: its delivery job is written with it. */
  delivered?: boolean;
  /**
   * When the customer sent it, as the platform says (a webhook may come late): the customer's last
   * inbound time, from which Meta's messaging window counts, is taken from it. Now when not given.
   */
  sentAt?: Date;
}

export type AppendResult =
  | { created: true; message: MessageRow; customer: CustomerRow }
  | { created: false; message: MessageRow };

/** The platform's sending time when it is a time (the statement takes the earlier of it and ours: a skewed clock). */
const sentAtOf = ({ sentAt }: NewMessage) => (sentAt && !Number.isNaN(sentAt.getTime()) ? sentAt : undefined);

/** Our time as a LastMessagePreview's `createdAt` (toISOString's shape), in SQL: the row's `created_at` is now(). */
const NOW_ISO = sql`to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const decodeMessage = jsonRowDecoder(messages);

/**
 * Stores a message once per receiptId: concurrent retries with the same key all answer the
 * first stored message. A new message also updates its customer's inbox row, and a reply the server
 * sends gets its delivery job. One statement (it runs for every message): the sequence numbers first,
 * the message, its job and the customer after, all or nothing; the organization's sequence row stays
 * locked until it commits, as in a transaction. A retried receiptId takes two numbers it leaves unused.
 */
export async function appendMessage(db: Db, input: NewMessage): Promise<AppendResult> {
  const { customer } = input;
  const objectId = randomId();
  const contentType = input.contentType ?? 'text';
  // An event line or a reaction is nothing to answer (common/message-content.ts isNotice).
  const notice = isNotice(contentType);
  const inbound = input.sendType === 'receive' && !notice;
  const sentAt = sentAtOf(input);
  const nextSeq = db.$with('next_seq', { first: sql<number>`first` })
    .as(sql`update ${orgSequences} set seq = seq + 2 where org_id = ${customer.orgId} returning seq - 1 as first`);
  const inserted = db.$with('inserted').as(db.insert(messages).values({
    objectId,
    orgId: customer.orgId,
    conversationId: customer.conversationId,
    customerId: customer.objectId,
    platform: customer.platform,
    contentType,
    data: input.data,
    sendType: input.sendType,
    senderType: input.senderType,
    senderId: input.senderId,
    profile: input.profile,
    messageTag: input.messageTag,
    receiptId: input.receiptId,
    clientId: input.clientId,
    ...(input.delivered ? { delivery: { state: 'pending' as const } } : {}),
    seq: sql`(select first from next_seq)`,
  }).onConflictDoNothing({ target: [messages.orgId, messages.receiptId] }).returning());
  const job = db.$with('job', { messageId: sql<string>`message_id` }).as(sql`insert into ${messageDeliveries} (message_id, org_id, customer_id, integration_id)
    select object_id, org_id, customer_id, ${customer.integrationId}::text from inserted where ${Boolean(input.delivered)}::boolean returning message_id`);
  const lastMessage = sql`jsonb_build_object('objectId', ${objectId}::text, 'contentType', ${contentType}::text,
    'text', ${previewTextOf({ data: input.data } as Pick<MessageContent, 'data'>)}::text, 'senderType', ${input.senderType}::text, 'createdAt', ${NOW_ISO})`;
  const [updated] = await db.with(nextSeq, inserted, job).update(customers).set({
    ...(notice ? {} : { lastMessage: sql`${lastMessage}` as never, lastMessageAt: sql`now()` as never }),
    // Never back in time: a late webhook of an older message leaves a newer one's time.
    ...(inbound ? {
      lastInboundAt: sql`greatest(${customers.lastInboundAt}, least(coalesce(${sentAt?.toISOString() ?? null}::timestamptz, now()), now()))` as never,
      badge: sql`${customers.badge} + 1` as never,
    } : {}),
    seq: sql`(select first from next_seq) + 1` as never,
    updatedAt: sql`now()` as never,
  }).where(and(eq(customers.objectId, customer.objectId), sql`exists (select 1 from inserted)`))
    .returning({ ...getTableColumns(customers), inserted: sql<string>`(select row_to_json(inserted)::text from inserted)` });
  if (updated) {
    const { inserted: message, ...row } = updated;
    return { created: true, message: decodeMessage(message), customer: row };
  }
  const [existing] = await db.select().from(messages)
    .where(and(eq(messages.orgId, customer.orgId), eq(messages.receiptId, input.receiptId)));
  if (!existing) throw new Error(`message with receiptId ${input.receiptId} vanished`);
  return { created: false, message: existing };
}

/** Soft-deletes a message of the organization: it stays as a tombstone in the change feed. */
export async function deleteMessage(db: Db, orgId: string, objectId: string): Promise<MessageRow> {
  return db.transaction(async (tx) => {
    const seq = await reserveSeq(tx, orgId);
    const [deleted] = await tx.update(messages)
      .set({ deleted: true, seq, updatedAt: new Date() })
      .where(and(eq(messages.orgId, orgId), eq(messages.objectId, objectId), eq(messages.deleted, false)))
      .returning();
    if (!deleted) throw notFound();
    return deleted;
  });
}

/**
 * A delete event from the channel (the customer unsent it): the message becomes the `delete` type
 * (02 §4) and keeps nothing of what it said. Answers the changed row.
 */
export async function markMessageDeleted(db: Db, orgId: string, objectId: string): Promise<MessageRow> {
  return db.transaction(async (tx) => {
    const seq = await reserveSeq(tx, orgId);
    const [changed] = await tx.update(messages)
      .set({ contentType: 'delete', data: {}, seq, updatedAt: new Date() })
      .where(and(eq(messages.orgId, orgId), eq(messages.objectId, objectId), eq(messages.deleted, false)))
      .returning();
    if (!changed) throw notFound();
    return changed;
  });
}
