// Statistics (03 §7): GET /shop8/stats/{orgId}/info, /rank and /customerservice/info with `starttime`
// and `endtime` as YYYYMMDD, both days included, counted in UTC (organizations have no time zone of
// their own yet). chatPay's `csData` part (03 §6). A period that is no period is a 400 naming its field.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { STATS_RANK_LIMIT, periodProblem, previousPeriod } from '../../../common/chat-pay-stats';
import { ChatPayStatsRoutes } from '../../../common/contracts/chat-pay-stats';
import { badRequest } from '../../http/errors';
import { chatPayGuard } from '../guard';
import type { ChatPayServices } from '../kit';
import { toAgents, toPeriodStats, toRankedProduct } from './serialize';
import { ordersByDay, rankedProducts, salesByAgent, sendsByAgent, usersNamed, type Period } from './store';

const TIME_ZONE = 'UTC';

function periodOf(query: { starttime: string; endtime: string }): Period {
  const problem = periodProblem(query.starttime, query.endtime);
  if (problem) throw badRequest(`querystring/${problem}`);
  return { start: query.starttime, end: query.endtime, timeZone: TIME_ZONE };
}

export async function statsRoutes(fastify: FastifyInstance, services: ChatPayServices): Promise<void> {
  const { db } = services;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const preHandler = chatPayGuard(db, 'csData');

  app.get('/shop8/stats/:orgId/info', { schema: ChatPayStatsRoutes.info, preHandler }, async (request) => {
    const period = periodOf(request.query);
    const previous = previousPeriod(period.start, period.end);
    // Both periods in one read: they are adjacent.
    const rows = await ordersByDay(db, request.params.orgId, { ...period, start: previous.start });
    return { timeZone: TIME_ZONE, current: toPeriodStats(rows, period.start, period.end), previous: toPeriodStats(rows, previous.start, previous.end) };
  });

  app.get('/shop8/stats/:orgId/rank', { schema: ChatPayStatsRoutes.rank, preHandler }, async (request) => {
    const period = periodOf(request.query);
    const limit = request.query.limit ?? STATS_RANK_LIMIT;
    const [byQuantity, byRevenue] = await Promise.all([
      rankedProducts(db, request.params.orgId, period, 'quantity', limit),
      rankedProducts(db, request.params.orgId, period, 'revenue', limit),
    ]);
    return { byQuantity: byQuantity.map(toRankedProduct), byRevenue: byRevenue.map(toRankedProduct) };
  });

  app.get('/shop8/stats/:orgId/customerservice/info', { schema: ChatPayStatsRoutes.agents, preHandler }, async (request) => {
    const period = periodOf(request.query);
    const { orgId } = request.params;
    const [sales, sends] = await Promise.all([salesByAgent(db, orgId, period), sendsByAgent(db, orgId, period)]);
    const people = await usersNamed(db, [...new Set([...sales.map((row) => row.agentId), ...sends.keys()])]);
    return { agents: toAgents(sales, sends, people) };
  });
}
