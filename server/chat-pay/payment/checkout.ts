// A card order's payment page: its Stripe Checkout Session while open, else a new one (the first, or
// one replacing a session that expired while the order still waits). The session's id is the order's
// payment_ref; a payment lands on the order by the webhook (stripe-webhook.ts).
import { and, eq, isNull } from 'drizzle-orm';
import { CARDS_UNAVAILABLE, ORDER_NOT_PAYABLE } from '../../../common/chat-pay';
import { conflict } from '../errors';
import type { ChatPayServices } from '../kit';
import { shopVoice } from '../orders/notify';
import type { OrderRow } from '../orders/serialize';
import { shopOrders } from '../schema';
import type { StripePayments } from './stripe';

export type CheckoutServices = Pick<ChatPayServices, 'db' | 'links'> & { stripe?: StripePayments };

/** The Checkout page's address for the order; 409 when it cannot be paid by card now. */
export async function checkoutPage(services: CheckoutServices, order: OrderRow): Promise<string> {
  const { db, stripe } = services;
  if (!stripe) throw conflict(CARDS_UNAVAILABLE);
  if (order.paymentMethod !== 'card' || order.status !== 'processing' || order.paymentStatus !== 'unpaid') throw conflict(ORDER_NOT_PAYABLE);
  if (order.paymentRef) {
    const current = await stripe.session(order.paymentRef);
    if (current.status === 'open' && current.url) return current.url;
    // Paid, its webhook still on the way: not to be paid twice.
    if (current.status !== 'expired') throw conflict(ORDER_NOT_PAYABLE);
  }
  const link = services.links.url({ kind: 'order', orgId: order.orgId, customerId: order.customerId, targetId: order.objectId });
  const { locale } = await shopVoice(services, order.orgId);
  const session = await stripe.createCheckout(order, {
    returnUrl: `${link}?order=${encodeURIComponent(order.objectId)}`,
    deliveryName: locale.toLowerCase().startsWith('zh') ? '運費' : 'Delivery',
    ...(order.paymentRef ? { replacing: order.paymentRef } : {}),
  });
  const [stored] = await db.update(shopOrders).set({ paymentRef: session.id, updatedAt: new Date() })
    .where(and(eq(shopOrders.objectId, order.objectId), order.paymentRef ? eq(shopOrders.paymentRef, order.paymentRef) : isNull(shopOrders.paymentRef)))
    .returning({ paymentRef: shopOrders.paymentRef });
  if (!stored) {
    // Another request stored a session first; the same Idempotency-Key made it this one, unless not: ours must never be paid.
    const [now] = await db.select({ paymentRef: shopOrders.paymentRef }).from(shopOrders).where(eq(shopOrders.objectId, order.objectId));
    if (now?.paymentRef !== session.id) {
      await stripe.expireCheckout(session.id);
      throw conflict(ORDER_NOT_PAYABLE);
    }
  }
  if (!session.url) throw new Error(`Stripe answered the Checkout Session ${session.id} without its url`);
  return session.url;
}
