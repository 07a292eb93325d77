// The bulk tag task end to end on a real server: POST /functions/task.tag starts it, the runner adds
// or removes the tags, the task events report it, and the change feed carries the customers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangesResult } from '../../common/contracts/changes';
import type { Customer } from '../../common/contracts/customers';
import type { FindTasksResult, Task, TaskEvent } from '../../common/contracts/tasks';
import { connected, nextEvent, startTestServer, type Agent, type TestServer } from '../testing/harness';

let t: TestServer;
beforeAll(async () => { t = await startTestServer(); });
afterAll(async () => { await t?.close(); });

async function changesSince(agent: Agent, since: number): Promise<ChangesResult> {
  return (await t.call<{ result: ChangesResult }>('/functions/changes', { orgId: agent.orgId, since }, agent.token)).body.result;
}

async function cursorOf(agent: Agent): Promise<number> {
  let result = await changesSince(agent, 0);
  while (result.hasMore) result = await changesSince(agent, result.cursor);
  return result.cursor;
}

/** The customers' tags as the server answers them now, by objectId. */
async function tagsOf(agent: Agent): Promise<Map<string, string[]>> {
  const inbox = await t.call<{ result: { customers: Customer[] } }>('/functions/inboxesV3', { orgId: agent.orgId, where: { inbox: 'all' }, options: { limit: 100 } }, agent.token);
  return new Map(inbox.body.result.customers.map((customer) => [customer.objectId, customer.tags]));
}

async function startTagTask(agent: Agent, body: Record<string, unknown>): Promise<Task> {
  const started = await t.call<{ result: Task }>('/functions/task.tag', { orgId: agent.orgId, ...body }, agent.token);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return started.body.result;
}

