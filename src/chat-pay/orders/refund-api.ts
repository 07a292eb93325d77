import type { Order } from '../../../common/contracts/chat-pay';
import { shopCall } from '../shop-call';

/** Refunds a paid card order through Stripe, all of it or `amount` (minor units); answers it `refunding`. */
export function refundOrder(orgId: string, orderId: string, amount?: number): Promise<Order> {
  return shopCall<Order>('POST', orgId, '/order/refund', { json: { orderId, ...(amount === undefined ? {} : { amount }) } });
}
