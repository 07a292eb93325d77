import { describe, expect, it } from 'vitest';
import type { BusinessHours } from './contracts/livechat';
import { DEFAULT_LIVECHAT_SETTINGS, dayHoursProblem, isWithinBusinessHours } from './livechat-hours';

const taipei: BusinessHours = { ...DEFAULT_LIVECHAT_SETTINGS.businessHours, enabled: true, timeZone: 'Asia/Taipei' };

describe('business hours', () => {
  it("tells open from away by the organization's time zone and weekday", () => {
    // 2026-11-23 is a Monday: 01:00 UTC is 09:00 in Taipei, 10:00 UTC is 18:00 there.
    expect(isWithinBusinessHours(taipei, new Date('2026-11-23T00:59:00Z'))).toBe(false);
    expect(isWithinBusinessHours(taipei, new Date('2026-11-23T01:00:00Z'))).toBe(true);
    expect(isWithinBusinessHours(taipei, new Date('2026-11-23T09:59:00Z'))).toBe(true);
    expect(isWithinBusinessHours(taipei, new Date('2026-11-23T10:00:00Z'))).toBe(false);
    // Saturday noon in Taipei: closed by default.
    expect(isWithinBusinessHours(taipei, new Date('2026-11-28T04:00:00Z'))).toBe(false);
    // Off: always answering.
    expect(isWithinBusinessHours({ ...taipei, enabled: false }, new Date('2026-11-28T04:00:00Z'))).toBe(true);
  });

  it('keeps a day open until midnight with 24:00 and refuses days that end before they start', () => {
    const lateSaturday = { ...taipei, days: { ...taipei.days, sat: { open: true, from: '20:00', to: '24:00' } } };
    expect(isWithinBusinessHours(lateSaturday, new Date('2026-11-28T15:59:00Z'))).toBe(true);
    expect(dayHoursProblem({ open: true, from: '20:00', to: '24:00' })).toBeUndefined();
    expect(dayHoursProblem({ open: true, from: '18:00', to: '09:00' })).toBe('to must be later than from');
    expect(dayHoursProblem({ open: false, from: '18:00', to: '09:00' })).toBeUndefined();
  });
});
