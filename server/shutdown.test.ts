// Shutting down under load: requests already in flight when close() starts get their answers, and
// the database closes only after them (no "Cannot use a pool after calling end on the pool").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Agent, type TestServer } from './testing/harness';

let test: TestServer;
let agent: Agent;
let visitorToken: string;

beforeAll(async () => {
  test = await startTestServer();
  agent = await test.agentWithOrg('closer');
  ({ visitorToken } = await test.visitorCustomer(agent, 'Hi'));
});
afterAll(() => test.close());

describe('graceful shutdown', () => {
  it('answers every request in flight when close starts, then closes the database once', async () => {
    const { server, request } = test.on(0);
    const requests = 40;
    let received = 0;
    const allReceived = new Promise<void>((resolve) => {
      server.app.server.on('request', () => { if (++received === requests) resolve(); });
    });
    // A customer's messages: each is stored, announced, and pushed to the members after its answer.
    const inFlight = Array.from({ length: requests }, (_, i) =>
      request('POST', '/livechat/api/messages', { visitorToken, text: `Still there? ${i}`, clientId: `closing-${i}` }));
    await allReceived;
    const closed = server.close();
    const answers = await Promise.all(inFlight);
    await closed;
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    // Closing again (as the harness does after the test) waits for the same close.
    await server.close();
  });
});
