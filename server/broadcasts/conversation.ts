// A broadcast's messages in each recipient's conversation: agent messages stored once per receiptId
// (broadcast, message index, customer), with the delivery state the platform gave, in the change
// feed like any message. Written in bulk, one statement per table for a whole batch.
import { createHash } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { broadcastReceiptId } from '../../common/broadcasts';
import type { LastMessagePreview } from '../../common/contracts/customers';
import type { MessageContent } from '../../common/contracts/message-data';
import type { MessageDelivery } from '../../common/contracts/messages';
import { previewTextOf } from '../../common/message-content';
import type { Tx } from '../db/client';
import { customers, messages } from '../db/schema';
import { reserveSeq } from '../db/sequence';
import type { CustomerRow, MessageRow } from '../messages/serialize';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * The message's objectId, derived from its receiptId: the same on every run, so a platform's echo of
 * a send whose answer was lost (Messenger's metadata `parley:{id}`) names the message stored later.
 */
export function broadcastMessageId(receiptId: string): string {
  const digest = createHash('sha256').update(receiptId).digest();
  return Array.from(digest.subarray(0, 10), (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('');
}

export interface ConversationEntry {
  broadcastId: string;
  index: number;
  customer: Pick<CustomerRow, 'objectId' | 'orgId' | 'conversationId' | 'platform'>;
  content: MessageContent;
  messageTag?: MessageRow['messageTag'];
  /** Null for live chat, where the message in the conversation is the delivery. */
  delivery: MessageDelivery | null;
}

/** Stores the entries not stored yet; answers the messages stored now and the customers they changed. */
export async function appendBroadcastMessages(tx: Tx, orgId: string, senderId: string, entries: readonly ConversationEntry[]): Promise<{ messages: MessageRow[]; customers: CustomerRow[] }> {
  if (entries.length === 0) return { messages: [], customers: [] };
  const lastOfCustomer = new Map<string, ConversationEntry>();
  for (const entry of entries) lastOfCustomer.set(entry.customer.objectId, entry);
  const first = await reserveSeq(tx, orgId, entries.length + lastOfCustomer.size);
  const now = new Date();
  const inserted = await tx.insert(messages).values(entries.map((entry, position) => {
    const receiptId = broadcastReceiptId(entry.broadcastId, entry.index, entry.customer.objectId);
    return {
      objectId: broadcastMessageId(receiptId),
      orgId,
      conversationId: entry.customer.conversationId,
      customerId: entry.customer.objectId,
      platform: entry.customer.platform,
      contentType: entry.content.contentType,
      data: entry.content.data,
      sendType: 'send' as const,
      senderType: '_User' as const,
      senderId,
      receiptId,
      messageTag: entry.messageTag ?? null,
      delivery: entry.delivery,
      seq: first + position,
      createdAt: now,
      updatedAt: now,
    };
  })).onConflictDoNothing({ target: [messages.orgId, messages.receiptId] }).returning();
  if (inserted.length === 0) return { messages: [], customers: [] };

  // Each customer's inbox row shows the last of its new messages.
  const latest = new Map<string, MessageRow>();
  for (const message of inserted) {
    const known = latest.get(message.customerId);
    if (!known || message.seq > known.seq) latest.set(message.customerId, message);
  }
  const rows = [...latest.values()].map((message, position) => ({
    id: message.customerId,
    seq: first + entries.length + position,
    preview: {
      objectId: message.objectId, contentType: message.contentType, text: previewTextOf(message), senderType: message.senderType,
      createdAt: message.createdAt.toISOString(),
    } satisfies LastMessagePreview,
  }));
  await tx.update(customers).set({
    lastMessage: sql`v.preview`,
    lastMessageAt: now,
    seq: sql`v.seq`,
    updatedAt: now,
  }).from(sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id text, seq bigint, preview jsonb)`)
    .where(sql`${customers.objectId} = v.id`);
  return { messages: inserted, customers: await tx.select().from(customers).where(inArray(customers.objectId, rows.map((row) => row.id))) };
}
