// A server stopped while Messenger sends hang, then started again on the same data: only the recipients
// whose calls were in flight (META_IN_FLIGHT at once) are `unknown` (they may have the message; Meta has
// no retry key); the recipients after them were never tried and get the broadcast after the restart.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Broadcast } from '../../common/contracts/broadcasts';
import type { Integration } from '../../common/contracts/integrations';
import { broadcastRecipients, broadcasts } from '../db/schema';
import { eventually } from '../testing/eventually';
import { startTestServer, type Agent, type TestServer } from '../testing/harness';
import { startMetaPlatform, type MetaPage, type MetaPlatformStandIn } from '../testing/meta-platform';
import { META_IN_FLIGHT } from './dispatch-meta';
import { seedCustomers } from './test-helpers';

const page: MetaPage = { pageId: '104000000000303', name: 'Crash Page', accessToken: 'EAAPageTokenOfTheCrash000303', appSecret: '0123456789abcdef0123456789ab0303' };
let meta: MetaPlatformStandIn;
let t: TestServer;
let admin: Agent;
/** More than the sends in flight at once: the rest wait, untried, when the server stops. */
const RECIPIENTS = META_IN_FLIGHT + 12;

beforeAll(async () => {
  meta = await startMetaPlatform();
  meta.addPage(page);
  t = await startTestServer({ channels: { meta: { graphBaseUrl: meta.graphUrl, callTimeoutMs: 3_000 } } });
  admin = await t.agentWithOrg('crash-shop');
  const integration: Integration = (await t.call('/functions/integrate', {
    orgId: admin.orgId, platform: 'facebook', account: page.pageId, secret: page.appSecret, token: page.accessToken, verifyToken: 'crash-verify-token',
  }, admin.token)).body.result;
  const psids = Array.from({ length: RECIPIENTS }, (_, index) => `28000000000000${String(index).padStart(2, '0')}`);
  for (const psid of psids) meta.addUser({ psid, firstName: 'Crash', lastName: psid.slice(-1) });
  await seedCustomers(t.server.db, admin.orgId, psids.map((psid) => ({ platform: 'facebook' as const, integrationId: integration.objectId, platformCustomerId: psid, tags: ['crash'] })));
}, 30_000);
afterAll(async () => {
  await t?.close();
  await meta?.close();
});

it('leaves unknown only the Messenger recipients whose sends were in flight; the others get it after the restart', async () => {
  // The first sends never answer: the server stops while they wait.
  meta.fail(`/${page.pageId}/messages`, 'hang', META_IN_FLIGHT);
  const sent = await t.call<{ result: Broadcast }>('/broadcast/create', {
    orgId: admin.orgId, name: 'Crash', query: { tagDensity: { $in: ['crash'] } }, messages: [{ contentType: 'text', data: { content: 'Flash sale' } }],
  }, admin.token);
  const id = sent.body.result.objectId;
  await eventually(async () => meta.inFlight, (open) => open >= META_IN_FLIGHT, 10_000);
  // Exactly the recipients in flight are reserved (`sending`): what a crash now would leave unknown. The rest wait, untried.
  const before = await t.server.db.select().from(broadcastRecipients).where(eq(broadcastRecipients.broadcastId, id));
  expect(before.filter((row) => row.status === 'sending')).toHaveLength(META_IN_FLIGHT);
  expect(before.filter((row) => row.status === 'pending' && row.attempts === 0)).toHaveLength(RECIPIENTS - META_IN_FLIGHT);
  // A roomy time-out after the restart: the 12 go out at once, and a server still starting (or a busy
  // machine) must not stall them all past it into `unknown`.
  await t.restart({ channels: { meta: { graphBaseUrl: meta.graphUrl, callTimeoutMs: 10_000 } } });
  const done = await eventually(async () => (await t.server.db.select().from(broadcasts).where(eq(broadcasts.objectId, id)))[0]!, (row) => row.status === 'done', 20_000);
  expect(done).toMatchObject({ total: RECIPIENTS, success: RECIPIENTS - META_IN_FLIGHT, unknown: META_IN_FLIGHT, failed: 0 });
  const rows = await t.server.db.select().from(broadcastRecipients).where(eq(broadcastRecipients.broadcastId, id));
  const unknownOnes = rows.filter((row) => row.status === 'unknown').map((row) => row.platformCustomerId);
  expect(unknownOnes.sort()).toEqual(before.filter((row) => row.status === 'sending').map((row) => row.platformCustomerId).sort());
  // The others got it once each; those in flight were never sent again.
  const got = meta.deliveries.filter((delivery) => delivery.message.text === 'Flash sale').map((delivery) => delivery.to);
  expect(got.sort()).toEqual(rows.filter((row) => row.status === 'sent').map((row) => row.platformCustomerId).sort());
  for (const psid of unknownOnes) {
    expect(got).not.toContain(psid);
    expect(meta.requests.filter((request) => request.path.endsWith('/messages') && (request.body.recipient as { id: string }).id === psid)).toHaveLength(1);
  }
}, 60_000);
