// A Page's credentials never reach the log: the real server process at its most talkative (debug,
// every request logged) through connecting a Page (a refused token too), Meta's handshake (whose URL
// carries the verify token), webhooks good and forged, and a reply.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_APP_ID, DEFAULT_JS_KEY } from '../../../common/defaults';
import { launchServer, type ServerProcess } from '../../testing/server-process';
import { startMetaPlatform, type MetaPlatformStandIn } from '../../testing/meta-platform';

const page = { pageId: '104000000000777', name: 'Logs', accessToken: 'EAAsecretPageTokenNeverLogged0777', appSecret: 'abcdefabcdef0123456789abcdef0777' };
const verifyToken = 'verify-token-never-logged-0777';
const person = { psid: '2400000000000777', firstName: 'May', lastName: 'Chan' };

let meta: MetaPlatformStandIn;
let server: ServerProcess;

beforeAll(async () => {
  meta = await startMetaPlatform();
  meta.addPage(page);
  meta.addUser(person);
  server = await launchServer({ LOG_LEVEL: 'debug', LOG_REQUESTS: 'true', META_GRAPH_BASE_URL: meta.graphUrl });
});
afterAll(async () => {
  await server?.dispose();
  await meta?.close();
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
  it('never holds a Page token, app secret or verify token', async () => {
    const { sessionToken } = await call<{ sessionToken: string }>('/users', { username: 'meta-logs@example.com', email: 'meta-logs@example.com', password: 'correct horse battery' });
    const { objectId: orgId } = await call<{ objectId: string }>('/classes/Organization', { name: 'Logs', industry: 'retail' }, sessionToken);
    const credentials = { orgId, platform: 'facebook', account: page.pageId, secret: page.appSecret, verifyToken };
    await call('/functions/integrate', { ...credentials, token: 'EAAaTokenMetaRefuses000000' }, sessionToken);
    await call('/functions/integrate', { ...credentials, token: page.accessToken }, sessionToken);
    const callbackUrl = `${server.url}/webhooks/meta`;
    expect((await meta.handshake(callbackUrl, verifyToken)).status).toBe(200);
    expect((await meta.handshake(callbackUrl, `${verifyToken}-wrong`)).status).toBe(403);
    const hello = meta.messageEvent(page.pageId, person.psid, { text: 'Hello' });
    expect(await meta.deliver(callbackUrl, [{ pageId: page.pageId, messaging: [hello] }])).toBe(200);
    expect(await meta.deliver(callbackUrl, [{ pageId: page.pageId, messaging: [hello] }], { appSecret: '0'.repeat(32) })).toBe(401);

    // The reply goes out through the stand-in with the token (the log must not). An agent answers the
    // message once it is in the inbox (the customer shows a moment before it, and Meta's window opens with it).
    type Inbox = { result: { customers: { conversation: { objectId: string; lastMessage?: unknown } }[] } };
    const inboxNow = () => call<Inbox>('/functions/inboxesV3', { orgId }, sessionToken);
    await expect.poll(async () => (await inboxNow()).result.customers[0]?.conversation.lastMessage, { timeout: 15_000 }).toBeDefined();
    const conversation = (await inboxNow()).result.customers[0]?.conversation.objectId;
    await call('/functions/publishTemplate', { orgId, conversation, receiptId: 'meta-log-reply-1', template: { contentType: 'text', data: { content: 'Hi May' } } }, sessionToken);
    await expect.poll(() => meta.deliveries.length, { timeout: 15_000 }).toBe(1);

    expect(server.output).toContain('/webhooks/meta');
    for (const secret of [page.appSecret, page.accessToken, verifyToken, 'EAAaTokenMetaRefuses000000']) expect(server.output).not.toContain(secret);
  });
});
