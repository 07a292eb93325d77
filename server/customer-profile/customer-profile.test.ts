import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrgRole } from '../../common/contracts/org-roles';
import type { ChangesResult } from '../../common/contracts/changes';
import type { Customer } from '../../common/contracts/customers';
import type { InboxesResult } from '../../common/contracts/inbox';
import type { Message } from '../../common/contracts/messages';
import type { Organization } from '../../common/contracts/organizations';
import { customers } from '../db/schema';
import { joinedMember, type TestUser } from '../members/test-helpers';
import { connected, nextEvent, startTestServer, type Agent, type TestServer } from '../testing/harness';

let t: TestServer;
let admin: Agent;
let stranger: Agent;
let member: TestUser;

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.agentWithOrg('profile-admin');
  stranger = await t.agentWithOrg('profile-stranger');
  member = await joinedMember(t, admin, 'Gail');
});
afterAll(async () => { await t?.close(); });


async function cursorOf(agent: Agent): Promise<number> {
  return (await t.call<{ result: ChangesResult }>('/functions/changes', { orgId: agent.orgId, since: 0 }, agent.token)).body.result.cursor;
}

async function newRole(name: string, superiorId: string | null = null): Promise<OrgRole> {
  const answer = await t.service('POST', '/org_roles/create', admin.token, { orgId: admin.orgId, name, superiorId, feature: { msgCenter: { enabled: true } } });
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return answer.body;
}

describe('POST /customer/monitoring/update', () => {
  it('sets the flag, answers the customer, and sends it through the change feed and the socket', async () => {
    const { customer } = await t.visitorCustomer(admin);
    expect(customer.isMonitoring).toBe(false);
    const before = await cursorOf(admin);
    const socket = t.socket({ userId: admin.userId, token: admin.token });
    await connected(socket);
    expect(await socket.emitWithAck('subscribe', { orgId: admin.orgId })).toBe(true);
    const pushed = nextEvent<{ customer: Customer }>(socket, 'event', (event) => event.customer?.isMonitoring === true);

    const on = await t.call<{ customer: Customer }>('/customer/monitoring/update', { orgId: admin.orgId, customerId: customer.objectId, isMonitoring: true }, member.token);
    expect(on.status).toBe(200);
    expect(on.body.customer).toMatchObject({ objectId: customer.objectId, isMonitoring: true });
    expect((await pushed).customer.objectId).toBe(customer.objectId);
    const feed = await t.call<{ result: ChangesResult }>('/functions/changes', { orgId: admin.orgId, since: before }, admin.token);
    expect(feed.body.result.changes.at(-1)).toMatchObject({ objectId: customer.objectId, object: { isMonitoring: true } });

    const off = await t.call<{ customer: Customer }>('/customer/monitoring/update', { orgId: admin.orgId, customerId: customer.objectId, isMonitoring: false }, admin.token);
    expect(off.body.customer.isMonitoring).toBe(false);
    socket.close();
  });

  it('answers 400 naming the field, and 404 for a customer of another organization', async () => {
    const { customer } = await t.visitorCustomer(admin);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ customerId: customer.objectId }, /isMonitoring/],
      [{ customerId: customer.objectId, isMonitoring: 'yes' }, /isMonitoring/],
      [{ isMonitoring: true }, /customerId/],
    ];
    for (const [body, message] of cases) {
      const answer = await t.call('/customer/monitoring/update', { orgId: admin.orgId, ...body }, admin.token);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error).toMatch(message);
    }
    const foreign = await t.call('/customer/monitoring/update', { orgId: stranger.orgId, customerId: customer.objectId, isMonitoring: true }, stranger.token);
    expect(foreign.status).toBe(404);
    const notMember = await t.call('/customer/monitoring/update', { orgId: admin.orgId, customerId: customer.objectId, isMonitoring: true }, stranger.token);
    expect(notMember.status).toBe(404);
  });
});

