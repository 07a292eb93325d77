import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VisitorMessage, VisitorSessionResponse } from '../../common/contracts/livechat';
import { connected, nextEvent, startTestServer, type Agent, type TestServer } from '../testing/harness';

let t: TestServer;
let agent: Agent;
beforeAll(async () => {
  t = await startTestServer();
  agent = await t.agentWithOrg('live');
});
afterAll(async () => { await t?.close(); });

const startSession = (body: Record<string, unknown>) => t.request<VisitorSessionResponse>('POST', '/livechat/api/session', body);

describe('live chat', () => {
  it('makes a visitor a livechat customer on the first message, once per clientId', async () => {
    const session = await startSession({ orgId: agent.orgId });
    expect(session.status).toBe(200);
    expect(session.body.orgName).toBe('live Inc');
    const { visitorToken, customerId } = session.body;

    const first = await t.request('POST', '/livechat/api/messages', { visitorToken, text: '  Hi there  ', clientId: 'c1' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ text: 'Hi there', fromVisitor: true, clientId: 'c1' });
    const retry = await t.request('POST', '/livechat/api/messages', { visitorToken, text: 'Hi there', clientId: 'c1' });
    expect(retry.body.objectId).toBe(first.body.objectId);

    const inbox = await t.call('/functions/inboxesV3', { orgId: agent.orgId, where: { inbox: 'unassigned' } }, agent.token);
    const customer = inbox.body.result.customers.find((candidate: { customerId: string }) => candidate.customerId === customerId);
    expect(customer).toMatchObject({
      platform: 'livechat', inbox: ['unassigned'], displayName: expect.stringMatching(/^Visitor \d{4}$/),
      lastRead: { badge: 1 }, conversation: { lastMessage: { text: 'Hi there', senderType: 'Customer' } },
    });
    expect(customer.lastInboundAt).toBeDefined();
  });

  it("delivers the agent's reply to the visitor socket and resumes the visitor by token", async () => {
    const { visitorToken, customer } = await t.visitorCustomer(agent, 'Is anyone there?');
    const visitorSocket = t.socket({ visitorToken });
    const secondTab = t.socket({ visitorToken });
    await Promise.all([connected(visitorSocket), connected(secondTab)]);
    expect((await t.request('GET', '/health')).body).toMatchObject({ status: 'ok', visitorSockets: 2 });

    const received = nextEvent<VisitorMessage>(visitorSocket, 'message', (message) => !message.fromVisitor);
    await t.call('/functions/publishTemplate', {
      orgId: agent.orgId, conversation: customer.conversation.objectId, receiptId: 'answer-1',
      template: { contentType: 'text', data: { content: 'Yes, how can I help?' } },
    }, agent.token);
    expect(await received).toMatchObject({ text: 'Yes, how can I help?', fromVisitor: false });

    const echoed = nextEvent<VisitorMessage>(secondTab, 'message', (message) => message.fromVisitor);
    await t.request('POST', '/livechat/api/messages', { visitorToken, text: 'My order', clientId: 'c2' });
    expect((await echoed).clientId).toBe('c2');

    const resumed = await startSession({ orgId: agent.orgId, visitorToken });
    expect(resumed.body).toMatchObject({ visitorToken, customerId: customer.customerId });
    const history = await t.request('GET', `/livechat/api/messages?visitorToken=${encodeURIComponent(visitorToken)}`);
    expect(history.body.messages.map((message: VisitorMessage) => message.text)).toEqual(['Is anyone there?', 'Yes, how can I help?', 'My order']);
  });

  it('gives the visitor a card message as cards with the links it can follow (a product from the shop, an agent\'s card)', async () => {
    const { visitorToken, customer } = await t.visitorCustomer(agent, 'Which tea do you have?');
    const visitorSocket = t.socket({ visitorToken });
    await connected(visitorSocket);
    const received = nextEvent<VisitorMessage>(visitorSocket, 'message', (message) => !message.fromVisitor);
    await t.call('/functions/publishTemplate', {
      orgId: agent.orgId, conversation: customer.conversation.objectId, receiptId: 'card-1',
      template: { contentType: 'template', data: { templateType: 'buttons', elements: [{
        title: 'Oolong tea', subtitle: 'NT$350', imageUrl: 'https://cdn.example.com/tea.jpg',
        buttons: [
          { type: 'url', title: 'Buy now', data: 'https://shop.example.com/shop/abc' },
          { type: 'postback', title: 'Ask about it', data: 'ask' },
        ],
      }] } },
    }, agent.token);
    const card = { title: 'Oolong tea', subtitle: 'NT$350', imageUrl: 'https://cdn.example.com/tea.jpg', links: [{ title: 'Buy now', url: 'https://shop.example.com/shop/abc' }] };
    expect((await received).cards).toEqual([card]);
    const history = await t.request('GET', `/livechat/api/messages?visitorToken=${encodeURIComponent(visitorToken)}`);
    expect(history.body.messages.at(-1).cards).toEqual([card]);
    expect(history.body.messages[0].cards).toBeUndefined();
  });

  it('answers 404 for an unknown organization or visitor and 400 for empty text', async () => {
    expect((await startSession({ orgId: 'NoSuchOrg1' })).status).toBe(404);
    expect((await t.request('POST', '/livechat/api/messages', { visitorToken: 'v:unknown', text: 'x', clientId: 'c' })).status).toBe(404);
    const { body } = await startSession({ orgId: agent.orgId });
    const blank = await t.request('POST', '/livechat/api/messages', { visitorToken: body.visitorToken, text: '   ', clientId: 'c' });
    expect(blank.status).toBe(400);
    const unknownToken = t.socket({ visitorToken: 'v:unknown' });
    await expect(connected(unknownToken)).rejects.toThrow('Invalid visitor token');
  });
});
