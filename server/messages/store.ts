// Message writes. Each runs in one transaction that reserves its change-feed sequence numbers
// first (see db/sequence.ts), so the message and its customer update commit in seq order.
import { and, eq, sql } from 'drizzle-orm';
import { randomId } from '../../common/ids';
import { isNotice, previewTextOf } from '../../common/message-content';
import type { SenderType } from '../../common/contracts/base';
import type { LastMessagePreview } from '../../common/contracts/customers';
import type { ContentType, MessageData } from '../../common/contracts/message-data';
import type { Db } from '../db/client';
import { customers, messageDeliveries, messages } from '../db/schema';
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

function previewOf(message: MessageRow): LastMessagePreview {
  return {
    objectId: message.objectId,
    contentType: message.contentType,
    text: previewTextOf(message),
    senderType: message.senderType,
    createdAt: message.createdAt.toISOString(),
  };
}

/** The platform's sending time when it is a time and not ahead of ours (a skewed clock); else ours. */
function sentAtOf(input: NewMessage, inserted: MessageRow): Date {
  const { sentAt } = input;
  return sentAt && !Number.isNaN(sentAt.getTime()) && sentAt <= inserted.createdAt ? sentAt : inserted.createdAt;
}

/**
 * Stores a message once per receiptId: concurrent retries with the same key all answer the
 * first stored message. A new message also updates its customer's inbox row.
 */
export async function appendMessage(db: Db, input: NewMessage): Promise<AppendResult> {
  const { customer } = input;
  return db.transaction(async (tx): Promise<AppendResult> => {
    const seq = await reserveSeq(tx, customer.orgId, 2);
    const [inserted] = await tx.insert(messages).values({
      objectId: randomId(),
      orgId: customer.orgId,
      conversationId: customer.conversationId,
      customerId: customer.objectId,
      platform: customer.platform,
      contentType: input.contentType ?? 'text',
      data: input.data,
      sendType: input.sendType,
      senderType: input.senderType,
      senderId: input.senderId,
      profile: input.profile,
      messageTag: input.messageTag,
      receiptId: input.receiptId,
      clientId: input.clientId,
      ...(input.delivered ? { delivery: { state: 'pending' as const } } : {}),
      seq,
    }).onConflictDoNothing({ target: [messages.orgId, messages.receiptId] }).returning();

    if (!inserted) {
      const [existing] = await tx.select().from(messages)
        .where(and(eq(messages.orgId, customer.orgId), eq(messages.receiptId, input.receiptId)));
      if (!existing) throw new Error(`message with receiptId ${input.receiptId} vanished`);
      return { created: false, message: existing };
    }

    if (input.delivered) {
      await tx.insert(messageDeliveries).values({ messageId: inserted.objectId, orgId: inserted.orgId, customerId: customer.objectId, integrationId: customer.integrationId });
    }
    // An event line or a reaction is nothing to answer (common/message-content.ts isNotice).
    const notice = isNotice(inserted.contentType);
    const inbound = input.sendType === 'receive' && !notice;
    const [updated] = await tx.update(customers).set({
      ...(notice ? {} : { lastMessage: previewOf(inserted), lastMessageAt: inserted.createdAt }),
      // Never back in time: a late webhook of an older message leaves a newer one's time.
      ...(inbound ? { lastInboundAt: sql`greatest(${customers.lastInboundAt}, ${sentAtOf(input, inserted).toISOString()}::timestamptz)`, badge: sql`${customers.badge} + 1` } : {}),
      seq: seq + 1,
      updatedAt: inserted.createdAt,
    }).where(eq(customers.objectId, customer.objectId)).returning();
    return { created: true, message: inserted, customer: updated! };
  });
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
