// The hand-over between the bot and people on a real server: an agent who replies or assigns takes the
// conversation (an event line says so, the bot stops answering it), hand back to the bot, and the AI bot
// answering by itself or handing over to the team (through the AI service stand-in).
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BOT_SETTINGS } from '../../common/bot-hours';
import type { VisitorMessage } from '../../common/contracts/livechat';
import { customers, messages } from '../db/schema';
import { startAiService, type AiServiceStandIn } from '../testing/ai-service';
import { eventually } from '../testing/eventually';
import { startTestServer, type Agent, type TestServer } from '../testing/harness';
import { botJobs } from './schema';

let ai: AiServiceStandIn;
let t: TestServer;

beforeAll(async () => {
  ai = await startAiService();
  t = await startTestServer({ newOrganizationPlan: 'business', ai: { service: { baseUrl: ai.url, model: 'gpt-4o' }, timeoutMs: 2_000 } });
});
afterAll(async () => {
  await t?.close();
  await ai?.close();
});

const text = (content: string) => ({ contentType: 'text' as const, data: { content } });
/** An organization whose live-chat conversations start with the bot, with a rule answering "hours". */
async function botOrganization(name: string): Promise<Agent> {
  const owner = await t.agentWithOrg(name);
  await t.service('PUT', '/bot/settings', owner.token, { orgId: owner.orgId, ...DEFAULT_BOT_SETTINGS, startWithBot: ['livechat'] });
  await t.service('POST', '/bot/rules', owner.token, {
    orgId: owner.orgId, name: 'Hours', keywords: [{ text: 'hours', match: 'contains' }], platforms: ['livechat'], replies: [text('We open 9 to 6.')],
  });
  return owner;
}
/** A visitor who wrote `first`, and their customer row once the bot is done with it. */
async function visitorWho(owner: Agent, first: string) {
  const session = await t.request<{ visitorToken: string; customerId: string }>('POST', '/livechat/api/session', { orgId: owner.orgId });
  const { visitorToken } = session.body;
  await says(visitorToken, first);
  const [customer] = await t.server.db.select().from(customers)
    .where(and(eq(customers.orgId, owner.orgId), eq(customers.platformCustomerId, session.body.customerId)));
  await botSettled(customer!.objectId);
  return { visitorToken, customerId: customer!.objectId };
}
async function says(visitorToken: string, words: string) {
  const sent = await t.request('POST', '/livechat/api/messages', { visitorToken, text: words, clientId: randomUUID().slice(0, 20) });
  expect(sent.status).toBe(201);
}
const botSettled = (customerId: string) => eventually(
  async () => (await t.server.db.select().from(botJobs).where(eq(botJobs.customerId, customerId))).filter((job) => job.status !== 'done').length,
  (pending) => pending === 0, 20_000);
const customerRow = async (customerId: string) => (await t.server.db.select().from(customers).where(eq(customers.objectId, customerId)))[0]!;
const messagesOf = (customerId: string) => t.server.db.select().from(messages).where(eq(messages.customerId, customerId)).orderBy(asc(messages.seq));
const botTexts = async (customerId: string) => (await messagesOf(customerId))
  .filter((message) => message.senderType === 'Bot' && message.contentType === 'text').map((message) => (message.data as { content: string }).content);
const eventLines = async (customerId: string) => (await messagesOf(customerId)).filter((message) => message.contentType === 'notifyEvent').map((message) => message.data);
const assign = (owner: Agent, customerId: string, inbox: string) =>
  t.call('/functions/assign', { organization: owner.orgId, customer: customerId, inbox }, owner.token);
const ownerName = (owner: Agent) => t.call<{ username: string }>('/users/me', {}, owner.token).then((answer) => answer.body.username);

