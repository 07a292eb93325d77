// Reply delivery jobs (message_deliveries) and the delivery state the message carries to the consoles.
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { MessageDelivery } from '../../../common/contracts/messages';
import type { Db, Queryable } from '../../db/client';
import { messageDeliveries, messages } from '../../db/schema';
import { reserveSeq } from '../../db/sequence';
import type { MessageRow } from '../../messages/serialize';

export type DeliveryRow = typeof messageDeliveries.$inferSelect;

/** Claims up to `limit` due jobs, oldest first, for `claimMs` (a claim that runs out is taken again). */
export function claimDeliveries(db: Db, limit: number, claimMs: number): Promise<DeliveryRow[]> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const due = await tx.select({ messageId: messageDeliveries.messageId }).from(messageDeliveries)
      .where(and(eq(messageDeliveries.status, 'pending'), lte(messageDeliveries.nextAttemptAt, now)))
      .orderBy(asc(messageDeliveries.nextAttemptAt)).limit(limit).for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx.update(messageDeliveries)
      .set({ nextAttemptAt: new Date(now.getTime() + claimMs), attempts: sql`${messageDeliveries.attempts} + 1`, updatedAt: now })
      .where(inArray(messageDeliveries.messageId, due.map((row) => row.messageId))).returning();
  });
}

/** The job waits until `at` for its next try. */
export async function retryDeliveryAt(db: Db, messageId: string, at: Date): Promise<void> {
  await db.update(messageDeliveries).set({ nextAttemptAt: at, updatedAt: new Date() }).where(eq(messageDeliveries.messageId, messageId));
}

/**
 * The job is over (sent, or refused for good): the message says so, and goes out on the change feed.
 * `platformMessageId` is kept for the platform's echoes and receipts that name it.
 */
export function settleDelivery(db: Db, job: DeliveryRow, delivery: MessageDelivery, platformMessageId?: string): Promise<MessageRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.update(messageDeliveries).set({ status: 'done', updatedAt: new Date(), ...(platformMessageId ? { platformMessageId } : {}) })
      .where(eq(messageDeliveries.messageId, job.messageId));
    const [row] = await tx.update(messages).set({ delivery, seq: await reserveSeq(tx, job.orgId), updatedAt: new Date() })
      .where(eq(messages.objectId, job.messageId)).returning();
    return row;
  });
}

/**
 * The agent sends a refused reply again: a new round (a new retry key: the platform took nothing of the
 * last one), tried at once. Undefined when the message's delivery had not failed.
 */
export function restartDelivery(db: Db, orgId: string, messageId: string): Promise<MessageRow | undefined> {
  return db.transaction(async (tx) => {
    const [message] = await tx.select().from(messages).where(and(eq(messages.orgId, orgId), eq(messages.objectId, messageId))).for('update');
    if (message?.delivery?.state !== 'failed') return undefined;
    const now = new Date();
    await tx.update(messageDeliveries)
      .set({ status: 'pending', round: sql`${messageDeliveries.round} + 1`, attempts: 0, nextAttemptAt: now, updatedAt: now })
      .where(eq(messageDeliveries.messageId, messageId));
    const [row] = await tx.update(messages).set({ delivery: { state: 'pending' }, seq: await reserveSeq(tx, orgId), updatedAt: now })
      .where(eq(messages.objectId, messageId)).returning();
    return row;
  });
}

/** How far a delivered reply got: a receipt only moves a reply forward. */
const RECEIPT_STATES = { delivered: ['sent'], read: ['sent', 'delivered'] } as const;

/**
 * The platform showed our reply went (its echo names our message): a reply whose answer was lost
 * (`unknown`) is sent after all, and keeps the platform's id for the receipts that name it.
 */
export function confirmSent(db: Db, orgId: string, messageId: string, platformMessageId: string, unknownError: string): Promise<MessageRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.update(messageDeliveries).set({ platformMessageId, updatedAt: new Date() })
      .where(and(eq(messageDeliveries.orgId, orgId), eq(messageDeliveries.messageId, messageId), isNull(messageDeliveries.platformMessageId)));
    const [row] = await tx.update(messages).set({ delivery: { state: 'sent' }, seq: await reserveSeq(tx, orgId), updatedAt: new Date() })
      .where(and(eq(messages.orgId, orgId), eq(messages.objectId, messageId), sql`${messages.delivery}->>'error' = ${unknownError}`)).returning();
    return row;
  });
}

/** The reply of ours the platform knows by this id (its echo is not a new message; a reaction names it). */
export async function replyByPlatformId(db: Queryable, orgId: string, platformMessageId: string): Promise<{ objectId: string } | undefined> {
  const [row] = await db.select({ objectId: messageDeliveries.messageId }).from(messageDeliveries)
    .where(and(eq(messageDeliveries.orgId, orgId), eq(messageDeliveries.platformMessageId, platformMessageId))).limit(1);
  return row;
}

/** Our replies to the customer named by platform id, or sent before `watermark`, now `delivered` or `read`. */
export function applyReceipt(
  db: Db, orgId: string, customerId: string, state: 'delivered' | 'read', platformMessageIds: string[], watermark: Date,
): Promise<MessageRow[]> {
  return db.transaction(async (tx) => {
    const named = platformMessageIds.length === 0 ? [] : await tx.select({ messageId: messageDeliveries.messageId }).from(messageDeliveries)
      .where(and(eq(messageDeliveries.orgId, orgId), inArray(messageDeliveries.platformMessageId, platformMessageIds)));
    const which = or(
      named.length > 0 ? inArray(messages.objectId, named.map((row) => row.messageId)) : undefined,
      watermark.getTime() > 0 ? lte(messages.createdAt, watermark) : undefined,
    );
    if (!which) return [];
    const changed = await tx.select({ objectId: messages.objectId }).from(messages).where(and(
      eq(messages.orgId, orgId), eq(messages.customerId, customerId), eq(messages.sendType, 'send'),
      inArray(sql<string>`${messages.delivery}->>'state'`, [...RECEIPT_STATES[state]]), which,
    ));
    if (changed.length === 0) return [];
    const seq = await reserveSeq(tx, orgId, changed.length);
    const rows: MessageRow[] = [];
    for (const [index, { objectId }] of changed.entries()) {
      const [row] = await tx.update(messages).set({ delivery: { state }, seq: seq + index, updatedAt: new Date() })
        .where(eq(messages.objectId, objectId)).returning();
      rows.push(row!);
    }
    return rows;
  });
}

/**
 * The platform said later that our reply did not reach the customer (WhatsApp's `failed` status): the
 * message says so with the platform's reason, whatever it said before. By our id, else the platform's.
 */
export function markReplyUndelivered(
  db: Db, orgId: string, which: { ourMessageId?: string; platformMessageId: string }, delivery: MessageDelivery,
): Promise<MessageRow | undefined> {
  return db.transaction(async (tx) => {
    const messageId = which.ourMessageId ?? (await replyByPlatformId(tx, orgId, which.platformMessageId))?.objectId;
    if (!messageId) return undefined;
    const [row] = await tx.update(messages).set({ delivery, seq: await reserveSeq(tx, orgId), updatedAt: new Date() })
      .where(and(eq(messages.orgId, orgId), eq(messages.objectId, messageId), eq(messages.sendType, 'send'), sql`${messages.delivery} is not null`)).returning();
    return row;
  });
}
