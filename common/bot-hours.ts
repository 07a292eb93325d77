// The message bot's business hours (docs/message-bot.md): open or closed at a moment, in the
// organization's time zone (weekday hours, holidays closed all day), and the closed period a moment
// falls in, which the away message is sent once per. Local time is read as live chat reads it
// (common/livechat-hours.ts), so a daylight-saving change moves nothing on the wall clock.
import type { BotBusinessHours, BotSettings } from './contracts/message-bot';
import { WEEKDAYS, type Weekday } from './livechat';
import { isWithinDay, localTime, minutesOf } from './livechat-hours';

const openDay = { open: true, from: '09:00', to: '18:00' };
const closedDay = { open: false, from: '09:00', to: '18:00' };

/** An organization's bot before its admins change anything: no welcome, no away, hours off (Mon–Fri 9–18, UTC). */
export const DEFAULT_BOT_SETTINGS: BotSettings = {
  welcome: { enabled: false, replies: [] },
  away: { enabled: false, replies: [] },
  businessHours: {
    enabled: false,
    timeZone: 'UTC',
    days: { mon: openDay, tue: openDay, wed: openDay, thu: openDay, fri: openDay, sat: closedDay, sun: closedDay },
    holidays: [],
  },
  startWithBot: [],
};

/** Whether the organization is open at `now`: always when business hours are off; never on a holiday. */
export function isBotOpen(hours: BotBusinessHours, now: Date): boolean {
  if (!hours.enabled) return true;
  const local = localTime(now, hours.timeZone);
  return !hours.holidays.includes(local.date) && isWithinDay(hours.days[local.weekday], local.minute);
}

/** The calendar date `days` after a YYYY-MM-DD date, and its weekday (pure calendar arithmetic, no time zone). */
function dateAfter(date: string, days: number): { date: string; weekday: Weekday } {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  // getUTCDay: 0 is Sunday; WEEKDAYS starts on Monday.
  return { date: day.toISOString().slice(0, 10), weekday: WEEKDAYS[(day.getUTCDay() + 6) % 7]! };
}

/** The key of a closed period that never ends (every day closed). */
const NEVER_OPENS = 'closed';

/**
 * The closed period `now` falls in, named by the local date and time of the next opening
 * (`2026-03-09T09:00`): one overnight, weekend or holiday stretch is one period. Undefined while open.
 */
export function awayPeriodKey(hours: BotBusinessHours, now: Date): string | undefined {
  if (isBotOpen(hours, now)) return undefined;
  const local = localTime(now, hours.timeZone);
  const today = hours.days[local.weekday];
  if (!hours.holidays.includes(local.date) && today.open && local.minute < minutesOf(today.from)) return `${local.date}T${today.from}`;
  // A year and every holiday further: past them an open day comes, or none ever does.
  for (let days = 1; days <= 366 + hours.holidays.length; days += 1) {
    const next = dateAfter(local.date, days);
    const day = hours.days[next.weekday];
    if (day.open && !hours.holidays.includes(next.date)) return `${next.date}T${day.from}`;
  }
  return NEVER_OPENS;
}
