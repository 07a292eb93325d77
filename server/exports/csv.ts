// CSV text (RFC 4180) for exports opened in spreadsheets.

import { CSV_BOM, csvRow } from '../../common/csv';

// The cells are common/csv.ts's, shared with the console's own CSV downloads.
export { CSV_BOM, csvCell, csvCellValue, csvRow } from '../../common/csv';

/** One formatter per time zone: making one costs about as much as formatting a thousand dates with it. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit',
      hour: '2-digit', minute: '2-digit', second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** `YYYY-MM-DD HH:mm:ss` in `timeZone`, or '' for no date. */
export function csvTime(date: Date | null | undefined, timeZone: string): string {
  if (!date) return '';
  const parts = formatterOf(timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

/**
 * A CSV export's text: the BOM and header row, then the rows page by page in objectId order (`page`
 * reads the rows after an id), reporting progress between pages (which yields to the event loop).
 */
export async function* pagedCsv<Row extends { objectId: string }>(options: {
  header: readonly string[];
  page: (afterId: string) => Promise<Row[]>;
  cells: (row: Row) => readonly string[];
  signal: AbortSignal;
  progress: (done: number) => Promise<void>;
}): AsyncGenerator<string> {
  yield CSV_BOM + csvRow(options.header);
  let after = '';
  let done = 0;
  for (;;) {
    options.signal.throwIfAborted();
    const rows = await options.page(after);
    if (rows.length === 0) break;
    yield rows.map((row) => csvRow(options.cells(row))).join('');
    done += rows.length;
    after = rows[rows.length - 1]!.objectId;
    await options.progress(done);
  }
}
