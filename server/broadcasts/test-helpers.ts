// Customers written straight into a test server's database (any platform, window, tags, gender…), for
// the broadcast tests: the audience rules are about those columns, not about how a customer arrived.
import { randomId } from '../../common/ids';
import type { Platform } from '../../common/contracts/base';
import type { Integration } from '../../common/contracts/integrations';
import type { Db } from '../db/client';
import { conversations, customers } from '../db/schema';
import { startTestServer, type Agent, type TestServer } from '../testing/harness';
import { startLinePlatform, type LineChannel, type LinePlatformStandIn } from '../testing/line-platform';
import { startMetaPlatform, type MetaPage, type MetaPlatformStandIn } from '../testing/meta-platform';

export interface SeedCustomer {
  platform: Platform;
  integrationId?: string | null;
  platformCustomerId?: string;
  tags?: string[];
  gender?: string;
  inbox?: string[];
  friendship?: 'follow' | 'unfollow';
  /** Hours since the customer last wrote (null: never). */
  lastInboundHoursAgo?: number | null;
}

/** Inserts the customers (and their conversations); answers their objectIds in order. */
export async function seedCustomers(db: Db, orgId: string, seeds: readonly SeedCustomer[]): Promise<string[]> {
  const now = Date.now();
  const rows = seeds.map((seed) => {
    const objectId = randomId();
    const hours = seed.lastInboundHoursAgo === undefined ? 1 : seed.lastInboundHoursAgo;
    return {
      objectId,
      orgId,
      platformCustomerId: seed.platformCustomerId ?? `${seed.platform}-${objectId}`,
      integrationId: seed.integrationId ?? null,
      platform: seed.platform,
      conversationId: randomId(),
      displayName: `Customer ${objectId}`,
      originalDisplayName: `Customer ${objectId}`,
      inbox: (seed.inbox ?? ['all']) as never,
      friendship: seed.friendship ?? 'follow',
      tags: seed.tags ?? [],
      profile: seed.gender ? { gender: seed.gender } : {},
      lastInboundAt: hours === null ? null : new Date(now - hours * 3600_000),
      seq: 0,
    };
  });
  for (let at = 0; at < rows.length; at += 1000) {
    const page = rows.slice(at, at + 1000);
    await db.transaction(async (tx) => {
      await tx.insert(customers).values(page);
      await tx.insert(conversations).values(page.map((row) => ({ objectId: row.conversationId, orgId, customerId: row.objectId })));
    });
  }
  return rows.map((row) => row.objectId);
}

/** A test server with a LINE account and a Facebook Page connected for one organization, and another organization. */
export interface BroadcastWorld {
  line: LinePlatformStandIn;
  meta: MetaPlatformStandIn;
  t: TestServer;
  admin: Agent;
  other: Agent;
  lineIntegration: Integration;
  pageIntegration: Integration;
  close(): Promise<void>;
}

export async function startBroadcastWorld({ channel, page, names }: { channel: LineChannel; page: MetaPage; names: [string, string] }): Promise<BroadcastWorld> {
  const line = await startLinePlatform();
  line.addChannel(channel);
  const meta = await startMetaPlatform();
  meta.addPage(page);
  const t = await startTestServer({ channels: { line: { apiBaseUrl: line.apiUrl, dataApiBaseUrl: line.dataUrl }, meta: { graphBaseUrl: meta.graphUrl, callTimeoutMs: 1_000 } } });
  const admin = await t.agentWithOrg(names[0]);
  const other = await t.agentWithOrg(names[1]);
  const lineIntegration: Integration = (await t.call('/functions/integrate', {
    orgId: admin.orgId, platform: 'line', account: channel.channelId, secret: channel.channelSecret, token: channel.accessToken,
  }, admin.token)).body.result;
  const pageIntegration: Integration = (await t.call('/functions/integrate', {
    orgId: admin.orgId, platform: 'facebook', account: page.pageId, secret: page.appSecret, token: page.accessToken, verifyToken: `${names[0]}-verify-token`,
  }, admin.token)).body.result;
  if (!lineIntegration?.objectId || !pageIntegration?.objectId) throw new Error('connecting the LINE account and the Page failed');
  return {
    line, meta, t, admin, other, lineIntegration, pageIntegration,
    async close() {
      await t.close();
      await line.close();
      await meta.close();
    },
  };
}
