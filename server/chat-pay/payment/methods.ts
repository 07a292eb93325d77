// How a customer pays (issue 29, this step): on delivery ('cod'), or by bank transfer ('transfer') that
// the merchant marks paid (PUT /order/status/batch, type payment). A provider that takes the money
// online (Stripe, a later step) is another method with its own module here; what the order does about
// each method is decided in this file alone.
import type { PaymentMethod } from '../../../common/chat-pay';
import type { ShopSettings } from '../../../common/contracts/chat-pay';

/** The methods the shop offers, as its settings say. */
export function offeredMethods(settings: Pick<ShopSettings, 'payment'>): PaymentMethod[] {
  const methods: PaymentMethod[] = [];
  if (settings.payment.cod.enabled) methods.push('cod');
  if (settings.payment.transfer.enabled) methods.push('transfer');
  return methods;
}

/**
 * Whether the order waits for the money before it goes out: then, unpaid, it expires after the
 * settings' order.expire and gives its stock back. Pay on delivery never waits.
 */
export function awaitsPaymentFirst(method: PaymentMethod): boolean {
  return method === 'transfer';
}
