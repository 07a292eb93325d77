import { describe, expect, it } from 'vitest';
import { nextPaymentStatus, paymentTarget, reportedStatus, type PaymentEvent } from './payment-events';

let serial = 0;
const event = (type: string, object: Record<string, unknown>, created = 1_800_000_000): PaymentEvent =>
  ({ id: `evt_${++serial}`, type, created, data: { object: { metadata: { orgId: 'org1', orderId: 'ord1' }, ...object } } });
const completed = (created?: number) => event('checkout.session.completed', { object: 'checkout.session', payment_status: 'paid' }, created);
const refunded = (amount_refunded: number, created?: number) => event('charge.refunded', { object: 'charge', amount: 30_000, amount_refunded }, created);
const at = (created: number) => new Date(created * 1000);

describe('payment events', () => {
  it('names the order from our metadata, or none', () => {
    expect(paymentTarget(completed())).toEqual({ orgId: 'org1', orderId: 'ord1' });
    expect(paymentTarget({ ...completed(), data: { object: { metadata: {} } } })).toBeUndefined();
  });

  it('reads what each event reports', () => {
    expect(reportedStatus(completed())).toBe('paid');
    expect(reportedStatus(event('checkout.session.completed', { payment_status: 'unpaid' }))).toBeUndefined();
    expect(reportedStatus(event('checkout.session.async_payment_succeeded', {}))).toBe('paid');
    expect(reportedStatus(event('checkout.session.async_payment_failed', {}))).toBeUndefined();
    expect(reportedStatus(event('checkout.session.expired', {}))).toBeUndefined();
    expect(reportedStatus(refunded(30_000))).toBe('refund');
    expect(reportedStatus(refunded(10_000))).toBe('partial_refund');
    expect(reportedStatus(event('refund.created', { status: 'pending' }))).toBe('refunding');
    expect(reportedStatus(event('charge.refund.updated', { status: 'succeeded' }))).toBeUndefined();
  });

  it('pays an unpaid order, and a cancelled one (it needs a refund then)', () => {
    expect(nextPaymentStatus({ paymentStatus: 'unpaid', paymentEventAt: null }, completed())).toBe('paid');
    expect(nextPaymentStatus({ paymentStatus: 'cancelled', paymentEventAt: null }, completed())).toBe('paid');
    expect(nextPaymentStatus({ paymentStatus: 'paid', paymentEventAt: at(1_800_000_000) }, completed())).toBeUndefined();
  });

  it('never moves back: a completed checkout after the refund leaves it refunded, even with a later time', () => {
    expect(nextPaymentStatus({ paymentStatus: 'refund', paymentEventAt: at(1_800_000_000) }, completed(1_800_000_100))).toBeUndefined();
    expect(nextPaymentStatus({ paymentStatus: 'partial_refund', paymentEventAt: null }, event('refund.created', { status: 'pending' }))).toBe('refunding');
    expect(nextPaymentStatus({ paymentStatus: 'refund', paymentEventAt: null }, refunded(10_000))).toBeUndefined();
  });

  it('takes a refund told before its payment, and then ignores the older payment', () => {
    const refund = refunded(30_000, 1_800_000_200);
    expect(nextPaymentStatus({ paymentStatus: 'unpaid', paymentEventAt: null }, refund)).toBe('refund');
    expect(nextPaymentStatus({ paymentStatus: 'refund', paymentEventAt: at(1_800_000_200) }, completed(1_800_000_100))).toBeUndefined();
  });

  it('ignores an event older than the last applied', () => {
    expect(nextPaymentStatus({ paymentStatus: 'paid', paymentEventAt: at(1_800_000_100) }, refunded(30_000, 1_800_000_050))).toBeUndefined();
    expect(nextPaymentStatus({ paymentStatus: 'paid', paymentEventAt: at(1_800_000_100) }, refunded(30_000, 1_800_000_100))).toBe('refund');
    expect(nextPaymentStatus({ paymentStatus: 'refunding', paymentEventAt: null }, refunded(10_000))).toBe('partial_refund');
  });
});
