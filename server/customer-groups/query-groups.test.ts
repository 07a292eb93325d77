// Query groups on a real server (02 §3, §4, §7): create → ready with the customers the query selects
// (the hand-computed table of common/testing/customer-filter-cases.ts), refresh after customers
// changed, requery, rename and expire, as a live broadcast audience; bad queries 400 naming the field,
// another organization's ids 404.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerGroup, CustomerGroupQueryResponse } from '../../common/contracts/customer-groups';
import type { FindTasksResult, Task } from '../../common/contracts/tasks';
import { TaskType } from '../../common/tasks';
import { customers } from '../db/schema';
import { seedFilterCustomers } from '../customer-management/seed-filter-customers';
import { startTestServer, type Agent, type TestServer } from '../testing/harness';

let t: TestServer;
let admin: Agent;
let stranger: Agent;
let nameOf: Map<string, string>;

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.agentWithOrg('query-groups');
  stranger = await t.agentWithOrg('stranger');
  nameOf = await seedFilterCustomers(t.server.db, admin.orgId);
  await seedFilterCustomers(t.server.db, stranger.orgId);
}, 30_000);
afterAll(() => t?.close());

type TaskAnswer = { result: Task; error?: string };
const create = (body: Record<string, unknown>, who: Agent = admin) =>
  t.call<TaskAnswer>('/customer_group/create', { orgId: who.orgId, ...body }, who.token);
const refresh = (groupId: string, who: Agent = admin) =>
  t.service<TaskAnswer>('PUT', '/customer_group/refresh', who.token, { orgId: who.orgId, groupId });
const requery = (groupId: string, query: Record<string, unknown>, who: Agent = admin) =>
  t.service<TaskAnswer>('PUT', '/customer_group/requery', who.token, { orgId: who.orgId, groupId, query });
const groupCall = (id: string, body: Record<string, unknown>, who: Agent = admin) =>
  t.call<CustomerGroup & { error?: string }>(`/classes/CustomerGroup/${id}`, { orgId: who.orgId, ...body }, who.token);
const listed = async () => (await t.call<CustomerGroupQueryResponse>('/classes/CustomerGroup', {
  _method: 'GET', orgId: admin.orgId, where: { expired: { $ne: true }, status: { $ne: 'creating' } }, limit: 100,
}, admin.token)).body.results.map((group) => group.objectId);

