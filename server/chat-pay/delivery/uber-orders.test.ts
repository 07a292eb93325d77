// Uber Direct's pure parts of the order flow: Uber's fee in our minor units, and when the storefront offers it.
import { describe, expect, it } from 'vitest';
import { fromUberFee, uberOffered } from './uber-orders';

const shop = (enabled: boolean, open = '10:00', close = '20:00') => ({
  shipping: {
    self: { enabled: true, price: 80, free_amount: 0, storage: '' },
    uberDirect: { enabled, options: { pickupImmediately: true, open, close } },
  },
});

describe("Uber's fee in our minor units", () => {
  it('divides Uber\'s hundredths for the currencies we count whole, rounding up; two-decimal ones stay', () => {
    expect(fromUberFee(695, 'TWD')).toBe(7);
    expect(fromUberFee(700, 'TWD')).toBe(7);
    expect(fromUberFee(69_500, 'JPY')).toBe(695);
    expect(fromUberFee(695, 'USD')).toBe(695);
    expect(fromUberFee(1_250, 'HKD')).toBe(1_250);
  });
});

describe('Uber Direct offered', () => {
  const noon = new Date('2026-11-28T12:00:00Z');
  it('only when the shop enables it, the server has it, and now (UTC) is within the hours', () => {
    expect(uberOffered(shop(true), true, noon)).toBe(true);
    expect(uberOffered(shop(true), false, noon)).toBe(false);
    expect(uberOffered(shop(false), true, noon)).toBe(false);
    expect(uberOffered(shop(true, '13:00', '20:00'), true, noon)).toBe(false);
    expect(uberOffered(shop(true, '10:00', '12:00'), true, noon)).toBe(false);
    expect(uberOffered(shop(true, '12:00', '12:01'), true, noon)).toBe(true);
  });
});