describe('POST /functions/bind and the bind / subBind inboxes', () => {
  it('binds a customer to a role (admins); the role and the roles above it see it in bind and subBind', async () => {
    const lead = await newRole('Leads');
    const desk = await newRole('Desk', lead._id);
    const { customer } = await t.visitorCustomer(admin);
    const bound = await t.call<{ result: Customer }>('/functions/bind', { organization: admin.orgId, customer: customer.objectId, toRole: desk._id, method: 'add' }, admin.token);
    expect(bound.status).toBe(200);
    expect(bound.body.result).toMatchObject({ bind: desk._id, bindName: 'Desk' });

    // The member has the Desk role: bind lists the customer; the admin, with Leads, sees it in subBind.
    await t.call('/functions/updateMemberAuthority', { orgId: admin.orgId, userId: member.userId, orgRoleId: desk._id }, admin.token);
    await t.call('/functions/updateMemberAuthority', { orgId: admin.orgId, userId: admin.userId, orgRoleId: lead._id }, admin.token);
    const inbox = async (who: { token: string }, category: string) =>
      (await t.call<{ result: InboxesResult }>('/functions/inboxesV3', { orgId: admin.orgId, where: { inbox: category } }, who.token)).body.result.customers.map((row) => row.objectId);
    expect(await inbox(member, 'bind')).toEqual([customer.objectId]);
    expect(await inbox(member, 'subBind')).toEqual([]);
    expect(await inbox(admin, 'bind')).toEqual([]);
    expect(await inbox(admin, 'subBind')).toEqual([customer.objectId]);

    const unbound = await t.call<{ result: Customer }>('/functions/bind', { organization: admin.orgId, customer: customer.objectId, method: 'remove' }, admin.token);
    expect(unbound.body.result.bind).toBeUndefined();
    expect(await inbox(member, 'bind')).toEqual([]);
  });

  it('refuses non-admins (403), bad input (400), and another organization\'s customer or role (404)', async () => {
    const role = await newRole('Support');
    const foreignRole = (await t.service('POST', '/org_roles/create', stranger.token, { orgId: stranger.orgId, name: 'Theirs', feature: {} })).body as OrgRole;
    const { customer } = await t.visitorCustomer(admin);
    const body = { organization: admin.orgId, customer: customer.objectId, toRole: role._id, method: 'add' };
    expect((await t.call('/functions/bind', body, member.token)).status).toBe(403);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...body, method: 'move' }, /method/],
      [{ ...body, toRole: undefined }, /toRole/],
      [{ ...body, customer: undefined }, /customer/],
    ];
    for (const [bad, message] of cases) {
      const answer = await t.call('/functions/bind', bad, admin.token);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.body.error).toMatch(message);
    }
    expect((await t.call('/functions/bind', { ...body, toRole: foreignRole._id }, admin.token)).status).toBe(404);
    expect((await t.call('/functions/bind', { ...body, organization: stranger.orgId, toRole: foreignRole._id }, stranger.token)).status).toBe(404);
    expect((await t.call('/functions/bind', { ...body, orgId: stranger.orgId }, admin.token)).status).toBe(404);
  });
});

describe('POST /functions/updateCustomFields', () => {
  it('names the organization\'s custom fields (admins) and sets a customer\'s values (members)', async () => {
    const named = await t.call<{ result: { customFields: Record<string, string> } }>(
      '/functions/updateCustomFields', { where: { orgId: admin.orgId }, fields: { customField1: ' Member no. ', customField2: 'Shoe size' } }, admin.token);
    expect(named.status).toBe(200);
    expect(named.body.result.customFields).toEqual({ customField1: 'Member no.', customField2: 'Shoe size' });
    const cleared = await t.call('/functions/updateCustomFields', { where: { orgId: admin.orgId }, fields: { customField2: '' } }, admin.token);
    expect(cleared.body.result.customFields).toEqual({ customField1: 'Member no.' });
    const orgs = await t.call<{ results: Organization[] }>('/classes/Organization', { _method: 'GET' }, admin.token);
    expect(orgs.body.results.find((org) => org.objectId === admin.orgId)?.customFields).toEqual({ customField1: 'Member no.' });
    expect((await t.call('/functions/updateCustomFields', { where: { orgId: admin.orgId }, fields: { customField1: 'x' } }, member.token)).status).toBe(403);

    const { customer } = await t.visitorCustomer(admin);
    const before = await cursorOf(admin);
    const set = await t.call<{ result: Customer }>('/functions/updateCustomFields',
      { where: { orgId: admin.orgId, customer: customer.objectId }, fields: { customField1: 'A-123', customField3: 'note' } }, member.token);
    expect(set.status).toBe(200);
    expect(set.body.result).toMatchObject({ customField1: 'A-123', customField3: 'note' });
    const feed = await t.call<{ result: ChangesResult }>('/functions/changes', { orgId: admin.orgId, since: before }, admin.token);
    expect(feed.body.result.changes.at(-1)).toMatchObject({ objectId: customer.objectId, object: { customField1: 'A-123' } });
    const unset = await t.call<{ result: Customer }>('/functions/updateCustomFields',
      { where: { orgId: admin.orgId, customer: customer.objectId }, fields: { customField3: '' } }, member.token);
    expect(unset.body.result.customField3).toBeUndefined();
    expect(unset.body.result.customField1).toBe('A-123');
  });

  it('answers 400 naming the problem and 404 for another organization', async () => {
    const { customer } = await t.visitorCustomer(admin);
    const where = { orgId: admin.orgId, customer: customer.objectId };
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ where }, /fields/],
      [{ where, fields: {} }, /fields/],
      [{ where, fields: { customField4: 'x' } }, /customField1/],
      [{ where, fields: { customField1: 'x'.repeat(201) } }, /200 characters/],
      [{ where: { orgId: admin.orgId }, fields: { customField1: 'x'.repeat(41) } }, /40 characters/],
      [{ fields: { customField1: 'x' } }, /where/],
    ];
    for (const [body, message] of cases) {
      const answer = await t.call('/functions/updateCustomFields', body, admin.token);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error).toMatch(message);
    }
    expect((await t.call('/functions/updateCustomFields', { where: { orgId: stranger.orgId, customer: customer.objectId }, fields: { customField1: 'x' } }, stranger.token)).status).toBe(404);
    expect((await t.call('/functions/updateCustomFields', { where: { orgId: admin.orgId }, fields: { customField1: 'x' } }, stranger.token)).status).toBe(404);
    expect((await t.call('/functions/updateCustomFields', { orgId: stranger.orgId, where, fields: { customField1: 'x' } }, admin.token)).status).toBe(404);
  });
});

