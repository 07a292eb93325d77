// What the broadcast server gives beyond sending, on a real server against the LINE stand-in: the CSV
// export task (the period's broadcasts, the locale's header, zh-TW by default, formulas defused, the
// file downloaded with the session only), the open log (LINE's insight summed over the multicast
// requests; Messenger and live chat have none), and the customer-group filter with members put in the
// group by its CSV import task.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Broadcast } from '../../common/contracts/broadcasts';
import type { GetUploadUrlResult, UploadedFile } from '../../common/contracts/files';
import type { Integration } from '../../common/contracts/integrations';
import type { FindTasksResult, Task } from '../../common/contracts/tasks';
import { loadConfig } from '../config';
import { broadcastRecipients, broadcasts, messages } from '../db/schema';
import { eventually } from '../testing/eventually';
import type { Agent, TestServer } from '../testing/harness';
import type { LineChannel, LinePlatformStandIn } from '../testing/line-platform';
import type { MetaPage, MetaPlatformStandIn } from '../testing/meta-platform';
import { seedCustomers, startBroadcastWorld, type BroadcastWorld } from './test-helpers';

const { appId } = loadConfig({});
const channel: LineChannel = {
  channelId: '1657000202', channelSecret: 'fedcba9876543210fedcba9876543210', accessToken: 'line-access-token-broadcast-0202',
  bot: { userId: 'Ubotlog02', basicId: '@log', displayName: 'Log Shop' },
};
const page: MetaPage = { pageId: '104000000000202', name: 'Log Page', accessToken: 'EAAPageTokenOfTheLog0000202', appSecret: 'fedcba9876543210fedcba9876543210' };

let line: LinePlatformStandIn;
let meta: MetaPlatformStandIn;
let t: TestServer;
let admin: Agent;
let other: Agent;
let lineIntegration: Integration;
let pageIntegration: Integration;

const text = (content: string) => ({ contentType: 'text', data: { content } });
const create = (body: Record<string, unknown>, agent: Agent = admin) => t.call<{ result: Broadcast; error?: string }>('/broadcast/create', {
  orgId: agent.orgId, name: 'Summer sale', messages: [text('Summer sale starts today')], ...body,
}, agent.token);
const broadcastRow = async (id: string) => (await t.server.db.select().from(broadcasts).where(eq(broadcasts.objectId, id)))[0]!;
const finished = (id: string) => eventually(() => broadcastRow(id), (row) => row.status === 'done', 20_000);
const countOf = async (where: Record<string, unknown>) =>
  (await t.call<{ result: { count: number } }>('/broadcast/getCustomers', { orgId: admin.orgId, where, returnCount: true }, admin.token)).body.result.count;
const openlog = (taskId: string, agent: Agent = admin) =>
  t.call<{ result: { available: boolean; reason?: string; line?: Record<string, number> }; error?: string }>('/functions/getBroadcastOpenlog', { where: { orgId: agent.orgId, taskId } }, agent.token);
const download = (url: string, token?: string) => fetch(t.url + url, { headers: { 'X-Parse-Application-Id': appId, ...(token ? { 'X-Parse-Session-Token': token } : {}) } });

/** The task once done or in error (read over findTasks, as the console's task list does). */
async function taskDone(taskId: string, agent: Agent = admin): Promise<Task> {
  return eventually(async () => {
    const list = await t.call<{ result: FindTasksResult }>('/functions/findTasks', { orgId: agent.orgId }, agent.token);
    return list.body.result.tasks.find((candidate) => candidate.objectId === taskId);
  }, (task) => task?.status === 'done' || task?.status === 'error', 20_000) as Promise<Task>;
}

/** The downloaded CSV's rows (after its byte-order mark; CRLF rows), cells split on commas outside quotes. */
async function rowsOf(response: Response): Promise<string[][]> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  // UTF-8 with a byte-order mark, so spreadsheets read the Chinese header.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return new TextDecoder('utf-8', { ignoreBOM: false }).decode(bytes).split('\r\n').filter(Boolean).map((row) => {
    const cells: string[] = [];
    let cell = '';
    let quoted = false;
    for (let i = 0; i < row.length; i++) {
      const char = row[i]!;
      if (quoted && char === '"' && row[i + 1] === '"') { cell += '"'; i++; } else if (char === '"') quoted = !quoted;
      else if (char === ',' && !quoted) { cells.push(cell); cell = ''; } else cell += char;
    }
    cells.push(cell);
    return cells;
  });
}

