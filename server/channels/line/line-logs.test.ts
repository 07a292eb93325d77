// A channel's credentials never reach the log: the real server process at its most talkative (debug,
// every request logged) through connecting LINE, a refused token, webhooks good and forged, and a reply.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_APP_ID, DEFAULT_JS_KEY } from '../../../common/defaults';
import { launchServer, type ServerProcess } from '../../testing/server-process';
import { lineSignature, startLinePlatform, type LinePlatformStandIn } from '../../testing/line-platform';

const channel = {
  channelId: '1657000777',
  channelSecret: 'abcdefabcdef0123456789abcdef0123',
  accessToken: 'secret-line-access-token-never-logged-0777',
  bot: { userId: 'Ubot0777', basicId: '@logs', displayName: 'Logs' },
};
const user = { userId: 'U7777', displayName: 'May' };

let line: LinePlatformStandIn;
let server: ServerProcess;

beforeAll(async () => {
  line = await startLinePlatform();
  line.addChannel(channel);
  line.addUser(user);
  server = await launchServer({ LOG_LEVEL: 'debug', LOG_REQUESTS: 'true', LINE_API_BASE_URL: line.apiUrl, LINE_DATA_API_BASE_URL: line.dataUrl });
});
afterAll(async () => {
  await server?.dispose();
  await line?.close();
});

async function call<T = { result: Record<string, unknown> }>(path: string, body: Record<string, unknown>, token?: string): Promise<T> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ _ApplicationId: DEFAULT_APP_ID, _JavaScriptKey: DEFAULT_JS_KEY, ...(token ? { _SessionToken: token } : {}), ...body }),
  });
  return response.json() as Promise<T>;
}

describe('the log', () => {
  it('never holds a channel secret or access token', async () => {
    const { sessionToken } = await call<{ sessionToken: string }>('/users', { username: 'logs@example.com', email: 'logs@example.com', password: 'correct horse battery' });
    const { objectId: orgId } = await call<{ objectId: string }>('/classes/Organization', { name: 'Logs', industry: 'retail' }, sessionToken);
    const credentials = { orgId, platform: 'line', account: channel.channelId, secret: channel.channelSecret };
    await call('/functions/integrate', { ...credentials, token: 'a-token-line-refuses-0000000' }, sessionToken);
    const { result: integration } = await call('/functions/integrate', { ...credentials, token: channel.accessToken }, sessionToken);
    const webhook = `${server.url}/webhooks/line/${String(integration.objectId)}`;
    line.addChannel({ ...channel, webhookEndpoint: webhook });
    expect(await line.deliver(channel.channelId, [line.textEvent(user.userId, 'Hello')])).toBe(200);
    expect(await line.deliver(channel.channelId, [line.textEvent(user.userId, 'Forged')], { signature: lineSignature('0'.repeat(32), '{}') })).toBe(401);

    // The reply goes out through the stand-in with the token (the log must not).
    // The webhook is answered once stored; its event becomes a customer just after (on a loaded machine, later).
    const inboxCustomers = async () => (await call<{ result: { customers: { conversation: { objectId: string } }[] } }>('/functions/inboxesV3', { orgId }, sessionToken)).result.customers;
    await expect.poll(async () => (await inboxCustomers()).length, { timeout: 15_000 }).toBe(1);
    const conversation = (await inboxCustomers())[0]!.conversation.objectId;
    await call('/functions/publishTemplate', { orgId, conversation, receiptId: 'log-reply-1', template: { contentType: 'text', data: { content: 'Hi May' } } }, sessionToken);
    await expect.poll(() => line.deliveries.length, { timeout: 15_000 }).toBe(1);

    expect(server.output).toContain('/webhooks/line/');
    for (const secret of [channel.channelSecret, channel.accessToken, 'a-token-line-refuses-0000000']) expect(server.output).not.toContain(secret);
  });
});
