// What a chart draws (Chart.tsx), independent of the library that draws it (docs/charts.md): values
// over categories (days, products), each series as a line or bars on the left or the right axis.

export interface ChartSeries {
  label: string;
  values: readonly number[];
  /** At most one series of a chart is bars (they would cover each other). */
  style: 'line' | 'bars';
  /** The right axis, for a second unit (orders beside revenue). */
  axis?: 'left' | 'right';
  /** A CSS colour. */
  color: string;
  /** How the axis writes a value (money, counts). */
  format?: (value: number) => string;
  /** Counts: the axis marks whole numbers only. */
  integer?: boolean;
}

export interface ChartSpec {
  /** One per value of every series, in order: the horizontal axis. */
  labels: readonly string[];
  series: readonly ChartSeries[];
  height?: number;
}
