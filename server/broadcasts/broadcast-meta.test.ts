// Messenger broadcasts a few recipients at a time (dispatch-meta.ts, META_IN_FLIGHT), against the Graph
// stand-in answering after a set latency: the calls overlap up to the bound, yet each recipient is sent
// to once and gets its messages in order; a pause lets the sends in flight finish and starts none; a
// rate limit puts its recipient back with its wait and holds the Page's others instead of letting them
// all meet the limit.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { Broadcast } from '../../common/contracts/broadcasts';
import type { Integration } from '../../common/contracts/integrations';
import { broadcastRecipients, broadcasts, messages } from '../db/schema';
import { eventually } from '../testing/eventually';
import { startTestServer, type Agent, type TestServer } from '../testing/harness';
import { startMetaPlatform, type MetaPage, type MetaPlatformStandIn } from '../testing/meta-platform';
import { META_IN_FLIGHT } from './dispatch-meta';
import { seedCustomers } from './test-helpers';

const page: MetaPage = { pageId: '104000000000404', name: 'Many Page', accessToken: 'EAAPageTokenOfTheMany000404', appSecret: '0123456789abcdef0123456789ab0404' };
let meta: MetaPlatformStandIn;
let t: TestServer;
let admin: Agent;
let integration: Integration;

beforeAll(async () => {
  meta = await startMetaPlatform();
  meta.addPage(page);
  t = await startTestServer({ channels: { meta: { graphBaseUrl: meta.graphUrl, callTimeoutMs: 5_000 } } });
  admin = await t.agentWithOrg('many-shop');
  integration = (await t.call('/functions/integrate', {
    orgId: admin.orgId, platform: 'facebook', account: page.pageId, secret: page.appSecret, token: page.accessToken, verifyToken: 'many-verify-token',
  }, admin.token)).body.result;
}, 30_000);
afterEach(() => {
  meta.latencyMs = 0;
});
afterAll(async () => {
  await t?.close();
  await meta?.close();
});

const text = (content: string) => ({ contentType: 'text', data: { content } });
const broadcastRow = async (id: string) => (await t.server.db.select().from(broadcasts).where(eq(broadcasts.objectId, id)))[0]!;
const recipientRows = (id: string) => t.server.db.select().from(broadcastRecipients).where(eq(broadcastRecipients.broadcastId, id));
const sendsTo = (psids: readonly string[]) => meta.requests.filter((request) => request.path.endsWith('/messages') && psids.includes((request.body.recipient as { id: string }).id));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Messenger people of the Page, tagged `tag`, inside the 24-hour window. */
async function audience(tag: string, size: number, first: number): Promise<string[]> {
  const psids = Array.from({ length: size }, (_, index) => String(2_900_000_000_000_000 + first + index));
  for (const psid of psids) meta.addUser({ psid, firstName: 'Many', lastName: psid.slice(-3) });
  await seedCustomers(t.server.db, admin.orgId, psids.map((psid) => ({ platform: 'facebook' as const, integrationId: integration.objectId, platformCustomerId: psid, tags: [tag] })));
  return psids;
}

async function broadcastTo(tag: string, contents: string[], extra: Record<string, unknown> = {}): Promise<string> {
  const sent = await t.call<{ result: Broadcast }>('/broadcast/create', {
    orgId: admin.orgId, name: tag, query: { tagDensity: { $in: [tag] } }, messages: contents.map(text), ...extra,
  }, admin.token);
  return sent.body.result.objectId;
}

it(`keeps ${META_IN_FLIGHT} recipients in flight, each sent to once with its messages in order`, async () => {
  const psids = await audience('overlap', 40, 0);
  // Long enough for all 32 to be claimed before the first answers, even on a busy machine.
  meta.latencyMs = 1_500;
  meta.peakInFlight = 0;
  const id = await broadcastTo('overlap', ['One', 'Two', 'Three']);
  const done = await eventually(() => broadcastRow(id), (row) => row.status === 'done', 20_000);
  expect(done).toMatchObject({ total: 40, success: 40, failed: 0, unknown: 0 });
  // The calls overlapped up to the bound, never beyond it.
  expect(meta.peakInFlight).toBe(META_IN_FLIGHT);
  // Each person: three calls, one per message, in the broadcast's order; nobody twice.
  expect(sendsTo(psids)).toHaveLength(3 * 40);
  for (const psid of psids) {
    expect(meta.deliveries.filter((delivery) => delivery.to === psid).map((delivery) => delivery.message.text)).toEqual(['One', 'Two', 'Three']);
  }
  // And so in each conversation: the three messages once, in their order.
  const stored = await t.server.db.select({ customerId: messages.customerId, seq: messages.seq, receiptId: messages.receiptId }).from(messages)
    .where(and(eq(messages.orgId, admin.orgId), like(messages.receiptId, `broadcast:${id}:%`))).orderBy(messages.seq);
  expect(stored).toHaveLength(3 * 40);
  const byCustomer = new Map<string, number[]>();
  for (const row of stored) byCustomer.set(row.customerId, [...(byCustomer.get(row.customerId) ?? []), Number(row.receiptId!.split(':')[2])]);
  expect([...byCustomer.values()].every((indexes) => indexes.join() === '0,1,2')).toBe(true);
}, 30_000);

