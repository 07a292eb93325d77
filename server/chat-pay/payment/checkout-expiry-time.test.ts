import { describe, expect, it } from 'vitest';
import { CHECKOUT_MAX_MS, CHECKOUT_MIN_MS, checkoutExpiry } from './stripe';

const now = Date.UTC(2026, 10, 28, 12, 0, 0);
const seconds = (ms: number) => Math.floor(ms / 1000);

describe('when a Checkout Session closes', () => {
  it('closes with the order when Stripe allows it, else within its 30 minutes to 24 hours', () => {
    // An order expiring in 15 minutes (the default): Stripe's minimum, with room for the clocks.
    const short = checkoutExpiry(new Date(now + 15 * 60_000), now);
    expect(short).toBeGreaterThan(seconds(now + CHECKOUT_MIN_MS));
    expect(short).toBeLessThan(seconds(now + CHECKOUT_MIN_MS + 5 * 60_000));
    expect(checkoutExpiry(new Date(now + 3 * 3600_000), now)).toBe(seconds(now + 3 * 3600_000));
    // An order waiting 30 days, or never expiring: Stripe's maximum, a little before it.
    for (const expires of [new Date(now + 30 * 24 * 3600_000), null]) {
      const long = checkoutExpiry(expires, now);
      expect(long).toBeLessThan(seconds(now + CHECKOUT_MAX_MS));
      expect(long).toBeGreaterThan(seconds(now + CHECKOUT_MAX_MS - 5 * 60_000));
    }
  });
});
