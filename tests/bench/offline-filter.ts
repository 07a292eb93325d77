// All customers offline (issue 27), in the message center's console with its synced customers: the
// server stopped, the screen asked for a three-condition filter (tags any of, platform, last message
// range) by its address, timed until the table shows its first page of 40 rows, and until the header
// says how many match. The seed's customers are all live chat and all wrote within the day, so the
// platform and the last 30 days select all of them; the tags select 14%.
import type { Page } from '@playwright/test';
import type { CustomerFilterQuery } from '../../common/contracts/customer-filter';
import { FILTER_CUSTOMERS_FIRST_PAGE } from '../../common/customer-filter';
import { figure, median, type Figure } from './figures';

const DAY = 86_400_000;
/** The table's row height (src/customer-management/all-customers/CustomerTable.tsx ROW_PX). */
const ROW_PX = 52;

/** The seed's tags of customer n: vip on every tenth, returning on every 25th, newsletter (never asked for) on every third. */
export const benchTagsOf = (n: number): string[] => [
  ...(n % 10 === 1 ? ['vip'] : []), ...(n % 25 === 0 ? ['returning'] : []), ...(n % 3 === 0 ? ['newsletter'] : []),
];

/** Tags any of vip and returning, live chat, last message in the last 30 days (from a UTC midnight, as the panel's days are whole days). */
export function threeConditions(now = Date.now()): CustomerFilterQuery {
  return {
    tagDensity: { $in: ['vip', 'returning'] },
    platforms: ['livechat'],
    conversationDate: { type: 'after', start: new Date(Math.floor((now - 30 * DAY) / DAY) * DAY).toISOString() },
  };
}

export interface OfflineFilterFigures { firstPageMs: Figure; countMs: Figure; matches: number }

/**
 * With the console on all customers and the server stopped: each run goes to the unfiltered list
 * (every synced customer, and waits for its count), then to the filtered address, as a shared link
 * or back would (the router hears popstate), and times that until its first page is in the table and
 * until its count is shown. Checks the first row and the count against the seed.
 */
export async function timeOfflineFilter(page: Page, orgId: string, customers: number, runs: number): Promise<OfflineFilterFigures> {
  const plain = `/customer-management/${orgId}/all-customers`;
  const filtered = `${plain}?${new URLSearchParams({ filter: JSON.stringify(threeConditions()) })}`;
  let expected = 0;
  for (let n = 0; n < customers; n++) if (benchTagsOf(n).some((tag) => tag === 'vip' || tag === 'returning')) expected += 1;
  const pages: Figure[] = [];
  const counts: Figure[] = [];
  // The first run (the screen's code loaded, IndexedDB opened) is not counted.
  for (let run = 0; run <= runs; run++) {
    // oxlint-disable unicorn/consistent-function-scoping -- this function runs in the page, where nothing outside it exists
    const timed = await page.evaluate(async ({ from, to, firstPage, rowPx }) => {
      const go = (path: string) => {
        history.pushState(null, '', path);
        dispatchEvent(new PopStateEvent('popstate'));
      };
      const header = () => document.querySelector('section[aria-label="All customers"] output[aria-live="polite"]')?.textContent ?? '';
      const until = (check: () => boolean) => new Promise<void>((resolve, reject) => {
        const deadline = performance.now() + 120_000;
        const poll = () => {
          if (check()) resolve();
          else if (performance.now() > deadline) reject(new Error(`all customers never got there; the header says ${header()}`));
          else requestAnimationFrame(poll);
        };
        poll();
      });
      const table = () => document.querySelector<HTMLElement>('[data-testid="customer-table"]');
      // The filter's words and the table in one frame: the table of the new address (it goes while a list loads).
      const rowsOf = (filtering: boolean) => Boolean(table()?.querySelector('tr[data-index]')) && Boolean(document.querySelector('[data-testid="filter-words"]')) === filtering;
      go(from);
      await until(() => rowsOf(false) && /^[\d,]+ customers$/.test(header()));
      const started = performance.now();
      go(to);
      await until(() => rowsOf(true) && table()!.scrollHeight >= firstPage * rowPx);
      const firstPageMs = performance.now() - started;
      await until(() => /^[\d,]+ customers match$/.test(header()));
      return {
        firstPageMs,
        countMs: performance.now() - started,
        firstName: table()!.querySelector('tr[data-index="0"] a')?.textContent,
        matches: Number(/^[\d,]+/.exec(header())![0].replaceAll(',', '')),
      };
    }, { from: plain, to: filtered, firstPage: FILTER_CUSTOMERS_FIRST_PAGE, rowPx: ROW_PX });
    // oxlint-enable unicorn/consistent-function-scoping
    if (timed.firstName !== 'Customer 0' || timed.matches !== expected) {
      throw new Error(`the offline filter showed ${timed.firstName} first and ${timed.matches} matches, not Customer 0 and ${expected}`);
    }
    if (run === 0) continue;
    pages.push(figure(timed.firstPageMs));
    counts.push(figure(timed.countMs));
  }
  return { firstPageMs: median(pages), countMs: median(counts), matches: expected };
}
