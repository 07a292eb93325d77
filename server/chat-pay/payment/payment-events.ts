// Which Stripe event moves an order's payment to which state (03 §4: unpaid, paid, refunding, refund,
// partial_refund, cancelled), pure: stripe-webhook.ts applies the answer in one transaction with the
// event's id. Events come late, twice and out of order: one older than the last applied changes
// nothing, and a state never moves back (a completed checkout after its refund stays refunded).
import type { PaymentStatus } from '../../../common/chat-pay';

/** What an event says, as Stripe sends it (only the fields read here). */
export interface PaymentEvent {
  id: string;
  type: string;
  /** Seconds since the epoch. */
  created: number;
  data: { object: Record<string, unknown> };
}

export interface PaymentTarget { orgId: string; orderId: string }

/** The order an event is about: our metadata on the Checkout Session, its PaymentIntent (copied to the charge) or our refund. */
export function paymentTarget(event: PaymentEvent): PaymentTarget | undefined {
  const metadata = event.data.object.metadata as Record<string, unknown> | undefined;
  const orgId = metadata?.orgId;
  const orderId = metadata?.orderId;
  return typeof orgId === 'string' && typeof orderId === 'string' && orgId && orderId ? { orgId, orderId } : undefined;
}

/** The payment state the event reports, or undefined when it reports none (a failed or expired checkout leaves the order to expire). */
export function reportedStatus(event: PaymentEvent): PaymentStatus | undefined {
  const object = event.data.object;
  switch (event.type) {
    case 'checkout.session.completed':
      // A delayed method (a bank debit) completes unpaid: async_payment_succeeded tells the money later.
      return object.payment_status === 'paid' || object.payment_status === 'no_payment_required' ? 'paid' : undefined;
    case 'checkout.session.async_payment_succeeded':
      return 'paid';
    case 'charge.refunded': {
      const amount = Number(object.amount);
      const refunded = Number(object.amount_refunded);
      if (!(refunded > 0)) return undefined;
      return refunded >= amount ? 'refund' : 'partial_refund';
    }
    case 'refund.created':
    case 'refund.updated':
    case 'charge.refund.updated':
      // Settled refunds are told by charge.refunded with the charge's refunded amount.
      return object.status === 'pending' || object.status === 'requires_action' ? 'refunding' : undefined;
    default:
      return undefined;
  }
}

/**
 * From which states each reported state may be reached; anything else would move the payment back.
 * cancelled: the order expired before the money landed (paid, it stays cancelled and needs a refund).
 * A refund may come before its payment's event: the money was paid, and is back.
 */
const REACHED_FROM: Partial<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  paid: ['unpaid', 'cancelled'],
  refunding: ['unpaid', 'cancelled', 'paid', 'partial_refund'],
  partial_refund: ['unpaid', 'cancelled', 'paid', 'refunding'],
  refund: ['unpaid', 'cancelled', 'paid', 'refunding', 'partial_refund'],
};

export interface OrderPayment { paymentStatus: PaymentStatus; paymentEventAt: Date | null }

/** The order's new payment state after the event, or undefined when the event changes nothing. */
export function nextPaymentStatus(order: OrderPayment, event: PaymentEvent): PaymentStatus | undefined {
  const reported = reportedStatus(event);
  if (!reported || reported === order.paymentStatus) return undefined;
  if (order.paymentEventAt && eventTime(event) < order.paymentEventAt) return undefined;
  return REACHED_FROM[reported]?.includes(order.paymentStatus) ? reported : undefined;
}

export const eventTime = (event: Pick<PaymentEvent, 'created'>) => new Date(event.created * 1000);
