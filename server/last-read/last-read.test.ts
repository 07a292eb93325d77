import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangesResult } from '../../common/contracts/changes';
import type { Customer } from '../../common/contracts/customers';
import type { LastReadResponse } from '../../common/contracts/read-state';
import { connected, nextEvent, startTestServer, type TestServer } from '../testing/harness';

let t: TestServer;
beforeAll(async () => { t = await startTestServer(); });
afterAll(async () => { await t?.close(); });

async function changesSince(orgId: string, token: string, since: number): Promise<ChangesResult> {
  const answer = await t.call<{ result: ChangesResult }>('/functions/changes', { orgId, since }, token);
  expect(answer.status).toBe(200);
  return answer.body.result;
}

async function inboxCustomer(orgId: string, token: string, objectId: string): Promise<Customer> {
  const inbox = await t.call('/functions/inboxesV3', { orgId }, token);
  const customer = (inbox.body.result.customers as Customer[]).find((candidate) => candidate.objectId === objectId);
  if (!customer) throw new Error(`no customer ${objectId}`);
  return customer;
}

describe('POST /last_read/conversation/reset', () => {
  it('clears the badge, stamps lastReadAt, appears in the change feed with a higher seq and tells the sockets', async () => {
    const agent = await t.agentWithOrg('reader');
    const { customer, visitorToken } = await t.visitorCustomer(agent, 'First');
    await t.request('POST', '/livechat/api/messages', { visitorToken, text: 'Second', clientId: 'second' });
    expect((await inboxCustomer(agent.orgId, agent.token, customer.objectId)).lastRead.badge).toBe(2);
    const before = await changesSince(agent.orgId, agent.token, 0);

    const socket = t.socket({ userId: agent.userId, token: agent.token });
    await connected(socket);
    expect(await socket.emitWithAck('subscribe', { orgId: agent.orgId })).toBe(true);
    const pushed = nextEvent<{ type: string; customer: Customer }>(socket, 'event', (event) => event.customer.lastRead.badge === 0);

    const reset = await t.call<LastReadResponse>('/last_read/conversation/reset', {
      orgId: agent.orgId, conversationId: customer.conversation.objectId, sender: agent.userId, senderType: '_User',
    }, agent.token);
    expect(reset.status).toBe(200);
    expect(reset.body.lastRead.badge).toBe(0);
    expect(Date.parse(reset.body.lastRead.lastReadAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(reset.body.customer).toMatchObject({ objectId: customer.objectId, lastRead: { badge: 0 } });
    expect((await pushed).customer.objectId).toBe(customer.objectId);

    const after = await changesSince(agent.orgId, agent.token, before.cursor);
    expect(after.cursor).toBeGreaterThan(before.cursor);
    expect(after.changes).toHaveLength(1);
    expect(after.changes[0]).toMatchObject({ className: 'Customer', objectId: customer.objectId, op: 'upsert', object: { lastRead: { badge: 0 } } });

    const listed = await inboxCustomer(agent.orgId, agent.token, customer.objectId);
    expect(listed.lastRead).toEqual(reset.body.lastRead);
  });

  it('answers 404 for a conversation of another organization and leaves its badge alone', async () => {
    const owner = await t.agentWithOrg('owner');
    const stranger = await t.agentWithOrg('stranger');
    const { customer } = await t.visitorCustomer(owner, 'Private');
    const conversationId = customer.conversation.objectId;

    const withOwnOrg = await t.call('/last_read/conversation/reset', { orgId: stranger.orgId, conversationId }, stranger.token);
    expect(withOwnOrg.status).toBe(404);
    expect(withOwnOrg.body).toEqual({ code: 101, error: 'Object not found.' });
    const withOwnersOrg = await t.call('/last_read/conversation/reset', { orgId: owner.orgId, conversationId }, stranger.token);
    expect(withOwnersOrg.status).toBe(404);
    const set = await t.call('/last_read/conversation/set', {
      id: customer.objectId, orgId: stranger.orgId, badge: 0, lastReadAt: new Date().toISOString(),
    }, stranger.token);
    expect(set.status).toBe(404);

    expect((await inboxCustomer(owner.orgId, owner.token, customer.objectId)).lastRead.badge).toBe(1);
  });

  it('answers bad input with 400 naming the problem', async () => {
    const agent = await t.agentWithOrg('bad-read');
    const noConversation = await t.call('/last_read/conversation/reset', { orgId: agent.orgId }, agent.token);
    expect(noConversation.status).toBe(400);
    expect(noConversation.body.error).toContain('conversationId');
    const badSenderType = await t.call('/last_read/conversation/reset', { orgId: agent.orgId, conversationId: 'x', senderType: 'Robot' }, agent.token);
    expect(badSenderType.status).toBe(400);
    expect(badSenderType.body.error).toContain('senderType');
    const negativeBadge = await t.call('/last_read/conversation/set', { orgId: agent.orgId, id: 'x', badge: -1, lastReadAt: new Date().toISOString() }, agent.token);
    expect(negativeBadge.status).toBe(400);
    expect(negativeBadge.body.error).toContain('badge');
    const badDate = await t.call('/last_read/conversation/set', { orgId: agent.orgId, id: 'x', badge: 1, lastReadAt: 'yesterday' }, agent.token);
    expect(badDate.status).toBe(400);
    expect(badDate.body.error).toContain('lastReadAt');
    const noSession = await t.call('/last_read/conversation/reset', { orgId: agent.orgId, conversationId: 'x' });
    expect(noSession.body.code).toBe(209);
  });
});

describe('POST /last_read/conversation/set', () => {
  it('sets the badge (mark unread) with a new change-feed seq', async () => {
    const agent = await t.agentWithOrg('unread');
    const { customer } = await t.visitorCustomer(agent, 'Hi');
    await t.call('/last_read/conversation/reset', { orgId: agent.orgId, conversationId: customer.conversation.objectId }, agent.token);
    const before = await changesSince(agent.orgId, agent.token, 0);

    const lastReadAt = '2024-05-01T10:00:00.000Z';
    const set = await t.call<LastReadResponse>('/last_read/conversation/set', { id: customer.objectId, orgId: agent.orgId, badge: 3, lastReadAt }, agent.token);
    expect(set.status).toBe(200);
    expect(set.body.lastRead).toEqual({ badge: 3, lastReadAt });

    const after = await changesSince(agent.orgId, agent.token, before.cursor);
    expect(after.changes.map((change) => change.objectId)).toEqual([customer.objectId]);
    expect(after.cursor).toBeGreaterThan(before.cursor);
    expect((await inboxCustomer(agent.orgId, agent.token, customer.objectId)).lastRead.badge).toBe(3);
  });
});
