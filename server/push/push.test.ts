import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VapidPublicKeyResponse } from '../../common/contracts/push';
import { conversationRoute, type PushPayload } from '../../common/push';
import { loadConfig } from '../config';
import { pushSubscriptions, users } from '../db/schema';
import { joinedMember } from '../members/test-helpers';
import { startTestServer, type TestServer } from '../testing/harness';
import { startLinePlatform, type LinePlatformStandIn } from '../testing/line-platform';
import { addressPolicy } from '../link-preview/address-policy';
import { pushConfigOf } from './config';
import { guardedLookup } from './endpoint-guard';
import { startPushServiceStandIn, testSubscription, type PushServiceStandIn, type TestSubscription } from './test-push-service';
import { loadVapidIdentity } from './vapid';

const config = loadConfig({});
let folder: string;
let pushService: PushServiceStandIn;
let line: LinePlatformStandIn;
let test: TestServer;
let endpoints = 0;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'parley-push-'));
  pushService = await startPushServiceStandIn(folder);
  line = await startLinePlatform();
  test = await startTestServer({
    push: { caFile: pushService.caFile, allowHosts: ['127.0.0.1'] },
    channels: { line: { apiBaseUrl: line.apiUrl, dataApiBaseUrl: line.dataUrl } },
  });
});
afterAll(async () => {
  await test.close();
  await pushService.close();
  await line.close();
  await rm(folder, { recursive: true, force: true });
});

/** A browser of the session's user subscribes at a new stand-in endpoint. */
async function subscribe(token: string): Promise<TestSubscription & { path: string }> {
  const pushPath = `/push/browser-${++endpoints}`;
  const browser = testSubscription(pushService.url + pushPath);
  const answer = await test.call('/push/subscribe', { subscription: browser.subscription }, token);
  expect(answer.status).toBe(200);
  return { ...browser, path: pushPath };
}

async function nextPayload(browser: TestSubscription & { path: string }): Promise<PushPayload> {
  const push = await pushService.next(browser.path);
  return JSON.parse(browser.decrypt(push.body)) as PushPayload;
}

const visitorSays = (visitorToken: string, text: string) =>
  test.request('POST', '/livechat/api/messages', { visitorToken, text, clientId: `c-${Date.now()}-${Math.random()}` });

const storedEndpoints = async (userId: string) =>
  (await test.server.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)))
    .map((row) => row.endpoint);

describe('VAPID identity', () => {
  it('answers the public key kept in DATA_DIR/vapid.json', async () => {
    const response = await fetch(`${test.url}/push/vapid-public-key`, { headers: { 'X-Parse-Application-Id': config.appId } });
    const { publicKey } = await response.json() as VapidPublicKeyResponse;
    const stored = JSON.parse(await readFile(path.join(test.dataDir, 'vapid.json'), 'utf8')) as { publicKey: string };
    expect(publicKey).toBe(stored.publicKey);
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
  });

  it('generates the keys once and keeps them; configured keys win; the subject defaults to MAIL_FROM', async () => {
    const dataDir = path.join(folder, 'vapid-data');
    const base = loadConfig({ DATA_DIR: dataDir, MAIL_FROM: 'Tea House <hello@tea.example>' });
    const first = await loadVapidIdentity(base);
    expect(await loadVapidIdentity(base)).toEqual(first);
    expect(first.subject).toBe('mailto:hello@tea.example');
    const configured = loadConfig({ DATA_DIR: dataDir, VAPID_PUBLIC_KEY: 'pub', VAPID_PRIVATE_KEY: 'priv', VAPID_SUBJECT: 'https://tea.example' });
    expect(await loadVapidIdentity(configured)).toEqual({ publicKey: 'pub', privateKey: 'priv', subject: 'https://tea.example' });
    expect(() => pushConfigOf({ VAPID_PUBLIC_KEY: 'pub' })).toThrow(/set together/);
    expect(() => pushConfigOf({ VAPID_SUBJECT: 'http://tea.example' })).toThrow(/mailto: or https:/);
    expect(() => pushConfigOf({ PUSH_ALLOW_HOSTS: 'push.example' })).toThrow(/PUSH_ALLOW_HOSTS/);
  });
});

