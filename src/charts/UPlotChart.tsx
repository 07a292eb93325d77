// The one place the chart library is imported (uPlot, docs/charts.md): Chart.tsx loads this file
// lazily, so uPlot lands in a chunk of its own, fetched only by the pages that draw charts.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
// oxlint-disable-next-line import/no-unassigned-import -- uPlot's layers (canvas, cursor) stack by its own styles; they come in this lazy chunk's CSS
import 'uplot/dist/uPlot.min.css';
import type { ChartSeries, ChartSpec } from './chart-types';

const DEFAULT_HEIGHT = 240;
/** The steps between marks of a count's axis. */
const WHOLE_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 100_000, 1_000_000];

/** A category axis: whole positions 0…n-1 named by `labels`. */
const categoryValues = (labels: readonly string[]) => (_u: uPlot, splits: number[]) =>
  splits.map((split) => (Number.isInteger(split) ? labels[split] ?? '' : ''));

const valueAxis = (series: ChartSeries | undefined, side: 1 | 3): uPlot.Axis => ({
  scale: side === 3 ? 'left' : 'right',
  side,
  grid: { show: side === 3 },
  values: (_u, splits) => splits.map((split) => (series?.format ? series.format(split) : String(split))),
  ...(series?.integer ? { incrs: WHOLE_STEPS } : {}),
  size: 64,
});

function optionsOf(spec: ChartSpec, width: number): uPlot.Options {
  const left = spec.series.find((series) => (series.axis ?? 'left') === 'left');
  const right = spec.series.find((series) => series.axis === 'right');
  return {
    width,
    height: spec.height ?? DEFAULT_HEIGHT,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: {
      x: { time: false, range: [-0.5, spec.labels.length - 0.5] },
      left: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
      right: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
    },
    axes: [
      { values: categoryValues(spec.labels), incrs: [1, 2, 5, 7, 10, 14, 30, 60], grid: { show: false } },
      valueAxis(left, 3),
      ...(right ? [valueAxis(right, 1)] : []),
    ],
    series: [
      {},
      ...spec.series.map((series): uPlot.Series => ({
        label: series.label,
        scale: series.axis ?? 'left',
        stroke: series.color,
        width: series.style === 'line' ? 2 : 0,
        ...(series.style === 'bars'
          ? {
            fill: series.color,
            paths: uPlot.paths.bars!({ size: [0.6, 48] }),
            points: { show: false },
          }
          : { points: { show: spec.labels.length <= 31 } }),
      })),
    ],
  };
}

const dataOf = (spec: ChartSpec): uPlot.AlignedData => [spec.labels.map((_, i) => i), ...spec.series.map((series) => [...series.values])];

export default function UPlotChart({ spec }: { spec: ChartSpec }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current!;
    const plot = new uPlot(optionsOf(spec, element.clientWidth || 600), dataOf(spec), element);
    const resized = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: spec.height ?? DEFAULT_HEIGHT }));
    resized.observe(element);
    return () => {
      resized.disconnect();
      plot.destroy();
    };
  }, [spec]);

  return <div ref={box} className="w-full" />;
}
