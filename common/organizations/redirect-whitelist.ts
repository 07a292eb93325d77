// The organization's trusted redirect targets (01 §3 redirectOptions.whitelist): routes of the
// console (`/path`) or http(s) URLs. One rule for the settings page and the server.

export const REDIRECT_WHITELIST_MAX = 50;
export const REDIRECT_ENTRY_MAX_LENGTH = 500;

export type RedirectEntryProblem = 'empty' | 'too-long' | 'invalid' | 'duplicate';

/** The entry as stored (trimmed; URLs in their normal form), or null when it is neither a path nor an http(s) URL. */
export function normalizeRedirectEntry(entry: string): string | null {
  const value = entry.trim();
  if (value.startsWith('/')) {
    // A path of this origin; `//host` would leave it, and whitespace or backslashes never belong in one.
    return value.startsWith('//') || /[\s\\]/.test(value) ? null : value;
  }
  if (!URL.canParse(value)) return null;
  const url = new URL(value);
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname || url.username || url.password) return null;
  return url.href;
}

/** What is wrong with `entry` given the entries already listed (compared in their normal form), or null. */
export function redirectEntryProblem(entry: string, others: readonly string[]): RedirectEntryProblem | null {
  const value = entry.trim();
  if (!value) return 'empty';
  if (value.length > REDIRECT_ENTRY_MAX_LENGTH) return 'too-long';
  const normal = normalizeRedirectEntry(value);
  if (normal === null) return 'invalid';
  return others.some((other) => normalizeRedirectEntry(other) === normal) ? 'duplicate' : null;
}

/** The first problem of a whole list, with the entry it concerns. */
export function redirectWhitelistProblem(entries: readonly string[]): { entry: string; problem: RedirectEntryProblem | 'too-many' } | null {
  if (entries.length > REDIRECT_WHITELIST_MAX) return { entry: '', problem: 'too-many' };
  for (const [index, entry] of entries.entries()) {
    const problem = redirectEntryProblem(entry, entries.slice(0, index));
    if (problem) return { entry, problem };
  }
  return null;
}
