import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerListResult } from '../../common/contracts/search';
import { customers, messages } from '../db/schema';
import { startTestServer, type Agent, type TestServer } from '../testing/harness';

let t: TestServer;
beforeAll(async () => { t = await startTestServer(); });
afterAll(async () => { await t?.close(); });

type Fields = Partial<typeof customers.$inferInsert>;

/** A live-chat customer of the agent's organization with these stored fields. */
async function customer(agent: Agent, fields: Fields = {}, text = 'Hello') {
  const { customer: made } = await t.visitorCustomer(agent, text);
  if (Object.keys(fields).length) await t.server.db.update(customers).set(fields).where(eq(customers.objectId, made.objectId));
  return made;
}

async function find(agent: Agent, body: Record<string, unknown>, route = '/functions/findCustomerV3') {
  return t.call<{ result: CustomerListResult; error?: string }>(route, { orgId: agent.orgId, ...body }, agent.token);
}
async function names(agent: Agent, body: Record<string, unknown>): Promise<string[]> {
  const answer = await find(agent, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.result.customers.map((row) => row.displayName);
}

const at = (iso: string) => new Date(iso);

describe('findCustomerV3: the customer list query', () => {
  let agent: Agent;
  let ann: Awaited<ReturnType<typeof customer>>;
  let bob: Awaited<ReturnType<typeof customer>>;
  let cid: Awaited<ReturnType<typeof customer>>;

  beforeAll(async () => {
    agent = await t.agentWithOrg('search');
    ann = await customer(agent, {
      displayName: 'Ann Lee', originalDisplayName: 'ann', platform: 'line', tags: ['vip', 'tw'], cellPhone: '+886912345678',
      email: 'ann@example.com', badge: 2, isMonitoring: true, lastMessageAt: at('2026-01-03T00:00:00Z'),
      lastInboundAt: at('2026-01-03T00:00:00Z'),
    });
    bob = await customer(agent, {
      displayName: 'Bob 100%_off', originalDisplayName: 'bob', platform: 'facebook', tags: ['tw'], badge: 0, bindRoleId: 'Role000001',
      lastMessageAt: at('2026-01-02T00:00:00Z'), lastInboundAt: at('2026-01-01T00:00:00Z'),
    });
    cid = await customer(agent, {
      displayName: 'Cid 100 off', originalDisplayName: 'ANNA', platform: 'livechat', tags: [], badge: 0,
      lastMessageAt: at('2026-01-01T00:00:00Z'), lastInboundAt: at('2026-01-02T00:00:00Z'),
    });
  });

  it('lists the organization newest last message first, 20 by default', async () => {
    expect(await names(agent, {})).toEqual(['Ann Lee', 'Bob 100%_off', 'Cid 100 off']);
  });

  it('filters on objectId, customerId, conversation, cellPhone, email and platform', async () => {
    expect(await names(agent, { where: { objectId: bob.objectId } })).toEqual(['Bob 100%_off']);
    expect(await names(agent, { where: { objectId: { $in: [ann.objectId, cid.objectId] } } })).toEqual(['Ann Lee', 'Cid 100 off']);
    expect(await names(agent, { where: { customerId: cid.customerId } })).toEqual(['Cid 100 off']);
    expect(await names(agent, { where: { conversation: { $in: [bob.conversation.objectId] } } })).toEqual(['Bob 100%_off']);
    expect(await names(agent, { where: { cellPhone: '+886912345678' } })).toEqual(['Ann Lee']);
    expect(await names(agent, { where: { email: 'ANN@example.com' } })).toEqual(['Ann Lee']);
    expect(await names(agent, { where: { platform: { $in: ['facebook', 'livechat'] } } })).toEqual(['Bob 100%_off', 'Cid 100 off']);
  });

  it('searches names containing the keyword, ignoring case, in containMode (the default)', async () => {
    expect(await names(agent, { where: { nameSearch: 'ann' } })).toEqual(['Ann Lee', 'Cid 100 off']);
    expect(await names(agent, { where: { nameSearch: '  LEE ' } })).toEqual(['Ann Lee']);
  });

  it('escapes the keyword: % and _ match themselves, not any text', async () => {
    expect(await names(agent, { where: { nameSearch: '100%' } })).toEqual(['Bob 100%_off']);
    expect(await names(agent, { where: { nameSearch: '%_' } })).toEqual(['Bob 100%_off']);
    expect(await names(agent, { where: { nameSearch: '_' } })).toEqual(['Bob 100%_off']);
  });

  it('matches whole names only in fullMode, set on the organization by an admin', async () => {
    const set = await t.call(`/classes/Organization/${agent.orgId}`, { _method: 'PUT', customerSearchMode: 'fullMode' }, agent.token);
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.customerSearchMode).toBe('fullMode');
    try {
      expect(await names(agent, { where: { nameSearch: 'ann' } })).toEqual(['Ann Lee']);
      expect(await names(agent, { where: { nameSearch: 'Ann' } })).toEqual([]);
      expect(await names(agent, { where: { nameSearch: 'Bob 100%_off' } })).toEqual(['Bob 100%_off']);
      const wrong = await t.call(`/classes/Organization/${agent.orgId}`, { _method: 'PUT', customerSearchMode: 'fuzzy' }, agent.token);
      expect(wrong.status).toBe(400);
    } finally {
      await t.call(`/classes/Organization/${agent.orgId}`, { _method: 'PUT', customerSearchMode: 'containMode' }, agent.token);
    }
  });

  it('filters on inbox category, tags in and not in, and the options badgeOnly, monitoringOnly, bindRoleId', async () => {
    await t.call('/functions/assign', { organization: agent.orgId, customer: bob.objectId, inbox: 'self' }, agent.token);
    try {
      expect(await names(agent, { where: { inbox: 'self' } })).toEqual(['Bob 100%_off']);
      expect(await names(agent, { where: { inbox: 'unassigned' } })).toEqual(['Ann Lee', 'Cid 100 off']);
    } finally {
      await t.call('/functions/assign', { organization: agent.orgId, customer: bob.objectId, inbox: 'unassigned' }, agent.token);
    }
    expect(await names(agent, { where: { tags: { $in: ['vip', 'none'] } } })).toEqual(['Ann Lee']);
    expect(await names(agent, { where: { tags: { $nin: ['vip'] } } })).toEqual(['Bob 100%_off', 'Cid 100 off']);
    expect(await names(agent, { where: { tags: { $in: ['tw'], $nin: ['vip'] } } })).toEqual(['Bob 100%_off']);
    expect(await names(agent, { options: { badgeOnly: true } })).toEqual(['Ann Lee']);
    expect(await names(agent, { options: { monitoringOnly: true } })).toEqual(['Ann Lee']);
    expect(await names(agent, { options: { bindRoleId: 'Role000001' } })).toEqual(['Bob 100%_off']);
  });

  it('answers the common pages (newest, tags $in, a name) from its prepared statements exactly as the general query does', async () => {
    const gone = await customer(agent, { displayName: 'Ann Gone', tags: ['tw'], lastMessageAt: at('2026-01-04T00:00:00Z'), deleted: true });
    const pages = [
      {}, { where: { tags: { $in: ['tw'] } } }, { where: { nameSearch: 'an' } }, { where: { nameSearch: 'ANN', tags: { $in: ['vip', 'tw'] } } },
      { where: { tags: { $in: [] } } }, { options: { limit: 1, skip: 1 } }, { options: { sort: { lastMessageAt: -1 }, limit: 2 } },
    ];
    for (const page of pages) {
      const prepared = await find(agent, page);
      // badgeOnly false filters nothing, but takes the general path.
      const general = await find(agent, { ...page, options: { ...(page as { options?: object }).options, badgeOnly: false } });
      expect(prepared.status).toBe(200);
      expect(prepared.body, JSON.stringify(page)).toEqual(general.body);
      expect(prepared.body.result.customers.map((row) => row.objectId)).not.toContain(gone.objectId);
    }
    expect(await names(agent, { where: { tags: { $in: ['tw'] } } })).toEqual(['Ann Lee', 'Bob 100%_off']);
    expect(await names(agent, { where: { nameSearch: 'ANN', tags: { $in: ['vip', 'tw'] } } })).toEqual(['Ann Lee']);
    expect(await names(agent, { options: { limit: 1, skip: 1 } })).toEqual(['Bob 100%_off']);
  });

  it('finds customers with a message in a time range', async () => {
    await t.server.db.update(messages).set({ createdAt: at('2025-06-01T12:00:00Z') }).where(eq(messages.customerId, cid.objectId));
    expect(await names(agent, { where: { message: { _created_at: { $gte: '2025-06-01T00:00:00Z', $lte: '2025-06-02T00:00:00Z' } } } })).toEqual(['Cid 100 off']);
    expect(await names(agent, { where: { message: { _created_at: { $lte: '2025-05-01T00:00:00Z' } } } })).toEqual([]);
  });

  it('sorts on assignedAt or lastInboundAt, pages with skip, limit and a before-cursor, and counts', async () => {
    expect(await names(agent, { options: { sort: { lastInboundAt: -1 } } })).toEqual(['Ann Lee', 'Cid 100 off', 'Bob 100%_off']);
    expect(await names(agent, { options: { limit: 1, skip: 1 } })).toEqual(['Bob 100%_off']);
    expect(await names(agent, { where: { lastMessageAt: { $lt: '2026-01-03T00:00:00Z' } }, options: { sort: { lastMessageAt: -1 } } }))
      .toEqual(['Bob 100%_off', 'Cid 100 off']);
    expect(await names(agent, { where: { lastInboundAt: { $lt: '2026-01-03T00:00:00Z' } }, options: { sort: { lastInboundAt: -1 } } }))
      .toEqual(['Cid 100 off', 'Bob 100%_off']);
    await t.server.db.update(customers).set({ assignedAt: at('2026-02-01T00:00:00Z') }).where(eq(customers.objectId, cid.objectId));
    expect(await names(agent, { where: { assignedAt: { $lt: '2026-03-01T00:00:00Z' } }, options: { sort: { assignedAt: -1 } } }))
      .toEqual(['Cid 100 off']);
    const counted = await find(agent, { where: { platform: { $in: ['line', 'facebook'] } }, options: { limit: 1, count: true } });
    expect(counted.body.result.count).toBe(2);
    expect(counted.body.result.customers).toHaveLength(1);
  });

  it('adds each customer\'s last message with options.message', async () => {
    const answer = await find(agent, { where: { objectId: ann.objectId }, options: { message: true } });
    expect(answer.body.result.customers[0]!.message).toMatchObject({ data: { content: 'Hello' }, senderType: 'Customer' });
    const without = await find(agent, { where: { objectId: ann.objectId } });
    expect(without.body.result.customers[0]!.message).toBeUndefined();
  });

  it('answers error/sort-param-is-required, error/no-organization and 400s naming the problem', async () => {
    const noSort = await find(agent, { where: { lastMessageAt: { $lt: '2026-01-03T00:00:00Z' } } });
    expect(noSort.status).toBe(400);
    expect(noSort.body.error).toBe('error/sort-param-is-required');
    const wrongKey = await find(agent, { where: { assignedAt: { $lt: '2026-01-03T00:00:00Z' } }, options: { sort: { lastMessageAt: -1 } } });
    expect(wrongKey.status).toBe(400);
    expect(wrongKey.body.error).toContain('where.lastMessageAt.$lt');
    const noOrg = await t.call('/functions/findCustomerV3', { where: {} }, agent.token);
    expect(noOrg.status).toBe(400);
    expect(noOrg.body.error).toBe('error/no-organization');
    const unknown = await find(agent, { where: { nickname: 'x' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toContain('where.nickname');
    const badPlatform = await find(agent, { where: { platform: { $in: ['myspace'] } } });
    expect(badPlatform.status).toBe(400);
    const tooLong = await find(agent, { where: { nameSearch: 'x'.repeat(101) } });
    expect(tooLong.status).toBe(400);
  });

  it('getCustomersV3 answers the customers named by objectId $in, with their messages', async () => {
    const answer = await find(agent, { where: { objectId: { $in: [cid.objectId, ann.objectId] } }, options: { message: true } }, '/functions/getCustomersV3');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.result.customers.map((row) => row.displayName)).toEqual(['Ann Lee', 'Cid 100 off']);
    expect(answer.body.result.customers.every((row) => row.message !== undefined)).toBe(true);
    const noIds = await find(agent, { where: {} }, '/functions/getCustomersV3');
    expect(noIds.status).toBe(400);
  });

  it('reads inbox bind with the caller\'s role, in the customer list and in the message search', async () => {
    const role = await t.call('/org_roles/create', { orgId: agent.orgId, name: 'Desk', feature: { msgCenter: { enabled: true } } }, agent.token);
    expect(role.status, JSON.stringify(role.body)).toBe(201);
    await t.call('/functions/updateMemberAuthority', { orgId: agent.orgId, userId: agent.userId, orgRoleId: role.body._id }, agent.token);
    await t.server.db.update(customers).set({ bindRoleId: role.body._id }).where(eq(customers.objectId, cid.objectId));
    expect(await names(agent, { where: { inbox: 'bind' } })).toEqual(['Cid 100 off']);
    const found = await t.call('/functions/findMessageV3', { orgId: agent.orgId, where: { inbox: { $in: ['bind'] } } }, agent.token);
    expect(found.body.result.messages.map((message: { customer: { objectId: string } }) => message.customer.objectId)).toEqual([cid.objectId]);
  });

  it('never answers another organization\'s customers', async () => {
    const other = await t.agentWithOrg('elsewhere');
    await customer(other, { displayName: 'Ann Other' });
    expect(await names(other, { where: { nameSearch: 'ann' } })).toEqual(['Ann Other']);
    expect(await names(other, { where: { objectId: ann.objectId } })).toEqual([]);
    const got = await find(other, { where: { objectId: { $in: [ann.objectId] } } }, '/functions/getCustomersV3');
    expect(got.body.result.customers).toEqual([]);
    const notMember = await t.call('/functions/findCustomerV3', { orgId: agent.orgId }, other.token);
    expect(notMember.status).toBe(404);
  });
});
