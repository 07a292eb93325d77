// A table of rows (table-data.ts) and the button that downloads it as CSV, header row included.
import { useLingui } from '@lingui/react/macro';
import { secondaryButton } from '../ui/buttons';
import { csvText, downloadCsv } from './csv-download';
import { csvCells, type TableData } from './table-data';

export function DataTable<R>({ label, data }: { label: string; data: TableData<R> }) {
  return (
    <div className="overflow-x-auto">
      <table aria-label={label} className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 text-xs text-slate-500">
          <tr>{data.columns.map((column) => <th key={column.header} scope="col" className={`p-2 ${column.numeric ? 'text-right' : ''}`}>{column.header}</th>)}</tr>
        </thead>
        <tbody>
          {data.rows.map((row, index) => (
            <tr key={index} className="border-b border-slate-100">
              {data.columns.map((column) => (
                <td key={column.header} className={`p-2 ${column.numeric ? 'text-right tabular-nums whitespace-nowrap' : ''}`}>{column.text(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** "Export CSV": the rows as `fileName`, made in the browser. */
export function ExportCsvButton<R>({ label, fileName, data }: { label: string; fileName: string; data: TableData<R> }) {
  const { t } = useLingui();
  const exportCsv = () => {
    const { header, rows } = csvCells(data);
    downloadCsv(fileName, csvText(header, rows));
  };
  return (
    <button type="button" className={secondaryButton} onClick={exportCsv} disabled={data.rows.length === 0} aria-label={t`Export ${label} as CSV`}>
      {t`Export CSV`}
    </button>
  );
}
