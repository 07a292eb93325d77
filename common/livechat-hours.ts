// Business hours of live chat (Linked apps › Live chat): whether a moment falls inside them, in the
// organization's time zone. The server and the visitor's widget both use it.
import type { BusinessHours, DayHours, LivechatSettings } from './contracts/livechat';
import { WEEKDAYS, type Weekday } from './livechat';

const openDay: DayHours = { open: true, from: '09:00', to: '18:00' };
const closedDay: DayHours = { open: false, from: '09:00', to: '18:00' };

/** What an organization has before its admins change anything: every option on except the form and hours. */
export const DEFAULT_LIVECHAT_SETTINGS: LivechatSettings = {
  showAgent: true,
  showTimes: true,
  preChatForm: { name: 'off', email: 'off' },
  businessHours: {
    enabled: false,
    timeZone: 'UTC',
    days: { mon: openDay, tue: openDay, wed: openDay, thu: openDay, fri: openDay, sat: closedDay, sun: closedDay },
  },
  awayMessage: '',
};

/** Minutes after midnight of a time of day (HH:MM). */
export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The problem of a day's hours (for its 400), if any: an open day must end after it starts. */
export function dayHoursProblem(day: DayHours): string | undefined {
  return day.open && minutesOf(day.to) <= minutesOf(day.from) ? 'to must be later than from' : undefined;
}

/** A moment as the clock on the wall shows it in a time zone: the date (YYYY-MM-DD), weekday and minute of the day. */
export interface LocalTime {
  date: string;
  weekday: Weekday;
  minute: number;
}

/** `now` in `timeZone` (the message bot's business hours read it too: common/bot-hours.ts). */
export function localTime(now: Date, timeZone: string): LocalTime {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone, year: 'numeric', month: '2-digit', day: '2-digit', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  const weekday = WEEKDAYS.find((day) => part('weekday').toLowerCase().startsWith(day)) ?? 'mon';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, weekday, minute: Number(part('hour')) * 60 + Number(part('minute')) };
}

/** Whether the day's hours hold the minute of the day. */
export const isWithinDay = (day: DayHours, minute: number): boolean => day.open && minute >= minutesOf(day.from) && minute < minutesOf(day.to);

/** True while the organization answers: always when business hours are off, else inside the day's hours. */
export function isWithinBusinessHours(hours: BusinessHours, now: Date): boolean {
  if (!hours.enabled) return true;
  const { weekday, minute } = localTime(now, hours.timeZone);
  return isWithinDay(hours.days[weekday], minute);
}
