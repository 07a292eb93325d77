// A chart with its data (docs/charts.md): a heading, the chart or, at "Show as table", the same rows
// as a table, and "Export CSV" of those rows. The console's one way to show a chart.
import { useId, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { secondaryButton } from '../ui/buttons';
import { Chart } from './Chart';
import type { ChartSpec } from './chart-types';
import { DataTable, ExportCsvButton } from './DataTable';
import type { TableData } from './table-data';

interface ChartFigureProps<R> {
  title: string;
  /** What the chart shows, in a sentence: its accessible name. */
  summary: string;
  spec: ChartSpec;
  data: TableData<R>;
  fileName: string;
  /** Controls of the figure's own (what to rank by), beside its buttons. */
  controls?: ReactNode;
}

export function ChartFigure<R>({ title, summary, spec, data, fileName, controls }: ChartFigureProps<R>) {
  const { t } = useLingui();
  const headingId = useId();
  const [asTable, setAsTable] = useState(false);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="mr-auto text-base font-semibold text-slate-900">{title}</h2>
        {controls}
        <button type="button" className={secondaryButton} aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
          {t`Show as table`}
        </button>
        <ExportCsvButton label={title} fileName={fileName} data={data} />
      </div>
      {asTable ? <DataTable label={title} data={data} /> : <Chart spec={spec} summary={summary} />}
    </section>
  );
}
