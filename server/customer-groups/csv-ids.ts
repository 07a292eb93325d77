// The customer-group CSV format (docs/customer-groups.md): UTF-8 (a byte-order mark is fine),
// comma-separated with RFC 4180 quoting; the first row is a header with a column named as the
// import's type (`customerId` or `objectId`, any case) or as a customer export names that id in any
// of its languages (`Platform ID`, `顧客 ID`, …); other columns are ignored, blank cells skipped, an
// id given twice counts once, and a cell the export defused (`'+886…`) is read as it was.
import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { csvIdHeaders, type CsvIdType } from '../../common/customer-groups';
import { TaskErrorKey } from '../../common/error-keys';
import { csvCellValue } from '../exports/csv';
import { TaskError } from '../tasks/task-error';

/** The file cannot be imported: its key and message say why (they become the task's error). */
export class CsvImportError extends TaskError {}

const NO_ID_COLUMN: Record<CsvIdType, TaskErrorKey> = {
  customerId: TaskErrorKey.CSV_NO_CUSTOMER_ID,
  objectId: TaskErrorKey.CSV_NO_OBJECT_ID,
};

const normalized = (cell: string) => cell.trim().toLowerCase();

/** The distinct ids of the file's `type` column, in file order. */
export async function readCsvIds(source: Readable, type: CsvIdType): Promise<string[]> {
  const parser = parse({ bom: true, relax_column_count: true, skip_empty_lines: true, trim: true });
  // A storage failure mid-file (its message would name server paths) ends the parse plainly.
  source.on('error', () => parser.destroy(new CsvImportError(TaskErrorKey.FILE_UNREADABLE, 'the CSV file could not be read from file storage')));
  source.pipe(parser);
  const headers = csvIdHeaders(type).map(normalized);
  const ids = new Set<string>();
  let column = -1;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (column < 0) {
        column = record.findIndex((cell) => headers.includes(normalized(cell)));
        if (column < 0) throw new CsvImportError(NO_ID_COLUMN[type], `the CSV has no ${type} column in its header row`);
        continue;
      }
      const id = csvCellValue(record[column] ?? '');
      if (id !== '') ids.add(id);
    }
  } catch (error) {
    if (error instanceof CsvImportError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new CsvImportError(TaskErrorKey.CSV_UNREADABLE, `the CSV could not be read: ${reason}`);
  } finally {
    // Stopped early (no id column, bad quoting): nothing more is read from the file.
    source.destroy();
  }
  if (column < 0) throw new CsvImportError(TaskErrorKey.CSV_EMPTY, 'the CSV is empty: it needs a header row and a row per customer');
  if (ids.size === 0) throw new CsvImportError(TaskErrorKey.CSV_NO_IDS, `the CSV has no ${type} values below its header row`);
  return [...ids];
}
