// The public storefront API (same origin as the page, no session: the link's signed token says
// which shop and customer). Refusals become errors the page can say something plain about.
import { NOT_ENOUGH_STOCK, SHOP_INCOMPLETE } from '../../../common/chat-pay';
import type { CheckoutPage, DeliveryQuote, Order, PlacedOrder, Storefront, StorefrontOrderRequest } from '../../../common/contracts/chat-pay';

/** The token is not one this server signed, or it has expired (or what it links to is gone). */
export class BadLink extends Error {}
/** 409 Not enough stock: one or more lines ask for more than is left. */
export class NotEnoughStock extends Error {}
/** 409 Shop settings incomplete: the shop takes no orders yet. */
export class ShopClosed extends Error {}

/** Fields of the order form the server can refuse (`400 body/contact/phone …`). */
export type OrderField = 'name' | 'phone' | 'email' | 'address' | 'notes';
/** 400 naming a field of the form. */
export class OrderFieldError extends Error {
  constructor(readonly field: OrderField) { super(`the server refused ${field}`); }
}

const FIELD_OF_PATH: Record<string, OrderField> = {
  'body/contact/name': 'name', 'body/contact/phone': 'phone', 'body/contact/email': 'email',
  'body/delivery/address': 'address', 'body/notes': 'notes',
};

async function answerOf<T>(response: Response): Promise<T> {
  if (response.ok) return response.json() as Promise<T>;
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  const error = typeof body?.error === 'string' ? body.error : '';
  if (response.status === 409 && error.startsWith(NOT_ENOUGH_STOCK)) throw new NotEnoughStock(error);
  if (response.status === 409 && error.startsWith(SHOP_INCOMPLETE)) throw new ShopClosed(error);
  if (response.status === 401 || response.status === 403 || response.status === 404) throw new BadLink(error);
  if (response.status === 400) {
    const path = Object.keys(FIELD_OF_PATH).find((prefix) => error === prefix || error.startsWith(`${prefix} `));
    if (path) throw new OrderFieldError(FIELD_OF_PATH[path]!);
    // A token this server did not sign (`token is not a valid shop link`), or one the schema refuses (`querystring/token …`).
    if (/^((querystring|body)\/)?token\b/.test(error)) throw new BadLink(error);
  }
  throw new Error(`the shop answered ${response.status}${error ? `: ${error}` : ''}`);
}

export async function loadStorefront(token: string): Promise<Storefront> {
  return answerOf<Storefront>(await fetch(`/shop/api/storefront?token=${encodeURIComponent(token)}`));
}

/** The order placed; a card order with the Stripe Checkout page to pay on (none when it could not open now). */
export async function placeOrder(request: StorefrontOrderRequest): Promise<PlacedOrder> {
  const response = await fetch('/shop/api/orders', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request),
  });
  return answerOf<PlacedOrder>(response);
}

/** "Pay now": the payment page of an unpaid card order. */
export async function payOrder(token: string, orderId: string): Promise<string> {
  const response = await fetch(`/shop/api/orders/${encodeURIComponent(orderId)}/pay`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }),
  });
  return (await answerOf<CheckoutPage>(response)).url;
}

/** Uber Direct's price to the address (or Uber cannot deliver there). */
export async function quoteDelivery(token: string, address: string): Promise<DeliveryQuote> {
  const response = await fetch('/shop/api/delivery/quote', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token, address }),
  });
  return answerOf<DeliveryQuote>(response);
}

export async function loadOrder(token: string, orderId: string): Promise<Order> {
  return answerOf<Order>(await fetch(`/shop/api/orders/${encodeURIComponent(orderId)}?token=${encodeURIComponent(token)}`));
}

/** What the page needs of the API (the tests give their own). */
export interface StorefrontApi {
  loadStorefront: typeof loadStorefront;
  placeOrder: typeof placeOrder;
  loadOrder: typeof loadOrder;
  payOrder: typeof payOrder;
  quoteDelivery: typeof quoteDelivery;
}
export const storefrontApi: StorefrontApi = { loadStorefront, placeOrder, loadOrder, payOrder, quoteDelivery };