let world: BroadcastWorld | undefined;
beforeAll(async () => {
  world = await startBroadcastWorld({ channel, page, names: ['export-shop', 'export-other'] });
  ({ line, meta, t, admin, other, lineIntegration, pageIntegration } = world);
}, 30_000);
afterAll(() => world?.close());

/** Exports and answers the task once done. */
async function exportTask(body: Record<string, unknown>): Promise<Task> {
  const started = await t.call<{ result: Task; error?: string }>('/broadcast/export', { orgId: admin.orgId, ...body }, admin.token);
  expect(started.status).toBe(200);
  expect(started.body.result).toMatchObject({ type: 'exportBroadcasts', status: 'started' });
  const task = await taskDone(started.body.result.objectId);
  expect(task.status).toBe('done');
  expect(task.url).toMatch(/^\/tasks\/[A-Za-z0-9]{10}\/files\/broadcasts-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}-\d{2}\.csv$/);
  return task;
}

/** A custom group filled by the CSV import task with the customers the file names (by objectId). */
async function importGroup(csv: string, title: string): Promise<string> {
  const bytes = new TextEncoder().encode(csv);
  const asked = await t.call<{ result: GetUploadUrlResult }>('/functions/getUploadUrl', {
    orgId: admin.orgId, fileName: 'group.csv', contentType: 'text/csv', size: bytes.length, mode: 'csv',
  }, admin.token);
  expect((await fetch(t.url + asked.body.result.uploadUrl, { method: 'PUT', headers: { 'content-type': 'text/csv' }, body: bytes })).status).toBe(200);
  const file = await t.call<UploadedFile>(`/classes/File/${asked.body.result.objectId}`, { orgId: admin.orgId }, admin.token);
  const started = await t.call<{ result: Task }>('/customer_group/import/csv', { orgId: admin.orgId, title, type: 'objectId', fileUrl: file.body.url }, admin.token);
  expect(started.status).toBe(200);
  const task = await taskDone(started.body.result.objectId);
  expect(task.status).toBe('done');
  return String(started.body.result.options.group);
}

