// The statistics' queries (docs/chat-pay.md), each scoped by the organization and its orders' creation
// time (shop_orders_org_created_idx): a period is its days from the first's midnight to the midnight
// after the last, in the zone the days are counted in. Cancelled orders are no sale.
import { and, eq, gte, inArray, lt, sql, type Column, type SQL } from 'drizzle-orm';
import type { Currency } from '../../../common/chat-pay';
import type { Queryable } from '../../db/client';
import { users } from '../../db/schema';
import { shopOrders, shopProductSends } from '../schema';

export interface Period { start: string; end: string; timeZone: string }

const isoDay = (day: string) => `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`;

/** `column` within the period's days. */
function within(column: Column, { start, end, timeZone }: Period): SQL {
  return and(
    gte(column, sql`(${isoDay(start)}::timestamp at time zone ${timeZone})`),
    lt(column, sql`((${isoDay(end)}::date + 1)::timestamp at time zone ${timeZone})`),
  )!;
}

async function rowsOf<T>(db: Queryable, query: SQL): Promise<T[]> {
  // Both drivers (PGlite, node-postgres) answer raw queries as { rows }.
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface DayRow { day: string; currency: Currency; orders: number; cancelled: number; revenue: number }

/** Per day (YYYYMMDD in the zone) and currency: orders not cancelled, cancelled ones, and the revenue. */
export async function ordersByDay(db: Queryable, orgId: string, period: Period): Promise<DayRow[]> {
  const rows = await rowsOf<Record<keyof DayRow, string>>(db, sql`
    select to_char(${shopOrders.createdAt} at time zone ${period.timeZone}, 'YYYYMMDD') as day, ${shopOrders.currency} as currency,
      count(*) filter (where ${shopOrders.status} <> 'cancelled') as orders,
      count(*) filter (where ${shopOrders.status} = 'cancelled') as cancelled,
      coalesce(sum(${shopOrders.total}) filter (where ${shopOrders.status} <> 'cancelled'), 0) as revenue
    from ${shopOrders}
    where ${shopOrders.orgId} = ${orgId} and ${within(shopOrders.createdAt, period)}
    group by 1, 2`);
  return rows.map((row) => ({ day: row.day, currency: row.currency as Currency, orders: Number(row.orders), cancelled: Number(row.cancelled), revenue: Number(row.revenue) }));
}

export interface RankRow { productId: string; title: string; currency: Currency; quantity: number; revenue: number }

/** The products sold (their lines as ordered), most first by `by`; a product's title is that of its latest order. */
export async function rankedProducts(db: Queryable, orgId: string, period: Period, by: 'quantity' | 'revenue', limit: number): Promise<RankRow[]> {
  const order = by === 'quantity' ? sql`quantity desc, revenue desc` : sql`revenue desc, quantity desc`;
  const rows = await rowsOf<Record<keyof RankRow, string>>(db, sql`
    select line->>'product_id' as "productId", line->>'currency' as currency,
      (array_agg(line->>'title' order by ${shopOrders.createdAt} desc))[1] as title,
      sum((line->>'quantity')::bigint) as quantity,
      sum((line->>'quantity')::bigint * (line->>'unit_price')::bigint) as revenue
    from ${shopOrders} cross join lateral jsonb_array_elements(${shopOrders.items}) as line
    where ${shopOrders.orgId} = ${orgId} and ${within(shopOrders.createdAt, period)} and ${shopOrders.status} <> 'cancelled'
    group by 1, 2
    order by ${order}, 1
    limit ${limit}`);
  return rows.map((row) => ({ productId: row.productId, title: row.title, currency: row.currency as Currency, quantity: Number(row.quantity), revenue: Number(row.revenue) }));
}

export interface AgentSales { agentId: string; currency: Currency; orders: number; revenue: number }

/** Orders credited to each member (not cancelled), per currency. */
export async function salesByAgent(db: Queryable, orgId: string, period: Period): Promise<AgentSales[]> {
  const rows = await db.select({
    agentId: shopOrders.agentId, currency: shopOrders.currency,
    orders: sql<string>`count(*)`, revenue: sql<string>`sum(${shopOrders.total})`,
  }).from(shopOrders).where(and(
    eq(shopOrders.orgId, orgId), within(shopOrders.createdAt, period), sql`${shopOrders.status} <> 'cancelled'`, sql`${shopOrders.agentId} is not null`,
  )).groupBy(shopOrders.agentId, shopOrders.currency);
  return rows.map((row) => ({ agentId: row.agentId!, currency: row.currency, orders: Number(row.orders), revenue: Number(row.revenue) }));
}

/** Product sends per member in the period (the last send of each product to each customer: sends.ts). */
export async function sendsByAgent(db: Queryable, orgId: string, period: Period): Promise<Map<string, number>> {
  const rows = await db.select({ senderId: shopProductSends.senderId, sent: sql<string>`count(*)` }).from(shopProductSends)
    .where(and(eq(shopProductSends.orgId, orgId), within(shopProductSends.sentAt, period))).groupBy(shopProductSends.senderId);
  return new Map(rows.map((row) => [row.senderId, Number(row.sent)]));
}

export async function usersNamed(db: Queryable, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db.select({ id: users.objectId, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users).where(inArray(users.objectId, [...ids]));
}
