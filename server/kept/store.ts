// Kept messages in the database: every read and write is scoped by the organization; a message or
// keep of another organization is simply not found (404).
import { and, desc, eq } from 'drizzle-orm';
import { randomId } from '../../common/ids';
import type { KeptMessage } from '../../common/contracts/kept-templates';
import { pointer } from '../../common/parse';
import type { Db } from '../db/client';
import { keptMessages, messages } from '../db/schema';
import { notFound } from '../http/errors';

type KeptRow = typeof keptMessages.$inferSelect;
type MessageRow = typeof messages.$inferSelect;

function toKeptMessage(kept: KeptRow, message: MessageRow): KeptMessage {
  const name = message.profile?.displayName || message.profile?.firstName;
  return {
    objectId: kept.objectId,
    organization: pointer('Organization', kept.orgId),
    conversation: pointer('Conversation', kept.conversationId),
    message: pointer('Message', kept.messageId),
    owner: pointer('_User', kept.ownerId),
    platform: message.platform,
    contentType: message.contentType,
    data: message.data,
    labels: kept.labels,
    receipts: message.receiptId && message.sendType === 'send' ? [message.receiptId] : [],
    sender: { objectId: message.senderId, className: message.senderType, ...(name ? { name } : {}) },
    messageCreatedAt: message.createdAt.toISOString(),
    createdAt: kept.createdAt.toISOString(),
  };
}

const keptWithMessage = { kept: keptMessages, message: messages };

/**
 * Keeps the message; keeping a message kept already (by anyone in the organization, or a retry
 * after a lost answer) answers the stored keep.
 */
export async function keepMessage(db: Db, input: { orgId: string; conversationId: string; messageId: string; ownerId: string; objectId?: string }): Promise<KeptMessage> {
  const [message] = await db.select({ objectId: messages.objectId }).from(messages).where(and(
    eq(messages.orgId, input.orgId), eq(messages.objectId, input.messageId),
    eq(messages.conversationId, input.conversationId), eq(messages.deleted, false),
  )).limit(1);
  if (!message) throw notFound();
  await db.insert(keptMessages).values({
    objectId: input.objectId ?? randomId(),
    orgId: input.orgId,
    conversationId: input.conversationId,
    messageId: input.messageId,
    ownerId: input.ownerId,
  }).onConflictDoNothing();
  const [row] = await db.select(keptWithMessage).from(keptMessages).innerJoin(messages, eq(messages.objectId, keptMessages.messageId))
    .where(and(eq(keptMessages.orgId, input.orgId), eq(keptMessages.messageId, input.messageId))).limit(1);
  // The client id is taken by a keep of another organization: not this caller's.
  if (!row) throw notFound();
  return toKeptMessage(row.kept, row.message);
}

/** A page of the organization's kept messages (of one conversation if given), newest first. */
export async function listKept(db: Db, orgId: string, query: { conversationId?: string; limit: number; skip: number }): Promise<KeptMessage[]> {
  const conditions = [eq(keptMessages.orgId, orgId), eq(messages.deleted, false)];
  if (query.conversationId) conditions.push(eq(keptMessages.conversationId, query.conversationId));
  const rows = await db.select(keptWithMessage).from(keptMessages).innerJoin(messages, eq(messages.objectId, keptMessages.messageId))
    .where(and(...conditions)).orderBy(desc(keptMessages.createdAt), desc(keptMessages.objectId))
    .limit(query.limit).offset(query.skip);
  return rows.map((row) => toKeptMessage(row.kept, row.message));
}

/** Removes the keep; false when there is none of that id in the organization. */
export async function removeKept(db: Db, orgId: string, objectId: string): Promise<boolean> {
  const deleted = await db.delete(keptMessages).where(and(eq(keptMessages.orgId, orgId), eq(keptMessages.objectId, objectId)))
    .returning({ objectId: keptMessages.objectId });
  return deleted.length > 0;
}
