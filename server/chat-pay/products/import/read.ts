// Reading the product CSV (common/chat-pay-csv.ts has its columns): UTF-8 (a byte-order mark is fine),
// comma-separated with RFC 4180 quoting, the first row naming the columns in any of the console's
// languages (others are ignored), blank rows skipped, a cell an export defused (`'=…`) read as it was.
import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { productCsvColumnOf, type ProductCsvColumn } from '../../../../common/chat-pay-csv';
import { TaskErrorKey } from '../../../../common/error-keys';
import { csvCellValue } from '../../../exports/csv';
import { TaskError } from '../../../tasks/task-error';
import type { Cells } from './rows';

/** The rows below the header as cells by column, each with its number as a spreadsheet shows it (the header is row 1). */
export async function readProductCsv(source: Readable): Promise<{ row: number; cells: Cells }[]> {
  const parser = parse({ bom: true, relax_column_count: true, skip_empty_lines: true });
  // A storage failure mid-file (its message would name server paths) ends the parse plainly.
  source.on('error', () => parser.destroy(new TaskError(TaskErrorKey.FILE_UNREADABLE, 'the CSV file could not be read from file storage')));
  source.pipe(parser);
  let columns: (ProductCsvColumn | undefined)[] | undefined;
  const rows: { row: number; cells: Cells }[] = [];
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (!columns) {
        columns = record.map(productCsvColumnOf);
        if (!columns.some(Boolean)) throw new TaskError(TaskErrorKey.CSV_NO_PRODUCT_COLUMNS, 'the CSV names none of the product columns in its header row');
        continue;
      }
      const cells: Cells = {};
      for (const [index, column] of columns.entries()) if (column) cells[column] = csvCellValue(record[index] ?? '');
      rows.push({ row: rows.length + 2, cells });
    }
  } catch (error) {
    if (error instanceof TaskError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new TaskError(TaskErrorKey.CSV_UNREADABLE, `the CSV could not be read: ${reason}`);
  } finally {
    source.destroy();
  }
  if (!columns) throw new TaskError(TaskErrorKey.CSV_NO_PRODUCT_COLUMNS, 'the CSV is empty: it needs a header row naming the product columns');
  return rows;
}
