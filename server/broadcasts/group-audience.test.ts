// Customer groups as a broadcast audience (docs/broadcasts.md "Audience"): a query group selects whom
// its query selects now — counted at once and reached by a broadcast sent after a customer got the
// group's tag, before any refresh — a CSV group its stored members only, an expired group and another
// organization's group nobody.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Broadcast } from '../../common/contracts/broadcasts';
import type { CustomerGroup } from '../../common/contracts/customer-groups';
import type { Task } from '../../common/contracts/tasks';
import { broadcasts, customerGroupMembers, customers } from '../db/schema';
import { eventually } from '../testing/eventually';
import { startTestServer, type Agent, type TestServer } from '../testing/harness';

let t: TestServer;
let admin: Agent;
let stranger: Agent;

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.agentWithOrg('group-audience');
  stranger = await t.agentWithOrg('group-audience-stranger');
}, 30_000);
afterAll(() => t?.close());

const count = async (groupIds: string[], who: Agent = admin) => (await t.call<{ result: { count: number } }>('/broadcast/getCustomers', {
  orgId: who.orgId, where: { customerGroups: groupIds }, returnCount: true,
}, who.token)).body.result.count;
const groupOf = async (id: string, who: Agent = admin) =>
  (await t.call<CustomerGroup>(`/classes/CustomerGroup/${id}`, { orgId: who.orgId, _method: 'GET' }, who.token)).body;
const tag = (customerId: string, tags: string[]) => t.server.db.update(customers).set({ tags }).where(eq(customers.objectId, customerId));

/** A live-chat visitor with `tags`, and its customer id. */
async function visitor(who: Agent, tags: string[]): Promise<{ visitorToken: string; customerId: string }> {
  const { visitorToken, customer } = await t.visitorCustomer(who, 'Hello');
  await tag(customer.objectId, tags);
  return { visitorToken, customerId: customer.objectId };
}

/** A query group of `who`'s organization, computed (ready). */
async function queryGroup(name: string, query: Record<string, unknown>, who: Agent = admin): Promise<CustomerGroup> {
  const started = await t.call<{ result: Task }>('/customer_group/create', { orgId: who.orgId, name, query }, who.token);
  const id = String(started.body.result.options.group);
  return eventually(() => groupOf(id, who), (group) => group.status === 'ready');
}

describe('customer groups as a broadcast audience', () => {
  it('counts a query group by its query now, and a broadcast sent to it reaches a customer tagged after it was computed', async () => {
    await visitor(admin, ['gold']);
    const group = await queryGroup('Gold', { tagDensity: { $in: ['gold'] } });
    expect(group.count).toBe(1);
    const late = await visitor(admin, ['gold']);
    expect(await count([group.objectId])).toBe(2);
    // The stored members are not what the audience reads: no refresh ran.
    expect((await groupOf(group.objectId)).count).toBe(1);

    const sent = await t.call<{ result: Broadcast }>('/broadcast/create', {
      orgId: admin.orgId, name: 'Gold week', query: { customerGroups: [group.objectId] },
      messages: [{ contentType: 'text', data: { content: 'Gold week starts' } }],
    }, admin.token);
    expect(sent.status).toBe(200);
    const done = await eventually(
      async () => (await t.server.db.select().from(broadcasts).where(eq(broadcasts.objectId, sent.body.result.objectId)))[0]!,
      (row) => row.status === 'done', 20_000,
    );
    expect(done).toMatchObject({ total: 2, success: 2, failed: 0 });
    const seen = await t.request<{ messages: unknown[] }>('GET', `/livechat/api/messages?visitorToken=${late.visitorToken}`);
    expect(JSON.stringify(seen.body.messages).match(/Gold week starts/g)).toHaveLength(1);
  });

  it('counts a CSV group by its stored members only', async () => {
    const member = await visitor(admin, []);
    await visitor(admin, []);
    const made = await t.call<CustomerGroup>('/classes/CustomerGroup', { orgId: admin.orgId, name: 'From CSV', options: { isCustomCustomerGroup: true } }, admin.token);
    await t.server.db.insert(customerGroupMembers).values({ groupId: made.body.objectId, customerId: member.customerId });
    // Its query is empty: read as a query it would select every customer.
    expect(await count([made.body.objectId])).toBe(1);
  });

  it('selects nobody with an expired group', async () => {
    await visitor(admin, ['silver']);
    const group = await queryGroup('Silver', { tagDensity: { $in: ['silver'] } });
    expect(await count([group.objectId])).toBe(1);
    await t.call(`/classes/CustomerGroup/${group.objectId}`, { orgId: admin.orgId, _method: 'PUT', expired: true }, admin.token);
    expect(await count([group.objectId])).toBe(0);
  });

  it("selects nobody with another organization's group", async () => {
    await visitor(stranger, []);
    const everyone = await queryGroup('Everyone', {}, stranger);
    expect(await count([everyone.objectId], stranger)).toBe(1);
    // Its query, `{}`, would select all of admin's customers were it read for admin.
    expect(await count([everyone.objectId])).toBe(0);
  });
});
