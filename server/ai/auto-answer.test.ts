// The AI bot answering customers by itself (server/ai/auto-answer.ts): what it decides for a customer's
// message, within the month's points and the service's time limit. The message bot's pipeline sends
// the answer or hands the conversation over (server/message-bot, its tests).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiPointUsage } from '../../common/contracts/ai';
import { customers, messages } from '../db/schema';
import { startAiService, type AiServiceStandIn } from '../testing/ai-service';
import { startTestServer, type Agent, type TestServer } from '../testing/harness';
import { answerWithAi } from './auto-answer';
import type { AiConfig } from './config';

let service: AiServiceStandIn;
let t: TestServer;
let ai: AiConfig;

beforeAll(async () => {
  service = await startAiService();
  ai = { service: { baseUrl: service.url, model: 'gpt-4o' }, timeoutMs: 1_000 };
  t = await startTestServer({ newOrganizationPlan: 'business', ai });
}, 180_000);
afterAll(async () => {
  await t?.close();
  await service?.close();
});

const saveBot = (agent: Agent, bot: Record<string, unknown>) =>
  t.call('/ai-bot/bot', { orgId: agent.orgId, _method: 'PUT', name: 'Tea helper', instructions: 'Open 9–21 daily.', enabled: true, ...bot }, agent.token);
const usage = async (agent: Agent) =>
  (await t.call<AiPointUsage>('/ai-bot/openai/point/used/limit', { orgId: agent.orgId, _method: 'GET' }, agent.token)).body.used;

/** A live-chat visitor who wrote `text`: the customer row and the message to answer. */
async function visitorWrote(agent: Agent, text: string) {
  const { customer } = await t.visitorCustomer(agent, text);
  const db = t.server.db;
  const [row] = await db.select().from(customers).where(eq(customers.objectId, customer.objectId));
  const [message] = await db.select({ objectId: messages.objectId }).from(messages)
    .where(and(eq(messages.customerId, customer.objectId), eq(messages.sendType, 'receive')));
  return { customer: row!, messageId: message!.objectId };
}

const decide = (input: Awaited<ReturnType<typeof visitorWrote>>, config: AiConfig = ai) => answerWithAi({ db: t.server.db, config: { ai: config } }, input);

describe('the AI bot answering by itself', () => {
  it('answers only when the bot is on and set to answer customers, with its instructions and the conversation', async () => {
    const admin = await t.agentWithOrg('answers');
    const asked = await visitorWrote(admin, 'Are you open on Sunday?');
    expect(await decide(asked)).toEqual({ kind: 'off' });
    await saveBot(admin, { answersCustomers: false });
    expect(await decide(asked)).toEqual({ kind: 'off' });
    await saveBot(admin, { answersCustomers: true, enabled: false });
    expect(await decide(asked)).toEqual({ kind: 'off' });
    // No AI service on the server: never answers, whatever was saved.
    await saveBot(admin, { answersCustomers: true });
    expect(await decide(asked, { timeoutMs: 1_000 })).toEqual({ kind: 'off' });
    expect(await usage(admin)).toBe(0);

    service.behave({ content: 'Yes, we are open 9 to 21 every day.' });
    const before = service.requests.length;
    expect(await decide(asked)).toEqual({ kind: 'answer', text: 'Yes, we are open 9 to 21 every day.' });
    const sent = service.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body.messages[0]!.content).toContain('Open 9–21 daily.');
    expect(sent[0]!.body.messages[1]!.content).toBe('Customer: Are you open on Sunday?');
    expect(await usage(admin)).toBe(3);
  });

  it('hands over when it is unsure, when the customer asks for a person, and when the service fails or is too slow (points given back)', async () => {
    const admin = await t.agentWithOrg('handover');
    await saveBot(admin, { answersCustomers: true });
    const asked = await visitorWrote(admin, 'Can I speak to someone?');
    service.behave({ content: 'I will get a colleague. [[HANDOVER:PERSON]]' });
    expect(await decide(asked)).toEqual({ kind: 'handover', reason: 'askedForPerson' });
    service.behave({ content: '[[HANDOVER:UNSURE]]' });
    expect(await decide(asked)).toEqual({ kind: 'handover', reason: 'aiUnsure' });
    service.behave({ content: '   ' });
    expect(await decide(asked)).toEqual({ kind: 'handover', reason: 'aiUnsure' });
    expect(await usage(admin)).toBe(9);

    service.behave({ status: 500 });
    expect(await decide(asked)).toEqual({ kind: 'handover', reason: 'aiFailed' });
    service.behave({ delayMs: 1_500 });
    expect(await decide(asked)).toEqual({ kind: 'handover', reason: 'aiFailed' });
    expect(await usage(admin)).toBe(9);
    service.behave({});
  });

  it('hands over without asking the service when the month\'s points are used up', async () => {
    const admin = await t.agentWithOrg('points');
    await saveBot(admin, { answersCustomers: true });
    const asked = await visitorWrote(admin, 'Hello?');
    const before = service.requests.length;
    expect(await decide(asked, { ...ai, pointLimit: 2 })).toEqual({ kind: 'handover', reason: 'aiPointsOut' });
    expect(service.requests.length).toBe(before);
  });
});