describe('GET /ec/customer/history and /ec/customer/connectedPlatforms', () => {
  it('answer honestly empty for a customer of the organization: no e-commerce platform is connected', async () => {
    const { customer } = await t.visitorCustomer(admin);
    const history = await t.service('GET', `/ec/customer/history?orgId=${admin.orgId}&customerId=${customer.objectId}&skip=0&limit=10`, member.token);
    expect(history).toEqual({ status: 200, body: { results: [], count: 0 } });
    const platforms = await t.service('GET', `/ec/customer/connectedPlatforms?orgId=${admin.orgId}&customerId=${customer.objectId}`, member.token);
    expect(platforms).toEqual({ status: 200, body: { platforms: [] } });
  });

  it('answers 400 for bad paging or a missing customer, 404 for another organization\'s customer', async () => {
    const { customer } = await t.visitorCustomer(admin);
    const base = `/ec/customer/history?orgId=${admin.orgId}&customerId=${customer.objectId}`;
    for (const [query, message] of [['&limit=0', /limit/], ['&limit=101', /limit/], ['&skip=-1', /skip/], ['&skip=x', /skip/]] as const) {
      const answer = await t.service('GET', base + query, admin.token);
      expect(answer.status, query).toBe(400);
      expect(answer.body.error).toMatch(message);
    }
    expect((await t.service('GET', `/ec/customer/history?orgId=${admin.orgId}`, admin.token)).body.error).toMatch(/customerId/);
    expect((await t.service('GET', `/ec/customer/connectedPlatforms?orgId=${admin.orgId}`, admin.token)).status).toBe(400);
    expect((await t.service('GET', `/ec/customer/history?orgId=${stranger.orgId}&customerId=${customer.objectId}`, stranger.token)).status).toBe(404);
    expect((await t.service('GET', `/ec/customer/connectedPlatforms?orgId=${stranger.orgId}&customerId=${customer.objectId}`, stranger.token)).status).toBe(404);
  });
});

describe('publishTemplate options.fbMessengerTag', () => {
  it('carries a Facebook message tag on a reply to a Facebook customer, and refuses tags the channel lacks', async () => {
    const { customer } = await t.visitorCustomer(admin);
    const publish = (receiptId: string, fbMessengerTag: string) => t.call<{ result: Message; error?: string }>('/functions/publishTemplate', {
      orgId: admin.orgId, conversation: customer.conversation.objectId, receiptId, template: { contentType: 'text', data: { content: 'Hi' } }, options: { fbMessengerTag },
    }, admin.token);
    const onLivechat = await publish('tag-livechat', 'HUMAN_AGENT');
    expect(onLivechat.status).toBe(400);
    expect(onLivechat.body.error).toMatch(/HUMAN_AGENT is not a message tag of livechat/);
    expect((await publish('tag-unknown', 'SHOUTING')).status).toBe(400);

    await t.server.db.update(customers).set({ platform: 'facebook' }).where(eq(customers.objectId, customer.objectId));
    const tagged = await publish('tag-facebook', 'HUMAN_AGENT');
    expect(tagged.status).toBe(200);
    expect(tagged.body.result.messageTag).toBe('HUMAN_AGENT');
    expect((await publish('tag-none', 'NO_TAG')).body.result.messageTag).toBeUndefined();
    expect((await publish('tag-whatsapp', 'WHATSAPP_TEMPLATE')).status).toBe(400);
  });
});
