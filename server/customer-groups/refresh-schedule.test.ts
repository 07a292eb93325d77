// Query groups stay current (refresh-schedule.ts): a ready query group computed longer ago than the
// interval is computed again (its count and members), once however many servers look at the same time;
// CSV and expired groups are left alone; and the server runs the schedule by itself.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUERY_GROUP_REFRESH_MS } from '../../common/customer-groups';
import type { CustomerGroup } from '../../common/contracts/customer-groups';
import type { Task } from '../../common/contracts/tasks';
import { customerGroups, customers } from '../db/schema';
import { eventually } from '../testing/eventually';
import { startTestServer, type Agent, type TestServer } from '../testing/harness';
import { refreshDueGroups } from './refresh-schedule';

/** A group that fails fails the test. */
const log = { error: (object: unknown) => { throw (object as { err: unknown }).err; } };

let t: TestServer;
let admin: Agent;

async function start(overrides: Parameters<typeof startTestServer>[0] = {}): Promise<void> {
  t = await startTestServer(overrides);
  admin = await t.agentWithOrg('group-refresh');
}

const groupOf = async (id: string) =>
  (await t.call<CustomerGroup>(`/classes/CustomerGroup/${id}`, { orgId: admin.orgId, _method: 'GET' }, admin.token)).body;
const tag = (customerId: string, tags: string[]) => t.server.db.update(customers).set({ tags }).where(eq(customers.objectId, customerId));
const lastComputed = (id: string, at: Date) => t.server.db.update(customerGroups).set({ updatedAt: at }).where(eq(customerGroups.objectId, id));
const visitor = async (tags: string[]) => {
  const { customer } = await t.visitorCustomer(admin, 'Hello');
  await tag(customer.objectId, tags);
  return customer.objectId;
};

async function queryGroup(name: string, query: Record<string, unknown>): Promise<CustomerGroup> {
  const started = await t.call<{ result: Task }>('/customer_group/create', { orgId: admin.orgId, name, query }, admin.token);
  const id = String(started.body.result.options.group);
  return eventually(() => groupOf(id), (group) => group.status === 'ready');
}

describe('the query group refresh', () => {
  beforeAll(() => start(), 30_000);
  afterAll(() => t?.close());

  it('computes a group due again, once for two servers looking at once; CSV and expired groups stay as they are', async () => {
    const first = await visitor(['bronze']);
    const group = await queryGroup('Bronze', { tagDensity: { $in: ['bronze'] } });
    const expired = await queryGroup('Bronze, expired', { tagDensity: { $in: ['bronze'] } });
    await t.call(`/classes/CustomerGroup/${expired.objectId}`, { orgId: admin.orgId, _method: 'PUT', expired: true }, admin.token);
    const csv = await t.call<CustomerGroup>('/classes/CustomerGroup', { orgId: admin.orgId, name: 'CSV', options: { isCustomCustomerGroup: true } }, admin.token);
    expect(group.count).toBe(1);
    await visitor(['bronze']);
    await tag(first, []);
    await visitor(['bronze']);

    // Computed 16 minutes ago: due at the default interval. Not yet due: left alone.
    const longAgo = new Date(Date.now() - 16 * 60_000);
    for (const id of [expired.objectId, csv.body.objectId]) await lastComputed(id, longAgo);
    await lastComputed(group.objectId, new Date(Date.now() - 60_000));
    expect(await refreshDueGroups(t.server.db, QUERY_GROUP_REFRESH_MS, log)).toBe(0);
    await lastComputed(group.objectId, longAgo);
    const [one, other] = await Promise.all([1, 2].map(() => refreshDueGroups(t.server.db, QUERY_GROUP_REFRESH_MS, log)));
    expect(one! + other!).toBe(1);
    expect(await groupOf(group.objectId)).toMatchObject({ status: 'ready', count: 2 });
    expect((await groupOf(expired.objectId)).count).toBe(1);
    expect((await groupOf(csv.body.objectId)).count).toBe(0);
  });
});

describe('the server', () => {
  // A short interval: its own schedule refreshes a group within a second.
  beforeAll(() => start({ queryGroupRefreshMs: 300 }), 30_000);
  afterAll(() => t?.close());

  it('refreshes its query groups by itself, every interval', async () => {
    await visitor(['copper']);
    const group = await queryGroup('Copper', { tagDensity: { $in: ['copper'] } });
    expect(group.count).toBe(1);
    await visitor(['copper']);
    expect((await eventually(() => groupOf(group.objectId), (read) => read.count === 2, 5_000)).status).toBe('ready');
  });
});
