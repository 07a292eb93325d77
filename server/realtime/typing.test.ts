import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TypingEvent } from '../../common/contracts/realtime';
import { connected, nextEvent, startTestServer, type TestServer } from '../testing/harness';

let t: TestServer;
beforeAll(async () => { t = await startTestServer(); });
afterAll(async () => { await t?.close(); });

describe('typing signal', () => {
  it('reaches the consoles of the visitor\'s organization only', async () => {
    const agent = await t.agentWithOrg('typing');
    const other = await t.agentWithOrg('elsewhere');
    const { visitorToken, customer } = await t.visitorCustomer(agent);

    const agentSocket = t.socket({ userId: agent.userId, token: agent.token });
    const otherSocket = t.socket({ userId: other.userId, token: other.token });
    await Promise.all([connected(agentSocket), connected(otherSocket)]);
    expect(await agentSocket.emitWithAck('subscribe', { orgId: agent.orgId })).toBe(true);
    expect(await otherSocket.emitWithAck('subscribe', { orgId: other.orgId })).toBe(true);
    const leaked: TypingEvent[] = [];
    otherSocket.on('typing', (event: TypingEvent) => leaked.push(event));

    const visitor = t.socket({ visitorToken });
    await connected(visitor);
    const typing = nextEvent<TypingEvent>(agentSocket, 'typing');
    visitor.emit('typing');
    expect(await typing).toEqual({ customerId: customer.objectId, conversationId: customer.conversation.objectId });
    expect(leaked).toEqual([]);
  });

  it('says nothing for a visitor who has not written yet (no conversation)', async () => {
    const agent = await t.agentWithOrg('quiet');
    const session = await t.request<{ visitorToken: string }>('POST', '/livechat/api/session', { orgId: agent.orgId });
    const agentSocket = t.socket({ userId: agent.userId, token: agent.token });
    await connected(agentSocket);
    expect(await agentSocket.emitWithAck('subscribe', { orgId: agent.orgId })).toBe(true);
    const visitor = t.socket({ visitorToken: session.body.visitorToken });
    await connected(visitor);
    visitor.emit('typing');
    await expect(nextEvent(agentSocket, 'typing', () => true, 1000)).rejects.toThrow('no typing within 1000 ms');
  });
});