describe('the broadcast export', () => {
  let sentName: string;
  beforeAll(async () => {
    // In the period: a broadcast sent to a visitor, a draft named like a formula. Outside it: last month's,
    // one deleted, and another organization's.
    const { customer } = await t.visitorCustomer(admin, 'Hi');
    sentName = 'June coupons';
    const sent = await create({ name: sentName, query: { customerObjectIds: { $in: [customer.objectId] } } });
    await finished(sent.body.result.objectId);
    await create({ name: '=HYPERLINK("https://evil.example","Click")', query: { platforms: ['livechat'] }, options: { isDraft: true } });
    const old = await create({ name: 'May clearance', query: { platforms: ['livechat'] }, options: { isDraft: true } });
    await t.server.db.update(broadcasts).set({ createdAt: sql`now() - interval '40 days'` }).where(eq(broadcasts.objectId, old.body.result.objectId));
    const gone = await create({ name: 'Deleted one', query: { platforms: ['livechat'] }, options: { isDraft: true } });
    await t.service('PUT', `/broadcast/delete/${gone.body.result.objectId}`, admin.token, { orgId: admin.orgId });
    await create({ name: 'Stranger news', query: { platforms: ['livechat'] }, options: { isDraft: true } }, other);
  }, 30_000);

  const period = { startDate: new Date(Date.now() - 7 * 86_400_000).toISOString(), endDate: new Date(Date.now() + 86_400_000).toISOString() };

  it('writes the period\'s broadcasts under a zh-TW header by default, with their outcome, formulas defused', async () => {
    const task = await exportTask({ query: period });
    const response = await download(task.url!, admin.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="broadcasts-[\d-]+\.csv"/);
    const [header, ...rows] = await rowsOf(response);
    expect(header).toEqual(['名稱', '狀態', '預約時間', '建立時間', '發送對象', '成功', '失敗', '未知']);
    expect(rows.map((row) => row[0]).sort()).toEqual(['\'=HYPERLINK("https://evil.example","Click")', sentName].sort());
    const sent = rows.find((row) => row[0] === sentName)!;
    expect(sent[1]).toBe('done');
    expect(sent[3]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(sent.slice(4)).toEqual(['1', '1', '0', '0']);
  });

  it('writes the header in the locale asked, and without a period every broadcast of the organization', async () => {
    const english = await exportTask({ i18n: 'en-US' });
    const [header, ...rows] = await rowsOf(await download(english.url!, admin.token));
    expect(header).toEqual(['Name', 'Status', 'Scheduled at', 'Created at', 'Recipients', 'Succeeded', 'Failed', 'Unknown']);
    expect(rows.map((row) => row[0])).toContain('May clearance');
    expect(rows.map((row) => row[0])).not.toContain('Deleted one');
    expect(rows.map((row) => row[0])).not.toContain('Stranger news');
    const japanese = await exportTask({ i18n: 'ja-JP', query: period });
    expect((await rowsOf(await download(japanese.url!, admin.token)))[0]![0]).toBe('名前');
  });

  it('gives the file to the organization\'s members only, with their session', async () => {
    const task = await exportTask({ query: period });
    // Without a session the request is refused before the file is looked at; another organization's member gets the 404 of a missing file.
    expect((await download(task.url!)).status).toBe(400);
    expect((await download(task.url!, other.token)).status).toBe(404);
    expect((await download(task.url!, admin.token)).status).toBe(200);
  });
});

describe('the open log', () => {
  it('sums LINE\'s insight over the broadcast\'s multicast requests', async () => {
    const users = Array.from({ length: 501 }, (_, index) => `Uopen${String(index).padStart(6, '0')}`);
    for (const userId of users) line.addUser({ userId, displayName: userId });
    await seedCustomers(t.server.db, admin.orgId, users.map((userId) => ({ platform: 'line', integrationId: lineIntegration.objectId, platformCustomerId: userId, tags: ['opened'] })));
    const sent = await create({ name: 'Open me', query: { tagDensity: { $in: ['opened'] } } });
    const id = sent.body.result.objectId;
    await finished(id);
    // 501 users: two multicasts of at most 500 (LINE refuses more), all delivered. LINE says 120 opened the first, 3 the second.
    const calls = line.requests.filter((request) => request.path === '/v2/bot/message/multicast' && (request.body as { to: string[] }).to[0]?.startsWith('Uopen'));
    expect(calls.map((call) => (call.body as { to: string[] }).to.length).sort((a, b) => a - b)).toEqual([1, 500]);
    const requests = (await t.server.db.selectDistinct({ requestId: broadcastRecipients.platformRequestId }).from(broadcastRecipients)
      .where(eq(broadcastRecipients.broadcastId, id))).map((row) => row.requestId!);
    expect(requests).toHaveLength(2);
    line.markOpened(requests[0]!, 120);
    line.markOpened(requests[1]!, 3);
    const log = await openlog(id);
    expect(log.status).toBe(200);
    expect(log.body.result).toEqual({
      available: true,
      line: { requests: 2, delivered: 501, uniqueImpression: 123, uniqueClick: 0, uniqueMediaPlayed: 0 },
    });
    expect((await openlog(id, other)).status).toBe(404);
  }, 30_000);

  it('has none for Messenger and live chat, nor before sending, and says why', async () => {
    meta.addUser({ psid: '2700000000000001', firstName: 'Open', lastName: 'Log' });
    await seedCustomers(t.server.db, admin.orgId, [{ platform: 'facebook', integrationId: pageIntegration.objectId, platformCustomerId: '2700000000000001', tags: ['fb-log'] }]);
    const messenger = await create({ name: 'Messenger only', query: { tagDensity: { $in: ['fb-log'] } } });
    expect(await finished(messenger.body.result.objectId)).toMatchObject({ total: 1, success: 1 });
    expect((await openlog(messenger.body.result.objectId)).body.result).toEqual({ available: false, reason: 'no-line-recipients' });

    const { customer } = await t.visitorCustomer(admin, 'Chatting');
    const chat = await create({ name: 'Chat only', query: { customerObjectIds: { $in: [customer.objectId] } } });
    expect(await finished(chat.body.result.objectId)).toMatchObject({ total: 1, success: 1 });
    expect((await openlog(chat.body.result.objectId)).body.result).toEqual({ available: false, reason: 'no-line-recipients' });

    const draft = await create({ name: 'Not yet', query: { platforms: ['line'] }, options: { isDraft: true } });
    expect((await openlog(draft.body.result.objectId)).body.result).toEqual({ available: false, reason: 'not-sent-yet' });
  }, 30_000);

  it('sent on LINE without a request id, or before LINE has its statistics: says so, not that no LINE customer was reached', async () => {
    line.addUser({ userId: 'Unoid000001', displayName: 'No id' });
    await seedCustomers(t.server.db, admin.orgId, [{ platform: 'line', integrationId: lineIntegration.objectId, platformCustomerId: 'Unoid000001', tags: ['no-id'] }]);
    const sent = await create({ name: 'No request id', query: { tagDensity: { $in: ['no-id'] } } });
    const id = sent.body.result.objectId;
    expect(await finished(id)).toMatchObject({ total: 1, success: 1 });
    // LINE answered the multicast without x-line-request-id: the recipient is sent, with no id to ask LINE's statistics by.
    await t.server.db.update(broadcastRecipients).set({ platformRequestId: null }).where(eq(broadcastRecipients.broadcastId, id));
    expect((await openlog(id)).body.result).toEqual({ available: false, reason: 'line-gave-no-request-id' });
    // With an id LINE has no statistics for yet (its insight answers 404): not ready, in the known words.
    await t.server.db.update(broadcastRecipients).set({ platformRequestId: 'unknown-to-line' }).where(eq(broadcastRecipients.broadcastId, id));
    expect((await openlog(id)).body.result).toEqual({ available: false, reason: 'line-insight-not-ready' });
  }, 30_000);
});

describe('the customer-group filter', () => {
  it('reaches the group\'s members and nobody else, with the other conditions applied', async () => {
    const [chatIn, lineIn, blockedIn, chatOut] = await seedCustomers(t.server.db, admin.orgId, [
      { platform: 'livechat' },
      { platform: 'line', integrationId: lineIntegration.objectId, platformCustomerId: 'Ugroup000001' },
      { platform: 'line', integrationId: lineIntegration.objectId, platformCustomerId: 'Ugroup000002', friendship: 'unfollow' },
      { platform: 'livechat' },
    ]);
    line.addUser({ userId: 'Ugroup000001', displayName: 'In the group' });
    const vip = await importGroup(`objectId\r\n${chatIn}\r\n${lineIn}\r\n${blockedIn}\r\n`, 'VIP');
    const lapsed = await importGroup(`objectId\r\n${chatOut}\r\n`, 'Lapsed');

    // The unfollowed member is left out; a second group adds its members; a platform narrows.
    expect(await countOf({ customerGroups: [vip] })).toBe(2);
    expect(await countOf({ customerGroups: [vip, lapsed] })).toBe(3);
    expect(await countOf({ customerGroups: [vip], platforms: ['livechat'] })).toBe(1);
    const listed = await t.call<{ result: { customers: { objectId: string }[] } }>('/broadcast/getCustomers', { orgId: admin.orgId, where: { customerGroups: [vip] }, limit: 100 }, admin.token);
    expect(listed.body.result.customers.map((customer) => customer.objectId).sort()).toEqual([chatIn, lineIn].sort());
    // Another organization naming the group reaches nobody.
    expect((await t.call<{ result: { count: number } }>('/broadcast/getCustomers', { orgId: other.orgId, where: { customerGroups: [vip] }, returnCount: true }, other.token)).body.result.count).toBe(0);

    const before = line.deliveries.length;
    const sent = await create({ name: 'VIP only', query: { customerGroups: [vip] }, messages: [text('For our VIPs')] });
    expect(await finished(sent.body.result.objectId)).toMatchObject({ total: 2, success: 2, failed: 0 });
    expect(line.deliveries.slice(before).map((delivery) => delivery.to)).toEqual(['Ugroup000001']);
    const stored = await t.server.db.select({ customerId: messages.customerId }).from(messages)
      .where(sql`${messages.receiptId} like ${`broadcast:${sent.body.result.objectId}:%`}`);
    expect(stored.map((row) => row.customerId).sort()).toEqual([chatIn, lineIn].sort());
  }, 30_000);
});
