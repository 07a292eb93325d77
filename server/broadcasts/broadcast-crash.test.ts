// A server stopped while a Messenger send hangs, then started again on the same data: only the recipient
// whose call was in flight is `unknown` (it may have the message; Meta has no retry key); the
// recipients after it were never tried and get the broadcast after the restart.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Broadcast } from '../../common/contracts/broadcasts';
import type { Integration } from '../../common/contracts/integrations';
import { buildServer, type ParleyServer } from '../app';
import { loadConfig } from '../config';
import { broadcastRecipients, broadcasts } from '../db/schema';
import { eventually } from '../testing/eventually';
import { startTestServer, type Agent, type TestServer } from '../testing/harness';
import { startMetaPlatform, type MetaPage, type MetaPlatformStandIn } from '../testing/meta-platform';
import { seedCustomers } from './test-helpers';

const page: MetaPage = { pageId: '104000000000303', name: 'Crash Page', accessToken: 'EAAPageTokenOfTheCrash000303', appSecret: '0123456789abcdef0123456789ab0303' };
let meta: MetaPlatformStandIn;
let t: TestServer;
let admin: Agent;
let restarted: ParleyServer | undefined;

beforeAll(async () => {
  meta = await startMetaPlatform();
  meta.addPage(page);
  t = await startTestServer({ channels: { meta: { graphBaseUrl: meta.graphUrl, callTimeoutMs: 3_000 } } });
  admin = await t.agentWithOrg('crash-shop');
  const integration: Integration = (await t.call('/functions/integrate', {
    orgId: admin.orgId, platform: 'facebook', account: page.pageId, secret: page.appSecret, token: page.accessToken, verifyToken: 'crash-verify-token',
  }, admin.token)).body.result;
  const psids = Array.from({ length: 5 }, (_, index) => `280000000000000${index}`);
  for (const psid of psids) meta.addUser({ psid, firstName: 'Crash', lastName: psid.slice(-1) });
  await seedCustomers(t.server.db, admin.orgId, psids.map((psid) => ({ platform: 'facebook' as const, integrationId: integration.objectId, platformCustomerId: psid, tags: ['crash'] })));
}, 30_000);
afterAll(async () => {
  if (restarted) {
    await restarted.close();
    await rm(t.dataDir, { recursive: true, force: true });
  } else {
    await t?.close();
  }
  await meta?.close();
});

it('leaves unknown only the Messenger recipient whose send was in flight; the others get it after the restart', async () => {
  // The first send never answers: the server stops while it waits.
  meta.fail(`/${page.pageId}/messages`, 'hang', 1);
  const sent = await t.call<{ result: Broadcast }>('/broadcast/create', {
    orgId: admin.orgId, name: 'Crash', query: { tagDensity: { $in: ['crash'] } }, messages: [{ contentType: 'text', data: { content: 'Flash sale' } }],
  }, admin.token);
  const id = sent.body.result.objectId;
  await eventually(async () => meta.requests.filter((request) => request.path.endsWith('/messages')).length, (calls) => calls >= 1, 10_000);
  const dataDir = t.dataDir;
  await t.server.close();

  const config = loadConfig({});
  restarted = await buildServer({
    ...config, port: 0, host: '127.0.0.1', dataDir, staticDir: path.join(dataDir, 'no-build'), vacuumIntervalMs: 0, logLevel: 'silent', logRequests: false,
    channels: { ...config.channels, meta: { ...config.channels.meta, graphBaseUrl: meta.graphUrl, callTimeoutMs: 1_000 } },
  });
  const done = await eventually(async () => (await restarted!.db.select().from(broadcasts).where(eq(broadcasts.objectId, id)))[0]!, (row) => row.status === 'done', 20_000);
  expect(done).toMatchObject({ total: 5, success: 4, unknown: 1, failed: 0 });
  const rows = await restarted.db.select().from(broadcastRecipients).where(eq(broadcastRecipients.broadcastId, id));
  const unknownOne = rows.find((row) => row.status === 'unknown')!;
  // Four people got it once each; the one in flight was never sent again.
  const got = meta.deliveries.filter((delivery) => delivery.message.text === 'Flash sale').map((delivery) => delivery.to);
  expect(got.sort()).toEqual(rows.filter((row) => row.status === 'sent').map((row) => row.platformCustomerId).sort());
  expect(got).not.toContain(unknownOne.platformCustomerId);
  expect(meta.requests.filter((request) => request.path.endsWith('/messages') && (request.body.recipient as { id: string }).id === unknownOne.platformCustomerId)).toHaveLength(1);
}, 60_000);
