import type { OrderStatusType } from '../../../common/chat-pay';
import type { Order, OrderList, OrderListRequest, OrderStatusBatchResult, UnhandledOrders } from '../../../common/contracts/chat-pay';
import type { MessageTag } from '../../../common/customer-profile';
import { randomId } from '../../../common/ids';
import { idPath, shopCall } from '../shop-call';

/** The tag of the shop's messages to Facebook and Instagram customers (03 §9: HUMAN_AGENT by default for shop sends). */
export const SHOP_MESSAGE_TAG: MessageTag = 'HUMAN_AGENT';
/** A message to the customer's conversation is sent once per receipt id, however often the call is repeated. */
export const newReceiptId = () => randomId(20);

/** One page of orders, newest first, filtered by the order's, the payment's and the shipping's status. */
export function listOrders(orgId: string, request: OrderListRequest): Promise<OrderList> {
  return shopCall<OrderList>('POST', orgId, '/orders', { json: request });
}

export function fetchOrder(orgId: string, orderId: string): Promise<Order> {
  return shopCall<Order>('GET', orgId, idPath('order', orderId));
}

/** One status of the order, the payment or the shipping, on each of the orders; answers them changed. */
export async function changeOrderStatus(orgId: string, orderIds: readonly string[], type: OrderStatusType, status: string): Promise<Order[]> {
  const result = await shopCall<OrderStatusBatchResult>('PUT', orgId, '/order/status/batch', { json: { orderIds, type, status } });
  return result.orders;
}

// The order's messages go without a tag: the server gives them HUMAN_AGENT where the customer's platform
// has that tag (03 §9), and refuses a tag the platform does not know (live chat, LINE).

/** The order ships; the customer gets the shipping message (with the pickup remark). */
export function confirmShipping(orgId: string, orderId: string, pickupRemark: string): Promise<Order> {
  return shopCall<Order>('POST', orgId, '/order/shipping/confirm',
    { json: { orderId, receiptId: newReceiptId(), ...(pickupRemark ? { pickupRemark } : {}) } });
}

export function cancelShipping(orgId: string, orderId: string): Promise<Order> {
  return shopCall<Order>('POST', orgId, '/order/shipping/cancel', { json: { orderId, receiptId: newReceiptId() } });
}

/** The order's current status as a message in the customer's conversation. */
export function sendOrderStatus(orgId: string, orderId: string): Promise<Order> {
  return shopCall<Order>('POST', orgId, '/order_status/send', { json: { orderId, receiptId: newReceiptId() } });
}

export async function fetchUnhandledOrders(orgId: string): Promise<number> {
  return (await shopCall<UnhandledOrders>('GET', orgId, '/orders/unhandled')).unhandledCount;
}
