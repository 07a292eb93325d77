// Reply delivery jobs (message_deliveries) and the delivery state the message carries to the consoles.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { MessageDelivery } from '../../../common/contracts/messages';
import type { Db } from '../../db/client';
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

/** The job is over (sent, or refused for good): the message says so, and goes out on the change feed. */
export function settleDelivery(db: Db, job: DeliveryRow, delivery: MessageDelivery): Promise<MessageRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.update(messageDeliveries).set({ status: 'done', updatedAt: new Date() }).where(eq(messageDeliveries.messageId, job.messageId));
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
