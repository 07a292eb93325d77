// How a customer pays: on delivery ('cod'), by bank transfer ('transfer') that the merchant marks paid
// (PUT /order/status/batch, type payment), or by card ('card') on Stripe Checkout (stripe.ts), offered
// when the server has a Stripe key and the shop turns it on; what the order does about each method is
// decided in this file alone.
import type { PaymentMethod } from '../../../common/chat-pay';
import type { ShopSettings } from '../../../common/contracts/chat-pay';

/** The methods the shop offers, as its settings say; cards only on a server that takes them. */
export function offeredMethods(settings: Pick<ShopSettings, 'payment'>, cardAvailable: boolean): PaymentMethod[] {
  const methods: PaymentMethod[] = [];
  if (settings.payment.cod.enabled) methods.push('cod');
  if (settings.payment.transfer.enabled) methods.push('transfer');
  if (cardAvailable && settings.payment.card?.enabled) methods.push('card');
  return methods;
}

/**
 * Whether the order waits for the money before it goes out: then, unpaid, it expires after the
 * settings' order.expire and gives its stock back. Pay on delivery never waits.
 */
export function awaitsPaymentFirst(method: PaymentMethod): boolean {
  return method === 'transfer' || method === 'card';
}
