// Message keywords on a real server: the rules' routes (CRUD, limits, bad input naming the field, another
// organization's rules, who may use them), and the rules applied in the inbound pipeline to live chat
// visitors and to LINE users (through the LINE stand-in): the customer is tagged, each rule counts them once.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vpcSettingForPlan } from '../../common/access';
import type { Customer } from '../../common/contracts/customers';
import type { Integration } from '../../common/contracts/integrations';
import type { MessageKeyword, MessageKeywordListResult } from '../../common/contracts/message-keywords';
import { randomId } from '../../common/ids';
import { RULES_PER_ORG_MAX } from '../../common/message-keywords';
import { changedOutside } from '../auth-cache/test-helpers';
import { customers, memberships, orgRoles } from '../db/schema';
import { joinedMember } from '../members/test-helpers';
import { eventually } from '../testing/eventually';
import { startTestServer, type Agent, type TestServer } from '../testing/harness';
import { startLinePlatform, type LineChannel, type LinePlatformStandIn } from '../testing/line-platform';
import { messageKeywords } from './schema';

const channel: LineChannel = {
  channelId: '1657002701',
  channelSecret: '0123456789abcdef0123456789abc027',
  accessToken: 'line-access-token-of-keywords-0027',
  bot: { userId: 'Ubot0027', basicId: '@keywords', displayName: 'Keyword Shop' },
};
const lineUser = { userId: 'U2727aaaa', displayName: 'Kim Ito' };

let line: LinePlatformStandIn;
let t: TestServer;
let agent: Agent;
let stranger: Agent;

beforeAll(async () => {
  line = await startLinePlatform();
  line.addChannel(channel);
  line.addUser(lineUser);
  t = await startTestServer({ channels: { line: { apiBaseUrl: line.apiUrl, dataApiBaseUrl: line.dataUrl } } });
  agent = await t.agentWithOrg('keywords');
  stranger = await t.agentWithOrg('stranger');
});
afterAll(async () => {
  await t?.close();
  await line?.close();
});

type Answer<T> = { status: number; body: T & { error?: string; code?: number } };
const list = (who: Agent = agent) =>
  t.call<{ result: MessageKeywordListResult }>('/functions/messageKeywords', { orgId: who.orgId }, who.token) as Promise<Answer<{ result: MessageKeywordListResult }>>;
const create = (body: Record<string, unknown>, who: Agent = agent) =>
  t.call<MessageKeyword>('/classes/MessageKeyword', { orgId: who.orgId, ...body }, who.token) as Promise<Answer<MessageKeyword>>;
const ruleCall = (id: string, body: Record<string, unknown>, who: Agent = agent) =>
  t.call<MessageKeyword>(`/classes/MessageKeyword/${id}`, { orgId: who.orgId, ...body }, who.token) as Promise<Answer<MessageKeyword>>;
const rule = { keywords: ['refund'], matchMode: 'contains', platforms: ['line', 'livechat'], addTags: ['refund'] };

/** A live-chat visitor's further message. */
const visitorSays = async (visitorToken: string, text: string) => {
  const sent = await t.request('POST', '/livechat/api/messages', { visitorToken, text, clientId: randomUUID().slice(0, 20) });
  expect(sent.status).toBe(201);
};
const customerRow = async (customerId: string) =>
  (await t.server.db.select().from(customers).where(eq(customers.objectId, customerId)))[0]!;

