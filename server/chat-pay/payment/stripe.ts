// The Stripe account's client (the official `stripe` package) and what chatPay asks of it: a Checkout
// Session for a card order, its page while it is open, expiring it before the order expires, refunds,
// and the signed webhook's events. Every POST carries an Idempotency-Key derived from the order, so a
// call tried again (by the SDK after a lost answer, or by a second click) makes one object, not two.
import { Stripe } from 'stripe';
import { DEFAULT_SPEC_OPTION, STRIPE_UNREACHABLE } from '../../../common/chat-pay';
import { ParseErrorCode } from '../../../common/parse';
import { ApiError } from '../../http/errors';
import { conflict } from '../errors';
import type { OrderRow } from '../orders/serialize';
import type { StripeConfig } from './stripe-config';
import { stripeCurrency, toStripeAmount } from './stripe-amounts';
import type { PaymentEvent } from './payment-events';

/** Stripe keeps a Checkout Session open from 30 minutes to 24 hours after its creation. */
export const CHECKOUT_MIN_MS = 30 * 60_000;
export const CHECKOUT_MAX_MS = 24 * 3600_000;
/** Room for the clocks of two machines and the request's way there. */
const CLOCK_MARGIN_MS = 2 * 60_000;

/** `status`: open, complete or expired; `paymentStatus`: paid, unpaid or no_payment_required (Stripe may add others). */
export interface CheckoutSession { id: string; url: string | null; status: string | null; paymentStatus: string }

export interface StripePayments {
  /** Opens the order's Checkout Session; `replacing`: the session before it, expired (its key is part of the new one's). */
  createCheckout(order: OrderRow, options: { returnUrl: string; deliveryName: string; replacing?: string }): Promise<CheckoutSession>;
  session(sessionId: string): Promise<CheckoutSession & { paymentIntent: string | null }>;
  /** Expires an open session; answers the session as it is after (complete: it was paid first). */
  expireCheckout(sessionId: string): Promise<CheckoutSession>;
  /** Refunds the order's payment, all or `amount` of Stripe's units; `key` makes a repeated request the same refund. */
  refund(paymentIntent: string, order: OrderRow, amount: number | undefined, key: string): Promise<void>;
  /** The event of a webhook body, its Stripe-Signature checked with the webhook's secret (throws when it does not match). */
  eventOf(rawBody: Buffer, signature: string | string[] | undefined): PaymentEvent;
}

/** When the session closes: with the order's expiry, within what Stripe allows. */
export function checkoutExpiry(orderExpiresAt: Date | null, now: number): number {
  const wanted = orderExpiresAt?.getTime() ?? now + CHECKOUT_MAX_MS;
  const closes = Math.min(Math.max(wanted, now + CHECKOUT_MIN_MS + CLOCK_MARGIN_MS), now + CHECKOUT_MAX_MS - CLOCK_MARGIN_MS);
  return Math.floor(closes / 1000);
}

/**
 * A merchant's or a customer's request that needs Stripe now, never the server's 500 for Stripe's sake:
 * Stripe failing or not answering (after the SDK's retries) is a 502 saying so; Stripe refusing the
 * request is `refused`'s answer (by default a 409 with Stripe's words).
 */
export async function throughStripe<T>(
  call: () => Promise<T>, refused = (message: string) => conflict(`Stripe refused: ${message}`),
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) throw refused(error.message);
    if (error instanceof Stripe.errors.StripeError) throw new ApiError(502, ParseErrorCode.OTHER_CAUSE, STRIPE_UNREACHABLE);
    throw error;
  }
}

const sessionOf = (session: Stripe.Checkout.Session): CheckoutSession => ({ id: session.id, url: session.url, status: session.status, paymentStatus: session.payment_status });

export function stripePayments(config: StripeConfig): StripePayments {
  const api = new URL(config.apiUrl);
  const stripe = new Stripe(config.secretKey, {
    host: api.hostname,
    port: api.port || (api.protocol === 'https:' ? 443 : 80),
    protocol: api.protocol === 'https:' ? 'https' : 'http',
    // A lost answer or a 5xx is tried again under the same Idempotency-Key.
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
  });
  return {
    async createCheckout(order, { returnUrl, deliveryName, replacing }) {
      const currency = stripeCurrency(order.currency);
      const lines: Stripe.Checkout.SessionCreateParams.LineItem[] = order.items.map((item) => ({
        quantity: item.quantity,
        price_data: {
          currency,
          unit_amount: toStripeAmount(item.unit_price, order.currency),
          product_data: { name: item.variation && item.variation !== DEFAULT_SPEC_OPTION ? `${item.title} (${item.variation})` : item.title },
        },
      }));
      if (order.shippingPrice > 0) {
        lines.push({ quantity: 1, price_data: { currency, unit_amount: toStripeAmount(order.shippingPrice, order.currency), product_data: { name: deliveryName } } });
      }
      const metadata = { orderId: order.objectId, orgId: order.orgId };
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: lines,
        client_reference_id: order.objectId,
        metadata,
        // On the PaymentIntent, and so on its charge: charge.refunded names the order too.
        payment_intent_data: { metadata },
        ...(order.contact.email ? { customer_email: order.contact.email } : {}),
        success_url: returnUrl,
        cancel_url: returnUrl,
        expires_at: checkoutExpiry(order.expiresAt, Date.now()),
      }, { idempotencyKey: `chat-pay:${order.objectId}:checkout${replacing ? `:after:${replacing}` : ''}` });
      return sessionOf(session);
    },
    async session(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      const intent = session.payment_intent;
      return { ...sessionOf(session), paymentIntent: typeof intent === 'string' ? intent : intent?.id ?? null };
    },
    async expireCheckout(sessionId) {
      try {
        return sessionOf(await stripe.checkout.sessions.expire(sessionId, {}, { idempotencyKey: `chat-pay:${sessionId}:expire` }));
      } catch (error) {
        // Not open any more (paid or expired meanwhile): Stripe refuses; the session says which.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        return sessionOf(await stripe.checkout.sessions.retrieve(sessionId));
      }
    },
    async refund(paymentIntent, order, amount, key) {
      await stripe.refunds.create({
        payment_intent: paymentIntent,
        ...(amount === undefined ? {} : { amount }),
        metadata: { orderId: order.objectId, orgId: order.orgId },
      }, { idempotencyKey: key });
    },
    eventOf(rawBody, signature) {
      const header = Array.isArray(signature) ? signature[0] : signature;
      return stripe.webhooks.constructEvent(rawBody, header ?? '', config.webhookSecret) as unknown as PaymentEvent;
    },
  };
}
