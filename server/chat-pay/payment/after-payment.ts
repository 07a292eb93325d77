// What follows an applied payment event: the agents' event line in the conversation (orderPaid, once
// per order), and the customer hears of the money once, through the outbound pipeline,
// under a receiptId fixed per order; a redelivery of the event writes and tells again under the same
// keys, which store and send nothing more (and heal a crash before them). A payment that landed on a
// cancelled order tells the customer nothing: it waits for the merchant's refund (the console's order
// page asks for it).
import type { ChatPayServices } from '../kit';
import { orderEventLine } from '../orders/events';
import { sendOrderNews } from '../orders/notify';
import type { AppliedEvent } from './apply-event';
import { reportedStatus, type PaymentEvent } from './payment-events';

export const paidReceipt = (orderId: string) => `chat-pay:${orderId}:paid`;

interface Log { warn(object: unknown, message: string): void; error(object: unknown, message: string): void }

export async function afterPaymentEvent(services: ChatPayServices, log: Log, event: PaymentEvent, applied: AppliedEvent): Promise<void> {
  const { order } = applied;
  if (!order || order.paymentStatus !== 'paid' || reportedStatus(event) !== 'paid') return;
  await orderEventLine(services, order, 'orderPaid')
    .catch((error: unknown) => log.warn({ err: error, orderId: order.objectId }, 'the order event line was not stored'));
  if (order.status === 'cancelled') {
    if (applied.changedFrom) log.warn({ orderId: order.objectId }, 'a card payment landed on a cancelled order: it needs a refund');
    return;
  }
  await sendOrderNews(services, order, 'paid', { receiptId: paidReceipt(order.objectId) })
    .catch((error: unknown) => log.error({ err: error, orderId: order.objectId }, 'the payment message was not sent; a redelivery tries again'));
}
