// A chart (docs/charts.md): an image to assistive technology, named by a summary of what it shows,
// drawn by the chart library loaded on first use (UPlotChart.tsx), with its legend beside it. Every
// chart also comes as a table with its CSV (ChartFigure.tsx): the summary is no substitute for the data.
import { lazy, Suspense } from 'react';
import type { ChartSpec } from './chart-types';

const UPlotChart = lazy(() => import('./UPlotChart'));

export function Chart({ spec, summary }: { spec: ChartSpec; summary: string }) {
  return (
    <div className="flex flex-col gap-2">
      {/* oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- a canvas drawing named as one image: no <img> can hold it */}
      <div role="img" aria-label={summary} style={{ minHeight: spec.height ?? 240 }}>
        <Suspense fallback={null}>
          <UPlotChart spec={spec} />
        </Suspense>
      </div>
      <ul aria-hidden="true" className="flex flex-wrap gap-4 text-xs text-slate-600">
        {spec.series.map((series) => (
          <li key={series.label} className="flex items-center gap-1.5">
            <span className={series.style === 'line' ? 'h-0.5 w-4' : 'h-3 w-3 rounded-sm'} style={{ background: series.color }} />
            {series.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
