// Dates in the active language, with Intl (ARCHITECTURE.md §2).

function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/**
 * One formatter per language and shape, made on first use: making an Intl.DateTimeFormat costs far
 * more than formatting with it, and every inbox row and message bubble formats a date.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, shape: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${shape}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, made);
  }
  return made;
}

const CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

/** Inbox time: the clock time for today, the date otherwise. */
export function formatListTime(value: string | number, locale: string, now = new Date()): string {
  const date = new Date(value);
  if (sameDay(date, now)) return formatter(locale, 'clock', CLOCK).format(date);
  return date.getFullYear() === now.getFullYear()
    ? formatter(locale, 'day', { month: 'short', day: 'numeric' }).format(date)
    : formatter(locale, 'day-year', { year: 'numeric', month: 'short', day: 'numeric' }).format(date);
}

/** Time under a message bubble: the clock time, with the date when not today. */
export function formatMessageTime(value: string | number, locale: string, now = new Date()): string {
  const date = new Date(value);
  return sameDay(date, now)
    ? formatter(locale, 'clock', CLOCK).format(date)
    : formatter(locale, 'day-clock', { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }).format(date);
}

/** A calendar day with its year (e.g. "Oct 1, 2026"), in the browser's time zone. */
export function formatDay(value: string | number, locale: string): string {
  return formatter(locale, 'day-year', { year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(value));
}
