// chatPay's statistics (issue 29, 03 §7; rules in common/chat-pay-stats.ts; server/chat-pay/stats;
// docs/chat-pay.md): GET /shop8/stats/{orgId}/info, /rank and /customerservice/info over the days
// `starttime` to `endtime` (YYYYMMDD, both included). Money is an integer in the currency's minor unit
// beside its currency; a shop whose currency changed has one amount per currency.
import { Type, type Static } from 'typebox';
import { STATS_DAY_PATTERN, STATS_RANK_LIMIT, STATS_RANK_MAX } from '../chat-pay-stats';
import { errorAnswers, Id } from './base';
import { Currency } from './chat-pay';

const Day = Type.String({ pattern: STATS_DAY_PATTERN, description: 'YYYYMMDD' });
const Count = Type.Integer({ minimum: 0 });

export const StatsQuery = Type.Object({ starttime: Day, endtime: Day });
export type StatsQuery = Static<typeof StatsQuery>;
export const RankQuery = Type.Object({ starttime: Day, endtime: Day, limit: Type.Optional(Type.Integer({ minimum: 1, maximum: STATS_RANK_MAX, default: STATS_RANK_LIMIT })) });
export type RankQuery = Static<typeof RankQuery>;

export const Amount = Type.Object({ currency: Currency, amount: Type.Integer() });
export type Amount = Static<typeof Amount>;

/** One currency's takings: orders not cancelled, the sum of their totals, and the average order. */
export const Revenue = Type.Object({ currency: Currency, revenue: Type.Integer(), orders: Count, average: Type.Integer() });
export type Revenue = Static<typeof Revenue>;

export const StatsDay = Type.Object({ date: Day, orders: Count, revenue: Type.Array(Amount) });
export type StatsDay = Static<typeof StatsDay>;

/** A period's figures; `days` has every day of it, those without orders at zero. */
export const PeriodStats = Type.Object({
  starttime: Day,
  endtime: Day,
  /** Orders placed in the period and not cancelled. */
  orders: Count,
  cancelled: Count,
  revenue: Type.Array(Revenue),
  days: Type.Array(StatsDay),
});
export type PeriodStats = Static<typeof PeriodStats>;

/** GET …/info: the period asked and the one of the same length just before it. */
export const StatsInfo = Type.Object({
  /** The zone the days are counted in (the organization's; UTC while organizations have none). */
  timeZone: Type.String(),
  current: PeriodStats,
  previous: PeriodStats,
});
export type StatsInfo = Static<typeof StatsInfo>;

export const RankedProduct = Type.Object({ product_id: Type.String(), title: Type.String(), quantity: Count, revenue: Type.Integer(), currency: Currency });
export type RankedProduct = Static<typeof RankedProduct>;

/** GET …/rank: the products sold in the period (orders not cancelled), most first by quantity and by revenue. */
export const StatsRank = Type.Object({ byQuantity: Type.Array(RankedProduct), byRevenue: Type.Array(RankedProduct) });
export type StatsRank = Static<typeof StatsRank>;

/** One member's sales: orders credited to them (not cancelled) with their totals, and products they sent. */
export const AgentStats = Type.Object({ id: Type.String(), name: Type.String(), orders: Count, revenue: Type.Array(Amount), sent: Count });
export type AgentStats = Static<typeof AgentStats>;

/** GET …/customerservice/info: the members who sold or sent products in the period, most orders first. */
export const StatsAgents = Type.Object({ agents: Type.Array(AgentStats) });
export type StatsAgents = Static<typeof StatsAgents>;

const OrgParams = Type.Object({ orgId: Id });
export const ChatPayStatsRoutes = {
  info: { params: OrgParams, querystring: StatsQuery, response: { 200: StatsInfo, ...errorAnswers } },
  rank: { params: OrgParams, querystring: RankQuery, response: { 200: StatsRank, ...errorAnswers } },
  agents: { params: OrgParams, querystring: StatsQuery, response: { 200: StatsAgents, ...errorAnswers } },
};
