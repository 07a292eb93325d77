import { WEEKDAYS, type Weekday } from '../../../common/livechat';

/** A Monday (2026-11-23), from which the week's names are read. */
const MONDAY = Date.UTC(2026, 10, 23);
const DAY_MS = 86_400_000;

/** The weekdays' names in the console's language (Intl's, so no catalog entries). */
export function weekdayNames(locale: string): Record<Weekday, string> {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  return Object.fromEntries(WEEKDAYS.map((day, index) => [day, format.format(new Date(MONDAY + index * DAY_MS))])) as Record<Weekday, string>;
}
