// The customer export end to end on a real server: start, live task events, the CSV and its
// download (members only), the task list and retry.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FindTasksResult, Task, TaskEvent } from '../../common/contracts/tasks';
import { MAX_TASKS } from '../../common/tasks';
import { loadConfig } from '../config';
import { tasks } from '../db/schema';
import { connected, nextEvent, startTestServer, type Agent, type TestServer } from '../testing/harness';
import { createTask } from '../tasks/store';
import type { CustomerRow } from '../messages/serialize';
import { csvCell } from './csv';
import { customerCsv } from './customers';

const { appId } = loadConfig({});
let test: TestServer;
let agent: Agent;
let visitorName: string;

beforeAll(async () => {
  test = await startTestServer();
  agent = await test.agentWithOrg('exporter');
  visitorName = (await test.visitorCustomer(agent, 'Hi')).customer.displayName;
  await test.visitorCustomer(agent, 'Hello again');
});
afterAll(() => test.close());

const download = (url: string, token?: string) => fetch(test.url + url, {
  headers: { 'X-Parse-Application-Id': appId, ...(token ? { 'X-Parse-Session-Token': token } : {}) },
});

/** Starts an export and answers its task once done (read over findTasks). */
async function exportDone(body: Record<string, unknown> = {}): Promise<Task> {
  const started = await test.call<{ result: Task }>('/functions/exportCustomers', { orgId: agent.orgId, ...body }, agent.token);
  expect(started.status).toBe(200);
  for (let i = 0; i < 200; i++) {
    const list = await test.call<{ result: FindTasksResult }>('/functions/findTasks', { orgId: agent.orgId }, agent.token);
    const task = list.body.result.tasks.find((candidate) => candidate.objectId === started.body.result.objectId);
    if (task?.status === 'done' || task?.status === 'error') return task;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the export did not finish');
}

describe('customer export', () => {
  it('sends the task live to the organization: started, preparing, working, done', async () => {
    const socket = test.socket({ userId: agent.userId, token: agent.token });
    await connected(socket);
    await new Promise<void>((resolve) => socket.emit('subscribe', { orgId: agent.orgId }, () => resolve()));
    const statuses: string[] = [];
    socket.on('event', (event: TaskEvent) => { if (event.type === 'task') statuses.push(event.task.status); });
    const done = nextEvent<TaskEvent>(socket, 'event', (event) => event.type === 'task' && event.task.status === 'done');
    await test.call('/functions/exportCustomers', { orgId: agent.orgId }, agent.token);
    const event = await done;
    expect(statuses).toEqual(expect.arrayContaining(['started', 'preparing', 'working', 'done']));
    expect(statuses[0]).toBe('started');
    expect(event.task).toMatchObject({ type: 'exportCustomers', status: 'done', total: 2, progress: 2 });
    expect(event.task.organization.objectId).toBe(agent.orgId);
  });

  it('writes a CSV with a zh-TW header by default and a timestamped file name', async () => {
    const task = await exportDone();
    expect(task.url).toMatch(/^\/tasks\/[A-Za-z0-9]{10}\/files\/customers-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}-\d{2}\.csv$/);
    const response = await download(task.url!, agent.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="customers-[\d-]+\.csv"/);
    const text = await response.text();
    const lines = text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toMatch(/^顯示名稱,原始名稱,平台,/);
    expect(lines).toHaveLength(3);
    expect(text).toContain(visitorName);
    expect(text).toContain('即時聊天');
    // In the file storage under the organization's prefix (DATA_DIR/files/{orgId}/exports/ on local disk).
    const [row] = await test.server.db.select().from(tasks).where(eq(tasks.objectId, task.objectId));
    expect(row!.filePath).toMatch(new RegExp(`^${agent.orgId}/exports/${task.objectId}/customers-`));
    expect(existsSync(path.join(test.dataDir, 'files', row!.filePath!))).toBe(true);
  });

  it('writes the header in the language the console asks (i18n) and times in the requested zone', async () => {
    const english = await download((await exportDone({ i18n: 'en-US', timeZone: 'Asia/Tokyo' })).url!, agent.token);
    const text = await english.text();
    expect(text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'Display name,Original name,Platform,Platform ID,Inbox,Tags,Following,Joined at,Last message at,Last customer message at,Unread,Customer ID',
    );
    expect(text).toContain('Live chat');
    expect(text).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    const japanese = await (await download((await exportDone({ i18n: 'ja-JP' })).url!, agent.token)).text();
    expect(japanese.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(/^表示名,元の名前,プラットフォーム,/);
    expect(japanese).toContain('ライブチャット');
    const simplified = await (await download((await exportDone({ i18n: 'zh-CN' })).url!, agent.token)).text();
    expect(simplified.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(/^显示名称,原始名称,平台,平台 ID,收件箱,标签,关注状态,.*,客户 ID$/);
    expect(simplified).toContain('在线聊天');
  });

  it('refuses bad input with a 400 that names the problem', async () => {
    const badLocale = await test.call('/functions/exportCustomers', { orgId: agent.orgId, i18n: 'fr-FR' }, agent.token);
    expect(badLocale.status).toBe(400);
    expect(badLocale.body.error).toContain('i18n');
    const badZone = await test.call('/functions/exportCustomers', { orgId: agent.orgId, timeZone: 'Mars/Base' }, agent.token);
    expect(badZone.status).toBe(400);
    expect(badZone.body.error).toContain('timeZone');
  });

  it('exports only the customers a filter query selects (all customers\' export), and refuses a query that cannot be', async () => {
    const task = await exportDone({ i18n: 'en-US', query: { displayName: visitorName, platforms: ['livechat'] } });
    expect(task).toMatchObject({ status: 'done', total: 1 });
    const lines = (await (await download(task.url!, agent.token)).text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(visitorName);
    const nobody = await exportDone({ query: { email: 'nobody@nowhere.example' } });
    expect(nobody).toMatchObject({ status: 'done', total: 0 });
    for (const [query, message] of [
      [{ joinDate: { type: 'between', start: '2026-01-01T00:00:00Z' } }, 'body/query/joinDate/end is needed by type "between"'],
      [{ shoeSize: 42 }, 'body/query/shoeSize must NOT be valid'],
    ] as const) {
      const refused = await test.call<{ error: string }>('/functions/exportCustomers', { orgId: agent.orgId, query }, agent.token);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toContain(message);
    }
  });

  it('serves the file only to members of the organization', async () => {
    const task = await exportDone();
    const stranger = await test.agentWithOrg('stranger');
    expect((await download(task.url!, stranger.token)).status).toBe(404);
    expect((await download(task.url!)).status).toBe(400);
    expect((await download(task.url!.replace(/customers-[^/]+$/, 'other.csv'), agent.token)).status).toBe(404);
    // Nor can another organization start an export, list or retry in this one.
    expect((await test.call('/functions/exportCustomers', { orgId: agent.orgId }, stranger.token)).status).toBe(404);
    expect((await test.call('/functions/findTasks', { orgId: agent.orgId }, stranger.token)).status).toBe(404);
    const other = await test.call('/functions/retryTask', { orgId: stranger.orgId, taskId: task.objectId }, stranger.token);
    expect(other.status).toBe(404);
  });

  it('lists tasks newest first, at most 15 a page, without scheduled broadcasts', async () => {
    const owner = await test.agentWithOrg('lister');
    const created: string[] = [];
    // Unregistered types: the runner leaves them as they are.
    // One second apart: rows made within one clock tick would tie on createdAt.
    const base = Date.now() - 60_000;
    for (let i = 0; i < 17; i++) {
      const task = await createTask(test.server.db, owner.orgId, 'exportNotBuilt', { i });
      await test.server.db.update(tasks).set({ createdAt: new Date(base + i * 1000) }).where(eq(tasks.objectId, task.objectId));
      created.push(task.objectId);
    }
    const hidden = await createTask(test.server.db, owner.orgId, 'broadcast', {});
    await test.server.db.update(tasks).set({ status: 'scheduled', scheduleAt: new Date(Date.now() + 3_600_000) }).where(eq(tasks.objectId, hidden.objectId));
    const page = (body: Record<string, unknown>) => test.call<{ result: FindTasksResult; error?: string }>('/functions/findTasks', { orgId: owner.orgId, ...body }, owner.token);
    const first = await page({});
    expect(first.body.result.tasks).toHaveLength(MAX_TASKS);
    expect(first.body.result.tasks[0]!.objectId).toBe(created[16]);
    const second = await page({ skip: MAX_TASKS, limit: MAX_TASKS });
    expect(second.body.result.tasks.map((task) => task.objectId)).toEqual([created[1], created[0]]);
    const tooMany = await page({ limit: 16 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toContain('limit');
  });

  it('retries an export in error, and only that', async () => {
    const task = await createTask(test.server.db, agent.orgId, 'exportCustomers', { locale: 'en-US' });
    // Claimed at once by the runner, so set the failure after it is done.
    const done = async () => (await test.server.db.select().from(tasks).where(eq(tasks.objectId, task.objectId)))[0]!;
    for (let i = 0; i < 200 && (await done()).status !== 'done'; i++) await new Promise((resolve) => setTimeout(resolve, 25));
    const refused = await test.call('/functions/retryTask', { orgId: agent.orgId, taskId: task.objectId }, agent.token);
    expect(refused.status).toBe(400);
    await test.server.db.update(tasks).set({ status: 'error', error: 'disk full', url: null, filePath: null }).where(eq(tasks.objectId, task.objectId));
    const retried = await test.call<{ result: Task }>('/functions/retryTask', { orgId: agent.orgId, taskId: task.objectId }, agent.token);
    expect(retried.status).toBe(200);
    expect(retried.body.result).toMatchObject({ status: 'pending', progress: 0 });
    expect(retried.body.result.error).toBeUndefined();
    for (let i = 0; i < 200 && (await done()).status !== 'done'; i++) await new Promise((resolve) => setTimeout(resolve, 25));
    expect((await done()).status).toBe('done');
  });
});

describe('csv cells', () => {
  it('quotes and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-1')).toBe("'-1");
  });
});

describe('customer CSV text', () => {
  it('is exactly the text of earlier exports: cells, quoting, names, times in the zone, page after page', async () => {
    const rows = [
      {
        objectId: 'A1b2C3d4E5', displayName: '王小明, "VIP"', originalDisplayName: '=HYPERLINK("x")', platform: 'line', platformCustomerId: 'U123',
        inbox: ['unassigned', 'bot'], tags: ['vip', '台北'], friendship: 'follow', joinedAt: new Date('2026-01-02T03:04:05Z'),
        lastMessageAt: new Date('2026-11-25T23:59:59Z'), lastInboundAt: null, badge: 3,
      },
      {
        objectId: 'Z9y8X7w6V5', displayName: 'Line\nbreak', originalDisplayName: '-5', platform: 'livechat', platformCustomerId: 'v-1',
        inbox: ['done'], tags: [], friendship: 'unfollow', joinedAt: new Date('2025-06-30T15:00:00Z'),
        lastMessageAt: null, lastInboundAt: new Date('2025-12-31T15:00:00Z'), badge: 0,
      },
    ] as unknown as CustomerRow[];
    let text = '';
    const pages = customerCsv({
      locale: 'ja-JP',
      timeZone: 'Asia/Tokyo',
      page: async (after) => rows.filter((row) => row.objectId > after).slice(0, 1),
      signal: new AbortController().signal,
      progress: async () => {},
    });
    for await (const chunk of pages) text += chunk;
    expect(text).toBe(
      '\uFEFF表示名,元の名前,プラットフォーム,プラットフォームID,受信箱,タグ,フォロー,登録日時,最終メッセージ日時,顧客の最終メッセージ日時,未読,顧客ID\r\n'
      + `"王小明, ""VIP""","'=HYPERLINK(""x"")",LINE,U123,"未割り当て, ボット","vip, 台北",フォロー中,2026-01-02 12:04:05,2026-11-26 08:59:59,,3,A1b2C3d4E5\r\n`
      + `"Line\nbreak",'-5,ライブチャット,v-1,完了,,フォロー解除,2025-07-01 00:00:00,,2026-01-01 00:00:00,0,Z9y8X7w6V5\r\n`,
    );
  });
});