it('pauses with sends in flight: they finish, none starts, and a resume reaches the rest once', async () => {
  const psids = await audience('inflight', 80, 100);
  // Each call takes a second: the pause, asked once 32 are in flight, has two waves' time to stop the
  // third (at 400 ms a loaded machine let all 80 go before the pause took).
  meta.latencyMs = 1_000;
  const id = await broadcastTo('inflight', ['Weekend only']);
  await eventually(async () => meta.inFlight, (open) => open >= META_IN_FLIGHT, 10_000);
  const asked = Date.now();
  const paused = await t.call('/broadcast/pause', { orgId: admin.orgId, taskId: id }, admin.token);
  expect(paused.body.result.status).toBe('pausing');
  await eventually(() => broadcastRow(id), (row) => row.taskId === null, 5_000);
  // Within seconds, after the calls in flight were answered and recorded: none is left `sending`.
  expect(Date.now() - asked).toBeLessThan(3_000);
  const atPause = sendsTo(psids).length;
  let rows = await recipientRows(id);
  expect(rows.filter((row) => row.status === 'sending')).toHaveLength(0);
  expect(rows.filter((row) => row.status === 'sent')).toHaveLength(atPause);
  expect(atPause).toBeGreaterThanOrEqual(META_IN_FLIGHT);
  expect(atPause).toBeLessThan(80);
  await pause(1_200);
  expect(sendsTo(psids)).toHaveLength(atPause);

  meta.latencyMs = 20;
  const resumed = await t.call('/broadcast/resume', { orgId: admin.orgId, taskId: id }, admin.token);
  expect(resumed.body.result.status).toBe('started');
  const done = await eventually(() => broadcastRow(id), (row) => row.status === 'done', 20_000);
  expect(done).toMatchObject({ total: 80, success: 80, unknown: 0 });
  expect(sendsTo(psids)).toHaveLength(80);
  expect(new Set(meta.deliveries.filter((delivery) => psids.includes(delivery.to)).map((delivery) => delivery.to)).size).toBe(80);
  rows = await recipientRows(id);
  expect(rows.every((row) => row.attempts === 1)).toBe(true);
}, 30_000);

it('on a rate limit mid-batch, puts that recipient back with its wait and starts no new send to the Page until it passes', async () => {
  const psids = await audience('limited', 60, 200);
  meta.latencyMs = 150;
  // The first call is refused with Graph's rate limit (code 4): nothing was done; Meta says no Retry-After (60 s).
  meta.fail(`/${page.pageId}/messages`, { status: 400, code: 4, message: '(#4) Application request limit reached' }, 1);
  const id = await broadcastTo('limited', ['Limited offer']);
  const limited = await eventually(async () => (await recipientRows(id)).find((row) => row.status === 'pending' && row.attempts === 1), (row) => row !== undefined, 10_000);
  // The sends in flight when the limit came finish; then nothing more goes out to the Page.
  await eventually(async () => meta.inFlight, (open) => open === 0, 5_000);
  const afterLimit = sendsTo(psids).length;
  await pause(1_500);
  expect(sendsTo(psids)).toHaveLength(afterLimit);
  expect(afterLimit).toBeLessThan(60);
  const rows = await recipientRows(id);
  const waiting = rows.filter((row) => row.status === 'pending');
  // The limited one waits its minute; the Page's others wait as long, without spending a try.
  expect(limited!.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now() + 50_000);
  expect(waiting.length).toBe(60 - rows.filter((row) => row.status === 'sent').length);
  expect(waiting.length).toBeGreaterThan(1);
  for (const row of waiting) expect(row.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now() + 50_000);
  expect(waiting.filter((row) => row.customerId !== limited!.customerId).every((row) => row.attempts === 0)).toBe(true);
  expect((await broadcastRow(id)).status).toBe('dispatching');

  // The wait is over (moved to now rather than waiting a minute): everyone gets it once.
  await t.server.db.update(broadcastRecipients).set({ nextAttemptAt: new Date(Date.now() - 1_000) })
    .where(and(eq(broadcastRecipients.broadcastId, id), eq(broadcastRecipients.status, 'pending')));
  const done = await eventually(() => broadcastRow(id), (row) => row.status === 'done', 20_000);
  expect(done).toMatchObject({ total: 60, success: 60, failed: 0, unknown: 0 });
  const got = meta.deliveries.filter((delivery) => psids.includes(delivery.to)).map((delivery) => delivery.to);
  expect(got.sort()).toEqual([...psids].sort());
  // The limited person: the refused call and the one that went.
  expect(sendsTo([limited!.platformCustomerId])).toHaveLength(2);
}, 30_000);

it('puts the quick reply under each recipient\'s last message, as Messenger\'s quick_replies', async () => {
  const psids = await audience('quick', 3, 300);
  const items = [{ label: 'Yes please', text: 'I want the coupon' }, { label: 'No thanks', text: 'Not now' }];
  const id = await broadcastTo('quick', ['Spring sale', 'Want a coupon?'], { quickReply: { items } });
  await eventually(() => broadcastRow(id), (row) => row.status === 'done', 10_000);
  for (const psid of psids) {
    const got = meta.deliveries.filter((delivery) => delivery.to === psid).map((delivery) => delivery.message);
    expect(got.map((message) => message.text)).toEqual(['Spring sale', 'Want a coupon?']);
    expect(got[0]!.quick_replies).toBeUndefined();
    expect(got[1]!.quick_replies).toEqual([
      { content_type: 'text', title: 'Yes please', payload: 'I want the coupon' },
      { content_type: 'text', title: 'No thanks', payload: 'Not now' },
    ]);
  }
}, 30_000);
