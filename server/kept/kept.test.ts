import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KeptMessage, KeptQueryResponse } from '../../common/contracts/kept-templates';
import type { FindMessageResult } from '../../common/contracts/messages';
import { startTestServer, type Agent, type TestServer } from '../testing/harness';

let t: TestServer;
beforeAll(async () => { t = await startTestServer(); });
afterAll(async () => { await t?.close(); });

async function conversationWithMessages(agent: Agent) {
  const { customer } = await t.visitorCustomer(agent, 'Order 42 arrived broken');
  const conversation = customer.conversation.objectId;
  await t.call('/functions/publishTemplate', {
    orgId: agent.orgId, conversation, receiptId: `r-${conversation}`, template: { contentType: 'text', data: { content: 'Sorry, we will replace it' } },
  }, agent.token);
  const found = await t.call<{ result: FindMessageResult }>('/functions/findMessageV3', { orgId: agent.orgId, where: { conversation } }, agent.token);
  const [reply, inbound] = found.body.result.messages;
  return { conversation, inbound: inbound!, reply: reply! };
}

const keep = (agent: Agent, body: Record<string, unknown>) => t.call<{ result: KeptMessage; error?: string }>('/functions/keep', { orgId: agent.orgId, ...body }, agent.token);
const list = (agent: Agent, body: Record<string, unknown> = {}) => t.call<KeptQueryResponse & { error?: string }>('/classes/KeptMessage', { orgId: agent.orgId, ...body }, agent.token);

describe('kept messages', () => {
  it('keeps messages with a copy of their content, lists them newest first and removes one', async () => {
    const agent = await t.agentWithOrg('keeper');
    const { conversation, inbound, reply } = await conversationWithMessages(agent);
    const first = await keep(agent, { conversation, message: inbound.objectId, owner: agent.userId });
    expect(first.status).toBe(200);
    expect(first.body.result).toMatchObject({
      conversation: { objectId: conversation }, message: { objectId: inbound.objectId }, owner: { objectId: agent.userId },
      platform: 'livechat', contentType: 'text', data: { content: 'Order 42 arrived broken' }, labels: [], receipts: [],
      sender: { className: 'Customer' },
    });
    const second = await keep(agent, { conversation, message: reply.objectId });
    expect(second.body.result.receipts).toEqual([`r-${conversation}`]);

    const listed = await list(agent, { where: { conversation }, _method: 'GET' });
    expect(listed.body.results.map((kept) => kept.data.content)).toEqual(['Sorry, we will replace it', 'Order 42 arrived broken']);

    const removed = await t.call(`/classes/KeptMessage/${second.body.result.objectId}`, { orgId: agent.orgId, _method: 'DELETE' }, agent.token);
    expect(removed.body).toEqual({ objectId: second.body.result.objectId, deleted: true });
    expect((await list(agent)).body.results.map((kept) => kept.objectId)).toEqual([first.body.result.objectId]);
    // Removing it again finds nothing.
    expect((await t.call(`/classes/KeptMessage/${second.body.result.objectId}`, { orgId: agent.orgId, _method: 'DELETE' }, agent.token)).status).toBe(404);
  });

  it('keeps a message once however often it is kept, and answers a retry with the same keep', async () => {
    const agent = await t.agentWithOrg('twice');
    const { conversation, inbound } = await conversationWithMessages(agent);
    const once = await keep(agent, { conversation, message: inbound.objectId, objectId: 'KeepOnce01' });
    const twice = await keep(agent, { conversation, message: inbound.objectId, objectId: 'KeepOnce01' });
    const other = await keep(agent, { conversation, message: inbound.objectId, objectId: 'KeepOther1' });
    expect(once.body.result.objectId).toBe('KeepOnce01');
    expect(twice.body.result).toEqual(once.body.result);
    expect(other.body.result.objectId).toBe('KeepOnce01');
    expect((await list(agent)).body.results).toHaveLength(1);
  });

  it('pages by 20 with skip', async () => {
    const agent = await t.agentWithOrg('pager');
    const { customer } = await t.visitorCustomer(agent);
    const conversation = customer.conversation.objectId;
    for (let index = 0; index < 21; index += 1) {
      await t.call('/functions/publishTemplate', {
        orgId: agent.orgId, conversation, receiptId: `p${index}`, template: { contentType: 'text', data: { content: `m${index}` } },
      }, agent.token);
    }
    const found = await t.call<{ result: FindMessageResult }>('/functions/findMessageV3', { orgId: agent.orgId, where: { conversation }, options: { limit: 30 } }, agent.token);
    for (const message of found.body.result.messages) await keep(agent, { conversation, message: message.objectId });
    expect((await list(agent)).body.results).toHaveLength(20);
    expect((await list(agent, { skip: 20 })).body.results).toHaveLength(2);
    expect((await list(agent, { limit: 21 })).status).toBe(400);
  });

  it('refuses bad input with a 400 naming the problem', async () => {
    const agent = await t.agentWithOrg('bad');
    const { conversation, inbound } = await conversationWithMessages(agent);
    const noMessage = await keep(agent, { conversation });
    expect(noMessage.status).toBe(400);
    expect(noMessage.body.error).toMatch(/message/);
    const badId = await keep(agent, { conversation, message: inbound.objectId, objectId: 'short' });
    expect(badId.status).toBe(400);
    expect(badId.body.error).toMatch(/objectId/);
    const otherOwner = await keep(agent, { conversation, message: inbound.objectId, owner: 'someoneElse' });
    expect(otherOwner.status).toBe(400);
    expect(otherOwner.body.error).toBe('owner must be the caller');
    const badWhere = await list(agent, { where: 'conversation' });
    expect(badWhere.status).toBe(400);
    expect(badWhere.body.error).toMatch(/where/);
    expect((await t.call('/classes/KeptMessage/abc', { orgId: agent.orgId }, agent.token)).status).toBe(400);
  });

  it('answers 404 for another organization\'s messages and keeps, and changes nothing', async () => {
    const owner = await t.agentWithOrg('owner');
    const stranger = await t.agentWithOrg('stranger');
    const { conversation, inbound } = await conversationWithMessages(owner);
    const kept = await keep(owner, { conversation, message: inbound.objectId });
    expect((await keep(stranger, { conversation, message: inbound.objectId })).status).toBe(404);
    // The stranger's own organization named, the owner's organization not theirs.
    expect((await t.call('/functions/keep', { orgId: owner.orgId, conversation, message: inbound.objectId }, stranger.token)).status).toBe(404);
    expect((await t.call('/classes/KeptMessage', { orgId: owner.orgId }, stranger.token)).status).toBe(404);
    expect((await list(stranger, { where: { conversation } })).body.results).toEqual([]);
    expect((await t.call(`/classes/KeptMessage/${kept.body.result.objectId}`, { orgId: stranger.orgId, _method: 'DELETE' }, stranger.token)).status).toBe(404);
    // A message of another conversation of the same organization is not found either.
    const other = await conversationWithMessages(owner);
    expect((await keep(owner, { conversation: other.conversation, message: inbound.objectId })).status).toBe(404);
    expect((await list(owner)).body.results).toHaveLength(1);
  });
});
