// The products sold most in the period, by quantity or by revenue (orders not cancelled), as bars.
import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatMoney, majorAmount } from '../../../common/chat-pay';
import type { RankedProduct, StatsRank } from '../../../common/contracts/chat-pay-stats';
import { ChartFigure } from '../../charts/ChartFigure';
import type { DataColumn } from '../../charts/table-data';

type RankBy = 'quantity' | 'revenue';

/** A product's title short enough for the axis; the table has it whole. */
const axisTitle = (title: string) => (title.length > 12 ? `${title.slice(0, 11)}…` : title);

export function TopProductsChart({ rank }: { rank: StatsRank }) {
  const { t, i18n } = useLingui();
  const selectId = useId();
  const [by, setBy] = useState<RankBy>('quantity');
  const rows = by === 'quantity' ? rank.byQuantity : rank.byRevenue;
  const count = new Intl.NumberFormat(i18n.locale);
  const columns: DataColumn<RankedProduct>[] = [
    { header: t`Product`, text: (row) => row.title },
    { header: t`Quantity sold`, text: (row) => count.format(row.quantity), value: (row) => row.quantity, numeric: true },
    { header: t`Revenue`, text: (row) => formatMoney(row.revenue, row.currency, i18n.locale), value: (row) => majorAmount(row.revenue, row.currency), numeric: true },
    { header: t`Currency`, text: (row) => row.currency },
  ];
  const top = rows[0];
  const topTitle = top?.title ?? '';
  const summary = !top ? t`No products sold in this period.`
    : by === 'quantity'
      ? t`Top products by quantity sold; first ${topTitle} with ${top.quantity}.`
      : t`Top products by revenue; first ${topTitle} with ${formatMoney(top.revenue, top.currency, i18n.locale)}.`;
  return (
    <ChartFigure
      title={t`Top products`}
      summary={summary}
      fileName={`top-products-${by}.csv`}
      data={{ columns, rows }}
      controls={(
        <label htmlFor={selectId} className="flex items-center gap-2 text-sm text-slate-700">
          {t`Rank by`}
          <select id={selectId} value={by} onChange={(event) => setBy(event.target.value as RankBy)}
            className="rounded-md border border-slate-300 px-2 py-1 text-sm focus:border-indigo-500 focus:outline-none">
            <option value="quantity">{t`Quantity sold`}</option>
            <option value="revenue">{t`Revenue`}</option>
          </select>
        </label>
      )}
      spec={{
        labels: rows.map((row) => axisTitle(row.title)),
        series: [by === 'quantity'
          ? { label: t`Quantity sold`, style: 'bars', color: '#4f46e5', values: rows.map((row) => row.quantity), format: (value) => count.format(value), integer: true }
          : { label: t`Revenue`, style: 'bars', color: '#4f46e5', values: rows.map((row) => majorAmount(row.revenue, row.currency)), format: (value) => count.format(value) }],
      }}
    />
  );
}
