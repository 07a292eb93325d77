// What follows an applied payment event: the agents' event line in the conversation (orderPaid, once
// per order), and the customer hears of the money once, through the outbound pipeline,
// under a receiptId fixed per order; a redelivery of the event writes and tells again under the same
// keys, which store and send nothing more (and heal a crash before them). A payment that landed on a
// cancelled order tells the customer nothing: it waits for the merchant's refund, which the members who
// open orders are notified of (once: only the event that paid it notifies) and the order's page asks for.
import { notifyMembers } from '../../notifications/notify';
import type { ChatPayServices } from '../kit';
import { membersWithPart } from '../members';
import { orderEventLine } from '../orders/events';
import { sendOrderNews } from '../orders/notify';
import { orderNumber, type OrderRow } from '../orders/serialize';
import type { AppliedEvent } from './apply-event';
import { reportedStatus, type PaymentEvent } from './payment-events';

export const paidReceipt = (orderId: string) => `chat-pay:${orderId}:paid`;

interface Log { warn(object: unknown, message: string): void; error(object: unknown, message: string): void }

/** The notice `event/notify` with `context.eventType` paidAfterCancel, linking the order (its number the link's title). */
async function askForRefund(services: ChatPayServices, log: Log, order: OrderRow): Promise<void> {
  try {
    const recipients = await membersWithPart(services.db, order.orgId, 'order');
    await notifyMembers({ ...services, log }, order.orgId, recipients, 'event/notify', (orgName) => ({
      type: 'link',
      link: { title: orderNumber(order.serial), href: `/chatPay/${order.orgId}/orders/${order.objectId}` },
      context: { eventType: 'paidAfterCancel', orgName },
    }));
  } catch (error) {
    log.warn({ err: error, orderId: order.objectId }, 'the refund notice was not stored');
  }
}

export async function afterPaymentEvent(services: ChatPayServices, log: Log, event: PaymentEvent, applied: AppliedEvent): Promise<void> {
  const { order } = applied;
  if (!order || order.paymentStatus !== 'paid' || reportedStatus(event) !== 'paid') return;
  await orderEventLine(services, order, 'orderPaid')
    .catch((error: unknown) => log.warn({ err: error, orderId: order.objectId }, 'the order event line was not stored'));
  if (order.status === 'cancelled') {
    if (applied.changedFrom) await askForRefund(services, log, order);
    return;
  }
  await sendOrderNews(services, order, 'paid', { receiptId: paidReceipt(order.objectId) })
    .catch((error: unknown) => log.error({ err: error, orderId: order.objectId }, 'the payment message was not sent; a redelivery tries again'));
}
