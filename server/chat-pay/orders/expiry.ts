// Unpaid orders that wait for their money (payment/methods.ts awaitsPaymentFirst) remind the customer
// at half of the settings' order.expire (orderExpiryReminder, 03 §4) and expire at its end, giving their
// stock back. The orders' own columns are the durable work (remind_at, expires_at): a pass every few
// seconds on every process (two indexed reads), and each change is one conditional UPDATE, so of several processes one
// acts; the reminder's receiptId is fixed per order, so a pass run twice never sends it twice.
import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import { WakeLoop } from '../../background/wake-loop';
import type { Db } from '../../db/client';
import type { ChatPayServices } from '../kit';
import { checkoutClosed } from '../payment/checkout-expiry';
import { shopOrders } from '../schema';
import { afterExpiry } from './aftermath';
import { sendOrderNews } from './notify';
import { returnStock } from './store';
import type { OrderRow } from './serialize';

/** How often the pass looks for due orders. */
const LOOK_EVERY_MS = 2_000;
/** Orders one pass takes of each kind; the next pass takes more. */
const BATCH = 100;

interface Log { error(object: unknown, message: string): void; info(object: unknown, message: string): void; warn(object: unknown, message: string): void }

const awaitingPayment = and(eq(shopOrders.status, 'processing'), eq(shopOrders.paymentStatus, 'unpaid'));

/** Cancels one due order and returns its stock, in one transaction; undefined when another process did, or it was paid. */
function expireOrder(db: Db, orderId: string, now: Date): Promise<OrderRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(shopOrders)
      .set({ status: 'cancelled', paymentStatus: 'cancelled', shippingStatus: 'cancelled', expiresAt: null, remindAt: null, updatedAt: now })
      .where(and(eq(shopOrders.objectId, orderId), awaitingPayment, lte(shopOrders.expiresAt, now))).returning();
    if (row) await returnStock(tx, row);
    return row;
  });
}

export const reminderReceipt = (orderId: string) => `chat-pay:${orderId}:orderExpiryReminder`;

/** One pass: reminders due, then expiries due. Answers what it did (tests read it). */
export async function runOrderExpiry(services: ChatPayServices, log: Log, now = new Date()): Promise<{ reminded: number; expired: number }> {
  const { db } = services;
  let reminded = 0;
  const toRemind = await db.select().from(shopOrders).where(and(awaitingPayment, isNotNull(shopOrders.remindAt), lte(shopOrders.remindAt, now)))
    .orderBy(asc(shopOrders.remindAt)).limit(BATCH);
  for (const order of toRemind) {
    try {
      const sent = await sendOrderNews(services, order, 'orderExpiryReminder', { receiptId: reminderReceipt(order.objectId) });
      if (!sent) log.info({ orderId: order.objectId }, 'expiry reminder not sent: outside the messaging window');
      await db.update(shopOrders).set({ remindAt: null, receiptId: sent ? reminderReceipt(order.objectId) : order.receiptId })
        .where(eq(shopOrders.objectId, order.objectId));
      reminded += sent ? 1 : 0;
    } catch (error) {
      log.error({ err: error, orderId: order.objectId }, 'the expiry reminder failed; the next pass tries again');
    }
  }
  let expired = 0;
  const toExpire = await db.select({ objectId: shopOrders.objectId }).from(shopOrders)
    .where(and(awaitingPayment, isNotNull(shopOrders.expiresAt), lte(shopOrders.expiresAt, now))).orderBy(asc(shopOrders.expiresAt)).limit(BATCH);
  for (const { objectId } of toExpire) {
    if (!await checkoutClosed(services, log, objectId, now)) continue;
    const order = await expireOrder(db, objectId, now);
    if (!order) continue;
    expired += 1;
    await afterExpiry(services, log, order);
  }
  return { reminded, expired };
}

/** Starts the passes; answers a function that stops them once the running pass ends. */
export function scheduleOrderExpiry(services: ChatPayServices, log: Log, everyMs = LOOK_EVERY_MS): () => Promise<void> {
  const loop = new WakeLoop('order expiry', log, everyMs, async () => {
    await runOrderExpiry(services, log);
  });
  loop.start();
  return () => loop.stop();
}
