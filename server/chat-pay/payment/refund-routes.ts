// POST /shop8/{orgId}/order/refund {orderId, amount?} (part order): the merchant refunds a paid card
// order through Stripe, all of it or `amount` (our minor units). The payment becomes `refunding` first
// (one conditional UPDATE: of two clicks one refunds, the other is refused), so the webhook's
// charge.refunded, which may come before Stripe's answer, always finds it there and makes it `refund`
// or `partial_refund`; Stripe refusing or failing puts it back. The Idempotency-Key is the order's
// payment as it stood and the amount: a request tried again is the same refund, a later one another.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { CARDS_UNAVAILABLE, ORDER_NOT_REFUNDABLE } from '../../../common/chat-pay';
import { ChatPayRoutes } from '../../../common/contracts/chat-pay';
import { badRequest } from '../../http/errors';
import { conflict } from '../errors';
import { chatPayGuard } from '../guard';
import type { ChatPayServices } from '../kit';
import { toOrder } from '../orders/serialize';
import { orderOfOrg } from '../orders/store';
import { shopOrders } from '../schema';
import { throughStripe } from './stripe';
import { toStripeAmount } from './stripe-amounts';

export async function refundRoutes(fastify: FastifyInstance, services: ChatPayServices): Promise<void> {
  const { db, stripe } = services;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post('/shop8/:orgId/order/refund', { schema: ChatPayRoutes.orderRefund, preHandler: chatPayGuard(db, 'order') }, async (request) => {
    const { orgId } = request.params;
    const { orderId, amount } = request.body;
    const order = await orderOfOrg(db, orgId, orderId);
    if (order.paymentMethod !== 'card' || !order.paymentRef || !['paid', 'partial_refund'].includes(order.paymentStatus)) throw conflict(ORDER_NOT_REFUNDABLE);
    if (!stripe) throw conflict(CARDS_UNAVAILABLE);
    if (amount !== undefined && amount > order.total) throw badRequest(`body/amount must be at most the order's total ${order.total}`);
    const { paymentIntent } = await throughStripe(() => stripe.session(order.paymentRef!));
    if (!paymentIntent) throw conflict(ORDER_NOT_REFUNDABLE);
    const key = `chat-pay:${order.objectId}:refund:${order.paymentStatus}:${order.paymentEventAt?.getTime() ?? 0}:${amount ?? 'all'}`;
    const [refunding] = await db.update(shopOrders).set({ paymentStatus: 'refunding', updatedAt: new Date() })
      .where(and(eq(shopOrders.objectId, order.objectId), eq(shopOrders.paymentStatus, order.paymentStatus))).returning();
    if (!refunding) throw conflict(ORDER_NOT_REFUNDABLE);
    try {
      // More than is left to refund, and the like: Stripe's words.
      await throughStripe(() => stripe.refund(paymentIntent, order, amount === undefined ? undefined : toStripeAmount(amount, order.currency), key),
        (message) => badRequest(`body/amount: ${message}`));
    } catch (error) {
      await db.update(shopOrders).set({ paymentStatus: order.paymentStatus, updatedAt: new Date() })
        .where(and(eq(shopOrders.objectId, order.objectId), eq(shopOrders.paymentStatus, 'refunding')));
      throw error;
    }
    // The webhook's refund may have moved it on already.
    return toOrder(await orderOfOrg(db, orgId, orderId));
  });
}
