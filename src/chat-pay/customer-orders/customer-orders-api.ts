// The shop's calls for one customer (issue 29): their orders, an order placed for them, an order's
// contact and delivery edited, and the signed links of an order or a product to give them.
import { SHOP_PAGE_SIZE } from '../../../common/chat-pay';
import type { CreateOrderRequest, Order, OrderList, ShareLink, UpdateOrderRequest } from '../../../common/contracts/chat-pay';
import { idPath, shopCall } from '../shop-call';

/** One page of the customer's orders, newest first. */
export async function customerOrders(orgId: string, customerId: string, page: number): Promise<Order[]> {
  return (await shopCall<OrderList>('POST', orgId, '/orders', { json: { filter: { customer_id: customerId }, page, limit: SHOP_PAGE_SIZE } })).orders;
}

/** The order placed for the customer (prices and stock the server's); nothing is sent to them. */
export function createOrder(orgId: string, request: CreateOrderRequest): Promise<Order> {
  return shopCall<Order>('POST', orgId, '/order', { json: request });
}

export function updateOrder(orgId: string, orderId: string, request: UpdateOrderRequest): Promise<Order> {
  return shopCall<Order>('PUT', orgId, idPath('order', orderId), { json: request });
}

/** The order's page for its customer (`/shop/{token}`). */
export async function orderShareLink(orgId: string, orderId: string): Promise<string> {
  return (await shopCall<ShareLink>('POST', orgId, '/order/share_link', { json: { orderId } })).url;
}

/** The product's page for this customer: their orders from it are theirs. */
export async function productShareLink(orgId: string, productId: string, customerObjectId: string): Promise<string> {
  return (await shopCall<ShareLink>('POST', orgId, '/product/share_link', { json: { productId, customerObjectId } })).url;
}
