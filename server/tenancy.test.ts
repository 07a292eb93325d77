import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '../common/contracts/customers';
import { connected, startTestServer, type Agent, type TestServer } from './testing/harness';

let t: TestServer;
let orgA: Agent;
let orgB: Agent;
let customerA: Customer;
beforeAll(async () => {
  t = await startTestServer();
  orgA = await t.agentWithOrg('alpha');
  orgB = await t.agentWithOrg('beta');
  customerA = (await t.visitorCustomer(orgA, 'secret of A')).customer;
});
afterAll(async () => { await t?.close(); });

const notFound = { code: 101, error: 'Object not found.' };

describe('tenant isolation', () => {
  it('answers 404 when a user of B names organization A', async () => {
    for (const [route, body] of [
      ['/functions/inboxesV3', {}],
      ['/functions/changes', { since: 0 }],
      ['/functions/findMessageV3', { where: { conversation: customerA.conversation.objectId } }],
    ] as const) {
      const answer = await t.call(route, { orgId: orgA.orgId, ...body }, orgB.token);
      expect({ route, status: answer.status, body: answer.body }).toEqual({ route, status: 404, body: notFound });
    }
    const viaHeader = await fetch(`${t.url}/functions/inboxesV3`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-parse-application-id': 'parley', 'x-parse-session-token': orgB.token, 'x-org-id': orgA.orgId },
      body: '{}',
    });
    expect(viaHeader.status).toBe(404);
  });

  it("answers 404 for A's ids asked within B", async () => {
    const read = await t.call('/functions/findMessageV3', { orgId: orgB.orgId, where: { conversation: customerA.conversation.objectId } }, orgB.token);
    expect(read.status).toBe(404);
    const write = await t.call('/functions/publishTemplate', {
      orgId: orgB.orgId, conversation: customerA.conversation.objectId, receiptId: 'intrude',
      template: { contentType: 'text', data: { content: 'hi' } },
    }, orgB.token);
    expect(write.status).toBe(404);
    const inboxB = await t.call('/functions/inboxesV3', { orgId: orgB.orgId }, orgB.token);
    expect(inboxB.body.result.customers).toEqual([]);
    const changesB = await t.call('/functions/changes', { orgId: orgB.orgId, since: 0 }, orgB.token);
    expect(changesB.body.result.changes).toEqual([]);
    const [messageA] = (await t.call('/functions/findMessageV3', { orgId: orgA.orgId, where: { conversation: customerA.conversation.objectId } }, orgA.token)).body.result.messages;
    const removal = await t.call(`/classes/Message/${messageA.objectId}`, { orgId: orgB.orgId, _method: 'DELETE' }, orgB.token);
    expect(removal.status).toBe(404);
  });

  it('lets sockets subscribe only to their own organizations', async () => {
    const socket = t.socket({ userId: orgB.userId, token: orgB.token });
    await connected(socket);
    expect(await socket.emitWithAck('subscribe', { orgId: orgA.orgId })).toBe(false);
    expect(await socket.emitWithAck('subscribe', { orgId: orgB.orgId })).toBe(true);
    // Payloads outside the contract (common/contracts/realtime.ts) are refused, not looked up.
    for (const payload of [{}, { orgId: 42 }, { orgId: '' }, { orgId: `${orgB.orgId}\u0000` }, { orgId: 'x'.repeat(101) }, null]) {
      expect({ payload, ok: await socket.emitWithAck('subscribe', payload) }).toEqual({ payload, ok: false });
    }
  });

  it('refuses sockets with a wrong session', async () => {
    const forged = t.socket({ userId: orgA.userId, token: orgB.token });
    await expect(connected(forged)).rejects.toThrow('Invalid session token');
  });
});
