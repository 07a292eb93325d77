// The statistics' reads (03 §7, server/chat-pay/stats): GET /shop8/stats/{orgId}/info, /rank and
// /customerservice/info over a period of YYYYMMDD days. Over HTTP only, as the rest of the shop.
import type { StatsAgents, StatsInfo, StatsRank } from '../../../common/contracts/chat-pay-stats';
import { serviceCall } from '../../notifications/service-api';

export interface StatsPeriod { start: string; end: string }

export interface ShopStats { info: StatsInfo; rank: StatsRank; agents: StatsAgents }

const statsPath = (orgId: string, rest: string) => `/shop8/stats/${encodeURIComponent(orgId)}${rest}`;

export async function fetchShopStats(orgId: string, { start, end }: StatsPeriod): Promise<ShopStats> {
  const query = { starttime: start, endtime: end };
  const [info, rank, agents] = await Promise.all([
    serviceCall<StatsInfo>('GET', statsPath(orgId, '/info'), orgId, { query }),
    serviceCall<StatsRank>('GET', statsPath(orgId, '/rank'), orgId, { query }),
    serviceCall<StatsAgents>('GET', statsPath(orgId, '/customerservice/info'), orgId, { query }),
  ]);
  return { info, rank, agents };
}