describe('the rules', () => {
  it('creates, lists, edits, switches off and deletes a rule', async () => {
    const created = await create({ keywords: [' Price ', 'price', 'cost'], matchMode: 'exact', platforms: ['facebook', 'line', 'line'], addTags: [' asked-price '], removeTags: ['cold'] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      keywords: ['Price', 'cost'], matchMode: 'exact', platforms: ['facebook', 'line'], addTags: ['asked-price'], removeTags: ['cold'],
      enabled: true, taggedCount: 0, organization: { __type: 'Pointer', className: 'Organization', objectId: agent.orgId },
    });
    const id = created.body.objectId;
    expect((await list()).body.result).toMatchObject({ rules: [{ objectId: id }], max: RULES_PER_ORG_MAX });

    const edited = await ruleCall(id, { _method: 'PUT', keywords: ['how much'], matchMode: 'contains' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ keywords: ['how much'], matchMode: 'contains', platforms: ['facebook', 'line'], addTags: ['asked-price'], enabled: true });
    const off = await ruleCall(id, { _method: 'PUT', enabled: false });
    expect(off.body).toMatchObject({ enabled: false, keywords: ['how much'] });
    expect((await ruleCall(id, { _method: 'GET' })).body.enabled).toBe(false);

    expect((await ruleCall(id, { _method: 'DELETE' })).body).toEqual({});
    expect((await ruleCall(id, { _method: 'GET' })).status).toBe(404);
    expect((await ruleCall(id, { _method: 'DELETE' })).status).toBe(404);
    expect((await list()).body.result.rules).toEqual([]);
  });

  it('keeps other organizations out: their rules are not found, and not listed', async () => {
    const mine = await create(rule);
    for (const body of [{ _method: 'GET' }, { _method: 'PUT', enabled: false }, { _method: 'DELETE' }]) {
      const answer = await ruleCall(mine.body.objectId, body, stranger);
      expect(answer.status).toBe(404);
    }
    expect((await list(stranger)).body.result.rules).toEqual([]);
    // Named with the stranger's session but this organization: not a member.
    expect((await ruleCall(mine.body.objectId, { _method: 'GET', orgId: agent.orgId }, stranger)).status).toBe(404);
    expect((await ruleCall(mine.body.objectId, { _method: 'GET' })).body.enabled).toBe(true);
    await ruleCall(mine.body.objectId, { _method: 'DELETE' });
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...rule, keywords: [] }, /keywords/],
      [{ ...rule, keywords: ['  '] }, /^body\/keywords/],
      [{ ...rule, keywords: Array.from({ length: 21 }, (_, i) => `k${i}`) }, /keywords/],
      [{ ...rule, keywords: ['x'.repeat(101)] }, /keywords/],
      [{ ...rule, matchMode: 'regex' }, /matchMode/],
      [{ ...rule, platforms: [] }, /platforms/],
      [{ ...rule, platforms: ['telegram'] }, /platforms/],
      [{ ...rule, addTags: [], removeTags: [] }, /^body\/addTags/],
      [{ ...rule, addTags: [' '] }, /^body\/addTags/],
      [{ ...rule, addTags: ['x'.repeat(51)] }, /addTags/],
      [{ ...rule, addTags: ['a'], removeTags: ['a'] }, /^body\/removeTags/],
      [{ ...rule, enabled: 'yes' }, /enabled/],
      [{ keywords: ['a'], matchMode: 'exact', platforms: ['line'] }, /addTags/],
    ];
    for (const [body, message] of cases) {
      const answer = await create(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error).toMatch(message);
    }
    const kept = await create(rule);
    const noChange = await ruleCall(kept.body.objectId, { _method: 'PUT' });
    expect(noChange.status).toBe(400);
    expect(noChange.body.error).toMatch(/field to change/);
    const emptied = await ruleCall(kept.body.objectId, { _method: 'PUT', addTags: [] });
    expect(emptied.status).toBe(400);
    expect(emptied.body.error).toMatch(/^body\/addTags/);
    await ruleCall(kept.body.objectId, { _method: 'DELETE' });
    expect((await list()).body.result.rules).toEqual([]);
  });

  it(`keeps at most ${RULES_PER_ORG_MAX} rules per organization`, async () => {
    const owner = await t.agentWithOrg('many-rules');
    await t.server.db.insert(messageKeywords).values(Array.from({ length: RULES_PER_ORG_MAX }, () => ({
      objectId: randomId(), orgId: owner.orgId, keywords: ['k'], matchMode: 'exact' as const, platforms: ['line' as const], addTags: ['t'],
    })));
    const refused = await create(rule, owner);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(`at most ${RULES_PER_ORG_MAX}`);
  });

  it('opens to admins, and to members whose role has the messageKeyword part (01 §6)', async () => {
    const owner = await t.agentWithOrg('roles');
    const joined = await joinedMember(t, owner, 'Kit');
    const member: Agent = { ...joined, orgId: owner.orgId };
    const refused = { code: 119, error: 'error/feature-disabled' };
    expect((await list(owner)).status).toBe(200);
    expect((await list(member)).body).toEqual(refused);

    const feature = structuredClone(vpcSettingForPlan('enterprise').data);
    feature.customerMgmt.messageKeyword.enabled = false;
    const roleId = randomId();
    await t.server.db.insert(orgRoles).values({ objectId: roleId, orgId: owner.orgId, name: 'Taggers', feature });
    await t.server.db.update(memberships).set({ orgRoleId: roleId })
      .where(and(eq(memberships.orgId, owner.orgId), eq(memberships.userId, member.userId)));
    changedOutside(t, { orgId: owner.orgId });
    expect((await list(member)).body).toEqual(refused);
    expect((await create(rule, member)).body).toEqual(refused);

    feature.customerMgmt.messageKeyword.enabled = true;
    await t.server.db.update(orgRoles).set({ feature }).where(eq(orgRoles.objectId, roleId));
    changedOutside(t, { orgId: owner.orgId });
    expect((await list(member)).status).toBe(200);
  });
});

