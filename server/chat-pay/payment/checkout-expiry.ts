// Before an unpaid card order expires (orders/expiry.ts), its open Checkout Session is expired at
// Stripe, so no payment can land on the cancelled order. Stripe not answering: the order waits for the
// next pass. The session paid meanwhile (its webhook not here yet): the order is paid from the session
// itself, as its checkout.session.completed would (that event, when it comes, changes nothing more).
import { eq } from 'drizzle-orm';
import type { ChatPayServices } from '../kit';
import { shopOrders } from '../schema';
import { afterPaymentEvent } from './after-payment';
import { applyPaymentEvent } from './apply-event';

interface Log { warn(object: unknown, message: string): void; error(object: unknown, message: string): void }

/** Whether the order may be cancelled now. */
export async function checkoutClosed(services: ChatPayServices, log: Log, orderId: string, now: Date): Promise<boolean> {
  const { db, stripe } = services;
  const [order] = await db.select({ orgId: shopOrders.orgId, paymentMethod: shopOrders.paymentMethod, paymentRef: shopOrders.paymentRef })
    .from(shopOrders).where(eq(shopOrders.objectId, orderId));
  if (!order || order.paymentMethod !== 'card' || !order.paymentRef || !stripe) return true;
  let session;
  try {
    session = await stripe.expireCheckout(order.paymentRef);
  } catch (error) {
    log.error({ err: error, orderId }, 'the Checkout Session was not expired; the order waits for the next pass');
    return false;
  }
  if (session.status !== 'complete') return true;
  const event = {
    id: `${session.id}:completed`, type: 'checkout.session.completed', created: Math.floor(now.getTime() / 1000),
    data: { object: { metadata: { orderId, orgId: order.orgId }, payment_status: session.paymentStatus } },
  };
  await afterPaymentEvent(services, log, event, await applyPaymentEvent(db, 'stripe', event));
  return false;
}
