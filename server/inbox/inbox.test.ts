import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangesResult } from '../../common/contracts/changes';
import type { Customer } from '../../common/contracts/customers';
import type { AssignedEvent } from '../../common/contracts/inbox';
import { memberships } from '../db/schema';
import { connected, nextEvent, startTestServer, type Agent, type TestServer } from '../testing/harness';

let t: TestServer;
beforeAll(async () => { t = await startTestServer(); });
afterAll(async () => { await t?.close(); });

async function inbox(agent: Agent, body: Record<string, unknown>): Promise<Customer[]> {
  const answer = await t.call('/functions/inboxesV3', { orgId: agent.orgId, ...body }, agent.token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.result.customers as Customer[];
}
const ids = (rows: Customer[]) => rows.map((row) => row.objectId);
const category = (agent: Agent, name: string) => inbox(agent, { where: { inbox: name } }).then(ids);

async function assign(agent: Agent, customer: string, target: string, extra: Record<string, unknown> = {}) {
  return t.call('/functions/assign', { organization: agent.orgId, customer, inbox: target, from: agent.userId, ...extra }, agent.token);
}

/** A second user who joins `agent`'s organization (a membership row, as the members feature will write it). */
async function memberOf(agent: Agent, name: string): Promise<Agent> {
  const other = await t.agentWithOrg(name);
  await t.server.db.insert(memberships).values({ orgId: agent.orgId, userId: other.userId, authority: 'general' });
  return { ...other, orgId: agent.orgId };
}

describe('inbox categories and assignment', () => {
  it('moves customers between categories, each sorted on its own key', async () => {
    const agent = await t.agentWithOrg('boxes');
    const a = (await t.visitorCustomer(agent, 'A')).customer.objectId;
    const b = (await t.visitorCustomer(agent, 'B')).customer.objectId;
    const c = (await t.visitorCustomer(agent, 'C')).customer.objectId;
    expect(await category(agent, 'unassigned')).toEqual([c, b, a]);
    expect(await category(agent, 'self')).toEqual([]);

    await assign(agent, b, 'private');
    const assigned = await assign(agent, a, 'self');
    expect(assigned.status).toBe(200);
    expect(assigned.body.result).toMatchObject({ objectId: a, assignee: agent.userId, inbox: ['private'] });
    expect(assigned.body.result.assignedAt.iso).toBeTruthy();
    // self and private sort on assignedAt (a, assigned last, comes first), not on lastMessageAt.
    expect(await category(agent, 'self')).toEqual([a, b]);
    expect(await category(agent, 'private')).toEqual([a, b]);
    expect(await category(agent, 'unassigned')).toEqual([c]);
    expect(await category(agent, 'all')).toEqual([c, b, a]);

    await assign(agent, a, 'done');
    await assign(agent, c, 'spam');
    expect(await category(agent, 'done')).toEqual([a]);
    expect(await category(agent, 'spam')).toEqual([c]);
    expect(await category(agent, 'all')).toEqual([b]);
    expect(await category(agent, 'self')).toEqual([b]);
    expect(await category(agent, 'unassigned')).toEqual([]);

    const back = await assign(agent, a, 'unassigned');
    expect(back.body.result.assignee).toBeUndefined();
    expect(await category(agent, 'unassigned')).toEqual([a]);
    expect(await category(agent, 'done')).toEqual([]);
  });

  it('pages with a before-cursor on the sort key, and needs the sort with a cursor', async () => {
    const agent = await t.agentWithOrg('pages');
    const rows: string[] = [];
    for (const text of ['1', '2', '3']) rows.push((await t.visitorCustomer(agent, text)).customer.objectId);
    for (const id of [...rows].reverse()) await assign(agent, id, 'self');
    const first = await inbox(agent, { where: { inbox: 'self' }, options: { limit: 2 } });
    expect(ids(first)).toEqual([rows[0], rows[1]]);
    const next = await inbox(agent, {
      where: { inbox: 'self', assignedAt: { $lt: first[1]!.assignedAt!.iso } }, options: { limit: 2, sort: { assignedAt: -1 } },
    });
    expect(ids(next)).toEqual([rows[2]]);

    const noSort = await t.call('/functions/inboxesV3', { orgId: agent.orgId, where: { inbox: 'self', assignedAt: { $lt: new Date().toISOString() } } }, agent.token);
    expect(noSort.status).toBe(400);
    expect(noSort.body.error).toBe('error/sort-param-is-required');
    const wrongKey = await t.call('/functions/inboxesV3', {
      orgId: agent.orgId, where: { inbox: 'self', lastMessageAt: { $lt: new Date().toISOString() } }, options: { sort: { assignedAt: -1 } },
    }, agent.token);
    expect(wrongKey.status).toBe(400);
    expect(wrongKey.body.error).toContain('assignedAt');
    const wrongSort = await t.call('/functions/inboxesV3', { orgId: agent.orgId, where: { inbox: 'done' }, options: { sort: { lastMessageAt: -1 } } }, agent.token);
    expect(wrongSort.status).toBe(400);
    expect(wrongSort.body.error).toContain('options.sort');
    const noOrg = await t.call('/functions/inboxesV3', { where: { inbox: 'self' } }, agent.token);
    expect(noOrg.body.error).toBe('error/no-organization');
    const badCategory = await t.call('/functions/inboxesV3', { orgId: agent.orgId, where: { inbox: 'mine' } }, agent.token);
    expect(badCategory.status).toBe(400);
    expect(badCategory.body.error).toContain('inbox');
  });

  it('takes a change-feed number per write and tells the sockets (event customer and assigned)', async () => {
    const agent = await t.agentWithOrg('feed');
    const { customer } = await t.visitorCustomer(agent, 'Hi');
    const before = (await t.call<{ result: ChangesResult }>('/functions/changes', { orgId: agent.orgId, since: 0 }, agent.token)).body.result;

    const socket = t.socket({ userId: agent.userId, token: agent.token });
    await connected(socket);
    expect(await socket.emitWithAck('subscribe', { orgId: agent.orgId })).toBe(true);
    const assignedEvent = nextEvent<AssignedEvent>(socket, 'assigned');
    const customerEvent = nextEvent<{ type: string; customer: Customer }>(socket, 'event', (event) => event.customer?.assignee === agent.userId);
    await assign(agent, customer.objectId, 'self');
    expect(await assignedEvent).toMatchObject({ customer: customer.objectId, inbox: 'self', assignee: agent.userId, from: agent.userId });
    expect((await customerEvent).customer.inbox).toEqual(['private']);

    const after = (await t.call<{ result: ChangesResult }>('/functions/changes', { orgId: agent.orgId, since: before.cursor }, agent.token)).body.result;
    expect(after.cursor).toBeGreaterThan(before.cursor);
    expect(after.changes).toEqual([expect.objectContaining({ className: 'Customer', objectId: customer.objectId, object: expect.objectContaining({ assignee: agent.userId }) })]);
  });

  it('assigns to another member with toUser; a non-member is 404', async () => {
    const agent = await t.agentWithOrg('team');
    const colleague = await memberOf(agent, 'colleague');
    const stranger = await t.agentWithOrg('stranger');
    const { customer } = await t.visitorCustomer(agent, 'For you');
    const toColleague = await assign(agent, customer.objectId, 'self', { toUser: colleague.userId });
    expect(toColleague.body.result.assignee).toBe(colleague.userId);
    expect(await category(colleague, 'self')).toEqual([customer.objectId]);
    expect(await category(agent, 'self')).toEqual([]);

    const toStranger = await assign(agent, customer.objectId, 'self', { toUser: stranger.userId });
    expect(toStranger.status).toBe(404);
    const toUserOnDone = await assign(agent, customer.objectId, 'done', { toUser: colleague.userId });
    expect(toUserOnDone.status).toBe(400);
    expect(toUserOnDone.body.error).toContain('toUser');
  });

  it('answers 404 for another organization\'s customer and 400 for bad input', async () => {
    const owner = await t.agentWithOrg('owner');
    const stranger = await t.agentWithOrg('intruder');
    const { customer } = await t.visitorCustomer(owner, 'Mine');
    const viaOwnOrg = await assign(stranger, customer.objectId, 'self');
    expect(viaOwnOrg.status).toBe(404);
    expect(viaOwnOrg.body).toEqual({ code: 101, error: 'Object not found.' });
    const viaOwnersOrg = await t.call('/functions/assign', { organization: owner.orgId, customer: customer.objectId, inbox: 'self' }, stranger.token);
    expect(viaOwnersOrg.status).toBe(404);
    expect(await category(owner, 'unassigned')).toEqual([customer.objectId]);

    const badInbox = await assign(owner, customer.objectId, 'all');
    expect(badInbox.status).toBe(400);
    expect(badInbox.body.error).toContain('inbox');
    const noCustomer = await t.call('/functions/assign', { organization: owner.orgId, inbox: 'self' }, owner.token);
    expect(noCustomer.status).toBe(400);
    expect(noCustomer.body.error).toContain('customer');
    const noOrg = await t.call('/functions/assign', { customer: customer.objectId, inbox: 'self' }, owner.token);
    expect(noOrg.body.error).toBe('error/no-organization');
  });

  it('batch: up to 50, all or none', async () => {
    const agent = await t.agentWithOrg('bulk');
    const stranger = await t.agentWithOrg('bulk-stranger');
    const a = (await t.visitorCustomer(agent, 'A')).customer.objectId;
    const b = (await t.visitorCustomer(agent, 'B')).customer.objectId;
    const foreign = (await t.visitorCustomer(stranger, 'X')).customer.objectId;
    const payload = (customer: string) => ({ organization: agent.orgId, customer, inbox: 'done' });

    const tooMany = await t.call('/functions/batch', { functions: Array.from({ length: 51 }, () => payload(a)) }, agent.token);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toContain('50');
    const mixed = await t.call('/functions/batch', { functions: [payload(a), payload(foreign)] }, agent.token);
    expect(mixed.status).toBe(404);
    expect(await category(agent, 'done')).toEqual([]);

    const before = (await t.call<{ result: ChangesResult }>('/functions/changes', { orgId: agent.orgId, since: 0 }, agent.token)).body.result;
    const done = await t.call('/functions/batch', { functions: [payload(a), payload(b)] }, agent.token);
    expect(done.status).toBe(200);
    expect(ids(done.body.result.customers)).toEqual([a, b]);
    expect((await category(agent, 'done')).sort()).toEqual([a, b].sort());
    const after = (await t.call<{ result: ChangesResult }>('/functions/changes', { orgId: agent.orgId, since: before.cursor }, agent.token)).body.result;
    expect(after.changes.map((change) => change.seq)).toEqual([before.cursor + 1, before.cursor + 2]);

    const fifty = await t.call('/functions/batch', { functions: Array.from({ length: 50 }, (_, index) => payload(index % 2 ? a : b)) }, agent.token);
    expect(fifty.status).toBe(200);
  });
});
