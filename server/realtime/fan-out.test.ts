// New messages to the organization's consoles: one frame each with its inbox row, on every process
// (npm run test:cluster runs this on two; the emitting process's own sockets are served last).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '../../common/contracts/customers';
import type { Message } from '../../common/contracts/messages';
import { connected, startTestServer, type TestServer } from '../testing/harness';

let t: TestServer;
beforeAll(async () => { t = await startTestServer(); });
afterAll(async () => { await t?.close(); });

describe('message fan-out', () => {
  it('reaches a console on the emitting process and one on the other once per message, in order, each with its inbox row', async () => {
    const agent = await t.agentWithOrg('fan-out');
    const { visitorToken } = await t.visitorCustomer(agent, 'Hello');
    const consoles = [t.on(0).socket({ userId: agent.userId, token: agent.token }), t.on(-1).socket({ userId: agent.userId, token: agent.token })];
    const heard: { text: unknown; rowShows: string | undefined }[][] = consoles.map(() => []);
    await Promise.all(consoles.map(connected));
    for (const [index, socket] of consoles.entries()) {
      expect(await socket.emitWithAck('subscribe', { orgId: agent.orgId })).toBe(true);
      socket.on('message', (message: Message, customer?: Customer) => {
        heard[index]!.push({ text: message.data.content, rowShows: customer?.conversation.lastMessage?.text });
      });
    }

    const texts = ['one', 'two', 'three'];
    for (const text of texts) {
      expect((await t.on(0).request('POST', '/livechat/api/messages', { visitorToken, text, clientId: text })).status).toBe(201);
    }
    const expected = texts.map((text) => ({ text, rowShows: text }));
    await expect.poll(() => heard, { timeout: 5_000 }).toEqual([expected, expected]);
    // A round trip on each socket: a frame sent twice would have arrived by now.
    for (const socket of consoles) expect(await socket.emitWithAck('subscribe', { orgId: agent.orgId })).toBe(true);
    expect(heard).toEqual([expected, expected]);
  });
});
