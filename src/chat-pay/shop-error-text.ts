// The shop's refusals in the agent's words (03 §8); any other failure as the console says it.
import { t } from '@lingui/core/macro';
import {
  CARDS_UNAVAILABLE, DUPLICATE_SKU, NOT_ENOUGH_STOCK, ORDER_CANCELLED, ORDER_NOT_REFUNDABLE, PRODUCT_NOT_PUBLISHED, SHOP_INCOMPLETE,
  STRIPE_UNREACHABLE, UBER_ALREADY_DROPOFF, UBER_DELIVERY_CANCELLED, UBER_DELIVERY_PENDING, UBER_DELIVERY_UNKNOWN, UBER_UNREACHABLE,
} from '../../common/chat-pay';
import type { ApiError } from '../api/api-error';
import { errorText } from '../api/error-text';


/** Whether the server refused a sku used twice ("Duplicate sku", maybe followed by the sku). */
export function isDuplicateSku(error: ApiError): boolean {
  return error.body.error?.startsWith(DUPLICATE_SKU) ?? false;
}

export function shopErrorText(error: ApiError): string {
  const text = error.body.error;
  if (text === NOT_ENOUGH_STOCK) return t`Not enough stock: fewer items are left than ordered.`;
  if (isDuplicateSku(error)) return t`This SKU is already used by another variation or product.`;
  if (text === UBER_ALREADY_DROPOFF) return t`The courier has already dropped off this order.`;
  if (text === SHOP_INCOMPLETE) return t`The shop takes no orders until its settings are complete.`;
  if (text === PRODUCT_NOT_PUBLISHED) return t`Only a published product can be sent. Publish it first.`;
  if (text === ORDER_CANCELLED) return t`This order was cancelled; it cannot change any more.`;
  if (text === ORDER_NOT_REFUNDABLE) return t`This order has no card payment to refund now.`;
  if (text === CARDS_UNAVAILABLE) return t`This server takes no card payments (it has no Stripe key).`;
  if (text === STRIPE_UNREACHABLE) return t`Stripe could not be reached. Nothing was done; try again in a moment.`;
  if (text === UBER_UNREACHABLE) return t`Uber could not be reached. Try again in a moment: Uber sends no second courier for the same order.`;
  if (text === UBER_DELIVERY_PENDING) return t`Uber is being asked for a courier for this order. Wait a moment and read the order again.`;
  if (text === UBER_DELIVERY_UNKNOWN) return t`Uber's answer about this order's courier was lost. Check the delivery in Uber's dashboard before asking again.`;
  if (text === UBER_DELIVERY_CANCELLED) return t`This order's Uber courier was cancelled. Uber cannot be asked again for this order; deliver it yourself.`;
  return errorText(error);
}