/** localhost as the push agent's guarded lookup resolves it with these addresses allowed. */
const resolveLocalhost = (allowed: string[]) => new Promise<string>((done, fail) => {
  guardedLookup(addressPolicy(allowed))('localhost', { family: 4 }, (error, address) => (error ? fail(error) : done(address as string)));
});

describe('endpoint guard', () => {
  it('refuses to connect to a name that resolves to a private or loopback address, unless allowed', async () => {
    await expect(resolveLocalhost([])).rejects.toThrow(/private or reserved address/);
    await expect(resolveLocalhost(['127.0.0.1'])).resolves.toBe('127.0.0.1');
  });
});

describe('web push', () => {
  it('pushes a visitor message, encrypted for each subscription, to the members in its inbox', async () => {
    const admin = await test.agentWithOrg('pusher');
    const adminBrowser = await subscribe(admin.token);
    const member = await joinedMember(test, admin, 'Mia');
    const memberBrowser = await subscribe(member.token);

    // The join itself is a system notification: the admin's browser hears it.
    const joined = await nextPayload(adminBrowser);
    expect(joined).toMatchObject({
      kind: 'notification', orgId: admin.orgId, body: 'Mia joined the organization.',
      url: `/organization-setting/${admin.orgId}/member-management`,
    });

    const { visitorToken, customer } = await test.visitorCustomer(admin, 'Is the oolong in stock?');
    const expected = {
      kind: 'message', orgId: admin.orgId, title: customer.displayName, body: 'Is the oolong in stock?',
      url: conversationRoute(admin.orgId, customer.conversation.objectId, customer.objectId),
      tag: `message-${customer.conversation.objectId}`, unread: 1,
    };
    const push = await pushService.next(adminBrowser.path);
    expect(JSON.parse(adminBrowser.decrypt(push.body))).toEqual(expected);
    expect(push.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '86400', urgency: 'high', topic: expected.tag });
    const { publicKey } = (await test.call<VapidPublicKeyResponse>('/push/vapid-public-key', { _method: 'GET' })).body;
    expect(push.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`));
    // Unassigned: every member hears it.
    expect(await nextPayload(memberBrowser)).toEqual(expected);

    // Assigned to the admin: only the admin hears the next message.
    const assigned = await test.call('/functions/assign', { organization: admin.orgId, customer: customer.objectId, inbox: 'self' }, admin.token);
    expect(assigned.status).toBe(200);
    expect((await visitorSays(visitorToken, 'Hello again?')).status).toBe(201);
    expect(await nextPayload(adminBrowser)).toMatchObject({ kind: 'message', body: 'Hello again?' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pushService.received.filter((received) => received.path === memberBrowser.path)).toHaveLength(1);
  });

  it('pushes a LINE user\'s message as well, but not the line that says the user followed', async () => {
    const admin = await test.agentWithOrg('line-pusher');
    const browser = await subscribe(admin.token);
    const channel = {
      channelId: '1657000555', channelSecret: '55555555555555555555555555555555', accessToken: 'line-token-of-the-push-test-0555',
      bot: { userId: 'Ubot0555', basicId: '@push', displayName: 'Push Shop' },
    };
    line.addChannel(channel);
    line.addUser({ userId: 'U5555', displayName: 'Lin' });
    const connected = await test.call('/functions/integrate', {
      orgId: admin.orgId, platform: 'line', account: channel.channelId, secret: channel.channelSecret, token: channel.accessToken,
    }, admin.token);
    line.addChannel({ ...channel, webhookEndpoint: `${test.url}/webhooks/line/${connected.body.result.objectId}` });

    const follow = { type: 'follow' as const, mode: 'active' as const, timestamp: Date.now(), source: { type: 'user' as const, userId: 'U5555' }, webhookEventId: 'push-follow-1' };
    expect(await line.deliver(channel.channelId, [follow, line.textEvent('U5555', 'Do you ship to Tainan?')])).toBe(200);
    expect(await nextPayload(browser)).toMatchObject({ kind: 'message', orgId: admin.orgId, title: 'Lin', body: 'Do you ship to Tainan?' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pushService.received.filter((received) => received.path === browser.path)).toHaveLength(1);
  });

  it('writes the texts in the recipient\'s language and tells only the member who started a task', async () => {
    const admin = await test.agentWithOrg('exporter');
    const adminBrowser = await subscribe(admin.token);
    const member = await joinedMember(test, admin, 'Kenji');
    // The join is a notification to the admin, sent after the join answered: taken first, so that what
    // the admin's browser gets later can only be about the task.
    expect(await nextPayload(adminBrowser)).toMatchObject({ kind: 'notification', body: 'Kenji joined the organization.' });
    await test.server.db.update(users).set({ language: 'ja-JP' }).where(eq(users.objectId, member.userId));
    const memberBrowser = await subscribe(member.token);

    const started = await test.call('/functions/exportCustomers', { orgId: admin.orgId }, member.token);
    expect(started.status).toBe(200);
    expect(await nextPayload(memberBrowser)).toMatchObject({
      kind: 'task', orgId: admin.orgId, title: 'exporter Inc', body: 'エクスポートのダウンロード準備ができました。',
      url: `/message-center/${admin.orgId}`,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pushService.received.filter((received) => received.path === adminBrowser.path)).toHaveLength(1);
  });

  it('forgets a subscription the push service calls gone (404, 410), keeps it on other errors', async () => {
    const admin = await test.agentWithOrg('gone');
    const gone404 = await subscribe(admin.token);
    const gone410 = await subscribe(admin.token);
    const failing = await subscribe(admin.token);
    pushService.answer(gone404.path, 404);
    pushService.answer(gone410.path, 410);
    pushService.answer(failing.path, 500);

    await test.visitorCustomer(admin, 'Anyone there?');
    await Promise.all([gone404, gone410, failing].map((browser) => pushService.next(browser.path)));
    await expect.poll(() => storedEndpoints(admin.userId)).toEqual([failing.subscription.endpoint]);
  });

  it('sends nothing to a session that logged out, and forgets its subscription', async () => {
    const admin = await test.agentWithOrg('leaver');
    const browser = await subscribe(admin.token);
    expect((await test.call('/logout', {}, admin.token)).status).toBe(200);

    const session = await test.request<{ visitorToken: string }>('POST', '/livechat/api/session', { orgId: admin.orgId });
    expect((await visitorSays(session.body.visitorToken, 'Hello?')).status).toBe(201);
    await expect.poll(() => storedEndpoints(admin.userId)).toEqual([]);
    expect(pushService.received.filter((received) => received.path === browser.path)).toHaveLength(0);
  });

  it('unsubscribes only the caller\'s own subscription', async () => {
    const owner = await test.agentWithOrg('owner');
    const stranger = await test.agentWithOrg('stranger');
    const browser = await subscribe(owner.token);
    const endpoint = browser.subscription.endpoint;

    expect((await test.call('/push/unsubscribe', { endpoint }, stranger.token)).body).toEqual({ removed: false });
    expect(await storedEndpoints(owner.userId)).toEqual([endpoint]);
    expect((await test.call('/push/unsubscribe', { endpoint }, owner.token)).body).toEqual({ removed: true });
    expect(await storedEndpoints(owner.userId)).toEqual([]);
  });

  it('refuses bad subscriptions with 400 naming the field, and no session with 209', async () => {
    const agent = await test.agentWithOrg('careless');
    const { subscription } = testSubscription(`${pushService.url}/push/bad`);
    const cases: [unknown, RegExp][] = [
      [undefined, /subscription/],
      [{ ...subscription, endpoint: 'http://push.example/x' }, /endpoint must be an https URL/],
      [{ ...subscription, endpoint: 'https://10.0.0.8/push/x' }, /endpoint must be a public push service/],
      [{ ...subscription, endpoint: 'https://localhost:8443/push/x' }, /endpoint must be a public push service/],
      [{ ...subscription, keys: { ...subscription.keys, p256dh: 'AAAA' } }, /p256dh/],
      [{ ...subscription, keys: { ...subscription.keys, auth: 'AAAA' } }, /auth must be 16 bytes/],
      [{ ...subscription, keys: { p256dh: subscription.keys.p256dh } }, /auth/],
    ];
    for (const [bad, message] of cases) {
      const answer = await test.call('/push/subscribe', { subscription: bad }, agent.token);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatch(message);
    }
    const anonymous = await test.call('/push/subscribe', { subscription });
    expect(anonymous.body.code).toBe(209);
    expect((await test.call('/push/unsubscribe', {}, agent.token)).status).toBe(400);
  });
});
