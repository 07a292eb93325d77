// The statistics' rows to the contract (common/contracts/chat-pay-stats.ts): a period's days all
// present, zeros where nothing was sold; sums per currency; the average order rounded to the minor unit.
import type { Currency } from '../../../common/chat-pay';
import { daysOf } from '../../../common/chat-pay-stats';
import type { AgentStats, Amount, PeriodStats, RankedProduct, Revenue } from '../../../common/contracts/chat-pay-stats';
import { memberName } from '../orders/agent';
import type { AgentSales, DayRow, RankRow } from './store';

/** Amounts added per currency, in the order the currencies first came. */
function sumByCurrency<T extends { currency: Currency }>(rows: readonly T[], amount: (row: T) => number): Map<Currency, number> {
  const sums = new Map<Currency, number>();
  for (const row of rows) sums.set(row.currency, (sums.get(row.currency) ?? 0) + amount(row));
  return sums;
}

const amounts = (sums: Map<Currency, number>): Amount[] => [...sums].map(([currency, amount]) => ({ currency, amount }));

/** The period `start`–`end` of rows that may hold other days too (both periods are read at once). */
export function toPeriodStats(rows: readonly DayRow[], start: string, end: string): PeriodStats {
  const inside = rows.filter((row) => row.day >= start && row.day <= end);
  const orders = sumByCurrency(inside, (row) => row.orders);
  const revenue: Revenue[] = [...sumByCurrency(inside, (row) => row.revenue)].map(([currency, sum]) => {
    const count = orders.get(currency) ?? 0;
    return { currency, revenue: sum, orders: count, average: count === 0 ? 0 : Math.round(sum / count) };
  }).filter((row) => row.orders > 0);
  return {
    starttime: start,
    endtime: end,
    orders: inside.reduce((total, row) => total + row.orders, 0),
    cancelled: inside.reduce((total, row) => total + row.cancelled, 0),
    revenue,
    days: daysOf(start, end).map((date) => {
      const ofDay = inside.filter((row) => row.day === date);
      return {
        date,
        orders: ofDay.reduce((total, row) => total + row.orders, 0),
        revenue: amounts(sumByCurrency(ofDay, (row) => row.revenue)).filter((amount) => amount.amount > 0),
      };
    }),
  };
}

export const toRankedProduct = (row: RankRow): RankedProduct =>
  ({ product_id: row.productId, title: row.title, quantity: row.quantity, revenue: row.revenue, currency: row.currency });

type Named = { id: string; firstName: string; lastName: string; email: string };

/** Every member who sold or sent in the period, most orders first, then most sends, then by name. */
export function toAgents(sales: readonly AgentSales[], sends: ReadonlyMap<string, number>, people: readonly Named[]): AgentStats[] {
  const ids = [...new Set([...sales.map((row) => row.agentId), ...sends.keys()])];
  const names = new Map(people.map((person) => [person.id, memberName(person)]));
  return ids.map((id) => {
    const own = sales.filter((row) => row.agentId === id);
    return {
      id,
      // A member whose account is gone is still counted, under their id.
      name: names.get(id) ?? id,
      orders: own.reduce((total, row) => total + row.orders, 0),
      revenue: amounts(sumByCurrency(own, (row) => row.revenue)),
      sent: sends.get(id) ?? 0,
    };
  }).sort((a, b) => b.orders - a.orders || b.sent - a.sent || a.name.localeCompare(b.name));
}
