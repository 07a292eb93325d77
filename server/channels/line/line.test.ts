// LINE end to end on the server, against the LINE stand-in: connecting an account, the signed
// webhook, and what its events become in the inbox.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '../../../common/contracts/customers';
import type { Integration } from '../../../common/contracts/integrations';
import type { Message } from '../../../common/contracts/messages';
import { CHANNEL_NOT_IN_PLAN, OBJECT_ALREADY_EXISTED, PLATFORM_UNREACHABLE } from '../../../common/error-keys';
import { channelEvents, customers, integrations } from '../../db/schema';
import { joinedMember } from '../../members/test-helpers';
import { setOrganizationPlan } from '../../organizations/plan';
import { eventually } from '../../testing/eventually';
import { startTestServer, type Agent, type TestServer } from '../../testing/harness';
import { lineSignature, startLinePlatform, type LineChannel, type LinePlatformStandIn, type LineWebhookEvent } from '../../testing/line-platform';

const channel: LineChannel = {
  channelId: '1657000001',
  channelSecret: '0123456789abcdef0123456789abcdef',
  accessToken: 'line-access-token-of-the-channel-0001',
  bot: { userId: 'Ubot0001', basicId: '@parley', displayName: 'Parley Shop', pictureUrl: 'https://profile.line-scdn.net/bot.png' },
};
const ann = { userId: 'U1111aaaa', displayName: 'Ann Lee', pictureUrl: 'https://profile.line-scdn.net/ann.png' };

let line: LinePlatformStandIn;
let t: TestServer;
let admin: Agent;
let other: Agent;
let connected: Integration;
let publicUrl: string;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const integrate = (agent: Agent, fields: Record<string, unknown> = {}) => t.call<{ result: Integration; error?: string }>('/functions/integrate', {
  orgId: agent.orgId, platform: 'line', account: channel.channelId, secret: channel.channelSecret, token: channel.accessToken, ...fields,
}, agent.token);

/** The customer rows of the organization on LINE. */
const lineCustomers = () => t.server.db.select().from(customers).where(eq(customers.platform, 'line'));

async function messagesOf(customerRow: { conversationId: string }): Promise<Message[]> {
  const found = await t.call('/functions/findMessageV3', { orgId: admin.orgId, where: { conversation: customerRow.conversationId } }, admin.token);
  return found.body.result.messages;
}


beforeAll(async () => {
  line = await startLinePlatform();
  line.addChannel(channel);
  line.addUser(ann);
  // PUBLIC_URL is this server's own address (http: LINE is not told the URL; the admin would paste it).
  const port = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
  t = await startTestServer({ port, publicUrl, channels: { line: { apiBaseUrl: line.apiUrl, dataApiBaseUrl: line.dataUrl } } });
  admin = await t.agentWithOrg('line-shop');
  other = await t.agentWithOrg('other-shop');
});
afterAll(async () => {
  await t?.close();
  await line?.close();
});

