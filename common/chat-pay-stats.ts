// chatPay's statistics (issue 29, 03 §7; server/chat-pay/stats, src/chat-pay/stats): the period's days as
// YYYYMMDD, both ends included, and the rules the server checks and the console's period picker keeps.
// Days are calendar days without a time: arithmetic on them is in UTC, whatever zone they are counted in.

/** The longest period asked at once (a year, leap day included). */
export const STATS_MAX_DAYS = 366;
/** Top products: 10 by default, at most 50 (`limit`). */
export const STATS_RANK_LIMIT = 10;
export const STATS_RANK_MAX = 50;

export const STATS_DAY_PATTERN = '^[0-9]{8}$';

const DAY_MS = 86_400_000;

/** `20261128` as the UTC midnight of that day; null when it is no such day (20260230). */
export function parseStatsDay(day: string): Date | null {
  if (!new RegExp(STATS_DAY_PATTERN).test(day)) return null;
  const [year, month, date] = [Number(day.slice(0, 4)), Number(day.slice(4, 6)), Number(day.slice(6, 8))];
  const parsed = new Date(Date.UTC(year, month - 1, date));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === date ? parsed : null;
}

/** A UTC midnight as YYYYMMDD. */
export const statsDay = (date: Date): string => date.toISOString().slice(0, 10).replaceAll('-', '');

export const addDays = (day: string, days: number): string => statsDay(new Date(parseStatsDay(day)!.getTime() + days * DAY_MS));

/** Days from `start` to `end`, both included (1 for one day). */
export const daysIn = (start: string, end: string): number => Math.round((parseStatsDay(end)!.getTime() - parseStatsDay(start)!.getTime()) / DAY_MS) + 1;

/** Every day of the period in order. */
export const daysOf = (start: string, end: string): string[] => Array.from({ length: daysIn(start, end) }, (_, i) => addDays(start, i));

/** The period of the same length just before: what the summary compares against. */
export function previousPeriod(start: string, end: string): { start: string; end: string } {
  return { start: addDays(start, -daysIn(start, end)), end: addDays(start, -1) };
}

/** What is wrong with a period, naming its field (`starttime` / `endtime`); null: it can be asked. */
export function periodProblem(start: string, end: string): string | null {
  if (!parseStatsDay(start)) return `starttime ${start} is not a day as YYYYMMDD`;
  if (!parseStatsDay(end)) return `endtime ${end} is not a day as YYYYMMDD`;
  if (start > end) return `endtime ${end} is before starttime ${start}`;
  if (daysIn(start, end) > STATS_MAX_DAYS) return `endtime ${end} is more than ${STATS_MAX_DAYS} days after starttime ${start}`;
  return null;
}
