// Broadcasts on the real server, against the LINE and Graph API stand-ins: the audience per filter,
// the 24-hour and unfollow filters, schedule rules and error keys, every recipient exactly once across
// a restart mid-send, pause / resume / stop, LINE's batches, retry keys and 429, Meta's lost answers,
// live chat, and other organizations kept out.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Broadcast } from '../../common/contracts/broadcasts';
import type { Integration } from '../../common/contracts/integrations';
import { broadcastRecipients, broadcasts, messages } from '../db/schema';
import { eventually } from '../testing/eventually';
import type { Agent, TestServer } from '../testing/harness';
import type { LineChannel, LinePlatformStandIn } from '../testing/line-platform';
import type { MetaPage, MetaPlatformStandIn } from '../testing/meta-platform';
import { seedCustomers, startBroadcastWorld, type BroadcastWorld, type SeedCustomer } from './test-helpers';

const channel: LineChannel = {
  channelId: '1657000101', channelSecret: '0123456789abcdef0123456789abcdef', accessToken: 'line-access-token-broadcast-0001',
  bot: { userId: 'Ubotcast01', basicId: '@cast', displayName: 'Cast Shop' },
};
const page: MetaPage = { pageId: '104000000000101', name: 'Cast Page', accessToken: 'EAAPageTokenOfTheCast000001', appSecret: 'abcdef0123456789abcdef0123456789' };

let line: LinePlatformStandIn;
let meta: MetaPlatformStandIn;
let t: TestServer;
let admin: Agent;
let other: Agent;
let lineIntegration: Integration;
let pageIntegration: Integration;

const text = (content: string) => ({ contentType: 'text', data: { content } });
const create = (agent: Agent, body: Record<string, unknown>) => t.call<{ result: Broadcast; error?: string }>('/broadcast/create', {
  orgId: agent.orgId, name: 'Spring sale', messages: [text('Spring sale starts today')], ...body,
}, agent.token);
const count = async (agent: Agent, where: Record<string, unknown>, options: Record<string, unknown> = {}) =>
  (await t.call('/broadcast/getCustomers', { orgId: agent.orgId, where, returnCount: true, options }, agent.token)).body.result.count as number;
const broadcastRow = async (id: string) => (await t.server.db.select().from(broadcasts).where(eq(broadcasts.objectId, id)))[0]!;
const finished = (id: string) => eventually(() => broadcastRow(id), (row) => row.status === 'done', 20_000);

let world: BroadcastWorld | undefined;
beforeAll(async () => {
  world = await startBroadcastWorld({ channel, page, names: ['cast-shop', 'other-shop'] });
  ({ line, meta, t, admin, other, lineIntegration, pageIntegration } = world);
}, 30_000);
afterAll(() => world?.close());

