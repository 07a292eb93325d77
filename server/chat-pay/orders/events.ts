// Order event lines (docs/chat-pay.md "Order events"): an order of the customer placed, paid,
// cancelled, expired or shipped shows as a notifyEvent line in the customer's conversation, for the
// agents only (live chat and the channels leave event lines out, as the bot's hand-over lines). A line
// is stored once per order and key (its receiptId): a retried change, or two processes, write it once.
import type { NotifyEventData } from '../../../common/contracts/message-data';
import { toCustomer, toMessage } from '../../messages/serialize';
import { appendMessage } from '../../messages/store';
import type { ChatPayServices } from '../kit';
import { customerOfOrder } from './notify';
import { orderNumber, type OrderRow } from './serialize';

export type OrderEvent = 'orderPlaced' | 'orderPaid' | 'orderCancelled' | 'orderExpired' | 'orderShipped' | 'orderDelivered';

/**
 * Writes the order's event line and tells the consoles. `key` tells events of one kind apart (a
 * payment provider's event id, a change's time); by default the kind alone, so each kind shows once
 * per order. Throws when it cannot be stored: a caller whose change is done logs it and goes on.
 */
export async function orderEventLine(
  services: Pick<ChatPayServices, 'db' | 'realtime'>, order: Pick<OrderRow, 'objectId' | 'orgId' | 'customerId' | 'serial'>, event: OrderEvent, key: string = event,
): Promise<void> {
  const customer = await customerOfOrder(services, order);
  const data: NotifyEventData = { event, order: { id: order.objectId, number: orderNumber(order.serial) } };
  const line = await appendMessage(services.db, {
    customer, receiptId: `chat-pay:${order.objectId}:event:${key}`, contentType: 'notifyEvent', data, sendType: 'send',
    senderType: 'Bot', senderId: `chat-pay:${order.orgId}`,
  });
  if (line.created) services.realtime.message(customer.orgId, toMessage(line.message), toCustomer(line.customer));
}

type Change = Pick<OrderRow, 'status' | 'paymentStatus' | 'shippingStatus'>;
const shipped = (row: Change) => row.shippingStatus === 'shipping' || row.shippingStatus === 'shipped';

/** The events one change of an order makes: cancelled, paid, shipped (each when it newly became so). */
export function eventsOfChange(before: Change, after: Change): OrderEvent[] {
  return [
    ...(after.status === 'cancelled' && before.status !== 'cancelled' ? ['orderCancelled' as const] : []),
    ...(after.paymentStatus === 'paid' && before.paymentStatus !== 'paid' ? ['orderPaid' as const] : []),
    ...(shipped(after) && !shipped(before) ? ['orderShipped' as const] : []),
  ];
}
