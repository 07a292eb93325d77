import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '../../common/contracts/customers';
import type { Message } from '../../common/contracts/messages';
import { messages } from '../db/schema';
import { connected, startTestServer, type TestServer } from '../testing/harness';

let t: TestServer;
beforeAll(async () => { t = await startTestServer(); });
afterAll(async () => { await t?.close(); });

const reply = (orgId: string, conversation: string, receiptId: string, content = 'Thanks!') => ({
  orgId, conversation, receiptId, template: { contentType: 'text', data: { content } },
});

describe('publishTemplate', () => {
  it('stores one message for concurrent retries of one receiptId', async () => {
    const agent = await t.agentWithOrg('idem');
    const { customer } = await t.visitorCustomer(agent);
    const body = reply(agent.orgId, customer.conversation.objectId, 'receipt-1');

    const answers = await Promise.all(Array.from({ length: 10 }, () => t.call('/functions/publishTemplate', body, agent.token)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const ids = new Set(answers.map((answer) => (answer.body.result as Message).objectId));
    expect(ids.size).toBe(1);

    const rows = await t.server.db.select().from(messages)
      .where(and(eq(messages.orgId, agent.orgId), eq(messages.receiptId, 'receipt-1')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.objectId).toBe([...ids][0]);
  });

  it('updates the customer, lists messages newest first and tells subscribed sockets, the message and its inbox row in one frame', async () => {
    const agent = await t.agentWithOrg('flow');
    const { customer } = await t.visitorCustomer(agent, 'Where is my order?');
    const socket = t.socket({ userId: agent.userId, token: agent.token });
    await connected(socket);
    expect(await socket.emitWithAck('subscribe', { orgId: agent.orgId })).toBe(true);

    const frames: string[] = [];
    socket.io.engine.on('packet', (packet) => { if (typeof packet.data === 'string') frames.push(packet.data); });
    const pushed = new Promise<[Message, Customer | undefined]>((resolve) => {
      socket.on('message', (message: Message, row?: Customer) => { if (message.sendType === 'send') resolve([message, row]); });
    });
    const sent = await t.call('/functions/publishTemplate', reply(agent.orgId, customer.conversation.objectId, 'r-2', 'On its way'), agent.token);
    expect(sent.body.result).toMatchObject({
      sendType: 'send', senderType: '_User', receiptId: 'r-2', data: { content: 'On its way' },
      sender: { objectId: agent.userId, className: '_User' },
    });
    const [heard, row] = await pushed;
    expect(heard.objectId).toBe(sent.body.result.objectId);
    expect(row).toMatchObject({ objectId: customer.objectId, conversation: { lastMessage: { text: 'On its way', senderType: '_User' } } });
    // A round trip on the same socket: any frame the send caused has arrived before its answer.
    expect(await socket.emitWithAck('subscribe', { orgId: agent.orgId })).toBe(true);
    expect(frames.filter((frame) => frame.includes(heard.objectId))).toHaveLength(1);

    const inbox = await t.call('/functions/inboxesV3', { orgId: agent.orgId, where: { inbox: 'unassigned' } }, agent.token);
    expect(inbox.body.result.customers[0].conversation.lastMessage).toMatchObject({ text: 'On its way', senderType: '_User' });

    const found = await t.call('/functions/findMessageV3', { orgId: agent.orgId, where: { conversation: customer.conversation.objectId } }, agent.token);
    expect(found.body.result.messages.map((message: Message) => message.data.content)).toEqual(['On its way', 'Where is my order?']);
  });

  it('answers bad input with 400 and a missing organization with error/no-organization', async () => {
    const agent = await t.agentWithOrg('bad');
    const noText = await t.call('/functions/publishTemplate', { orgId: agent.orgId, conversation: 'x', receiptId: 'r', template: { contentType: 'text', data: {} } }, agent.token);
    expect(noText.status).toBe(400);
    expect(noText.body.error).toContain('content');
    const noOrg = await t.call('/functions/inboxesV3', {}, agent.token);
    expect(noOrg.status).toBe(400);
    expect(noOrg.body.error).toBe('error/no-organization');
    const unknownConversation = await t.call('/functions/publishTemplate', reply(agent.orgId, 'AAAAAAAAAA', 'r-3'), agent.token);
    expect(unknownConversation.status).toBe(404);
  });
});
