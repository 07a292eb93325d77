// The summary's arithmetic: a figure against the period before, and one currency's amounts read from
// the per-currency lists the server answers.
import type { Currency } from '../../../common/chat-pay';
import type { Amount, PeriodStats, Revenue } from '../../../common/contracts/chat-pay-stats';

/** The change in percent, rounded; null when the period before had nothing to compare with. */
export function changePercent(current: number, previous: number): number | null {
  return previous === 0 ? null : Math.round(((current - previous) / previous) * 100);
}

export const revenueIn = (period: PeriodStats, currency: Currency): Revenue =>
  period.revenue.find((row) => row.currency === currency) ?? { currency, revenue: 0, orders: 0, average: 0 };

export const amountIn = (amounts: readonly Amount[], currency: Currency): number =>
  amounts.find((amount) => amount.currency === currency)?.amount ?? 0;

/** The currencies of either period, the one with the most revenue now first (the chart's). */
export function currenciesOf(current: PeriodStats, previous: PeriodStats): Currency[] {
  const all = [...new Set([...current.revenue, ...previous.revenue].map((row) => row.currency))];
  return all.sort((a, b) => revenueIn(current, b).revenue - revenueIn(current, a).revenue);
}
