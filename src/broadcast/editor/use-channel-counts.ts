// The recipients per channel, asked while the send confirmation is open: the audience's count with
// each of its platforms alone (POST /broadcast/getCustomers, returnCount). Null until every answer is
// in, or when one failed (the confirmation then names the total only).
import { useEffect, useState } from 'react';
import { audiencePlatforms, hasAudienceCondition } from '../../../common/broadcasts';
import type { Platform } from '../../../common/contracts/base';
import type { BroadcastCustomersRequest } from '../../../common/contracts/broadcasts';
import { countAudience } from './editor-api';

export type ChannelCount = { platform: Platform; count: number };

export function useChannelCounts(
  open: boolean, orgId: string, where: BroadcastCustomersRequest['where'], options: BroadcastCustomersRequest['options'],
): ChannelCount[] | null {
  const key = JSON.stringify({ orgId, where, options });
  const [answer, setAnswer] = useState<{ key: string; counts: ChannelCount[] } | null>(null);

  useEffect(() => {
    if (!open) return;
    const request = JSON.parse(key) as { where: BroadcastCustomersRequest['where']; options: BroadcastCustomersRequest['options'] };
    if (!hasAudienceCondition(request.where)) return;
    const controller = new AbortController();
    Promise.all(audiencePlatforms(request.where.platforms).map(async (platform) => ({
      platform, count: await countAudience(orgId, { ...request.where, platforms: [platform] }, request.options, controller.signal),
    }))).then(
      (counts) => setAnswer({ key, counts: counts.filter((one) => one.count > 0) }),
      () => {},
    );
    return () => controller.abort();
  }, [open, orgId, key]);

  return open && answer?.key === key ? answer.counts : null;
}
