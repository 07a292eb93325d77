// CSV text (RFC 4180) opened in spreadsheets: the server's exports (server/exports/csv.ts) and the
// console's downloads of what a page shows (src/charts/csv-download.ts).

/** A byte-order mark first, so spreadsheet programs read the UTF-8 (CJK names) correctly. */
export const CSV_BOM = '\uFEFF';

/** What a spreadsheet would run as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: quoted when needed; a value starting with = + - @ (or a tab/CR) gets a leading
 * apostrophe, so a customer's name can never run as a spreadsheet formula (CSV injection).
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A cell's value as written, read back: the apostrophe that defused a formula goes. */
export function csvCellValue(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

export function csvRow(values: readonly string[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
