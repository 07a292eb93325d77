import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '../../../common/chat-pay';
import { fromStripeAmount, stripeCurrency, toStripeAmount } from './stripe-amounts';

describe('amounts for Stripe', () => {
  it('counts TWD in cents although we count whole dollars, JPY in yen, the two-decimal currencies as they are', () => {
    expect(toStripeAmount(300, 'TWD')).toBe(30_000);
    expect(toStripeAmount(500, 'JPY')).toBe(500);
    for (const currency of ['USD', 'HKD', 'SGD', 'MYR', 'THB'] as const) expect(toStripeAmount(1250, currency)).toBe(1250);
    expect(stripeCurrency('TWD')).toBe('twd');
  });

  it('reads Stripe amounts back into ours for every currency', () => {
    for (const currency of CURRENCIES) expect(fromStripeAmount(toStripeAmount(987, currency), currency)).toBe(987);
    expect(fromStripeAmount(30_050, 'TWD')).toBe(300);
  });
});