describe('the audience', () => {
  let ids: Record<string, string>;
  beforeAll(async () => {
    const seeds: Record<string, SeedCustomer> = {
      lineVip: { platform: 'line', integrationId: lineIntegration.objectId, tags: ['vip', 'tw'], gender: 'female' },
      lineBlocked: { platform: 'line', integrationId: lineIntegration.objectId, tags: ['vip'], friendship: 'unfollow' },
      lineMale: { platform: 'line', integrationId: lineIntegration.objectId, tags: ['tw'], gender: 'male', inbox: ['done'] },
      fbFresh: { platform: 'facebook', integrationId: pageIntegration.objectId, tags: ['vip'], lastInboundHoursAgo: 2 },
      fbOld: { platform: 'facebook', integrationId: pageIntegration.objectId, tags: ['vip'], lastInboundHoursAgo: 30 },
      chat: { platform: 'livechat', tags: ['vip'], lastInboundHoursAgo: 100 },
      orphan: { platform: 'line', integrationId: null, tags: ['vip'] },
    };
    const names = Object.keys(seeds);
    const made = await seedCustomers(t.server.db, admin.orgId, names.map((name) => seeds[name]!));
    ids = Object.fromEntries(names.map((name, index) => [name, made[index]!]));
    // Another organization's customer with the same tag: never in A's audience.
    await seedCustomers(t.server.db, other.orgId, [{ platform: 'livechat', tags: ['vip'] }]);
  });

  it('answers the hand-computed set for each filter, with the 24-hour and unfollow filters applied', async () => {
    // vip: lineVip, fbFresh, chat (lineBlocked unfollowed, fbOld past 24 h without a tag, orphan's account gone, B's customer).
    expect(await count(admin, { tagDensity: { $in: ['vip'] } })).toBe(3);
    // With a Facebook tag, Messenger customers past 24 hours are reached.
    expect(await count(admin, { tagDensity: { $in: ['vip'] } }, { fbMessengerTag: 'CONFIRMED_EVENT_UPDATE' })).toBe(4);
    expect(await count(admin, { tagDensity: { $all: ['vip', 'tw'] } })).toBe(1);
    expect(await count(admin, { tagDensity: { $in: ['vip', 'tw'], $nin: ['tw'] } })).toBe(2);
    expect(await count(admin, { platforms: ['line'] })).toBe(2);
    expect(await count(admin, { platforms: ['all'] })).toBe(3);
    expect(await count(admin, { gender: ['female'] })).toBe(1);
    expect(await count(admin, { gender: ['unknown'], platforms: ['facebook', 'livechat'] })).toBe(2);
    expect(await count(admin, { inboxes: ['done'] })).toBe(1);
    expect(await count(admin, { customerObjectIds: { $in: [ids.lineVip, ids.lineBlocked, ids.chat] } })).toBe(2);
    expect(await count(admin, { platforms: ['livechat', 'line'], customerObjectIds: { $nin: [ids.chat] } })).toBe(2);
    // Exclusions alone, or nothing: zero (03 §5).
    expect(await count(admin, {})).toBe(0);
    expect(await count(admin, { customerObjectIds: { $nin: [ids.chat] } })).toBe(0);
    // B's customers are never A's, named or not.
    const bCustomers = await t.call('/broadcast/getCustomers', { orgId: admin.orgId, where: { tagDensity: { $in: ['vip'] } }, limit: 100 }, admin.token);
    expect(bCustomers.body.result.customers.map((customer: { objectId: string }) => customer.objectId).sort())
      .toEqual([ids.lineVip, ids.fbFresh, ids.chat].sort());
  });

  it('answers customer groups and "failed in broadcast X" from the organization only', async () => {
    const group = await t.call('/classes/CustomerGroup', { orgId: admin.orgId, name: 'Group A' }, admin.token);
    expect(await count(admin, { customerGroups: [group.body.objectId ?? 'nope000000'] })).toBe(0);
    const missing = await t.call('/broadcast/getCustomers', { orgId: other.orgId, where: { resendTaskId: 'abcdefghij' }, returnCount: true }, other.token);
    expect(missing.status).toBe(404);
  });

  it('takes the organization inside where too, as 02 §7 and 03 §7 put it', async () => {
    const inWhere = await t.call('/broadcast/getCustomers', { where: { orgId: admin.orgId, tagDensity: { $in: ['vip'] } }, returnCount: true }, admin.token);
    expect(inWhere.body).toEqual({ result: { count: 3 } });
    const mismatch = await t.call('/broadcast/getCustomers', { orgId: admin.orgId, where: { orgId: other.orgId, tagDensity: { $in: ['vip'] } }, returnCount: true }, admin.token);
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error).toBe('body/where/orgId must be the organization of the request');
    // Another organization's, named only in where: not the caller's to count.
    expect((await t.call('/broadcast/getCustomers', { where: { orgId: admin.orgId }, returnCount: true }, other.token)).status).toBe(404);
  });

  it('names the field of bad input', async () => {
    const bad = await t.call('/broadcast/getCustomers', { orgId: admin.orgId, where: { gender: ['robot'] }, returnCount: true }, admin.token);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/^body\/where\/gender\/0 /);
    const shop = await t.call('/broadcast/getCustomers', { orgId: admin.orgId, where: { shopline: {} }, returnCount: true }, admin.token);
    expect(shop.status).toBe(400);
  });
});

