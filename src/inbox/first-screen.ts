// The page's first screen is up: the sync worker starts after it (docs/sync.md "Start"), so fetching
// and evaluating the worker's script, its IndexedDB work and its socket do not compete with the page
// reading and rendering its first screen of rows, which it reads from IndexedDB itself.
import { useEffect } from 'react';

/** At most this long after the first render, the start goes even if a list is still reading (a blocked database). */
export const MAX_HOLD_MS = 3000;

/** Inbox lists mounted that have not shown their first rows yet. */
let listsReading = 0;
let up = false;
const waiting: (() => void)[] = [];

function settle(force = false): void {
  if (up || (listsReading > 0 && !force)) return;
  up = true;
  for (const resolve of waiting.splice(0)) resolve();
}

/** After the browser has painted what React committed (a frame, then a task). */
function afterPaint(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run, 0));
}

/**
 * Resolves once the page's first screen is up: at the page's first idle moment after the first render
 * (whatever page it is), but not before the inbox lists on it show their first rows (MAX_HOLD_MS at
 * most). Settled once per page load: later calls (another organization) resolve at once.
 */
export function afterFirstScreen(): Promise<void> {
  if (up) return Promise.resolve();
  return new Promise((resolve) => {
    waiting.push(resolve);
    // By then every effect of the first render has run: an inbox list on the page is counted.
    if ('requestIdleCallback' in globalThis) requestIdleCallback(() => settle(), { timeout: 1000 });
    else afterPaint(() => settle());
    setTimeout(() => settle(true), MAX_HOLD_MS);
  });
}

/** An inbox list holds the worker's start until its first rows (or its empty state) are on screen. */
export function useFirstRowsShown(shown: boolean): void {
  useEffect(() => {
    if (up || shown) return;
    listsReading++;
    // The rows are committed (or the list is gone): once they are painted, the worker may start.
    return () => afterPaint(() => {
      listsReading--;
      settle();
    });
  }, [shown]);
}
