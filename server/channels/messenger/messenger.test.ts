// Messenger end to end on the server, against the Graph API stand-in: connecting a Page, Meta's app
// webhook (handshake, signature, routing by Page), what its events become in the inbox, and replies.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Integration } from '../../../common/contracts/integrations';
import type { Message } from '../../../common/contracts/messages';
import { CHANNEL_NOT_IN_PLAN } from '../../../common/error-keys';
import { channelEvents, customers, integrations, messageDeliveries } from '../../db/schema';
import { joinedMember } from '../../members/test-helpers';
import { setOrganizationPlan } from '../../organizations/plan';
import { eventually } from '../../testing/eventually';
import { connected, nextEvent, startTestServer, type Agent, type TestServer } from '../../testing/harness';
import { hubSignature, startMetaPlatform, type MetaPage, type MetaPlatformStandIn } from '../../testing/meta-platform';

const page: MetaPage = {
  pageId: '104000000000001', name: 'Parley Shop', picture: 'https://scontent.example/page.png',
  accessToken: 'EAAPageTokenOfTheShop000001', appSecret: '0123456789abcdef0123456789abcdef',
};
const otherPage: MetaPage = {
  pageId: '104000000000002', name: 'Other Shop', accessToken: 'EAAPageTokenOfTheOther00002', appSecret: 'fedcba9876543210fedcba9876543210',
};
const verifyToken = 'my-verify-token-1';
const ann = { psid: '2400000000000001', firstName: 'Ann', lastName: 'Lee', profilePic: 'https://scontent.example/ann.png' };

let meta: MetaPlatformStandIn;
let t: TestServer;
let admin: Agent;
let other: Agent;
let pageIntegration: Integration;
let callbackUrl: string;

const integrate = (agent: Agent, fields: Record<string, unknown> = {}) => t.call<{ result: Integration; error?: string }>('/functions/integrate', {
  orgId: agent.orgId, platform: 'facebook', account: page.pageId, secret: page.appSecret, token: page.accessToken, verifyToken, ...fields,
}, agent.token);

const annRow = async () => (await t.server.db.select().from(customers).where(eq(customers.platformCustomerId, ann.psid)))[0];

async function messagesOf(agent: Agent, customerRow: { conversationId: string }): Promise<Message[]> {
  const found = await t.call('/functions/findMessageV3', { orgId: agent.orgId, where: { conversation: customerRow.conversationId } }, agent.token);
  return found.body.result.messages;
}


/** Ann's messages once `count` of them are there. */
const annMessages = async (count: number) => eventually(async () => {
  const row = await annRow();
  return row ? messagesOf(admin, row) : [];
}, (found) => found.length >= count);

const deliver = (...messaging: Record<string, unknown>[]) => meta.deliver(callbackUrl, [{ pageId: page.pageId, messaging }]);

beforeAll(async () => {
  meta = await startMetaPlatform();
  meta.addPage(page);
  meta.addPage(otherPage);
  meta.addUser(ann);
  t = await startTestServer({ channels: { meta: { graphBaseUrl: meta.graphUrl, callTimeoutMs: 1_000 } } });
  callbackUrl = `${t.url}/webhooks/meta`;
  admin = await t.agentWithOrg('messenger-shop');
  other = await t.agentWithOrg('other-shop');
});
afterAll(async () => {
  await t?.close();
  await meta?.close();
});

