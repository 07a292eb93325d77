// A table's rows as a CSV file the browser downloads (common/csv.ts: the BOM for spreadsheets, cells
// quoted and defused as the server's exports are).
import { CSV_BOM, csvRow } from '../../common/csv';

export function csvText(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return CSV_BOM + csvRow(header) + rows.map((row) => csvRow(row)).join('');
}

export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