describe('agents take over', () => {
  it('an agent who replies takes the conversation: assigned to them, a line says so, the bot stops answering', async () => {
    const owner = await botOrganization('reply-takes');
    const { visitorToken, customerId } = await visitorWho(owner, 'your hours?');
    expect(await botTexts(customerId)).toEqual(['We open 9 to 6.']);
    const { conversationId } = await customerRow(customerId);
    const reply = await t.call('/functions/publishTemplate', {
      orgId: owner.orgId, conversation: conversationId, receiptId: 'agent-reply-1', template: text('Hi, Sam here.'),
    }, owner.token);
    expect(reply.status).toBe(200);
    expect(await customerRow(customerId)).toMatchObject({ inbox: ['private'], assignee: owner.userId });
    expect(await eventLines(customerId)).toEqual([{ event: 'botHandover', reason: 'agentReplied', by: { userId: owner.userId, name: await ownerName(owner) } }]);
    // The line comes before the agent's reply.
    expect((await messagesOf(customerId)).slice(-2).map((message) => message.contentType)).toEqual(['notifyEvent', 'text']);

    await says(visitorToken, 'and your hours on Sunday?');
    await botSettled(customerId);
    expect(await botTexts(customerId)).toEqual(['We open 9 to 6.']);
    // A second reply takes nothing more; the visitor never sees the line.
    await t.call('/functions/publishTemplate', { orgId: owner.orgId, conversation: conversationId, receiptId: 'agent-reply-2', template: text('Closed on Sunday.') }, owner.token);
    expect(await eventLines(customerId)).toHaveLength(1);
    const history = (await t.request<{ messages: VisitorMessage[] }>('GET', `/livechat/api/messages?visitorToken=${encodeURIComponent(visitorToken)}`)).body.messages;
    expect(history.map((message) => message.text)).toEqual(['your hours?', 'We open 9 to 6.', 'Hi, Sam here.', 'and your hours on Sunday?', 'Closed on Sunday.']);
  });

  it('an agent who assigns it away takes it from the bot; handed back, the bot answers again', async () => {
    const owner = await botOrganization('assign-takes');
    const { visitorToken, customerId } = await visitorWho(owner, 'hello');
    expect((await assign(owner, customerId, 'unassigned')).status).toBe(200);
    const by = { userId: owner.userId, name: await ownerName(owner) };
    expect(await eventLines(customerId)).toEqual([{ event: 'botHandover', reason: 'agentAssigned', by }]);
    await says(visitorToken, 'hours?');
    await botSettled(customerId);
    expect(await botTexts(customerId)).toEqual([]);

    expect((await assign(owner, customerId, 'bot')).status).toBe(200);
    expect(await customerRow(customerId)).toMatchObject({ inbox: ['bot'], assignee: null });
    expect(await eventLines(customerId)).toEqual([{ event: 'botHandover', reason: 'agentAssigned', by }, { event: 'botHandback', by }]);
    await says(visitorToken, 'hours, please');
    await botSettled(customerId);
    expect(await botTexts(customerId)).toEqual(['We open 9 to 6.']);
    // A move between the agents' own boxes is no hand-over.
    await assign(owner, customerId, 'self');
    await assign(owner, customerId, 'done');
    expect(await eventLines(customerId)).toHaveLength(3);
  });

  it('keeps organizations apart: another organization\'s agent can neither assign nor answer the conversation', async () => {
    const owner = await botOrganization('apart');
    const stranger = await t.agentWithOrg('apart-stranger');
    const { customerId } = await visitorWho(owner, 'hello');
    expect((await t.call('/functions/assign', { organization: stranger.orgId, customer: customerId, inbox: 'self' }, stranger.token)).status).toBe(404);
    const { conversationId } = await customerRow(customerId);
    expect((await t.call('/functions/publishTemplate', { orgId: stranger.orgId, conversation: conversationId, receiptId: 'x-1', template: text('hi') }, stranger.token)).status).toBe(404);
    expect(await customerRow(customerId)).toMatchObject({ inbox: ['bot'], assignee: null });
    expect(await eventLines(customerId)).toEqual([]);
  });
});

/** A bot organization whose AI bot answers customers. */
async function aiOrganization(name: string): Promise<Agent> {
  const owner = await botOrganization(name);
  const saved = await t.call('/ai-bot/bot', { orgId: owner.orgId, _method: 'PUT', name: 'Helper', instructions: 'Delivery takes two days.', enabled: true, answersCustomers: true }, owner.token);
  expect(saved.status).toBe(200);
  return owner;
}

describe('the AI bot', () => {
  it('answers what no rule answers, as the bot; a rule\'s keyword is still the rule\'s', async () => {
    const owner = await aiOrganization('ai-answers');
    ai.behave({ content: 'Delivery takes two days.' });
    const { visitorToken, customerId } = await visitorWho(owner, 'how long is delivery?');
    expect(await botTexts(customerId)).toEqual(['Delivery takes two days.']);
    const [answer] = (await messagesOf(customerId)).filter((message) => message.senderType === 'Bot');
    expect(answer).toMatchObject({ senderId: 'ai', profile: { firstName: 'Bot' } });
    const asked = ai.requests.length;
    await says(visitorToken, 'and your hours?');
    await botSettled(customerId);
    expect(await botTexts(customerId)).toEqual(['Delivery takes two days.', 'We open 9 to 6.']);
    expect(ai.requests).toHaveLength(asked);
  });

  it('hands over to the team when the customer asks for a person, or the service fails: unassigned, with a line saying why', async () => {
    const owner = await aiOrganization('ai-hands-over');
    ai.behave({ content: '[[HANDOVER:PERSON]]' });
    const person = await visitorWho(owner, 'I want to talk to a human');
    expect(await customerRow(person.customerId)).toMatchObject({ inbox: ['unassigned'], assignee: null });
    expect(await eventLines(person.customerId)).toEqual([{ event: 'botHandover', reason: 'askedForPerson' }]);
    expect(await botTexts(person.customerId)).toEqual([]);

    ai.behave({ status: 500 });
    const failed = await visitorWho(owner, 'where is my parcel?');
    expect(await customerRow(failed.customerId)).toMatchObject({ inbox: ['unassigned'], assignee: null });
    expect(await eventLines(failed.customerId)).toEqual([{ event: 'botHandover', reason: 'aiFailed' }]);
    ai.behave({});
  });
});
