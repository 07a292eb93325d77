// Revenue (the main currency, a line) and orders (bars) per day of the period; the table has every
// currency's revenue per day.
import { useLingui } from '@lingui/react/macro';
import { formatMoney, majorAmount, type Currency } from '../../../common/chat-pay';
import { parseStatsDay } from '../../../common/chat-pay-stats';
import type { StatsDay, StatsInfo } from '../../../common/contracts/chat-pay-stats';
import { ChartFigure } from '../../charts/ChartFigure';
import type { DataColumn } from '../../charts/table-data';
import { amountIn, currenciesOf } from './figures';

export function DailyChart({ info }: { info: StatsInfo }) {
  const { t, i18n } = useLingui();
  const { current } = info;
  const currencies = currenciesOf(current, info.previous);
  const main: Currency | undefined = currencies[0];
  const dayText = (day: string) => new Intl.DateTimeFormat(i18n.locale, { month: 'numeric', day: 'numeric', timeZone: 'UTC' }).format(parseStatsDay(day)!);
  const fullDay = (day: string) => new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(parseStatsDay(day)!);
  const count = new Intl.NumberFormat(i18n.locale);
  const revenueOf = (currency: Currency) => t`Revenue (${currency})`;
  const columns: DataColumn<StatsDay>[] = [
    { header: t`Date`, text: (day) => fullDay(day.date), value: (day) => `${day.date.slice(0, 4)}-${day.date.slice(4, 6)}-${day.date.slice(6, 8)}` },
    { header: t`Orders`, text: (day) => count.format(day.orders), value: (day) => day.orders, numeric: true },
    ...currencies.map((currency): DataColumn<StatsDay> => ({
      header: revenueOf(currency),
      text: (day) => formatMoney(amountIn(day.revenue, currency), currency, i18n.locale),
      value: (day) => majorAmount(amountIn(day.revenue, currency), currency),
      numeric: true,
    })),
  ];
  const totalRevenue = main ? formatMoney(current.revenue.find((row) => row.currency === main)?.revenue ?? 0, main, i18n.locale) : '';
  const orders = current.orders;
  const first = fullDay(current.starttime);
  const last = fullDay(current.endtime);
  const summary = main
    ? t`Revenue and orders per day from ${first} to ${last}; in all, orders: ${orders}, revenue: ${totalRevenue}.`
    : t`Orders per day from ${first} to ${last}: no orders.`;
  return (
    <ChartFigure
      title={t`Revenue and orders per day`}
      summary={summary}
      fileName={`revenue-${current.starttime}-${current.endtime}.csv`}
      data={{ columns, rows: current.days }}
      spec={{
        labels: current.days.map((day) => dayText(day.date)),
        // The bars first: the revenue's line is drawn over them.
        series: [
          { label: t`Orders`, style: 'bars', axis: main ? 'right' : 'left', color: '#94a3b8', values: current.days.map((day) => day.orders), format: (value) => count.format(value), integer: true },
          ...(main ? [{
            label: revenueOf(main), style: 'line' as const, color: '#4f46e5',
            values: current.days.map((day) => majorAmount(amountIn(day.revenue, main), main)),
            format: (value: number) => count.format(value),
          }] : []),
        ],
      }}
    />
  );
}
