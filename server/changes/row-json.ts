// Rows read as one JSON text each (row_to_json) instead of one value per column. PGlite's driver pays
// per value (a buffer copy and a text decode each), so a 500-row page of customers costs about half
// as much this way; node-postgres also parses fewer values. The text is decoded into the table's own
// row type with each column's driver mapping (a timestamp's text to a Date, …), so what the rows
// give the serializers is the same as a select's.
import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';

/** Decodes `row_to_json` text of a row of `table` (keys are column names) into the table's row type. */
export function jsonRowDecoder<T extends Table>(table: T): (text: string) => InferSelectModel<T> {
  const columns = Object.entries(getTableColumns(table));
  return (text) => {
    const json = JSON.parse(text) as Record<string, unknown>;
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = json[column.name] ?? null;
      // A json column's value is already decoded: its driver mapping would parse a JSON string a second time.
      row[key] = value === null || column.dataType === 'json' ? value : column.mapFromDriverValue(value);
    }
    return row as InferSelectModel<T>;
  };
}