describe('saving a broadcast', () => {
  it('refuses a schedule in the past, content it cannot send, and a card past its limits, naming the field', async () => {
    const past = await create(admin, { query: { platforms: ['livechat'] }, scheduleAt: new Date(Date.now() - 60_000).toISOString() });
    expect(past.status).toBe(400);
    expect(past.body.error).toBe('error/schedule-must-be-future/30');
    const sticker = await create(admin, { query: { platforms: ['livechat'] }, messages: [{ contentType: 'lineSticker', data: {} }] });
    expect(sticker.body.error).toBe('error/not-supported-content-type');
    const card = await create(admin, {
      query: { platforms: ['line'] },
      messages: [{ contentType: 'template', data: { templateType: 'buttons', elements: [{ title: 'x'.repeat(41), subtitle: 'Sub', buttons: [{ type: 'url', title: 'Go', data: 'https://shop.example' }] }] } }],
    });
    expect(card.status).toBe(400);
    expect(card.body.error).toMatch(/^body\/messages\/0\/data card 1: title must have 1 to 40 characters/);
    const imagemap = await create(admin, {
      query: { platforms: ['line'] },
      messages: [{ contentType: 'imagemap', data: { imageUrl: 'https://img.example/map.png', content: 'Map', baseHeight: 320, actions: [{ type: 'location', label: 'Here', data: 'x', area: { x: 0, y: 0, width: 10, height: 10 } }] } }],
    });
    expect(imagemap.body.error).toBe('body/messages/0/data/actions/0/type location actions are not allowed');
    const six = await create(admin, { query: { platforms: ['livechat'] }, messages: Array.from({ length: 6 }, (_, index) => text(`m${index}`)) });
    expect(six.status).toBe(400);
  });

  it('edits a scheduled broadcast, then refuses to change or stop one that is done (error/data-immutable)', async () => {
    const later = await create(admin, { query: { platforms: ['livechat'] }, scheduleAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect(later.body.result.status).toBe('scheduled');
    const edited = await t.call('/broadcast/update', {
      orgId: admin.orgId, name: 'Renamed', query: { platforms: ['livechat'], taskId: later.body.result.objectId }, messages: [text('New text')], options: { isDraft: true },
    }, admin.token);
    expect(edited.body.result).toMatchObject({ name: 'Renamed', status: 'draft' });
    const forEdit = await t.service('GET', `/broadcast/tasks/${later.body.result.objectId}?mode=edit&orgId=${admin.orgId}`, admin.token);
    expect(forEdit.body.result.messages[0].data.content).toBe('New text');

    await t.visitorCustomer(admin, 'hi');
    const now = await create(admin, { query: { platforms: ['livechat'] } });
    await finished(now.body.result.objectId);
    const change = await t.call('/broadcast/update', { orgId: admin.orgId, name: 'x', query: { platforms: ['livechat'], taskId: now.body.result.objectId }, messages: [text('y')] }, admin.token);
    expect(change.body.error).toBe('error/data-immutable');
    const stop = await t.call('/broadcast/stop', { orgId: admin.orgId, taskId: now.body.result.objectId }, admin.token);
    expect(stop.body.error).toBe('error/data-immutable');
    const edit = await t.service('GET', `/broadcast/tasks/${now.body.result.objectId}?mode=edit&orgId=${admin.orgId}`, admin.token);
    expect(edit.body.error).toBe('error/data-immutable');
  });

  it('answers 404 for another organization\'s broadcast on every route', async () => {
    const mine = await create(admin, { query: { platforms: ['livechat'] }, options: { isDraft: true } });
    const id = mine.body.result.objectId;
    const as = (route: string, body: Record<string, unknown>) => t.call(route, { orgId: other.orgId, ...body }, other.token);
    for (const route of ['/broadcast/pause', '/broadcast/resume', '/broadcast/stop', '/broadcast/copy', '/broadcast/analysis']) {
      expect((await as(route, { taskId: id })).status, route).toBe(404);
    }
    expect((await as('/broadcast/update', { name: 'x', query: { platforms: ['livechat'], taskId: id }, messages: [text('y')] })).status).toBe(404);
    expect((await as('/functions/getBroadcastOpenlog', { where: { taskId: id } })).status).toBe(404);
    expect((await t.service('GET', `/broadcast/tasks/${id}?orgId=${other.orgId}`, other.token)).status).toBe(404);
    expect((await t.service('PUT', `/broadcast/delete/${id}`, other.token, { orgId: other.orgId })).status).toBe(404);
    const list = await t.service('GET', `/broadcast/tasks?orgId=${other.orgId}`, other.token);
    expect(list.body.results.map((one: Broadcast) => one.objectId)).not.toContain(id);
  });
});

describe('sending', () => {
  it('reaches a live-chat visitor once, in the conversation as an agent message', async () => {
    const { visitorToken, customer } = await t.visitorCustomer(admin, 'Hello shop');
    const sent = await create(admin, { name: 'Visitors', query: { customerObjectIds: { $in: [customer.objectId] } }, messages: [text('Coupon inside')] });
    const done = await finished(sent.body.result.objectId);
    expect(done).toMatchObject({ total: 1, success: 1, failed: 0 });
    const seen = await t.request<{ messages: { text?: string; content?: string }[] }>('GET', `/livechat/api/messages?visitorToken=${visitorToken}`);
    expect(JSON.stringify(seen.body.messages).match(/Coupon inside/g)).toHaveLength(1);
  });

  it('pauses between batches, resumes from the recipients still pending, and stops for good', async () => {
    const users = Array.from({ length: 1_000 }, (_, index) => `Upause${String(index).padStart(5, '0')}`);
    for (const userId of users) line.addUser({ userId, displayName: userId });
    await seedCustomers(t.server.db, admin.orgId, users.map((userId) => ({ platform: 'line', integrationId: lineIntegration.objectId, platformCustomerId: userId, tags: ['pause'] })));
    const before = line.deliveries.length;
    const reached = () => line.deliveries.slice(before).filter((delivery) => users.includes(delivery.to));
    // The second batch is throttled for 2 s: the pause lands while it waits.
    line.fail('/v2/bot/message/multicast', { status: 429, retryAfter: 2 }, 1);
    const sent = await create(admin, { name: 'Pausable', query: { tagDensity: { $in: ['pause'] } } });
    const id = sent.body.result.objectId;
    await eventually(() => broadcastRow(id), (row) => row.status === 'dispatching' && row.total === 1_000);
    const paused = await t.call('/broadcast/pause', { orgId: admin.orgId, taskId: id }, admin.token);
    expect(paused.body.result.status).toBe('pausing');
    await eventually(() => broadcastRow(id), (row) => row.taskId === null, 5_000);
    const atPause = reached().length;
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(reached().length).toBe(atPause);
    expect(atPause).toBeLessThan(1_000);
    const resumed = await t.call('/broadcast/resume', { orgId: admin.orgId, taskId: id }, admin.token);
    expect(resumed.body.result.status).toBe('started');
    const done = await finished(id);
    expect(done).toMatchObject({ total: 1_000, success: 1_000 });
    expect(reached()).toHaveLength(1_000);
    expect(new Set(reached().map((delivery) => delivery.to)).size).toBe(1_000);

    const later = await create(admin, { name: 'Stopped', query: { tagDensity: { $in: ['pause'] } }, scheduleAt: new Date(Date.now() + 60_000).toISOString() });
    const stopped = await t.call('/broadcast/stop', { orgId: admin.orgId, taskId: later.body.result.objectId }, admin.token);
    expect(stopped.body.result.status).toBe('terminated');
    const again = await t.call('/broadcast/resume', { orgId: admin.orgId, taskId: later.body.result.objectId }, admin.token);
    expect(again.body.error).toBe('error/data-immutable');
  }, 30_000);

  it('leaves a Messenger send that timed out unknown and never sends it again; resends only the failures', async () => {
    const psids = ['2500000000000001', '2500000000000002'];
    for (const psid of psids) meta.addUser({ psid, firstName: 'P', lastName: psid.slice(-1) });
    const [slow, fine] = await seedCustomers(t.server.db, admin.orgId, psids.map((psid) => ({
      platform: 'facebook' as const, integrationId: pageIntegration.objectId, platformCustomerId: psid, tags: ['meta'],
    })));
    meta.fail(`/${page.pageId}/messages`, 'hang', 1);
    const sent = await create(admin, { name: 'Meta', query: { tagDensity: { $in: ['meta'] } } });
    const done = await finished(sent.body.result.objectId);
    expect(done).toMatchObject({ total: 2, success: 1, unknown: 1, failed: 0 });
    const rows = await t.server.db.select().from(broadcastRecipients).where(eq(broadcastRecipients.broadcastId, sent.body.result.objectId));
    const byCustomer = new Map(rows.map((row) => [row.customerId, row]));
    const unknownOne = [slow, fine].find((id) => byCustomer.get(id!)?.status === 'unknown')!;
    expect(byCustomer.get(unknownOne)?.error).toBe('facebook:unknown');
    const sends = meta.requests.filter((request) => request.path.endsWith('/messages'));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(meta.requests.filter((request) => request.path.endsWith('/messages'))).toHaveLength(sends.length);
    // An unknown is not a failure: "resend failed only" finds nobody to resend to.
    expect(await count(admin, { resendTaskId: sent.body.result.objectId })).toBe(0);
  }, 30_000);

  it('sends LINE by multicast in batches of at most 500 with one retry key each, waits out a 429, and every user gets it once across a restart', async () => {
    const users = Array.from({ length: 1_201 }, (_, index) => `Ucast${String(index).padStart(6, '0')}`);
    for (const userId of users) line.addUser({ userId, displayName: userId });
    await seedCustomers(t.server.db, admin.orgId, users.map((userId) => ({ platform: 'line', integrationId: lineIntegration.objectId, platformCustomerId: userId, tags: ['cast'] })));
    const before = line.deliveries.length;
    const multicasts = () => line.deliveries.slice(before).filter((delivery) => delivery.via === 'multicast');
    // The first batch reaches LINE but its answer is lost; its next try is throttled (429, Retry-After 1 s).
    line.fail('/v2/bot/message/multicast', 'lost', 1);
    line.fail('/v2/bot/message/multicast', { status: 429, retryAfter: 1 }, 1);
    const sent = await create(admin, { name: 'LINE cast', query: { tagDensity: { $in: ['cast'] } }, messages: [text('Hello LINE'), text('Second')] });
    const id = sent.body.result.objectId;
    // The server stops while the first batch waits to be tried again: its rows are `sending`, with their key.
    await eventually(async () => multicasts().length, (got) => got >= 500, 20_000);
    await t.restart({ channels: { line: { apiBaseUrl: line.apiUrl, dataApiBaseUrl: line.dataUrl } } }, () => {
      // Interrupted mid-send: some batches went (the lost one among them), not all.
      expect(multicasts().length).toBeGreaterThanOrEqual(500);
      expect(multicasts().length).toBeLessThan(1_201);
    });
    const done = await finished(id);
    expect(done).toMatchObject({ total: 1_201, success: 1_201, failed: 0, unknown: 0 });
    const got = multicasts();
    expect(got).toHaveLength(1_201);
    expect(new Set(got.map((delivery) => delivery.to)).size).toBe(1_201);
    expect(got[0]!.messages).toHaveLength(2);
    const calls = line.requests.filter((request) => request.path === '/v2/bot/message/multicast' && users.includes((request.body as { to: string[] }).to[0]!));
    for (const call of calls) expect((call.body as { to: string[] }).to.length).toBeLessThanOrEqual(500);
    // Three batches with a key each; the lost one tried again with the same key after the restart (LINE: 409).
    expect(new Set(calls.map((call) => call.retryKey)).size).toBe(3);
    expect(calls.filter((call) => call.retryKey === calls[0]!.retryKey).length).toBeGreaterThanOrEqual(2);
    // Every message is in each recipient's conversation once, as sent.
    const recipients = await t.server.db.select().from(broadcastRecipients).where(eq(broadcastRecipients.broadcastId, id));
    expect(recipients.every((row) => row.status === 'sent' && row.retryKey)).toBe(true);
    const stored = await t.server.db.select({ delivery: messages.delivery }).from(messages)
      .where(and(eq(messages.orgId, admin.orgId), like(messages.receiptId, `broadcast:${id}:%`)));
    expect(stored).toHaveLength(2 * 1_201);
    expect(stored.every((row) => row.delivery?.state === 'sent')).toBe(true);
  }, 60_000);
});

