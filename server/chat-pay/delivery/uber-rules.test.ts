import { describe, expect, it } from 'vitest';
import { SHIPPING_STATUSES } from '../../../common/chat-pay';
import { minutesOf, pickupReadyAt, shippingStatusOfUber, uberDroppedOff, UBER_DELIVERY_STATUSES, withinHours } from './uber-rules';

describe("Uber Direct's courier hours", () => {
  it('opens at the open time and closes at the close time, in UTC by default', () => {
    expect(withinHours('10:00', '20:00', new Date('2026-11-28T09:59:59Z'))).toBe(false);
    expect(withinHours('10:00', '20:00', new Date('2026-11-28T10:00:00Z'))).toBe(true);
    expect(withinHours('10:00', '20:00', new Date('2026-11-28T19:59:00Z'))).toBe(true);
    expect(withinHours('10:00', '20:00', new Date('2026-11-28T20:00:00Z'))).toBe(false);
  });

  it('reads the hours in the zone given', () => {
    // 02:30 UTC is 10:30 in Taipei.
    expect(withinHours('10:00', '20:00', new Date('2026-11-28T02:30:00Z'), 'Asia/Taipei')).toBe(true);
    expect(withinHours('10:00', '20:00', new Date('2026-11-28T02:30:00Z'))).toBe(false);
  });

  it('opens nothing for equal, reversed or malformed times', () => {
    const noon = new Date('2026-11-28T12:00:00Z');
    expect(withinHours('12:00', '12:00', noon)).toBe(false);
    expect(withinHours('20:00', '10:00', noon)).toBe(false);
    expect(withinHours('9:00', '20:00', noon)).toBe(false);
    expect(minutesOf('24:00')).toBeUndefined();
    expect(minutesOf('23:59')).toBe(1439);
  });

  it('lets the courier pick up at once or after the preparation time', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    expect(pickupReadyAt(true, 10, now).toISOString()).toBe('2026-11-28T12:00:00.000Z');
    expect(pickupReadyAt(false, 10, now).toISOString()).toBe('2026-11-28T12:10:00.000Z');
  });
});

describe("Uber's delivery statuses as our shipping statuses", () => {
  it('maps every documented status onto one of 03 §4', () => {
    expect(UBER_DELIVERY_STATUSES.map((status) => shippingStatusOfUber(status))).toEqual(
      ['shipping', 'shipping', 'shipped', 'shipped', 'delivered', 'cancelled', 'returned'],
    );
    for (const status of UBER_DELIVERY_STATUSES) expect(SHIPPING_STATUSES).toContain(shippingStatusOfUber(status));
  });

  it('moves nothing for a status Uber may add later', () => {
    expect(shippingStatusOfUber('courier_lost')).toBeUndefined();
  });

  it('knows when the courier has dropped off', () => {
    expect(uberDroppedOff('delivered')).toBe(true);
    expect(uberDroppedOff('dropoff')).toBe(false);
  });
});
