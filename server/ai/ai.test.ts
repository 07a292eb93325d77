import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiAnswerResponse, AiPointUsage } from '../../common/contracts/ai';
import { NOTES_PER_CUSTOMER_MAX } from '../../common/notes-tags';
import type { Customer } from '../../common/contracts/customers';
import type { FindMessageResult } from '../../common/contracts/messages';
import type { NoteListResponse } from '../../common/contracts/notes-tags';
import { notes } from '../db/schema';
import { startAiService, type AiServiceStandIn } from '../testing/ai-service';
import { startTestServer, type Agent, type TestServer } from '../testing/harness';

const TIMEOUT_MS = 400;
let service: AiServiceStandIn;
/** gpt-4 (10 points a request) with AI_POINT_LIMIT 30; organizations on the business plan (it has the AI bot). */
let t: TestServer;
/** No AI service configured; organizations on the free plan (its sPoint: 30 points a month). */
let bare: TestServer;
/** gpt-3.5-turbo (1 point) with AI_POINT_LIMIT 2; business plan. */
let limited: TestServer;

beforeAll(async () => {
  service = await startAiService();
  t = await startTestServer({ newOrganizationPlan: 'business', ai: { service: { baseUrl: service.url, apiKey: 'sk-test-secret', model: 'gpt-4' }, timeoutMs: TIMEOUT_MS, pointLimit: 30 } });
  bare = await startTestServer({ newOrganizationPlan: 'free' });
  limited = await startTestServer({ newOrganizationPlan: 'business', ai: { service: { baseUrl: service.url, model: 'gpt-3.5-turbo' }, timeoutMs: TIMEOUT_MS, pointLimit: 2 } });
}, 180_000);
afterAll(async () => {
  await Promise.all([t?.close(), bare?.close(), limited?.close()]);
  await service?.close();
});

const REPLY = '/ai-bot/openai/auto/reply/text';
const SUMMARY = '/ai-bot/openai/auto/summary/text';

function get<T>(server: TestServer, path: string, query: Record<string, string>, token: string) {
  return fetch(`${server.url}${path}?${new URLSearchParams(query)}`, {
    headers: { 'X-Parse-Application-Id': 'parley', 'X-Parse-Session-Token': token },
  }).then(async (response) => ({ status: response.status, body: await response.json() as T & { error?: string } }));
}

function conversationQuery(agent: Agent, customer: Customer): Record<string, string> {
  return { orgId: agent.orgId, customerId: customer.objectId, platform: customer.platform, conversationId: customer.conversation.objectId };
}

/** An admin of a new organization whose AI bot is set up and switched on (the bot editor's save). */
async function agentWithBot(server: TestServer, name: string): Promise<Agent> {
  const agent = await server.agentWithOrg(name);
  const saved = await server.call('/ai-bot/bot', { orgId: agent.orgId, _method: 'PUT', name: 'Helper', instructions: '', enabled: true }, agent.token);
  if (saved.status !== 200) throw new Error(`saving the bot failed: ${JSON.stringify(saved.body)}`);
  return agent;
}

async function usage(server: TestServer, agent: Agent) {
  return (await get<AiPointUsage>(server, '/ai-bot/openai/point/used/limit', { orgId: agent.orgId }, agent.token)).body;
}

async function customerNotes(server: TestServer, agent: Agent, customerId: string) {
  return (await server.call<NoteListResponse>('/note/get', { orgId: agent.orgId, customerId, _method: 'GET' }, agent.token)).body.notes;
}

