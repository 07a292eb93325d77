// The customer-group CSV format (docs/customer-groups.md): UTF-8 (a byte-order mark is fine),
// comma-separated with RFC 4180 quoting; the first row is a header with a column named as the
// import's type (`customerId` or `objectId`, any case); other columns are ignored, blank cells
// skipped, an id given twice counts once.
import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import type { CsvIdType } from '../../common/customer-groups';

/** The file cannot be imported; the message says why (it becomes the task's error). */
export class CsvImportError extends Error {}

const normalized = (cell: string) => cell.trim().toLowerCase();

/** The distinct ids of the file's `type` column, in file order. */
export async function readCsvIds(source: Readable, type: CsvIdType): Promise<string[]> {
  const parser = parse({ bom: true, relax_column_count: true, skip_empty_lines: true, trim: true });
  // A storage failure mid-file (its message would name server paths) ends the parse plainly.
  source.on('error', () => parser.destroy(new CsvImportError('the CSV file could not be read from file storage')));
  source.pipe(parser);
  const ids = new Set<string>();
  let column = -1;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (column < 0) {
        column = record.findIndex((cell) => normalized(cell) === normalized(type));
        if (column < 0) throw new CsvImportError(`the CSV has no ${type} column in its header row`);
        continue;
      }
      const id = record[column] ?? '';
      if (id !== '') ids.add(id);
    }
  } catch (error) {
    if (error instanceof CsvImportError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new CsvImportError(`the CSV could not be read: ${reason}`);
  } finally {
    // Stopped early (no id column, bad quoting): nothing more is read from the file.
    source.destroy();
  }
  if (column < 0) throw new CsvImportError('the CSV is empty: it needs a header row and a row per customer');
  if (ids.size === 0) throw new CsvImportError(`the CSV has no ${type} values below its header row`);
  return [...ids];
}
