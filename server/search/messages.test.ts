import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageSearchResult } from '../../common/contracts/search';
import { customers, messages } from '../db/schema';
import { startTestServer, type Agent, type TestServer } from '../testing/harness';

let t: TestServer;
beforeAll(async () => { t = await startTestServer(); });
afterAll(async () => { await t?.close(); });

async function search(agent: Agent, where: Record<string, unknown>, options: Record<string, unknown> = {}) {
  return t.call<{ result: MessageSearchResult; error?: string }>('/functions/findMessageV3', { orgId: agent.orgId, where, options }, agent.token);
}
async function texts(agent: Agent, where: Record<string, unknown>, options: Record<string, unknown> = {}): Promise<string[]> {
  const answer = await search(agent, where, options);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.result.messages.map((message) => (message.data as { content: string }).content);
}

/** The agent's reply in a conversation, stored at `createdAt`. */
async function reply(agent: Agent, conversation: string, content: string, createdAt: string) {
  const sent = await t.call('/functions/publishTemplate', {
    orgId: agent.orgId, conversation, receiptId: `r-${content}`, template: { contentType: 'text', data: { content } },
  }, agent.token);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  await t.server.db.update(messages).set({ createdAt: new Date(createdAt) }).where(eq(messages.objectId, sent.body.result.objectId));
}

describe('findMessageV3 without a conversation: the message search', () => {
  let agent: Agent;
  let line: Awaited<ReturnType<TestServer['visitorCustomer']>>['customer'];
  let chat: Awaited<ReturnType<TestServer['visitorCustomer']>>['customer'];

  beforeAll(async () => {
    agent = await t.agentWithOrg('msgsearch');
    line = (await t.visitorCustomer(agent, 'Where is my ORDER 42?')).customer;
    chat = (await t.visitorCustomer(agent, 'Is 50%_off still on?')).customer;
    await t.server.db.update(messages).set({ createdAt: new Date('2026-01-01T10:00:00Z') }).where(eq(messages.customerId, line.objectId));
    await t.server.db.update(messages).set({ createdAt: new Date('2026-01-02T10:00:00Z') }).where(eq(messages.customerId, chat.objectId));
    await t.server.db.update(customers).set({ platform: 'line', tags: ['vip'] }).where(eq(customers.objectId, line.objectId));
    await t.server.db.update(messages).set({ platform: 'line' }).where(eq(messages.customerId, line.objectId));
    await reply(agent, line.conversation.objectId, 'Your order ships today', '2026-01-03T10:00:00Z');
    await reply(agent, chat.conversation.objectId, 'Yes, the offer is on', '2026-01-04T10:00:00Z');
  });

  it('finds messages containing the keyword, ignoring case, newest first', async () => {
    expect(await texts(agent, { keyword: 'order' })).toEqual(['Your order ships today', 'Where is my ORDER 42?']);
    expect(await texts(agent, {})).toHaveLength(4);
  });

  it('escapes the keyword: % and _ match themselves', async () => {
    expect(await texts(agent, { keyword: '%_' })).toEqual(['Is 50%_off still on?']);
    expect(await texts(agent, { keyword: '_' })).toEqual(['Is 50%_off still on?']);
  });

  it('filters on platform, time range, sender type and sender', async () => {
    expect(await texts(agent, { platform: { $in: ['line'] } })).toEqual(['Your order ships today', 'Where is my ORDER 42?']);
    expect(await texts(agent, { _created_at: { $gte: '2026-01-02T00:00:00Z', $lte: '2026-01-03T23:00:00Z' } }))
      .toEqual(['Your order ships today', 'Is 50%_off still on?']);
    expect(await texts(agent, { senderType: { $in: ['Customer'] } })).toEqual(['Is 50%_off still on?', 'Where is my ORDER 42?']);
    expect(await texts(agent, { sender: agent.userId })).toEqual(['Yes, the offer is on', 'Your order ships today']);
  });

  it('filters on the customer\'s inboxes and tags in and not in', async () => {
    await t.call('/functions/assign', { organization: agent.orgId, customer: chat.objectId, inbox: 'done' }, agent.token);
    expect(await texts(agent, { inbox: { $in: ['done'] } })).toEqual(['Yes, the offer is on', 'Is 50%_off still on?']);
    expect(await texts(agent, { inbox: { $in: ['unassigned', 'spam'] } })).toEqual(['Your order ships today', 'Where is my ORDER 42?']);
    expect(await texts(agent, { tags: { $in: ['vip'] } })).toEqual(['Your order ships today', 'Where is my ORDER 42?']);
    expect(await texts(agent, { tags: { $nin: ['vip'] } })).toEqual(['Yes, the offer is on', 'Is 50%_off still on?']);
  });

  it('pages with limit, skip and a before-cursor (which needs the sort), and counts', async () => {
    expect(await texts(agent, {}, { limit: 1, skip: 1 })).toEqual(['Your order ships today']);
    expect(await texts(agent, { before: '2026-01-03T10:00:00Z' }, { sort: { _created_at: -1 } })).toEqual(['Is 50%_off still on?', 'Where is my ORDER 42?']);
    const noSort = await search(agent, { before: '2026-01-03T10:00:00Z' });
    expect(noSort.status).toBe(400);
    expect(noSort.body.error).toBe('error/sort-param-is-required');
    const counted = await search(agent, { keyword: 'o' }, { limit: 1, count: true });
    expect(counted.body.result.count).toBe(4);
    expect(counted.body.result.messages).toHaveLength(1);
  });

  it('refuses unknown filters and bad values with a 400 naming them, and needs an organization', async () => {
    const unknown = await search(agent, { text: 'x' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toContain('where.text');
    const mixed = await search(agent, { conversation: line.conversation.objectId, keyword: 'x' });
    expect(mixed.status).toBe(400);
    expect(mixed.body.error).toContain('where.keyword');
    expect((await search(agent, { senderType: { $in: ['Robot'] } })).status).toBe(400);
    expect((await search(agent, { _created_at: { $gte: 'yesterday' } })).status).toBe(400);
    const noOrg = await t.call('/functions/findMessageV3', { where: { keyword: 'x' } }, agent.token);
    expect(noOrg.body.error).toBe('error/no-organization');
  });

  it('never answers another organization\'s messages', async () => {
    const other = await t.agentWithOrg('othermsg');
    await t.visitorCustomer(other, 'my order too');
    expect(await texts(other, { keyword: 'order' })).toEqual(['my order too']);
  });
});