describe('applied to inbound texts', () => {
  it('tags a live-chat visitor whose text matches, counts them once however often they write it, and removes tags', async () => {
    const owner = await t.agentWithOrg('livechat-keywords');
    const refund = (await create({ ...rule, removeTags: ['happy'] }, owner)).body;
    const exact = (await create({ keywords: ['HELLO'], matchMode: 'exact', platforms: ['livechat'], addTags: ['greeted'] }, owner)).body;
    const onLine = (await create({ keywords: ['refund'], matchMode: 'contains', platforms: ['line'], addTags: ['line-only'] }, owner)).body;
    const ownerCall = (id: string) => ruleCall(id, { _method: 'GET' }, owner);

    const { visitorToken, customer } = await t.visitorCustomer(owner, 'hello there');
    // "hello there" is not exactly "hello"; nothing matched.
    expect((await customerRow(customer.objectId)).tags).toEqual([]);
    expect((await ownerCall(exact.objectId)).body.taggedCount).toBe(0);

    await t.call('/functions/tagging', { orgId: owner.orgId, tags: ['happy'], where: { customer: customer.objectId } }, owner.token);
    const heard = new Promise<Customer>((resolve) => {
      const socket = t.socket({ userId: owner.userId, token: owner.token });
      socket.on('event', (event: { type: string; customer?: Customer }) => {
        if (event.type === 'customer' && event.customer?.tags.includes('refund')) resolve(event.customer);
      });
      socket.emit('subscribe', { orgId: owner.orgId });
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const before = (await customerRow(customer.objectId)).seq;
    await visitorSays(visitorToken, 'I want a REFUND please');
    const tagged = await customerRow(customer.objectId);
    expect(tagged.tags).toEqual(['refund']);
    expect(tagged.seq).toBeGreaterThan(before);
    expect((await heard).tags).toEqual(['refund']);
    expect((await ownerCall(refund.objectId)).body.taggedCount).toBe(1);

    await visitorSays(visitorToken, 'refund refund');
    await visitorSays(visitorToken, ' Hello ');
    expect((await customerRow(customer.objectId)).tags).toEqual(['refund', 'greeted']);
    expect((await ownerCall(refund.objectId)).body.taggedCount).toBe(1);
    expect((await ownerCall(exact.objectId)).body.taggedCount).toBe(1);
    // A rule of another platform never applied.
    expect((await ownerCall(onLine.objectId)).body.taggedCount).toBe(0);

    // A second visitor counts too.
    const second = await t.visitorCustomer(owner, 'refund?');
    expect((await customerRow(second.customer.objectId)).tags).toEqual(['refund']);
    expect((await ownerCall(refund.objectId)).body.taggedCount).toBe(2);
  });

  it('a switched-off rule does nothing; switched on again it applies at once', async () => {
    const owner = await t.agentWithOrg('switched-off');
    const off = (await create({ ...rule, addTags: ['vip'], enabled: false }, owner)).body;
    const { visitorToken, customer } = await t.visitorCustomer(owner, 'refund');
    expect((await customerRow(customer.objectId)).tags).toEqual([]);
    expect((await ruleCall(off.objectId, { _method: 'GET' }, owner)).body.taggedCount).toBe(0);

    await ruleCall(off.objectId, { _method: 'PUT', enabled: true }, owner);
    await visitorSays(visitorToken, 'refund');
    expect((await customerRow(customer.objectId)).tags).toEqual(['vip']);
    await ruleCall(off.objectId, { _method: 'PUT', enabled: false, addTags: ['other'] }, owner);
    await visitorSays(visitorToken, 'refund');
    expect((await customerRow(customer.objectId)).tags).toEqual(['vip']);
    expect((await ruleCall(off.objectId, { _method: 'GET' }, owner)).body.taggedCount).toBe(1);
  });

  it('tags a LINE user whose text matches, once counted, and leaves other organizations\' rules alone', async () => {
    const owner = await t.agentWithOrg('line-keywords');
    const lineRule = (await create({ keywords: ['Coupon'], matchMode: 'contains', platforms: ['line'], addTags: ['wants-coupon'] }, owner)).body;
    const chatOnly = (await create({ keywords: ['coupon'], matchMode: 'contains', platforms: ['livechat'], addTags: ['chat'] }, owner)).body;
    // Another organization's rule with the same keyword never applies to this one's customers.
    await create({ keywords: ['coupon'], matchMode: 'contains', platforms: ['line'], addTags: ['stranger'] }, stranger);
    const connected = await t.call<{ result: Integration }>('/functions/integrate', {
      orgId: owner.orgId, platform: 'line', account: channel.channelId, secret: channel.channelSecret, token: channel.accessToken,
    }, owner.token);
    expect(connected.status).toBe(200);
    line.addChannel({ ...channel, webhookEndpoint: `${t.url}/webhooks/line/${connected.body.result.objectId}` });

    expect(await line.deliver(channel.channelId, [line.textEvent(lineUser.userId, 'any COUPON today?')])).toBe(200);
    const lineCustomer = async () => (await t.server.db.select().from(customers)
      .where(and(eq(customers.orgId, owner.orgId), eq(customers.platform, 'line'))))[0];
    const tagged = await eventually(lineCustomer, (row) => row !== undefined && row.tags.length > 0, 20_000);
    expect(tagged!.tags).toEqual(['wants-coupon']);
    expect((await ruleCall(lineRule.objectId, { _method: 'GET' }, owner)).body.taggedCount).toBe(1);

    expect(await line.deliver(channel.channelId, [line.textEvent(lineUser.userId, 'coupon please')])).toBe(200);
    await eventually(async () => (await t.call('/functions/findMessageV3', { orgId: owner.orgId, where: { conversation: tagged!.conversationId } }, owner.token))
      .body.result.messages.length, (length) => length >= 2, 20_000);
    expect((await lineCustomer())!.tags).toEqual(['wants-coupon']);
    expect((await ruleCall(lineRule.objectId, { _method: 'GET' }, owner)).body.taggedCount).toBe(1);
    expect((await ruleCall(chatOnly.objectId, { _method: 'GET' }, owner)).body.taggedCount).toBe(0);
  });
});
