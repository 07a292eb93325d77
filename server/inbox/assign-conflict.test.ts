import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '../../common/contracts/customers';
import { memberships } from '../db/schema';
import { startTestServer, type Agent, type TestServer } from '../testing/harness';

let t: TestServer;
beforeAll(async () => { t = await startTestServer(); });
afterAll(async () => { await t?.close(); });

function assign(agent: Agent, customer: string, target: string, extra: Record<string, unknown> = {}) {
  return t.call('/functions/assign', { organization: agent.orgId, customer, inbox: target, from: agent.userId, ...extra }, agent.token);
}

async function memberOf(agent: Agent, name: string): Promise<Agent> {
  const other = await t.agentWithOrg(name);
  await t.server.db.insert(memberships).values({ orgId: agent.orgId, userId: other.userId, authority: 'general' });
  return { ...other, orgId: agent.orgId };
}

const seen = (customer: Customer) => ({ inbox: customer.inbox, assignee: customer.assignee ?? null });

describe('assign with the assignment it was made against (expected)', () => {
  it('refuses a move another move has overtaken: 409 error/assignment-conflict with the customer as it stays', async () => {
    const ada = await t.agentWithOrg('ada');
    const bob = await memberOf(ada, 'bob');
    const { customer } = await t.visitorCustomer(ada, 'Hello');

    // Ada saw the customer open (she was offline); Bob assigns it to himself meanwhile.
    expect((await assign(bob, customer.objectId, 'self')).status).toBe(200);
    const late = await assign(ada, customer.objectId, 'done', { expected: seen(customer) });

    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ error: 'error/assignment-conflict', assigneeName: expect.stringMatching(/^bob-\d+$/) });
    expect(late.body.customer).toMatchObject({ objectId: customer.objectId, assignee: bob.userId, inbox: ['private'] });
    // Bob's assignment stands.
    const inbox = await t.call('/functions/inboxesV3', { orgId: ada.orgId, where: { inbox: 'done' } }, ada.token);
    expect(inbox.body.result.customers).toEqual([]);
  });

  it('applies a move made against the current assignment, or one that changes nothing since', async () => {
    const ada = await t.agentWithOrg('ada');
    const bob = await memberOf(ada, 'bob');
    const { customer } = await t.visitorCustomer(ada, 'Hi');

    const mine = await assign(ada, customer.objectId, 'self', { expected: seen(customer) });
    expect(mine.status).toBe(200);
    const done = await assign(ada, customer.objectId, 'done', { expected: seen(mine.body.result as Customer) });
    expect(done.body.result).toMatchObject({ inbox: ['done'], assignee: ada.userId });

    // Bob moved it to done as well, so Ada's stale move to done overwrites nothing.
    await assign(bob, customer.objectId, 'unassigned');
    await assign(bob, customer.objectId, 'done');
    const again = await assign(bob, customer.objectId, 'done', { expected: seen(mine.body.result as Customer) });
    expect(again.status).toBe(200);

    // Without `expected` the last move wins, as the spec's callers expect.
    const plain = await assign(ada, customer.objectId, 'unassigned');
    expect(plain.status).toBe(200);
    expect(plain.body.result.inbox).toEqual(['unassigned']);
  });

  it('answers 400 naming the problem for a malformed expected', async () => {
    const ada = await t.agentWithOrg('ada');
    const { customer } = await t.visitorCustomer(ada, 'Hey');
    const bad = await assign(ada, customer.objectId, 'done', { expected: { inbox: ['nowhere'], assignee: null } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/expected/);
  });
});
