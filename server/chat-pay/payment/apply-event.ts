// A provider's event applied to its order in one transaction with the event's id: the id stored first
// (ON CONFLICT DO NOTHING), so a replayed event finds it and changes nothing; the order locked, its
// payment moved as payment-events.ts decides, with the event's time kept (payment_event_at) so an
// older one arriving later changes nothing either.
import { and, eq } from 'drizzle-orm';
import type { PaymentStatus } from '../../../common/chat-pay';
import type { Db } from '../../db/client';
import type { OrderRow } from '../orders/serialize';
import { shopOrders, shopPaymentEvents } from '../schema';
import { eventTime, nextPaymentStatus, paymentTarget, type PaymentEvent } from './payment-events';

export interface AppliedEvent {
  /** The event was applied before (a redelivery or a replay): nothing changed now. */
  replayed: boolean;
  /** The order it names, as it is now (none: it names no order of ours). */
  order?: OrderRow;
  /** The payment's state before, when this event changed it. */
  changedFrom?: PaymentStatus;
}

export function applyPaymentEvent(db: Db, provider: string, event: PaymentEvent): Promise<AppliedEvent> {
  return db.transaction(async (tx) => {
    const stored = await tx.insert(shopPaymentEvents).values({ eventId: event.id, provider, type: event.type })
      .onConflictDoNothing().returning({ eventId: shopPaymentEvents.eventId });
    const target = paymentTarget(event);
    if (!target) return { replayed: stored.length === 0 };
    const [order] = await tx.select().from(shopOrders)
      .where(and(eq(shopOrders.orgId, target.orgId), eq(shopOrders.objectId, target.orderId))).for('update');
    if (!order) return { replayed: stored.length === 0 };
    if (stored.length === 0) return { replayed: true, order };
    const next = nextPaymentStatus(order, event);
    if (!next) return { replayed: false, order };
    const [changed] = await tx.update(shopOrders).set({
      paymentStatus: next,
      paymentEventAt: eventTime(event),
      // Money came: an unpaid order's reminder and expiry stop (as the merchant's mark does).
      expiresAt: null,
      remindAt: null,
      updatedAt: new Date(),
    }).where(eq(shopOrders.objectId, order.objectId)).returning();
    return { replayed: false, order: changed!, changedFrom: order.paymentStatus };
  });
}