/** Polls the task list until the task has finished. */
async function finished(agent: Agent, taskId: string): Promise<Task> {
  for (let i = 0; i < 200; i++) {
    const list = await t.call<{ result: FindTasksResult }>('/functions/findTasks', { orgId: agent.orgId }, agent.token);
    const task = list.body.result.tasks.find((candidate) => candidate.objectId === taskId);
    if (task?.status === 'done' || task?.status === 'error') return task;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the tag task did not finish');
}

describe('POST /functions/task.tag', () => {
  it('adds tags to the named customers in a task reported live, and the change feed carries them', async () => {
    const agent = await t.agentWithOrg('bulk');
    const first = (await t.visitorCustomer(agent, 'one')).customer;
    const second = (await t.visitorCustomer(agent, 'two')).customer;
    const untouched = (await t.visitorCustomer(agent, 'three')).customer;
    await t.call('/functions/tagging', { orgId: agent.orgId, tags: ['old'], where: { customer: first.objectId } }, agent.token);
    const before = await cursorOf(agent);

    const socket = t.socket({ userId: agent.userId, token: agent.token });
    await connected(socket);
    expect(await socket.emitWithAck('subscribe', { orgId: agent.orgId })).toBe(true);
    const statuses: string[] = [];
    socket.on('event', (event: TaskEvent) => { if (event.type === 'task') statuses.push(event.task.status); });
    const done = nextEvent<TaskEvent>(socket, 'event', (event) => event.type === 'task' && event.task.status === 'done');

    const task = await startTagTask(agent, { tags: [' vip ', 'tea', 'vip'], where: { customers: [first.objectId, second.objectId, first.objectId] } });
    expect(task).toMatchObject({ type: 'addTags', status: 'started', options: { tags: ['vip', 'tea'], customers: [first.objectId, second.objectId] } });
    const event = await done;
    expect(event.task).toMatchObject({ objectId: task.objectId, type: 'addTags', status: 'done', total: 2, progress: 2 });
    expect(statuses[0]).toBe('started');
    expect(statuses).toEqual(expect.arrayContaining(['started', 'preparing', 'working', 'done']));

    const tags = await tagsOf(agent);
    expect(tags.get(first.objectId)).toEqual(['old', 'vip', 'tea']);
    expect(tags.get(second.objectId)).toEqual(['vip', 'tea']);
    expect(tags.get(untouched.objectId)).toEqual([]);

    const feed = await changesSince(agent, before);
    expect(feed.cursor).toBe(before + 2);
    const changed = new Map(feed.changes.map((change) => [change.objectId, change.op === 'upsert' ? (change.object as Customer).tags : undefined]));
    expect(changed).toEqual(new Map([[first.objectId, ['old', 'vip', 'tea']], [second.objectId, ['vip', 'tea']]]));

    // Adding what they already have changes nothing and takes no feed number.
    expect((await finished(agent, (await startTagTask(agent, { tags: ['vip'], where: { customers: [first.objectId] } })).objectId)).status).toBe('done');
    expect(await cursorOf(agent)).toBe(before + 2);
  });

  it('removes tags with _method DELETE, only from the customers that have them', async () => {
    const agent = await t.agentWithOrg('remover');
    const tagged = (await t.visitorCustomer(agent, 'one')).customer;
    const plain = (await t.visitorCustomer(agent, 'two')).customer;
    await t.call('/functions/tagging', { orgId: agent.orgId, tags: ['vip', 'tea', 'late'], where: { customer: tagged.objectId } }, agent.token);
    const before = await cursorOf(agent);

    const task = await startTagTask(agent, { tags: ['tea', 'late'], where: { customers: [tagged.objectId, plain.objectId] }, _method: 'DELETE' });
    expect(task.type).toBe('deleteTags');
    expect(await finished(agent, task.objectId)).toMatchObject({ status: 'done', total: 2, progress: 2 });
    const tags = await tagsOf(agent);
    expect(tags.get(tagged.objectId)).toEqual(['vip']);
    expect(tags.get(plain.objectId)).toEqual([]);
    const feed = await changesSince(agent, before);
    expect(feed.changes.map((change) => change.objectId)).toEqual([tagged.objectId]);
  });

  it('tags every customer of an inbox category', async () => {
    const agent = await t.agentWithOrg('category');
    const open = (await t.visitorCustomer(agent, 'open')).customer;
    const mine = (await t.visitorCustomer(agent, 'mine')).customer;
    const assigned = await t.call('/functions/assign', { organization: agent.orgId, customer: mine.objectId, inbox: 'self' }, agent.token);
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);

    const task = await startTagTask(agent, { tags: ['waiting'], where: { inbox: 'unassigned' } });
    expect(await finished(agent, task.objectId)).toMatchObject({ status: 'done', total: 1 });
    let tags = await tagsOf(agent);
    expect(tags.get(open.objectId)).toEqual(['waiting']);
    expect(tags.get(mine.objectId)).toEqual([]);

    // "Mine" is the caller's own.
    const own = await startTagTask(agent, { tags: ['mine'], where: { inbox: 'self' } });
    expect(await finished(agent, own.objectId)).toMatchObject({ status: 'done', total: 1 });
    tags = await tagsOf(agent);
    expect(tags.get(mine.objectId)).toEqual(['mine']);
  });

  it('tags every customer a filter query selects (all customers\' every match), and removes them the same way', async () => {
    const agent = await t.agentWithOrg('query');
    const first = (await t.visitorCustomer(agent, 'one')).customer;
    const second = (await t.visitorCustomer(agent, 'two')).customer;
    const query = { displayName: first.displayName, platforms: ['livechat'] };
    const task = await startTagTask(agent, { tags: ['picked'], where: { query } });
    expect(await finished(agent, task.objectId)).toMatchObject({ status: 'done', total: 1 });
    let tags = await tagsOf(agent);
    expect(tags.get(first.objectId)).toEqual(['picked']);
    expect(tags.get(second.objectId)).toEqual([]);

    const removal = await startTagTask(agent, { tags: ['picked'], where: { query: { tagDensity: { $in: ['picked'] } } }, _method: 'DELETE' });
    expect(await finished(agent, removal.objectId)).toMatchObject({ status: 'done', total: 1 });
    tags = await tagsOf(agent);
    expect(tags.get(first.objectId)).toEqual([]);
  });

  it('refuses bad input with a 400 that says what is wrong, and starts no task', async () => {
    const agent = await t.agentWithOrg('bad');
    const { customer } = await t.visitorCustomer(agent);
    const where = { customers: [customer.objectId] };
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ where }, /tags/],
      [{ tags: [], where }, /tags/],
      [{ tags: ['  '], where }, /blank/],
      [{ tags: ['x'.repeat(51)], where }, /50 characters/],
      [{ tags: Array.from({ length: 13 }, (_, i) => `t${i}`), where }, /tags must NOT have more than 12 items/],
      [{ tags: ['vip'] }, /where/],
      [{ tags: ['vip'], where: {} }, /customers, an inbox, a tag or a query/],
      [{ tags: ['vip'], where: { query: { joinDate: { type: 'after' } } } }, /where\/query\/joinDate\/start is needed by type "after"/],
      [{ tags: ['vip'], where: { query: { shoeSize: 1 } } }, /shoeSize/],
      [{ tags: ['vip'], where: { ...where, inbox: 'all' } }, /not more than one/],
      [{ tags: ['vip'], where: { customers: [] } }, /customers/],
      [{ tags: ['vip'], where: { customers: Array.from({ length: 501 }, (_, i) => `c${i}`) } }, /500 items/],
      [{ tags: ['vip'], where: { inbox: 'nowhere' } }, /inbox/],
      [{ tags: ['vip'], where, _method: 'PATCH' }, /_method/],
    ];
    for (const [body, message] of cases) {
      const answer = await t.call('/functions/task.tag', { orgId: agent.orgId, ...body }, agent.token);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error, JSON.stringify(body)).toMatch(message);
    }
    const noOrg = await t.call('/functions/task.tag', { tags: ['vip'], where }, agent.token);
    expect(noOrg.status).toBe(400);
    const list = await t.call<{ result: FindTasksResult }>('/functions/findTasks', { orgId: agent.orgId }, agent.token);
    expect(list.body.result.tasks).toEqual([]);
  });

  it('answers 404 for customers of another organization and leaves them alone', async () => {
    const owner = await t.agentWithOrg('owner');
    const stranger = await t.agentWithOrg('stranger');
    const theirs = (await t.visitorCustomer(owner)).customer;
    const ours = (await t.visitorCustomer(stranger)).customer;

    const named = await t.call('/functions/task.tag', { orgId: stranger.orgId, tags: ['mine'], where: { customers: [theirs.objectId] } }, stranger.token);
    expect(named.status).toBe(404);
    const mixed = await t.call('/functions/task.tag', { orgId: stranger.orgId, tags: ['mine'], where: { customers: [ours.objectId, theirs.objectId] } }, stranger.token);
    expect(mixed.status).toBe(404);
    const inTheirOrg = await t.call('/functions/task.tag', { orgId: owner.orgId, tags: ['mine'], where: { inbox: 'all' } }, stranger.token);
    expect(inTheirOrg.status).toBe(404);

    const list = await t.call<{ result: FindTasksResult }>('/functions/findTasks', { orgId: stranger.orgId }, stranger.token);
    expect(list.body.result.tasks).toEqual([]);
    expect((await tagsOf(owner)).get(theirs.objectId)).toEqual([]);
    expect((await tagsOf(stranger)).get(ours.objectId)).toEqual([]);
  });
});