describe('connecting a LINE Official Account', () => {
  it('refuses a token LINE does not accept, a token of another channel, and a plan without LINE', async () => {
    const badToken = await integrate(admin, { token: 'not-a-token-line-knows-00000' });
    expect(badToken.status).toBe(400);
    expect(badToken.body.error).toMatch(/^token: line refused it \(400/);
    const otherChannel = await integrate(admin, { account: '1657000099' });
    expect(otherChannel.status).toBe(400);
    expect(otherChannel.body.error).toBe('account: the access token is of channel 1657000001, not 1657000099');
    await setOrganizationPlan(t.server.db, admin.orgId, 'free');
    const free = await integrate(admin);
    expect({ status: free.status, error: free.body.error }).toEqual({ status: 403, error: CHANNEL_NOT_IN_PLAN });
    await setOrganizationPlan(t.server.db, admin.orgId, 'business');
    expect(await t.server.db.select().from(integrations)).toEqual([]);
  });

  it('says LINE could not be reached when it answers 5xx or the connection breaks (not a server error), and connects nothing', async () => {
    for (const fault of [{ status: 503, message: 'Service Unavailable' }, { status: 500 }, 'lost'] as const) {
      line.fail('/v2/bot/info', fault);
      const answer = await integrate(admin);
      expect({ status: answer.status, body: answer.body }).toEqual({ status: 502, body: { code: 141, error: PLATFORM_UNREACHABLE, platform: 'line' } });
    }
    expect(await t.server.db.select().from(integrations)).toEqual([]);
  });

  it('refuses members who are not admins, and malformed credentials naming the field', async () => {
    const member = await joinedMember(t, admin, 'Agent');
    expect((await t.call('/functions/integrate', { orgId: admin.orgId, platform: 'line', account: channel.channelId, secret: channel.channelSecret, token: channel.accessToken }, member.token)).status).toBe(403);
    const badSecret = await integrate(admin, { secret: 'not hex' });
    expect(badSecret.status).toBe(400);
    expect(badSecret.body.error).toMatch(/secret/);
  });

  it('connects with the bot\'s name and picture, shows the webhook URL to paste (PUBLIC_URL is not https), and never answers a credential', async () => {
    const answer = await integrate(admin);
    expect(answer.status).toBe(200);
    connected = answer.body.result;
    expect(connected).toMatchObject({
      platform: 'line', account: channel.channelId, integrationName: 'Parley Shop', picture: channel.bot.pictureUrl,
      webhook: { url: `${publicUrl}/webhooks/line/${connected.objectId}`, setByServer: false },
    });
    const listed = await t.call('/classes/Integration', { orgId: admin.orgId, _method: 'GET' }, admin.token);
    expect(listed.body.results).toEqual([connected]);
    for (const text of [JSON.stringify(answer.body), JSON.stringify(listed.body)]) {
      expect(text).not.toContain(channel.channelSecret);
      expect(text).not.toContain(channel.accessToken);
    }
    // At rest the credentials are sealed.
    const [row] = await t.server.db.select().from(integrations);
    expect(row!.credentials).not.toContain(channel.accessToken);
    expect(row!.credentials).not.toContain(channel.channelSecret);
    const organization = await t.call(`/classes/Organization/${admin.orgId}`, { _method: 'GET' }, admin.token);
    expect(organization.body.integrations).toContainEqual({ platform: 'line', alert: false });
  });

  it('connects an account once: again, or from another organization, is "already existed"', async () => {
    for (const agent of [admin, other]) {
      const again = await integrate(agent);
      expect({ status: again.status, error: again.body.error }).toEqual({ status: 400, error: OBJECT_ALREADY_EXISTED });
    }
  });

  it('keeps other organizations out of the account', async () => {
    expect((await t.call('/classes/Integration', { orgId: other.orgId, _method: 'GET' }, other.token)).body.results).toEqual([]);
    expect((await t.call(`/classes/Integration/${connected.objectId}`, { orgId: other.orgId, _method: 'DELETE' }, other.token)).status).toBe(404);
    expect((await t.call('/functions/verifyIntegration', { orgId: other.orgId, integrationId: connected.objectId }, other.token)).status).toBe(404);
  });

  it('verifies that LINE reaches the webhook once its URL is in place; LINE out of reach is said so', async () => {
    line.addChannel({ ...channel, webhookEndpoint: connected.webhook.url });
    const verify = () => t.call('/functions/verifyIntegration', { orgId: admin.orgId, integrationId: connected.objectId }, admin.token);
    expect((await verify()).body.result).toMatchObject({ success: true, statusCode: 200 });
    line.fail('/v2/bot/channel/webhook/test', 'lost');
    const unreachable = await verify();
    expect({ status: unreachable.status, body: unreachable.body }).toEqual({ status: 502, body: { code: 141, error: PLATFORM_UNREACHABLE, platform: 'line' } });
  });
});

const eventsStored = async () => (await t.server.db.select().from(channelEvents)).length;
const followEvent = (type: 'follow' | 'unfollow'): LineWebhookEvent =>
  ({ type, mode: 'active', timestamp: Date.now(), source: { type: 'user', userId: ann.userId }, webhookEventId: randomUUID() });

const inCategory = async (inbox: string) => (await t.call('/functions/inboxesV3', { orgId: admin.orgId, where: { inbox } }, admin.token))
  .body.result.customers.map((row: Customer) => row.displayName);
const publish = (customerRow: { conversationId: string }, content: Record<string, unknown>, contentType = 'text') =>
  t.call('/functions/publishTemplate', {
    orgId: admin.orgId, conversation: customerRow.conversationId, receiptId: randomUUID().slice(0, 20), template: { contentType, data: content },
  }, admin.token);
const deliveriesOf = (text: string) => line.deliveries.filter((delivery) => JSON.stringify(delivery.messages).includes(text));
const deliveryOf = async (customerRow: { conversationId: string }, messageId: string) =>
  (await messagesOf(customerRow)).find((message) => message.objectId === messageId)?.delivery;
const settled = (customerRow: { conversationId: string }, messageId: string) =>
  eventually(() => deliveryOf(customerRow, messageId), (delivery) => delivery !== undefined && delivery.state !== 'pending', 20_000);

const hoursAgo = (hours: number) => Date.now() - hours * 3_600_000;
const textAt = (userId: string, text: string, timestamp: number) => ({ ...line.textEvent(userId, text), timestamp });
const customerOf = async (userId: string) => (await lineCustomers()).find((row) => row.platformCustomerId === userId);
/** The customer once their message `text` is stored (read after it: the row it updated). */
const customerWhenStored = (userId: string, text: string) => eventually(async () => {
  const customer = await customerOf(userId);
  return customer && (await messagesOf(customer)).some((message) => message.data.content === text) ? customerOf(userId) : undefined;
}, Boolean);

describe('the LINE webhook', () => {

  it('refuses a body whose signature does not match, storing nothing', async () => {
    const before = await eventsStored();
    const forged = await line.deliver(channel.channelId, [line.textEvent(ann.userId, 'Hi')], { signature: lineSignature('ffffffffffffffffffffffffffffffff', '{}') });
    expect(forged).toBe(401);
    const unsigned = await fetch(connected.webhook.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ destination: 'x', events: [] }) });
    expect(unsigned.status).toBe(401);
    expect(await eventsStored()).toBe(before);
    expect(await lineCustomers()).toEqual([]);
  });

  it('brings a LINE user\'s text into the inbox with the name and picture of the profile, once however often it comes', async () => {
    const event = line.textEvent(ann.userId, 'Is the blue one in stock?');
    expect(await line.deliver(channel.channelId, [event])).toBe(200);
    // LINE redelivers the same event; a new event may also carry a message already stored.
    expect(await line.deliver(channel.channelId, [event], { redelivery: true })).toBe(200);
    expect(await line.deliver(channel.channelId, [{ ...event, webhookEventId: `${event.webhookEventId}-again` }])).toBe(200);

    const [customer] = await eventually(lineCustomers, (rows) => rows.length === 1);
    expect(customer).toMatchObject({ displayName: 'Ann Lee', picture: ann.pictureUrl, platformCustomerId: ann.userId, friendship: 'follow' });
    const inbox = await t.call('/functions/inboxesV3', { orgId: admin.orgId, options: { limit: 100 } }, admin.token);
    expect(inbox.body.result.customers.map((row: Customer) => [row.platform, row.displayName])).toContainEqual(['line', 'Ann Lee']);
    const stored = await eventually(() => messagesOf(customer!), (rows) => rows.length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await messagesOf(customer!)).map((message) => [message.contentType, message.data.content])).toEqual([['text', 'Is the blue one in stock?']]);
    expect(stored[0]).toMatchObject({ platform: 'line', sendType: 'receive' });
  });

  it('stores stickers and locations as what they are', async () => {
    const at = Date.now();
    const sticker: LineWebhookEvent = {
      type: 'message', mode: 'active', timestamp: at, source: { type: 'user', userId: ann.userId }, webhookEventId: randomUUID(), replyToken: randomUUID(),
      message: { id: '500001', type: 'sticker', packageId: '446', stickerId: '1988', stickerResourceType: 'STATIC', quoteToken: 'q' },
    };
    const location: LineWebhookEvent = {
      type: 'message', mode: 'active', timestamp: at + 1, source: { type: 'user', userId: ann.userId }, webhookEventId: randomUUID(), replyToken: randomUUID(),
      message: { id: '500002', type: 'location', title: 'Shop', address: '1 Main St', latitude: 25.03, longitude: 121.56 },
    };
    expect(await line.deliver(channel.channelId, [sticker, location])).toBe(200);
    const [customer] = await lineCustomers();
    const stored = await eventually(() => messagesOf(customer!), (rows) => rows.length === 3);
    expect(stored.map((message) => message.contentType).sort()).toEqual(['lineSticker', 'location', 'text']);
    expect(stored.find((message) => message.contentType === 'location')?.data).toMatchObject({ latitude: 25.03, longitude: 121.56, address: '1 Main St' });
  });

  it('keeps a LINE user\'s image in our file storage: the inbox shows it after LINE forgets it', async () => {
    const photo = Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Buffer.from('a photo of the blue one')]);
    line.addContent('500003', { type: 'image/jpeg', body: photo });
    const image: LineWebhookEvent = {
      type: 'message', mode: 'active', timestamp: Date.now(), source: { type: 'user', userId: ann.userId }, webhookEventId: randomUUID(), replyToken: randomUUID(),
      message: { id: '500003', type: 'image', quoteToken: 'q', contentProvider: { type: 'line' } },
    };
    expect(await line.deliver(channel.channelId, [image])).toBe(200);
    expect(await line.deliver(channel.channelId, [{ ...image, webhookEventId: randomUUID() }])).toBe(200);
    const [customer] = await lineCustomers();
    const stored = await eventually(() => messagesOf(customer!), (rows) => rows.some((message) => message.contentType === 'image'));
    const images = stored.filter((message) => message.contentType === 'image');
    expect(images).toHaveLength(1);
    const { url, fileName, size } = images[0]!.data as { url: string; fileName: string; size: number };
    expect({ fileName, size }).toEqual({ fileName: 'image-500003.jpg', size: photo.length });
    const fileId = url.split('/')[2]!;
    const file = await t.call(`/classes/File/${fileId}`, { orgId: admin.orgId, _method: 'GET' }, admin.token);
    const bytes = Buffer.from(await (await fetch(`${t.url}${file.body.signedUrl}`)).arrayBuffer());
    expect(bytes.equals(photo)).toBe(true);
    expect((await t.call(`/classes/File/${fileId}`, { orgId: other.orgId, _method: 'GET' }, other.token)).status).toBe(404);
  });

  it('takes back a message the user unsent', async () => {
    const [customer] = await lineCustomers();
    const unsend: LineWebhookEvent = { type: 'unsend', mode: 'active', timestamp: Date.now(), source: { type: 'user', userId: ann.userId }, webhookEventId: randomUUID(), unsend: { messageId: '500001' } };
    expect(await line.deliver(channel.channelId, [unsend])).toBe(200);
    const stored = await eventually(() => messagesOf(customer!), (rows) => rows.some((message) => message.contentType === 'delete'));
    expect(stored.map((message) => message.contentType).sort()).toEqual(['delete', 'image', 'location', 'text']);
  });

  it('marks a customer who blocks the account as unfollowed, and followed again after, each a line in the conversation', async () => {
    const [before] = await lineCustomers();
    const unfollow = followEvent('unfollow');
    expect(await line.deliver(channel.channelId, [unfollow])).toBe(200);
    expect(await line.deliver(channel.channelId, [unfollow], { redelivery: true })).toBe(200);
    await eventually(lineCustomers, ([row]) => row?.friendship === 'unfollow');
    // Out of the working lists, into Unfollowed (03 §9's unfollow filter).
    expect(await inCategory('all')).not.toContain('Ann Lee');
    expect(await inCategory('unassigned')).not.toContain('Ann Lee');
    expect(await inCategory('unfollow')).toContain('Ann Lee');
    expect(await line.deliver(channel.channelId, [followEvent('follow')])).toBe(200);
    await eventually(lineCustomers, ([row]) => row?.friendship === 'follow');
    expect(await inCategory('all')).toContain('Ann Lee');
    const lines = await eventually(() => messagesOf(before!), (rows) => rows.filter((row) => row.contentType === 'notifyEvent').length === 2);
    expect(lines.filter((row) => row.contentType === 'notifyEvent').map((row) => row.data.event).toReversed()).toEqual(['block', 'follow']);
    // A line is not a message to answer: nothing unread, the row still shows the last thing said.
    const [after] = await lineCustomers();
    expect({ badge: after!.badge, lastMessage: after!.lastMessage }).toEqual({ badge: before!.badge, lastMessage: before!.lastMessage });
  });

  it('takes a tapped postback button as what the customer said, once however often it comes', async () => {
    const [customer] = await lineCustomers();
    // As LINE sends a tap on a postback button of our card: its data, a fresh reply token, no message.
    const { message: _none, ...tap } = line.textEvent(ann.userId, '');
    const postback: LineWebhookEvent = { ...tap, type: 'postback', postback: { data: 'reserve:green-tea' } };
    expect(await line.deliver(channel.channelId, [postback])).toBe(200);
    expect(await line.deliver(channel.channelId, [postback], { redelivery: true })).toBe(200);
    await eventually(() => messagesOf(customer!), (rows) => rows.some((message) => message.data.content === 'reserve:green-tea'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const taps = (await messagesOf(customer!)).filter((message) => message.data.content === 'reserve:green-tea');
    expect(taps).toHaveLength(1);
    expect(taps[0]).toMatchObject({ contentType: 'text', platform: 'line', sendType: 'receive', senderType: 'Customer' });
  });

  it('ignores group chats: the bot joining a group and a postback in it store no message', async () => {
    const group = { type: 'group', groupId: 'Cgroup0001', userId: ann.userId };
    const events: LineWebhookEvent[] = [
      { type: 'join', mode: 'active', timestamp: Date.now(), source: group, webhookEventId: randomUUID(), replyToken: randomUUID() },
      { type: 'postback', mode: 'active', timestamp: Date.now(), source: group, webhookEventId: randomUUID(), replyToken: randomUUID(), postback: { data: 'in-a-group' } },
    ];
    expect(await line.deliver(channel.channelId, events)).toBe(200);
    const ids = events.map((event) => event.webhookEventId);
    await eventually(async () => (await t.server.db.select().from(channelEvents)).filter((row) => ids.includes(row.eventId)),
      (rows) => rows.length === 2 && rows.every((row) => row.status === 'done'));
    const [customer] = await lineCustomers();
    expect((await messagesOf(customer!)).filter((message) => message.data.content === 'in-a-group')).toEqual([]);
    expect(await lineCustomers()).toHaveLength(1);
  });

  it('takes the customer\'s last message time from the platform: a late webhook never moves it back, a time ahead of ours is ours', async () => {

    // As if Ann had last written two days ago: her message of 30 hours ago comes late, and counts from then.
    await t.server.db.update(customers).set({ lastInboundAt: new Date(hoursAgo(48)) }).where(eq(customers.platformCustomerId, ann.userId));
    const sentAt = hoursAgo(30);
    expect(await line.deliver(channel.channelId, [textAt(ann.userId, 'Sent yesterday', sentAt)])).toBe(200);
    expect((await customerWhenStored(ann.userId, 'Sent yesterday'))!.lastInboundAt!.getTime()).toBe(sentAt);

    // A message older still leaves that; a clock ahead of ours counts as now.
    const before = (await customerOf(ann.userId))!.lastInboundAt!.getTime();
    expect(await line.deliver(channel.channelId, [textAt(ann.userId, 'Late from yesterday', hoursAgo(40))])).toBe(200);
    expect((await customerWhenStored(ann.userId, 'Late from yesterday'))!.lastInboundAt!.getTime()).toBe(before);
    const ahead = Date.now() + 3_600_000;
    expect(await line.deliver(channel.channelId, [textAt(ann.userId, 'From a clock ahead', ahead)])).toBe(200);
    expect((await customerWhenStored(ann.userId, 'From a clock ahead'))!.lastInboundAt!.getTime()).toBeLessThan(ahead - 3_500_000);
  });

  it('applies an event a dead process had claimed: stored is never lost', async () => {
    const event = line.textEvent(ann.userId, 'Sent while the server went down');
    // As a process that stored and answered the webhook, claimed the event, then died.
    await t.server.db.insert(channelEvents).values({
      objectId: 'DeadClaim1', integrationId: connected.objectId, orgId: admin.orgId, eventId: event.webhookEventId, payload: event,
      attempts: 1, claimedUntil: new Date(Date.now() - 1000),
    });
    const [customer] = await lineCustomers();
    const stored = await eventually(() => messagesOf(customer!), (rows) => rows.some((message) => message.data.content === 'Sent while the server went down'));
    expect(stored.filter((message) => message.data.content === 'Sent while the server went down')).toHaveLength(1);
    // The event is marked done just after its message commits.
    await eventually(async () => (await t.server.db.select().from(channelEvents).where(eq(channelEvents.objectId, 'DeadClaim1')))[0]?.status, (status) => status === 'done');
  });
});

