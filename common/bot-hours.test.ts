import { describe, expect, it } from 'vitest';
import { awayPeriodKey, DEFAULT_BOT_SETTINGS, isBotOpen } from './bot-hours';
import type { BotBusinessHours } from './contracts/message-bot';

const hoursIn = (timeZone: string, holidays: string[] = []): BotBusinessHours =>
  ({ ...DEFAULT_BOT_SETTINGS.businessHours, enabled: true, timeZone, holidays });
const at = (iso: string) => new Date(iso);

describe('business hours off', () => {
  it('is always open, with no away period', () => {
    const off = DEFAULT_BOT_SETTINGS.businessHours;
    expect(isBotOpen(off, at('2026-11-29T03:00:00Z'))).toBe(true);
    expect(awayPeriodKey(off, at('2026-11-29T03:00:00Z'))).toBeUndefined();
  });
});

describe('America/New_York across the March change to daylight time (2026-03-08)', () => {
  const hours = hoursIn('America/New_York');
  it.each([
    ['Friday 08:30 EST, before opening', '2026-03-06T13:30:00Z', false, '2026-03-06T09:00'],
    ['Friday 09:00 EST, opening', '2026-03-06T14:00:00Z', true, undefined],
    ['Friday 17:59 EST', '2026-03-06T22:59:00Z', true, undefined],
    ['Friday 18:00 EST, closing: the weekend starts', '2026-03-06T23:00:00Z', false, '2026-03-09T09:00'],
    ['Sunday 03:30 EDT, just after the change', '2026-03-08T07:30:00Z', false, '2026-03-09T09:00'],
    ['Monday 08:30 EDT (12:30 UTC, which was 07:30 the week before)', '2026-03-09T12:30:00Z', false, '2026-03-09T09:00'],
    ['Monday 09:00 EDT (13:00 UTC, which was 08:00 the week before)', '2026-03-09T13:00:00Z', true, undefined],
  ])('%s', (_, moment, open, key) => {
    expect(isBotOpen(hours, at(moment))).toBe(open);
    expect(awayPeriodKey(hours, at(moment))).toBe(key);
  });
});

describe('Europe/London across the October change back to GMT (2026-10-25)', () => {
  const hours = hoursIn('Europe/London');
  it.each([
    ['Friday 09:30 BST (08:30 UTC)', '2026-10-23T08:30:00Z', true, undefined],
    ['Friday 18:30 BST', '2026-10-23T17:30:00Z', false, '2026-10-26T09:00'],
    ['Sunday 01:30 GMT, the hour that comes twice', '2026-10-25T01:30:00Z', false, '2026-10-26T09:00'],
    ['Monday 08:30 GMT (08:30 UTC, open the Friday before)', '2026-10-26T08:30:00Z', false, '2026-10-26T09:00'],
    ['Monday 09:00 GMT', '2026-10-26T09:00:00Z', true, undefined],
  ])('%s', (_, moment, open, key) => {
    expect(isBotOpen(hours, at(moment))).toBe(open);
    expect(awayPeriodKey(hours, at(moment))).toBe(key);
  });
});

describe('time zones and holidays', () => {
  it('reads the weekday in the organization\'s time zone, not the server\'s', () => {
    // Friday 23:30 UTC is Saturday 08:30 in Tokyo and Friday 15:30 in Los Angeles.
    const moment = at('2026-11-27T23:30:00Z');
    expect(isBotOpen(hoursIn('Asia/Tokyo'), moment)).toBe(false);
    expect(awayPeriodKey(hoursIn('Asia/Tokyo'), moment)).toBe('2026-11-30T09:00');
    expect(isBotOpen(hoursIn('America/Los_Angeles'), moment)).toBe(true);
  });

  it('keeps a holiday closed all day, and a closed stretch across it one period', () => {
    // Thursday 2026-12-24 and Friday 2026-12-25 are holidays in Taipei: Wednesday evening to Monday is one period.
    const hours = hoursIn('Asia/Taipei', ['2026-12-24', '2026-12-25']);
    const wednesdayEvening = awayPeriodKey(hours, at('2026-12-23T11:00:00Z'));
    expect(wednesdayEvening).toBe('2026-12-28T09:00');
    expect(isBotOpen(hours, at('2026-12-24T03:00:00Z'))).toBe(false);
    expect(awayPeriodKey(hours, at('2026-12-24T03:00:00Z'))).toBe(wednesdayEvening);
    expect(awayPeriodKey(hours, at('2026-12-26T03:00:00Z'))).toBe(wednesdayEvening);
    // The next evening is another period.
    expect(awayPeriodKey(hours, at('2026-12-28T11:00:00Z'))).toBe('2026-12-29T09:00');
  });

  it('names one period for good when every day is closed', () => {
    const hours = hoursIn('UTC');
    const closed = { ...hours, days: Object.fromEntries(Object.entries(hours.days).map(([day, value]) => [day, { ...value, open: false }])) as BotBusinessHours['days'] };
    expect(awayPeriodKey(closed, at('2026-11-28T10:00:00Z'))).toBe(awayPeriodKey(closed, at('2027-02-01T10:00:00Z')));
  });
});
