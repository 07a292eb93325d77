// The open log of a broadcast (POST /functions/getBroadcastOpenlog): LINE tells, per sent request,
// how many users it reached and opened it (its insight by request id; statistics are LINE's, and
// LINE leaves out small numbers). Meta and live chat give no open log for these messages.
import { insight } from '@line/bot-sdk';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { OPENLOG_REASONS } from '../../common/broadcasts';
import type { BroadcastOpenlog } from '../../common/contracts/broadcasts';
import { integrationById } from '../channels/integrations/store';
import { withinTime } from '../channels/line/line-api';
import type { ChannelServices } from '../channels/services';
import type { Queryable } from '../db/client';
import { broadcastRecipients } from '../db/schema';

/** Requests asked about per call (a broadcast to 100,000 LINE users is 200 requests). */
const REQUESTS_MAX = 200;

export async function lineOpenlog({ db, config, credentials }: ChannelServices, broadcastId: string): Promise<BroadcastOpenlog> {
  const requests = await db.selectDistinct({ requestId: broadcastRecipients.platformRequestId, integrationId: broadcastRecipients.integrationId })
    .from(broadcastRecipients)
    .where(and(eq(broadcastRecipients.broadcastId, broadcastId), eq(broadcastRecipients.platform, 'line'), isNotNull(broadcastRecipients.platformRequestId)))
    .limit(REQUESTS_MAX);
  const line = { requests: 0, delivered: 0, uniqueImpression: 0, uniqueClick: 0, uniqueMediaPlayed: 0 };
  for (const { requestId, integrationId } of requests) {
    const integration = integrationId ? await integrationById(db, integrationId) : undefined;
    if (!integration || !requestId) continue;
    const client = new insight.InsightClient({
      channelAccessToken: credentials.open(integration.objectId, integration.credentials).accessToken!, baseURL: config.channels.line.apiBaseUrl,
    });
    const event = await withinTime(client.getMessageEvent(requestId)).catch(() => undefined);
    if (!event?.overview) continue;
    line.requests += 1;
    line.delivered += event.overview.delivered ?? 0;
    line.uniqueImpression += event.overview.uniqueImpression ?? 0;
    line.uniqueClick += event.overview.uniqueClick ?? 0;
    line.uniqueMediaPlayed += event.overview.uniqueMediaPlayed ?? 0;
  }
  return line.requests > 0 ? { available: true, line } : { available: false, reason: OPENLOG_REASONS.NOT_READY };
}

/**
 * Why a broadcast none of whose LINE recipients has a request id has no open log: not sent yet, sent
 * to nobody on LINE, or sent on LINE but LINE answered without a request id (its statistics need one).
 */
export async function noOpenlog(db: Queryable, broadcast: { objectId: string; snapshotAt: Date | null }): Promise<BroadcastOpenlog> {
  if (!broadcast.snapshotAt) return { available: false, reason: OPENLOG_REASONS.NOT_SENT };
  const [line] = await db.select({ sent: count() }).from(broadcastRecipients)
    .where(and(eq(broadcastRecipients.broadcastId, broadcast.objectId), eq(broadcastRecipients.platform, 'line'), eq(broadcastRecipients.status, 'sent')));
  return { available: false, reason: line!.sent > 0 ? OPENLOG_REASONS.NO_REQUEST_ID : OPENLOG_REASONS.NO_LINE };
}