describe('AI suggested reply and summary', () => {
  it('suggests a reply from the recent messages and charges the model\'s points', async () => {
    const agent = await agentWithBot(t, 'reply');
    const { customer } = await t.visitorCustomer(agent, 'How long does delivery take?');
    await t.call('/functions/publishTemplate', {
      orgId: agent.orgId, conversation: customer.conversation.objectId, receiptId: 'r1', template: { contentType: 'text', data: { content: 'Let me check.' } },
    }, agent.token);
    expect(await usage(t, agent)).toEqual({ used: 0, limit: 30, model: 'gpt-4', pointsPerRequest: 10 });
    service.behave({});
    const before = service.requests.length;

    const answer = await get<AiAnswerResponse>(t, REPLY, conversationQuery(agent, customer), agent.token);
    expect(answer.status).toBe(200);
    expect(answer.body.answer).toBe('Thanks for asking! Delivery takes two days.');
    expect(answer.body.usage).toMatchObject({ used: 10, limit: 30 });
    expect(await usage(t, agent)).toMatchObject({ used: 10 });

    // One request: the configured model, the key as a bearer token, only the messages' text.
    expect(service.requests.length).toBe(before + 1);
    const sent = service.requests.at(-1)!;
    expect(sent.authorization).toBe('Bearer sk-test-secret');
    expect(sent.body.model).toBe('gpt-4');
    expect(sent.body.messages.at(-1)!.content).toBe('Customer: How long does delivery take?\nAgent: Let me check.');
    expect(JSON.stringify(sent.body)).not.toContain(customer.objectId);
  });

  it('summarizes the conversation, saves the summary as the agent\'s note, and answers the same read as a POST', async () => {
    const agent = await agentWithBot(t, 'summary');
    const { customer } = await t.visitorCustomer(agent, 'Where is my parcel?');
    service.behave({});
    const answer = await t.call<AiAnswerResponse>(SUMMARY, { ...conversationQuery(agent, customer), _method: 'GET' }, agent.token);
    expect(answer.status).toBe(200);
    expect(answer.body.answer).toBe('The customer asks about delivery times.');
    expect(answer.body.note).toMatchObject({ note: 'The customer asks about delivery times.', author: { objectId: agent.userId } });
    expect((await customerNotes(t, agent, customer.objectId)).map((note) => note.note)).toEqual(['The customer asks about delivery times.']);
    expect(service.requests.at(-1)!.body.messages[0]!.content).toMatch(/^Summarize/);
    // Without _method GET the POST is refused.
    expect((await t.call(SUMMARY, conversationQuery(agent, customer), agent.token)).status).toBe(400);
  });

  it('cuts a long summary to the note limit and answers an empty one without saving a note', async () => {
    const agent = await agentWithBot(t, 'long');
    const { customer } = await t.visitorCustomer(agent);
    service.behave({ content: 'x'.repeat(400) });
    const long = await get<AiAnswerResponse>(t, SUMMARY, conversationQuery(agent, customer), agent.token);
    expect([...long.body.note!.note]).toHaveLength(300);
    service.behave({ content: '   ' });
    const empty = await get<AiAnswerResponse>(t, SUMMARY, conversationQuery(agent, customer), agent.token);
    expect(empty.status).toBe(200);
    expect(empty.body.answer).toBe('');
    expect(empty.body.note).toBeUndefined();
    expect(await customerNotes(t, agent, customer.objectId)).toHaveLength(1);
  });

  it('refuses with error/spoint_not_enough once the month\'s points would be passed', async () => {
    const agent = await agentWithBot(t, 'points');
    const { customer } = await t.visitorCustomer(agent);
    service.behave({});
    for (let i = 0; i < 3; i++) expect((await get(t, REPLY, conversationQuery(agent, customer), agent.token)).status).toBe(200);
    const before = service.requests.length;
    const refused = await get(t, REPLY, conversationQuery(agent, customer), agent.token);
    expect(refused).toMatchObject({ status: 402, body: { error: 'error/spoint_not_enough' } });
    expect(service.requests.length).toBe(before);
    expect(await usage(t, agent)).toMatchObject({ used: 30, limit: 30 });
  });

  it('uses AI_POINT_LIMIT and the cheaper model\'s cost', async () => {
    const agent = await agentWithBot(limited, 'limit');
    const { customer } = await limited.visitorCustomer(agent);
    service.behave({});
    expect(await usage(limited, agent)).toEqual({ used: 0, limit: 2, model: 'gpt-3.5-turbo', pointsPerRequest: 1 });
    expect((await get(limited, REPLY, conversationQuery(agent, customer), agent.token)).status).toBe(200);
    expect((await get(limited, SUMMARY, conversationQuery(agent, customer), agent.token)).status).toBe(200);
    expect((await get(limited, REPLY, conversationQuery(agent, customer), agent.token)).body.error).toBe('error/spoint_not_enough');
    expect(service.requests.at(-1)!.authorization).toBeUndefined();
  });

  it('answers 504 when the service is too slow and error/openai_api_error when it fails, charging nothing', async () => {
    const agent = await agentWithBot(t, 'failures');
    const { customer } = await t.visitorCustomer(agent);
    service.behave({ delayMs: TIMEOUT_MS * 3 });
    const slow = await get(t, REPLY, conversationQuery(agent, customer), agent.token);
    expect(slow).toMatchObject({ status: 504, body: { error: 'error/openai_timeout' } });
    service.behave({ status: 500 });
    const failed = await get(t, SUMMARY, conversationQuery(agent, customer), agent.token);
    expect(failed).toMatchObject({ status: 502, body: { error: 'error/openai_api_error' } });
    expect(await usage(t, agent)).toMatchObject({ used: 0 });
    expect(await customerNotes(t, agent, customer.objectId)).toEqual([]);
  });

  it('answers error/bot_not_found without configuration, and still shows the points', async () => {
    const agent = await bare.agentWithOrg('bare');
    const { customer } = await bare.visitorCustomer(agent);
    expect(await get(bare, REPLY, conversationQuery(agent, customer), agent.token)).toMatchObject({ status: 404, body: { error: 'error/bot_not_found' } });
    expect(await get(bare, SUMMARY, conversationQuery(agent, customer), agent.token)).toMatchObject({ status: 404, body: { error: 'error/bot_not_found' } });
    expect(await usage(bare, agent)).toEqual({ used: 0, limit: 30, model: null, pointsPerRequest: null });
  });

  it('answers error/no_cs_case for a reply when the customer has written nothing', async () => {
    const agent = await agentWithBot(t, 'nocase');
    const { customer } = await t.visitorCustomer(agent);
    const found = await t.call<{ result: FindMessageResult }>('/functions/findMessageV3', { orgId: agent.orgId, where: { conversation: customer.conversation.objectId } }, agent.token);
    for (const message of found.body.result.messages) {
      await t.call(`/classes/Message/${message.objectId}`, { orgId: agent.orgId, _method: 'DELETE' }, agent.token);
    }
    const before = service.requests.length;
    expect(await get(t, REPLY, conversationQuery(agent, customer), agent.token)).toMatchObject({ status: 400, body: { error: 'error/no_cs_case' } });
    // Nothing to summarize: an empty answer, no request, no points.
    expect(await get(t, SUMMARY, conversationQuery(agent, customer), agent.token)).toMatchObject({ status: 200, body: { answer: '' } });
    expect(service.requests.length).toBe(before);
    expect(await usage(t, agent)).toMatchObject({ used: 0 });
  });

  it('answers error/note_count_limit for a summary (and a note) when the customer has the most notes', async () => {
    const agent = await agentWithBot(t, 'full');
    const { customer } = await t.visitorCustomer(agent);
    await t.server.db.insert(notes).values(Array.from({ length: NOTES_PER_CUSTOMER_MAX }, (_, i) => ({
      objectId: `Full${String(i).padStart(6, '0')}`, orgId: agent.orgId, customerId: customer.objectId, authorId: agent.userId, note: `note ${i}`,
    })));
    const before = service.requests.length;
    expect(await get(t, SUMMARY, conversationQuery(agent, customer), agent.token)).toMatchObject({ status: 400, body: { error: 'error/note_count_limit' } });
    expect(service.requests.length).toBe(before);
    expect(await usage(t, agent)).toMatchObject({ used: 0 });
    const note = await t.call('/note/create', { orgId: agent.orgId, customerId: customer.objectId, note: 'one more' }, agent.token);
    expect(note).toMatchObject({ status: 400, body: { error: 'error/note_count_limit' } });
    // A retry of a note stored before the customer was full is still answered.
    expect((await t.call('/note/create', { orgId: agent.orgId, customerId: customer.objectId, note: 'note 0', objectId: 'Full000000' }, agent.token)).status).toBe(200);
  });

  it('answers 404 for another organization\'s conversation and 400 naming bad input', async () => {
    const owner = await agentWithBot(t, 'owner');
    const stranger = await agentWithBot(t, 'stranger');
    const { customer } = await t.visitorCustomer(owner);
    const before = service.requests.length;
    expect((await get(t, REPLY, { ...conversationQuery(owner, customer), orgId: stranger.orgId }, stranger.token)).status).toBe(404);
    expect((await get(t, SUMMARY, conversationQuery(owner, customer), stranger.token)).status).toBe(404);
    expect((await get(t, '/ai-bot/openai/point/used/limit', { orgId: owner.orgId }, stranger.token)).status).toBe(404);
    // A customer that is not the conversation's, or another platform: not found either.
    const other = await t.visitorCustomer(owner);
    expect((await get(t, REPLY, { ...conversationQuery(owner, customer), customerId: other.customer.objectId }, owner.token)).status).toBe(404);
    expect((await get(t, REPLY, { ...conversationQuery(owner, customer), platform: 'line' }, owner.token)).status).toBe(404);
    expect(service.requests.length).toBe(before);

    const { platform: _platform, ...withoutPlatform } = conversationQuery(owner, customer);
    const missing = await get(t, REPLY, withoutPlatform, owner.token);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatch(/platform/);
    const badPlatform = await get(t, REPLY, { ...conversationQuery(owner, customer), platform: 'fax' }, owner.token);
    expect(badPlatform.status).toBe(400);
    expect(badPlatform.body.error).toMatch(/platform/);
    const badId = await get(t, SUMMARY, { ...conversationQuery(owner, customer), conversationId: 'short' }, owner.token);
    expect(badId.status).toBe(400);
    expect(badId.body.error).toMatch(/conversationId/);
    expect((await get(t, '/ai-bot/openai/point/used/limit', {}, owner.token)).body.error).toBe('error/no-organization');
  });
});