/** The task once done or in error. */
async function finished(taskId: string): Promise<Task> {
  for (let i = 0; i < 200; i++) {
    const list = await t.call<{ result: FindTasksResult }>('/functions/findTasks', { orgId: admin.orgId }, admin.token);
    const task = list.body.result.tasks.find((candidate) => candidate.objectId === taskId);
    if (task?.status === 'done' || task?.status === 'error') return task;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the task did not finish');
}

/** The group's customers by their names in the table, sorted. */
async function members(groupId: string): Promise<(string | undefined)[]> {
  const answer = await t.call<{ result: { customers: { objectId: string }[] } }>('/functions/getCustomersByCustomerGroup', {
    orgId: admin.orgId, where: { customerGroupId: groupId }, limit: 100,
  }, admin.token);
  return answer.body.result.customers.map((customer) => nameOf.get(customer.objectId)).sort();
}

/** A query group, created and computed. */
async function readyGroup(name: string, query: Record<string, unknown>): Promise<{ task: Task; group: CustomerGroup }> {
  const started = await create({ name, query });
  expect(started.status).toBe(200);
  expect(started.body.result).toMatchObject({ type: TaskType.CREATE_CUSTOMER_GROUP, status: 'started', options: { name } });
  const task = await finished(started.body.result.objectId);
  return { task, group: (await groupCall(String(started.body.result.options.group), { _method: 'GET' })).body };
}

const idOf = (name: string) => [...nameOf].find(([, named]) => named === name)![0];
const THREE_CONDITIONS = { tagDensity: { $in: ['vip', 'tw'] }, platforms: ['line', 'whatsapp'], conversationDate: { type: 'after', start: '2026-10-01T00:00:00Z' } };

describe('query groups', () => {
  it('computes the members of a new group: creating, then ready with its count', async () => {
    const { task, group } = await readyGroup('Recent VIPs', THREE_CONDITIONS);
    expect(task).toMatchObject({ status: 'done', result: { count: 2 } });
    expect(group).toMatchObject({ name: 'Recent VIPs', status: 'ready', count: 2, query: THREE_CONDITIONS, options: {}, expired: false });
    expect(await members(group.objectId)).toEqual(['amy', 'dana']);
    expect(await listed()).toContain(group.objectId);
    // POST /classes/CustomerGroup with a query makes one too, answered while it is created.
    const made = await t.call<CustomerGroup>('/classes/CustomerGroup', { orgId: admin.orgId, name: 'No tags', query: { isNoTagCustomer: true } }, admin.token);
    expect(made).toMatchObject({ status: 201, body: { status: 'creating', count: 0 } });
    await expect.poll(async () => (await groupCall(made.body.objectId, { _method: 'GET' })).body, { timeout: 5000 }).toMatchObject({ status: 'ready', count: 1 });
    expect(await members(made.body.objectId)).toEqual(['chen']);
  });

  it('refreshes: updating, then the members the query selects now', async () => {
    const { group } = await readyGroup('Taiwan', { tagDensity: { $in: ['tw'] } });
    expect(await members(group.objectId)).toEqual(['amy', 'dana']);
    // Bob gains the tag, Dana loses it, Amy is deleted.
    const db = t.server.db;
    await db.update(customers).set({ tags: ['vip', 'tw'] }).where(and(eq(customers.orgId, admin.orgId), eq(customers.objectId, idOf('bob'))));
    await db.update(customers).set({ tags: [] }).where(eq(customers.objectId, idOf('dana')));
    await db.update(customers).set({ deleted: true }).where(eq(customers.objectId, idOf('amy')));
    const started = await refresh(group.objectId);
    expect(started.body.result).toMatchObject({ type: TaskType.REFRESH_CUSTOMER_GROUP, options: { group: group.objectId } });
    expect((await groupCall(group.objectId, { _method: 'GET' })).body.status).toMatch(/updating|ready/);
    expect(await finished(started.body.result.objectId)).toMatchObject({ status: 'done', result: { count: 1 } });
    expect((await groupCall(group.objectId, { _method: 'GET' })).body).toMatchObject({ status: 'ready', count: 1 });
    expect(await members(group.objectId)).toEqual(['bob']);
    await db.update(customers).set({ tags: ['vip'] }).where(eq(customers.objectId, idOf('bob')));
    await db.update(customers).set({ tags: ['tw'] }).where(eq(customers.objectId, idOf('dana')));
    await db.update(customers).set({ deleted: false }).where(eq(customers.objectId, idOf('amy')));
  });

  it('requeries: the new query and its members are written together', async () => {
    const { group } = await readyGroup('Followers on LINE', { platforms: ['line'] });
    expect(await members(group.objectId)).toEqual(['amy', 'gone']);
    const started = await requery(group.objectId, { platforms: ['line'], friendship: 'follow' });
    expect(started.body.result).toMatchObject({ type: TaskType.UPDATE_CUSTOMER_GROUP, options: { query: { friendship: 'follow' } } });
    await finished(started.body.result.objectId);
    expect((await groupCall(group.objectId, { _method: 'GET' })).body).toMatchObject({ status: 'ready', count: 1, query: { platforms: ['line'], friendship: 'follow' } });
    expect(await members(group.objectId)).toEqual(['amy']);
  });

  it('is renamed and expired; an expired group leaves the list', async () => {
    const { group } = await readyGroup('Phones', { cellPhone: '+8' });
    expect((await groupCall(group.objectId, { _method: 'PUT', name: ' Phone numbers ' })).body).toMatchObject({ name: 'Phone numbers', query: { cellPhone: '+8' }, count: 2 });
    expect((await groupCall(group.objectId, { _method: 'PUT', expired: true })).body.expired).toBe(true);
    expect(await listed()).not.toContain(group.objectId);
  });

  it('is a broadcast audience whose count follows its query at once, before a refresh', async () => {
    const count = async (groupId: string) => (await t.call<{ result: { count: number } }>('/broadcast/getCustomers', {
      orgId: admin.orgId, where: { customerGroups: [groupId] }, returnCount: true,
    }, admin.token)).body.result.count;
    const { group } = await readyGroup('New and VIP', { tagDensity: { $in: ['new', 'vip'] } });
    expect(await members(group.objectId)).toEqual(['amy', 'bob', 'gone', 'visitor']);
    // The broadcast's own rules apply: the seeded LINE and Messenger customers have no connected account, Gone unfollowed.
    expect(await count(group.objectId)).toBe(1);
    const { customer } = await t.visitorCustomer(admin, 'Hello');
    await t.server.db.update(customers).set({ tags: ['new'] }).where(eq(customers.objectId, customer.objectId));
    expect(await count(group.objectId)).toBe(2);
    expect((await groupCall(group.objectId, { _method: 'GET' })).body.count).toBe(4);
  });

  it('refuses a query it cannot run with a 400 naming the field, and custom groups', async () => {
    const between = await create({ name: 'Bad dates', query: { joinDate: { type: 'between', start: '2026-01-01T00:00:00Z' } } });
    expect(between).toMatchObject({ status: 400, body: { error: 'body/query/joinDate/end is needed by type "between"' } });
    expect((await create({ name: 'Shoes', query: { shoeSize: 42 } })).body.error).toBe('body/query/shoeSize must NOT be valid');
    expect((await create({ name: 'No query' })).status).toBe(400);
    expect((await create({ name: '  ', query: {} })).body.error).toBe('name must not be blank');
    const { group } = await readyGroup('Everyone', {});
    expect((await requery(group.objectId, { conversationDate: { type: 'after', start: 'yesterday' } })).body.error)
      .toBe('body/query/conversationDate/start must be a date and time (ISO 8601)');
    const custom = await t.call<CustomerGroup>('/classes/CustomerGroup', { orgId: admin.orgId, name: 'From CSV', options: { isCustomCustomerGroup: true } }, admin.token);
    expect((await refresh(custom.body.objectId)).body.error).toMatch(/custom customer group has no query/);
  });

  it("answers another organization's ids 404", async () => {
    const { group } = await readyGroup('Mine', { cellPhone: '+886' });
    expect((await refresh(group.objectId, stranger)).status).toBe(404);
    expect((await requery(group.objectId, {}, stranger)).status).toBe(404);
    // A member of one organization naming another.
    expect((await create({ name: 'Theirs', query: {} }, { ...stranger, orgId: admin.orgId })).status).toBe(404);
    expect((await refresh(group.objectId, { ...stranger, orgId: admin.orgId })).status).toBe(404);
    expect((await groupCall(group.objectId, { _method: 'GET' })).body).toMatchObject({ query: { cellPhone: '+886' }, count: 1 });
  });
});
