// The data behind a chart as a table (ChartFigure.tsx): each column's header in the console's
// language, the text shown in a cell, and the plain value its CSV holds (numbers without formatting).

export interface DataColumn<R> {
  header: string;
  text: (row: R) => string;
  /** The CSV's cell; the shown text when absent. */
  value?: (row: R) => string | number;
  numeric?: boolean;
}

export interface TableData<R> {
  columns: readonly DataColumn<R>[];
  rows: readonly R[];
}

export function csvCells<R>(data: TableData<R>): { header: string[]; rows: string[][] } {
  return {
    header: data.columns.map((column) => column.header),
    rows: data.rows.map((row) => data.columns.map((column) => String(column.value ? column.value(row) : column.text(row)))),
  };
}
