// The period picker's periods (common/chat-pay-stats.ts days, YYYYMMDD): the last 7 or 30 days and this
// month, ending today (the browser's day), or days the agent types (date fields: YYYY-MM-DD).
import { addDays, daysIn, parseStatsDay, STATS_MAX_DAYS } from '../../../common/chat-pay-stats';
import type { StatsPeriod } from './stats-api';

export const PRESETS = ['last7', 'last30', 'thisMonth', 'custom'] as const;
export type Preset = (typeof PRESETS)[number];

const pad = (n: number) => String(n).padStart(2, '0');

/** The day it is where the agent is. */
export const today = (now = new Date()): string => `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}`;

export function presetPeriod(preset: Exclude<Preset, 'custom'>, now = new Date()): StatsPeriod {
  const end = today(now);
  if (preset === 'thisMonth') return { start: `${end.slice(0, 6)}01`, end };
  return { start: addDays(end, preset === 'last7' ? -6 : -29), end };
}

export const inputDate = (day: string) => `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`;
export const dayOfInput = (value: string) => value.replaceAll('-', '');

/** What stops typed days from being a period: 'missing', 'order' (start after end), 'length' (over STATS_MAX_DAYS); null: none. */
export function customProblem(start: string, end: string): 'missing' | 'order' | 'length' | null {
  const [first, last] = [dayOfInput(start), dayOfInput(end)];
  if (!parseStatsDay(first) || !parseStatsDay(last)) return 'missing';
  if (first > last) return 'order';
  return daysIn(first, last) > STATS_MAX_DAYS ? 'length' : null;
}
