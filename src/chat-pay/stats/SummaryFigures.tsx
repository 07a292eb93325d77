// The period's revenue, orders and average order (per currency), each with its change against the
// period of the same length just before.
import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '../../../common/chat-pay';
import type { StatsInfo } from '../../../common/contracts/chat-pay-stats';
import { changePercent, currenciesOf, revenueIn } from './figures';

function Figure({ label, value, current, previous }: { label: string; value: string; current: number; previous: number }) {
  const { t, i18n } = useLingui();
  const change = changePercent(current, previous);
  const percent = change === null ? '' : new Intl.NumberFormat(i18n.locale, { signDisplay: 'exceptZero', style: 'percent' }).format(change / 100);
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="text-2xl font-semibold text-slate-900 tabular-nums">{value}</dd>
      <dd className="text-xs text-slate-600">
        {change === null ? t`Nothing to compare with in the previous period` : t`${percent} against the previous period`}
      </dd>
    </div>
  );
}

export function SummaryFigures({ info }: { info: StatsInfo }) {
  const { t, i18n } = useLingui();
  const { current, previous } = info;
  const count = (n: number) => new Intl.NumberFormat(i18n.locale).format(n);
  return (
    <dl aria-label={t`Summary`} className="grid gap-3 sm:grid-cols-3">
      <Figure label={t`Orders`} value={count(current.orders)} current={current.orders} previous={previous.orders} />
      {currenciesOf(current, previous).flatMap((currency) => {
        const now = revenueIn(current, currency);
        const before = revenueIn(previous, currency);
        return [
          <Figure key={`revenue-${currency}`} label={t`Revenue (${currency})`} value={formatMoney(now.revenue, currency, i18n.locale)} current={now.revenue} previous={before.revenue} />,
          <Figure key={`average-${currency}`} label={t`Average order (${currency})`} value={formatMoney(now.average, currency, i18n.locale)} current={now.average} previous={before.average} />,
        ];
      })}
    </dl>
  );
}