describe('replies to LINE', () => {
  it('answers with the reply token while it is fresh, then by push with a retry key, each reply once', async () => {
    const question = line.textEvent(ann.userId, 'Can you help?');
    expect(await line.deliver(channel.channelId, [question])).toBe(200);
    const [customer] = await lineCustomers();
    // This message's own token: an earlier test's may still be kept, and this one would replace it later.
    await eventually(async () => (await lineCustomers())[0]?.replyToken, (token) => token === question.replyToken);
    const first = await publish(customer!, { content: 'Sure, one moment' });
    expect(first.body.result.delivery).toEqual({ state: 'pending' });
    expect(await settled(customer!, first.body.result.objectId)).toEqual({ state: 'sent' });
    const second = await publish(customer!, { content: 'It is in stock' });
    expect(await settled(customer!, second.body.result.objectId)).toEqual({ state: 'sent' });
    expect(deliveriesOf('Sure, one moment').map((delivery) => [delivery.via, delivery.to])).toEqual([['reply', ann.userId]]);
    const [pushed] = deliveriesOf('It is in stock');
    expect(deliveriesOf('It is in stock')).toHaveLength(1);
    expect(pushed).toMatchObject({ via: 'push', to: ann.userId });
    expect(pushed!.retryKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('tries a push again after a 5xx or a lost answer, with the same retry key, and LINE delivers it once', async () => {
    const [customer] = await lineCustomers();
    for (const [text, fault] of [['Shipping today', { status: 500 }], ['Tracking number follows', 'lost']] as const) {
      line.fail('/v2/bot/message/push', fault);
      const reply = await publish(customer!, { content: text });
      expect(await settled(customer!, reply.body.result.objectId)).toEqual({ state: 'sent' });
      expect(deliveriesOf(text)).toHaveLength(1);
      const keys = line.requests.filter((request) => JSON.stringify(request.body).includes(text)).map((request) => request.retryKey);
      expect(keys).toHaveLength(2);
      expect(new Set(keys).size).toBe(1);
    }
  });

  it('waits out a 429\'s Retry-After before trying again', async () => {
    const [customer] = await lineCustomers();
    line.fail('/v2/bot/message/push', { status: 429, retryAfter: 2 });
    const reply = await publish(customer!, { content: 'Thanks for waiting' });
    const tries = () => line.requests.filter((request) => JSON.stringify(request.body).includes('Thanks for waiting'));
    await eventually(async () => tries().length, (count) => count === 1);
    const refusedAt = Date.now();
    expect(await settled(customer!, reply.body.result.objectId)).toEqual({ state: 'sent' });
    expect(Date.now() - refusedAt).toBeGreaterThanOrEqual(1_500);
    expect(tries()).toHaveLength(2);
  });

  it('never sends again a reply whose answer was lost (the reply API has no retry key); the agent may resend', async () => {
    const hello = line.textEvent(ann.userId, 'Hello again');
    expect(await line.deliver(channel.channelId, [hello])).toBe(200);
    const [customer] = await lineCustomers();
    await eventually(async () => (await lineCustomers())[0]?.replyToken, (token) => token === hello.replyToken);
    line.fail('/v2/bot/message/reply', 'lost');
    const reply = await publish(customer!, { content: 'Did this arrive?' });
    expect(await settled(customer!, reply.body.result.objectId)).toMatchObject({ state: 'failed', error: 'line:unknown' });
    expect(deliveriesOf('Did this arrive?').map((delivery) => delivery.via)).toEqual(['reply']);
    const resent = await t.call('/functions/resendDelivery', { orgId: admin.orgId, messageId: reply.body.result.objectId }, admin.token);
    expect(resent.body.result.delivery).toEqual({ state: 'pending' });
    expect(await settled(customer!, reply.body.result.objectId)).toEqual({ state: 'sent' });
    expect(deliveriesOf('Did this arrive?').map((delivery) => delivery.via)).toEqual(['reply', 'push']);
    const again = await t.call('/functions/resendDelivery', { orgId: admin.orgId, messageId: reply.body.result.objectId }, admin.token);
    expect(again.status).toBe(400);
  });

  it('sends images, audio and files LINE can fetch: an https image as is, a file as its name and link', async () => {
    const [customer] = await lineCustomers();
    const image = await publish(customer!, { url: 'https://cdn.example.com/blue.png' }, 'image');
    expect(await settled(customer!, image.body.result.objectId)).toEqual({ state: 'sent' });
    expect(deliveriesOf('blue.png')[0]?.messages).toEqual([{ type: 'image', originalContentUrl: 'https://cdn.example.com/blue.png', previewImageUrl: 'https://cdn.example.com/blue.png' }]);
    const audio = await publish(customer!, { url: 'https://cdn.example.com/hello.m4a', duration: 2.5 }, 'audio');
    expect(await settled(customer!, audio.body.result.objectId)).toEqual({ state: 'sent' });
    expect(deliveriesOf('hello.m4a')[0]?.messages).toEqual([{ type: 'audio', originalContentUrl: 'https://cdn.example.com/hello.m4a', duration: 2500 }]);
    const file = await publish(customer!, { url: 'https://cdn.example.com/menu.pdf', fileName: 'menu.pdf' }, 'file');
    expect(await settled(customer!, file.body.result.objectId)).toEqual({ state: 'sent' });
    expect(deliveriesOf('menu.pdf')[0]?.messages).toEqual([{ type: 'text', text: 'menu.pdf\nhttps://cdn.example.com/menu.pdf' }]);
  });

  it('sends a card as a LINE buttons template whose postback comes back as what the customer tapped', async () => {
    const [customer] = await lineCustomers();
    const card = await publish(customer!, {
      templateType: 'buttons',
      elements: [{ title: 'Green tea', subtitle: 'Reserve a tin', buttons: [{ type: 'postback', title: 'Reserve', data: 'reserve:green-tea-tin' }] }],
    }, 'template');
    expect(await settled(customer!, card.body.result.objectId)).toEqual({ state: 'sent' });
    expect(deliveriesOf('reserve:green-tea-tin')[0]?.messages).toEqual([{
      type: 'template', altText: 'Green tea: Reserve a tin',
      template: { type: 'buttons', title: 'Green tea', text: 'Reserve a tin', actions: [{ type: 'postback', label: 'Reserve', data: 'reserve:green-tea-tin', displayText: 'Reserve' }] },
    }]);
  });

  it('says why LINE refused: the monthly limit, a bad request with its details, content it cannot take yet', async () => {
    const [customer] = await lineCustomers();
    line.fail('/v2/bot/message/push', { status: 429, message: 'You have reached your monthly limit.' });
    const overQuota = await publish(customer!, { content: 'Over the limit' });
    expect(await settled(customer!, overQuota.body.result.objectId)).toMatchObject({ state: 'failed', error: 'line:monthly-limit' });
    // Every member hears it as a platform error (01 §8), once for a while.
    const notices = await eventually(
      async () => (await t.call('/functions/findSystemMessage', { orgId: admin.orgId }, admin.token)).body.result as { data: { body: { type: string; error?: { platform?: string; code?: string } } } }[],
      (messages) => messages.some((message) => message.data.body.type === 'error'),
    );
    expect(notices.filter((message) => message.data.body.type === 'error').map((message) => message.data.body.error))
      .toEqual([expect.objectContaining({ platform: 'line', code: 'monthly-limit', details: ['You have reached your monthly limit.'] })]);
    line.fail('/v2/bot/message/push', { status: 400, message: 'The request body has 1 error(s)' });
    const refused = await publish(customer!, { content: 'Refused' });
    expect(await settled(customer!, refused.body.result.objectId)).toMatchObject({ state: 'failed', error: 'line:400', detail: 'The request body has 1 error(s)' });
    // Our own files need an https PUBLIC_URL for LINE to fetch them (this server's is http).
    const ownImage = await publish(customer!, { url: '/files/FileCake01/cake.jpg' }, 'image');
    expect(await settled(customer!, ownImage.body.result.objectId)).toMatchObject({ state: 'failed', error: 'line:unsupported', detail: expect.stringContaining('HTTPS') });
    const card = await publish(customer!, { templateType: 'carousel', elements: [{ title: 'Tea', buttons: [] }] }, 'template');
    expect(await settled(customer!, card.body.result.objectId)).toMatchObject({ state: 'failed', error: 'line:unsupported' });
    expect(deliveriesOf('Over the limit')).toEqual([]);
  });
});

describe('disconnecting', () => {
  it('disconnecting the account ends its webhook', async () => {
    expect((await t.call(`/classes/Integration/${connected.objectId}`, { orgId: admin.orgId, _method: 'DELETE' }, admin.token)).status).toBe(200);
    expect(await line.deliver(channel.channelId, [line.textEvent(ann.userId, 'Anyone?')])).toBe(404);
    const organization = await t.call(`/classes/Organization/${admin.orgId}`, { _method: 'GET' }, admin.token);
    expect(organization.body.integrations).not.toContainEqual({ platform: 'line', alert: false });
  });
});
