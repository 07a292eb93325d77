import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VisitorSessionResponse } from '../../common/contracts/livechat';
import { LIVECHAT_DISCONNECTED } from '../../common/error-keys';
import { joinedMember, type TestUser } from '../members/test-helpers';
import { connected, nextEvent, startTestServer, type Agent, type TestServer } from '../testing/harness';

const LIVECHAT_ONLY = [{ platform: 'livechat', alert: false }];

describe('organization integrations (disconnectIntegration, connectIntegration)', () => {
  let test: TestServer;
  let admin: Agent;
  let other: Agent;
  let member: TestUser;

  beforeAll(async () => {
    test = await startTestServer();
    admin = await test.agentWithOrg('channels');
    other = await test.agentWithOrg('elsewhere');
    member = await joinedMember(test, admin, 'Member');
  });
  afterAll(() => test.close());

  const disconnect = (token: string, body: Record<string, unknown>) => test.call('/functions/disconnectIntegration', body, token);
  const connect = (token: string, body: Record<string, unknown>) => test.call('/functions/connectIntegration', body, token);
  const organizationOf = async (agent: { token: string }, orgId: string) =>
    (await test.call(`/classes/Organization/${orgId}`, { _method: 'GET' }, agent.token)).body;
  const startSession = (orgId: string, visitorToken?: string) =>
    test.request<VisitorSessionResponse>('POST', '/livechat/api/session', { orgId, visitorToken });

  it('serves live chat connected on every organization from creation', async () => {
    expect((await organizationOf(admin, admin.orgId)).integrations).toEqual(LIVECHAT_ONLY);
    const listed = await test.call('/classes/Organization', { _method: 'GET' }, other.token);
    expect(listed.body.results[0].integrations).toEqual(LIVECHAT_ONLY);
  });

  it('refuses members who are not admins, other organizations and bad input', async () => {
    const byMember = await disconnect(member.token, { orgId: admin.orgId, platform: 'livechat' });
    expect(byMember.status).toBe(403);
    expect(byMember.body.error).toBe('Permission denied');
    expect((await connect(member.token, { orgId: admin.orgId, platform: 'livechat' })).status).toBe(403);

    expect((await disconnect(other.token, { orgId: admin.orgId, platform: 'livechat' })).status).toBe(404);
    expect((await connect(other.token, { orgId: admin.orgId, platform: 'livechat' })).status).toBe(404);

    const noPlatform = await disconnect(admin.token, { orgId: admin.orgId });
    expect(noPlatform.status).toBe(400);
    expect(noPlatform.body.error).toMatch(/platform/);
    const unknown = await disconnect(admin.token, { orgId: admin.orgId, platform: 'telegram' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatch(/platform/);
    const line = await connect(admin.token, { orgId: admin.orgId, platform: 'line' });
    expect(line.status).toBe(400);
    expect(line.body.error).toBe('platform line is connected with its account\'s credentials: POST /functions/integrate');
    const facebook = await connect(admin.token, { orgId: admin.orgId, platform: 'facebook' });
    expect(facebook.status).toBe(400);
    expect(facebook.body.error).toBe('platform facebook is connected with its account\'s credentials: POST /functions/integrate');
    for (const platform of ['instagram', 'whatsapp']) {
      const answer = await connect(admin.token, { orgId: admin.orgId, platform });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe(`platform ${platform} is connected with its account's credentials: POST /functions/integrate`);
    }
    expect((await organizationOf(admin, admin.orgId)).integrations).toEqual(LIVECHAT_ONLY);
  });

  it('disconnected live chat refuses visitors and closes the message center; connecting again restores both', async () => {
    const { visitorToken } = await test.visitorCustomer(admin, 'Before');
    const customersBefore = (await test.call('/functions/inboxesV3', { orgId: admin.orgId, where: { inbox: 'unassigned' } }, admin.token))
      .body.result.customers.length;

    const socket = test.socket({ userId: member.userId, token: member.token });
    await connected(socket);
    expect(await socket.emitWithAck('subscribe', { orgId: admin.orgId })).toBe(true);
    const heard = nextEvent<{ type: string; orgId: string }>(socket, 'event', (event) => event.type === 'organizationChanged');

    const answer = await disconnect(admin.token, { orgId: admin.orgId, platform: 'livechat' });
    expect(answer.status).toBe(200);
    // Other members' consoles hear of it and read their organization list again.
    expect(await heard).toEqual({ type: 'organizationChanged', orgId: admin.orgId });
    socket.disconnect();
    expect(answer.body.result.integrations).toEqual([]);
    expect((await organizationOf(member, admin.orgId)).integrations).toEqual([]);
    // Disconnecting again changes nothing.
    expect((await disconnect(admin.token, { orgId: admin.orgId, platform: 'livechat' })).body.result.integrations).toEqual([]);

    const refused = await startSession(admin.orgId);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: LIVECHAT_DISCONNECTED });
    expect((await startSession(admin.orgId, visitorToken)).status).toBe(403);
    const message = await test.request('POST', '/livechat/api/messages', { visitorToken, text: 'Anyone?', clientId: 'during' });
    expect(message.status).toBe(403);
    const history = await test.request('GET', `/livechat/api/messages?visitorToken=${encodeURIComponent(visitorToken)}`);
    expect(history.status).toBe(403);
    // Rule 4: without integrations the message center is closed; organization settings stay open.
    const inbox = await test.call('/functions/inboxesV3', { orgId: admin.orgId, where: { inbox: 'unassigned' } }, admin.token);
    expect(inbox.status).toBe(403);
    expect((await test.call('/functions/findOrgMembers', { orgId: admin.orgId }, admin.token)).status).toBe(200);
    // The other organization's live chat is untouched.
    expect((await startSession(other.orgId)).status).toBe(200);

    const reconnected = await connect(admin.token, { orgId: admin.orgId, platform: 'livechat' });
    expect(reconnected.status).toBe(200);
    expect(reconnected.body.result.integrations).toEqual(LIVECHAT_ONLY);
    expect((await connect(admin.token, { orgId: admin.orgId, platform: 'livechat' })).body.result.integrations).toEqual(LIVECHAT_ONLY);
    const sent = await test.request('POST', '/livechat/api/messages', { visitorToken, text: 'Back again', clientId: 'after' });
    expect(sent.status).toBe(201);
    const customersAfter = (await test.call('/functions/inboxesV3', { orgId: admin.orgId, where: { inbox: 'unassigned' } }, admin.token));
    expect(customersAfter.status).toBe(200);
    // No customer was made while disconnected: the visitor's message went to its existing customer.
    expect(customersAfter.body.result.customers.length).toBe(customersBefore);
  });
});