describe('connecting a Facebook Page', () => {
  it('names the wrong field, refuses a token Meta refuses or of another Page, and a plan without Messenger', async () => {
    const bad = await integrate(admin, { verifyToken: 'has space' });
    expect({ status: bad.status, error: bad.body.error }).toMatchObject({ status: 400, error: expect.stringMatching(/verifyToken/) });
    const badSecret = await integrate(admin, { secret: 'nope' });
    expect(badSecret.body.error).toMatch(/secret/);
    const lineShape = await t.call('/functions/integrate', { orgId: admin.orgId, platform: 'facebook', account: page.pageId, secret: page.appSecret, token: page.accessToken }, admin.token);
    expect(lineShape.status).toBe(400);
    expect(lineShape.body.error).toMatch(/verifyToken/);
    const refused = await integrate(admin, { token: 'EAAUnknownTokenxxxxxxxxxxx' });
    expect({ status: refused.status, error: refused.body.error }).toMatchObject({ status: 400, error: expect.stringMatching(/^token: facebook refused it \(400 /) });
    const foreign = await integrate(admin, { token: otherPage.accessToken });
    expect(foreign.body.error).toBe(`account: the access token is of channel ${otherPage.pageId}, not ${page.pageId}`);
    await setOrganizationPlan(t.server.db, admin.orgId, 'free');
    expect((await integrate(admin)).body.error).toBe(CHANNEL_NOT_IN_PLAN);
    await setOrganizationPlan(t.server.db, admin.orgId, 'business');
    const member = await joinedMember(t, admin, 'Agent');
    expect((await t.call('/functions/integrate', {
      orgId: admin.orgId, platform: 'facebook', account: page.pageId, secret: page.appSecret, token: page.accessToken, verifyToken,
    }, member.token)).status).toBe(403);
    expect(await t.server.db.select().from(integrations)).toEqual([]);
  });

  it('connects the Page with its name and picture, subscribes it, and never answers a credential', async () => {
    const answer = await integrate(admin);
    expect(answer.status).toBe(200);
    pageIntegration = answer.body.result;
    expect(pageIntegration).toMatchObject({
      platform: 'facebook', account: page.pageId, integrationName: page.name, picture: page.picture,
      webhook: { url: expect.stringMatching(/\/webhooks\/meta$/), setByServer: false },
    });
    // The token travels as a bearer, never in a URL (which logs and proxies keep).
    expect(meta.requests.length).toBeGreaterThan(0);
    expect(meta.requests.filter((request) => 'access_token' in request.query)).toEqual([]);
    expect(meta.subscriptions.get(page.pageId)).toBe('messages,messaging_postbacks,message_deliveries,message_reads,message_echoes,message_reactions');
    const listed = await t.call('/classes/Integration', { orgId: admin.orgId, _method: 'GET' }, admin.token);
    const text = JSON.stringify([answer.body, listed.body]);
    for (const secret of [page.accessToken, page.appSecret, verifyToken]) expect(text).not.toContain(secret);
    const [row] = await t.server.db.select().from(integrations);
    for (const secret of [page.accessToken, page.appSecret, verifyToken]) expect(JSON.stringify(row)).not.toContain(secret);
  });

  it('keeps other organizations out: they neither see nor disconnect the Page, nor connect it again', async () => {
    expect((await t.call('/classes/Integration', { orgId: other.orgId, _method: 'GET' }, other.token)).body.results).toEqual([]);
    expect((await t.call(`/classes/Integration/${pageIntegration.objectId}`, { orgId: other.orgId, _method: 'DELETE' }, other.token)).status).toBe(404);
    expect((await integrate(other)).status).toBe(400);
  });
});

describe("Meta's webhook", () => {
  it('answers the handshake for a connected verify token only', async () => {
    expect(await meta.handshake(callbackUrl, verifyToken, '1158201444')).toEqual({ status: 200, text: '1158201444' });
    expect((await meta.handshake(callbackUrl, 'not-the-token')).status).toBe(403);
    expect((await fetch(`${callbackUrl}?hub.mode=unsubscribe&hub.verify_token=${verifyToken}&hub.challenge=1`)).status).toBe(403);
  });

  it('refuses a body not signed with the Page app secret and stores nothing; ignores Pages no one connected', async () => {
    const event = meta.messageEvent(page.pageId, ann.psid, { text: 'forged' });
    expect(await meta.deliver(callbackUrl, [{ pageId: page.pageId, messaging: [event] }], { appSecret: otherPage.appSecret })).toBe(401);
    expect(await meta.deliver(callbackUrl, [{ pageId: page.pageId, messaging: [event] }], { signature: 'sha256=00' })).toBe(401);
    const unsigned = await fetch(callbackUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ object: 'page', entry: [{ id: page.pageId, messaging: [event] }] }) });
    expect(unsigned.status).toBe(401);
    // A Page no one connected: answered (Meta would retry for hours) and ignored.
    expect(await meta.deliver(callbackUrl, [{ pageId: '104000000000099', messaging: [event] }])).toBe(200);
    // Its own per-account URL is not a way in for a Meta account.
    const own = await fetch(`${t.url}/webhooks/facebook/${pageIntegration.objectId}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(own.status).toBe(404);
    expect(await t.server.db.select().from(channelEvents)).toEqual([]);
    // Shapes Meta never sends are skipped, never a 500.
    const odd = [null, 5, 'text', { message: 'x' }, { sender: { id: ann.psid }, message: { mid: 7 } }, { sender: ann.psid, delivery: {} }];
    expect(await meta.deliver(callbackUrl, [{ pageId: page.pageId, messaging: odd as never[] }])).toBe(200);
    expect(await t.server.db.select().from(channelEvents)).toEqual([]);
    const bad = await fetch(callbackUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'x-hub-signature-256': hubSignature(page.appSecret, '{') }, body: '{' });
    expect(bad.status).toBe(400);
  });

  it("routes each entry to the organization of its Page: B's Page never lands in A, and one bad entry keeps the whole body out", async () => {
    const connectedOther = await t.call('/functions/integrate', {
      orgId: other.orgId, platform: 'facebook', account: otherPage.pageId, secret: otherPage.appSecret, token: otherPage.accessToken, verifyToken: 'other-verify-token',
    }, other.token);
    expect(connectedOther.status).toBe(200);
    const bob = meta.messageEvent(otherPage.pageId, '2400000000000002', { text: 'for the other shop' });
    // Signed with A's app secret: B's entry does not verify, so neither entry is stored.
    const both = [{ pageId: page.pageId, messaging: [meta.messageEvent(page.pageId, ann.psid, { text: 'mixed' })] }, { pageId: otherPage.pageId, messaging: [bob] }];
    expect(await meta.deliver(callbackUrl, both, { appSecret: page.appSecret })).toBe(401);
    expect(await t.server.db.select().from(channelEvents)).toEqual([]);
    expect(await meta.deliver(callbackUrl, [{ pageId: otherPage.pageId, messaging: [bob] }])).toBe(200);
    const [stored] = await eventually(() => t.server.db.select().from(customers).where(eq(customers.platformCustomerId, '2400000000000002')), (rows) => rows.length === 1);
    expect(stored!.orgId).toBe(other.orgId);
    expect(await t.server.db.select().from(customers).where(eq(customers.orgId, admin.orgId))).toEqual([]);
  });

  it("brings a person's text into the inbox with the profile's name and picture, once however often it comes", async () => {
    const event = meta.messageEvent(page.pageId, ann.psid, { text: 'Hello shop' });
    expect(await deliver(event)).toBe(200);
    expect(await deliver(event)).toBe(200);
    const found = await annMessages(1);
    expect(found.map((message) => [message.contentType, message.data.content, message.sendType])).toEqual([['text', 'Hello shop', 'receive']]);
    expect(await annRow()).toMatchObject({ displayName: 'Ann Lee', picture: ann.profilePic, integrationId: pageIntegration.objectId, platform: 'facebook' });
    // Org B never sees it.
    const row = (await annRow())!;
    expect((await t.call('/functions/findMessageV3', { orgId: other.orgId, where: { conversation: row.conversationId } }, other.token)).body.result?.messages ?? []).toEqual([]);
  });

  it('takes quick replies and postbacks as what the person said, attachments into our storage, shares, reactions and unsends', async () => {
    const photo = meta.addAttachment('ann.jpg', { type: 'image/jpeg', body: Buffer.from('jpeg-bytes') });
    const photoEvent = meta.messageEvent(page.pageId, ann.psid, { attachments: [{ type: 'image', payload: { url: photo } }, { type: 'fallback', payload: { url: 'https://example.com/a' }, title: 'A link' }] });
    const quick = meta.messageEvent(page.pageId, ann.psid, { text: 'Yes', quick_reply: { payload: 'ANSWER_YES' } });
    const postback = { sender: { id: ann.psid }, recipient: { id: page.pageId }, timestamp: Date.now(), postback: { mid: 'm_postback1', title: 'Buy', payload: 'BUY_1' } };
    await deliver(photoEvent, quick, postback);
    await deliver(postback);
    const hello = (await annMessages(5)).find((message) => message.data.content === 'Hello shop')!;
    const helloMid = (await t.server.db.select().from(channelEvents)).find((event) => JSON.stringify(event.payload).includes('Hello shop'))!.eventId;
    const beforeReaction = (await annRow())!;
    await deliver({ sender: { id: ann.psid }, recipient: { id: page.pageId }, timestamp: Date.now(), reaction: { mid: helloMid, action: 'react', emoji: '❤️', reaction: 'love' } });
    const found = await annMessages(6);
    // A reaction is nothing to answer: not unread, not the row's last message, no new messaging window.
    const afterReaction = (await annRow())!;
    expect([afterReaction.badge, afterReaction.lastMessage, afterReaction.lastInboundAt])
      .toEqual([beforeReaction.badge, beforeReaction.lastMessage, beforeReaction.lastInboundAt]);
    const byType = Object.fromEntries(found.map((message) => [message.contentType === 'text' ? message.data.content : message.contentType, message]));
    expect(Object.keys(byType).sort()).toEqual(['ANSWER_YES', 'BUY_1', 'Hello shop', 'image', 'react', 'share'].sort());
    expect(byType.image!.data.url).toMatch(/^\/files\//);
    expect(byType.share!.data.url).toBe('https://example.com/a');
    expect(byType.react!.data).toMatchObject({ targetId: hello.objectId, reaction: '❤️' });
    await deliver({ sender: { id: ann.psid }, recipient: { id: page.pageId }, timestamp: Date.now(), message: { mid: helloMid, is_deleted: true } });
    await eventually(async () => (await annMessages(6)).find((message) => message.objectId === hello.objectId)?.contentType, (type) => type === 'delete');
  });
});

const publish = async (content: string, fields: Record<string, unknown> = {}) => {
  const row = (await annRow())!;
  const answer = await t.call('/functions/publishTemplate', {
    orgId: admin.orgId, conversation: row.conversationId, receiptId: randomUUID().slice(0, 20), template: { contentType: 'text', data: { content } }, ...fields,
  }, admin.token);
  expect(answer.status).toBe(200);
  return answer.body.result.objectId as string;
};
const deliveryOf = async (messageId: string) => (await messagesOf(admin, (await annRow())!)).find((message) => message.objectId === messageId)?.delivery;
const settled = (messageId: string, accept = (state: string) => state !== 'pending') =>
  eventually(() => deliveryOf(messageId), (delivery) => delivery !== undefined && accept(delivery.state));
const sent = (text: string) => meta.deliveries.filter((delivery) => delivery.message.text === text);

describe('replies to Messenger', () => {
  it('sends a reply as a RESPONSE once, and its echo is not a second message; receipts move it to delivered and read', async () => {
    const id = await publish('Thanks Ann');
    expect(await settled(id)).toEqual({ state: 'sent' });
    const [delivery] = sent('Thanks Ann');
    expect(delivery).toMatchObject({ to: ann.psid, messagingType: 'RESPONSE', message: { text: 'Thanks Ann', metadata: `parley:${id}` } });
    const count = (await annMessages(1)).length;
    await deliver(meta.echoEvent(page.pageId, ann.psid, { mid: delivery!.messageId, text: 'Thanks Ann', metadata: `parley:${id}` }));
    await deliver({ sender: { id: ann.psid }, recipient: { id: page.pageId }, timestamp: Date.now(), delivery: { mids: [delivery!.messageId], watermark: Date.now() } });
    expect(await settled(id, (state) => state === 'delivered')).toEqual({ state: 'delivered' });
    await deliver({ sender: { id: ann.psid }, recipient: { id: page.pageId }, timestamp: Date.now(), read: { watermark: Date.now() } });
    expect(await settled(id, (state) => state === 'read')).toEqual({ state: 'read' });
    expect((await annMessages(1)).length).toBe(count);
  });

  it("stores a message sent from Meta's own inbox once, as the organization's", async () => {
    const echo = meta.echoEvent(page.pageId, ann.psid, { text: 'Written in Meta Business Suite' });
    await deliver(echo);
    await deliver(echo);
    const found = await eventually(() => annMessages(1), (messages) => messages.some((message) => message.data.content === 'Written in Meta Business Suite'));
    const copies = found.filter((message) => message.data.content === 'Written in Meta Business Suite');
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({ sendType: 'send', senderType: 'Organization' });
  });

  it('passes the message tag through', async () => {
    const id = await publish('Your order shipped', { options: { fbMessengerTag: 'POST_PURCHASE_UPDATE' } });
    await settled(id);
    expect(sent('Your order shipped')[0]).toMatchObject({ messagingType: 'MESSAGE_TAG', tag: 'POST_PURCHASE_UPDATE' });
  });

  it('does not send again a reply whose answer was lost: unknown until its echo confirms it', async () => {
    meta.fail(`/${page.pageId}/messages`, 'lost');
    const id = await publish('Did this arrive?');
    expect(await settled(id)).toMatchObject({ state: 'failed', error: 'facebook:unknown' });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(sent('Did this arrive?')).toHaveLength(1);
    const [delivery] = sent('Did this arrive?');
    await deliver(meta.echoEvent(page.pageId, ann.psid, { mid: delivery!.messageId, text: 'Did this arrive?', metadata: `parley:${id}` }));
    expect(await settled(id, (state) => state === 'sent')).toEqual({ state: 'sent' });
    await deliver({ sender: { id: ann.psid }, recipient: { id: page.pageId }, timestamp: Date.now(), delivery: { mids: [delivery!.messageId], watermark: 0 } });
    expect(await settled(id, (state) => state === 'delivered')).toEqual({ state: 'delivered' });
  });

  it('does not send again a reply Meta did not answer in time: unknown, tried once', async () => {
    meta.fail(`/${page.pageId}/messages`, 'hang');
    const id = await publish('Slow one');
    expect(await settled(id)).toMatchObject({ state: 'failed', error: 'facebook:unknown', detail: 'Meta did not answer within 1 s' });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(meta.requests.filter((request) => JSON.stringify(request.body).includes('Slow one'))).toHaveLength(1);
  });

  it('sends a card as a template; when its answer is lost, its echo (a template Parley does not show) still confirms it', async () => {
    meta.fail(`/${page.pageId}/messages`, 'lost');
    const row = (await annRow())!;
    const answer = await t.call('/functions/publishTemplate', {
      orgId: admin.orgId, conversation: row.conversationId, receiptId: randomUUID().slice(0, 20),
      template: { contentType: 'template', data: { templateType: 'buttons', elements: [{ title: 'Sale', subtitle: 'Today only', buttons: [{ type: 'postback', title: 'Yes', data: 'YES' }] }] } },
    }, admin.token);
    const id = answer.body.result.objectId as string;
    expect(await settled(id)).toMatchObject({ state: 'failed', error: 'facebook:unknown' });
    const delivery = meta.deliveries.find((one) => JSON.stringify(one.message).includes('Today only'))!;
    expect(delivery.message).toMatchObject({ attachment: { type: 'template', payload: { template_type: 'button', text: 'Sale\nToday only' } } });
    await deliver(meta.echoEvent(page.pageId, ann.psid, { mid: delivery.messageId, metadata: `parley:${id}`, attachments: [{ type: 'template', payload: { template_type: 'button' } }] }));
    expect(await settled(id, (state) => state === 'sent')).toEqual({ state: 'sent' });
  });

  it('maps refusals to their keys', async () => {
    meta.fail(`/${page.pageId}/messages`, { status: 400, code: 10, subcode: 2018278, message: 'outside of allowed window' });
    expect(await settled(await publish('Late reply'))).toMatchObject({ state: 'failed', error: 'facebook:outside-window', detail: 'outside of allowed window' });
    meta.fail(`/${page.pageId}/messages`, { status: 400, code: 551, subcode: 1545041, message: 'This person isn\'t available right now.' });
    expect(await settled(await publish('Anyone there?'))).toMatchObject({ state: 'failed', error: 'facebook:user-unavailable' });
    meta.fail(`/${page.pageId}/messages`, { status: 400, code: 100, message: 'Invalid parameter' });
    expect(await settled(await publish('Odd one'))).toMatchObject({ state: 'failed', error: 'facebook:100', detail: 'Invalid parameter' });
  });

  it('marks the Page reconnect when Meta says its token is dead (190)', async () => {
    const socket = t.socket({ userId: admin.userId, token: admin.token });
    await connected(socket);
    expect(await socket.emitWithAck('subscribe', { orgId: admin.orgId })).toBe(true);
    const heard = nextEvent<{ type: string; orgId: string }>(socket, 'event', (event) => event.type === 'organizationChanged');
    meta.fail(`/${page.pageId}/messages`, { status: 400, code: 190, message: 'Error validating access token: Session has expired' });
    expect(await settled(await publish('Token test'))).toMatchObject({ state: 'failed', error: 'facebook:token-expired' });
    // The consoles hear it and read the accounts again.
    expect(await heard).toEqual({ type: 'organizationChanged', orgId: admin.orgId });
    socket.disconnect();
    const listed = await t.call('/classes/Integration', { orgId: admin.orgId, _method: 'GET' }, admin.token);
    expect(listed.body.results[0]).toMatchObject({ objectId: pageIntegration.objectId, reconnect: true });
    // Connecting the Page again (here only: another organization still may not) renews it in place.
    expect((await t.call('/functions/integrate', {
      orgId: other.orgId, platform: 'facebook', account: page.pageId, secret: page.appSecret, token: page.accessToken, verifyToken,
    }, other.token)).status).toBe(400);
    const again = await integrate(admin);
    expect(again.status).toBe(200);
    expect(again.body.result.objectId).toBe(pageIntegration.objectId);
    expect(again.body.result.reconnect).toBeUndefined();
    expect(await settled(await publish('After reconnecting'))).toEqual({ state: 'sent' });
  });

  // Last of the sends: the Page's replies wait a minute after it.
  it('waits after a rate limit before trying again, the try not counted', async () => {
    meta.fail(`/${page.pageId}/messages`, { status: 400, code: 613, message: 'Calls to this api have exceeded the rate limit.' });
    const throttled = await publish('Throttled');
    const [job] = await eventually(() => t.server.db.select().from(messageDeliveries).where(eq(messageDeliveries.messageId, throttled)), ([row]) => row!.claimedAt === null && row!.nextAttemptAt.getTime() > Date.now() + 30_000);
    expect(job).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await deliveryOf(throttled)).toEqual({ state: 'pending' });
    expect(sent('Throttled')).toHaveLength(0);
  });
});

describe('a disconnected Page', () => {
  it('has no webhook test, and once disconnected its handshake and webhooks are refused or ignored', async () => {
    const [otherRow] = await t.server.db.select().from(integrations).where(eq(integrations.orgId, other.orgId));
    const verify = await t.call('/functions/verifyIntegration', { orgId: other.orgId, integrationId: otherRow!.objectId }, other.token);
    expect(verify.body.result).toMatchObject({ success: false, reason: 'UNSUPPORTED' });
    expect((await meta.handshake(callbackUrl, 'other-verify-token')).status).toBe(200);
    expect((await t.call(`/classes/Integration/${otherRow!.objectId}`, { orgId: other.orgId, _method: 'DELETE' }, other.token)).status).toBe(200);
    expect((await meta.handshake(callbackUrl, 'other-verify-token')).status).toBe(403);
    const before = (await t.server.db.select().from(channelEvents)).length;
    expect(await meta.deliver(callbackUrl, [{ pageId: otherPage.pageId, messaging: [meta.messageEvent(otherPage.pageId, '2400000000000002', { text: 'still there?' })] }])).toBe(200);
    expect(await t.server.db.select().from(channelEvents)).toHaveLength(before);
  });
});
