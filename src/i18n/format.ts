// Dates in the active language, with Intl (ARCHITECTURE.md §2).

function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** Inbox time: the clock time for today, the date otherwise. */
export function formatListTime(value: string | number, locale: string, now = new Date()): string {
  const date = new Date(value);
  const options: Intl.DateTimeFormatOptions = sameDay(date, now)
    ? { hour: '2-digit', minute: '2-digit' }
    : { year: date.getFullYear() === now.getFullYear() ? undefined : 'numeric', month: 'short', day: 'numeric' };
  return new Intl.DateTimeFormat(locale, options).format(date);
}

/** Time under a message bubble: the clock time, with the date when not today. */
export function formatMessageTime(value: string | number, locale: string, now = new Date()): string {
  const date = new Date(value);
  const options: Intl.DateTimeFormatOptions = sameDay(date, now)
    ? { hour: '2-digit', minute: '2-digit' }
    : { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' };
  return new Intl.DateTimeFormat(locale, options).format(date);
}
