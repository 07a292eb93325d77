// Instagram end to end on the server, against the Graph API stand-in: connecting an Instagram account
// through its Facebook Page, Meta's app webhook for object 'instagram' (handshake, signature, routing
// by the Instagram account), what its events become in the inbox, and replies through the Page.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Integration } from '../../../common/contracts/integrations';
import type { Message } from '../../../common/contracts/messages';
import { CHANNEL_NOT_IN_PLAN, MESSAGING_WINDOW_CLOSED } from '../../../common/error-keys';
import { channelEvents, customers, integrations, messageDeliveries } from '../../db/schema';
import { joinedMember } from '../../members/test-helpers';
import { setOrganizationPlan } from '../../organizations/plan';
import { eventually } from '../../testing/eventually';
import { startTestServer, type Agent, type TestServer } from '../../testing/harness';
import { startMetaPlatform, type MetaPage, type MetaPlatformStandIn } from '../../testing/meta-platform';

const page: MetaPage = {
  pageId: '104000000000011', name: 'Parley Shop Page', accessToken: 'EAAPageTokenOfTheShop000011', appSecret: '0123456789abcdef0123456789abcdef',
  instagram: { account: '17841400000000011', username: 'parley.shop', name: 'Parley Shop', picture: 'https://scontent.example/ig-shop.png' },
};
const otherPage: MetaPage = {
  pageId: '104000000000012', name: 'Other Page', accessToken: 'EAAPageTokenOfTheOther00012', appSecret: 'fedcba9876543210fedcba9876543210',
  instagram: { account: '17841400000000012', username: 'other.shop' },
};
const pageWithoutInstagram: MetaPage = {
  pageId: '104000000000013', name: 'No Instagram', accessToken: 'EAAPageTokenWithoutIG000013', appSecret: '00112233445566778899aabbccddeeff',
};
const account = page.instagram!.account;
const verifyToken = 'ig-verify-token-1';
const ann = { igsid: '6100000000000001', account, username: 'ann.lee', name: 'Ann Lee', profilePic: 'https://scontent.example/ann-ig.png' };
const bob = { igsid: '6100000000000002', account, username: 'bob_writes' };

let meta: MetaPlatformStandIn;
let t: TestServer;
let admin: Agent;
let other: Agent;
let connected: Integration;
let callbackUrl: string;

const integrate = (agent: Agent, fields: Record<string, unknown> = {}) => t.call<{ result: Integration; error?: string }>('/functions/integrate', {
  orgId: agent.orgId, platform: 'instagram', account, pageId: page.pageId, secret: page.appSecret, token: page.accessToken, verifyToken, ...fields,
}, agent.token);

const rowOf = async (igsid: string) => (await t.server.db.select().from(customers).where(eq(customers.platformCustomerId, igsid)))[0];

async function messagesOf(igsid: string): Promise<Message[]> {
  const row = await rowOf(igsid);
  if (!row) return [];
  const found = await t.call('/functions/findMessageV3', { orgId: admin.orgId, where: { conversation: row.conversationId } }, admin.token);
  return found.body.result.messages;
}

/** Ann's messages once one satisfies `accept`. */
const annMessageWhere = async (accept: (message: Message) => boolean) =>
  (await eventually(() => messagesOf(ann.igsid), (found) => found.some(accept))).find(accept)!;

const deliver = (...messaging: Record<string, unknown>[]) => meta.deliverInstagram(callbackUrl, [{ account, messaging }]);
const fromAnn = (fields: Record<string, unknown>) => ({ sender: { id: ann.igsid }, recipient: { id: account }, timestamp: Date.now(), ...fields });
const midOf = async (text: string) => (await t.server.db.select().from(channelEvents)).find((event) => JSON.stringify(event.payload).includes(text))!.eventId;

beforeAll(async () => {
  meta = await startMetaPlatform();
  for (const one of [page, otherPage, pageWithoutInstagram]) meta.addPage(one);
  meta.addInstagramUser(ann);
  meta.addInstagramUser(bob);
  t = await startTestServer({ channels: { meta: { graphBaseUrl: meta.graphUrl, callTimeoutMs: 1_000 } } });
  callbackUrl = `${t.url}/webhooks/meta`;
  admin = await t.agentWithOrg('instagram-shop');
  other = await t.agentWithOrg('other-ig-shop');
});
afterAll(async () => {
  await t?.close();
  await meta?.close();
});

describe('connecting an Instagram account', () => {
  it('names the missing field, refuses another Instagram account than the Page\'s, a Page without one, a plan without Instagram and non-admins', async () => {
    const noPage = await t.call('/functions/integrate', {
      orgId: admin.orgId, platform: 'instagram', account, secret: page.appSecret, token: page.accessToken, verifyToken,
    }, admin.token);
    expect({ status: noPage.status, error: noPage.body.error }).toMatchObject({ status: 400, error: expect.stringMatching(/pageId/) });
    const wrongAccount = await integrate(admin, { account: '17841400000000099' });
    expect(wrongAccount.body.error).toBe(`account: the access token is of channel ${account}, not 17841400000000099`);
    const noInstagram = await integrate(admin, { pageId: pageWithoutInstagram.pageId, token: pageWithoutInstagram.accessToken });
    expect(noInstagram.body.error).toMatch(/^token: instagram refused it \(400 the Page 104000000000013 has no Instagram professional account linked\)/);
    const foreignPage = await integrate(admin, { pageId: otherPage.pageId });
    expect(foreignPage.body.error).toMatch(/^token: instagram refused it \(403 /);
    await setOrganizationPlan(t.server.db, admin.orgId, 'free');
    expect((await integrate(admin)).body.error).toBe(CHANNEL_NOT_IN_PLAN);
    await setOrganizationPlan(t.server.db, admin.orgId, 'basic');
    const member = await joinedMember(t, admin, 'Agent');
    expect((await integrate({ ...admin, token: member.token })).status).toBe(403);
    expect(await t.server.db.select().from(integrations)).toEqual([]);
  });

  it('connects on the basic plan with the account\'s username, picture and Page, subscribes the Page, and never answers a credential', async () => {
    const answer = await integrate(admin);
    expect(answer.status).toBe(200);
    connected = answer.body.result;
    expect(connected).toMatchObject({
      platform: 'instagram', account, pageId: page.pageId, integrationName: 'parley.shop', picture: page.instagram!.picture,
      webhook: { url: expect.stringMatching(/\/webhooks\/meta$/), setByServer: false },
    });
    expect(meta.subscriptions.get(page.pageId)).toBe('messages,messaging_postbacks,message_reactions,messaging_seen');
    expect(meta.requests.filter((request) => 'access_token' in request.query)).toEqual([]);
    const listed = await t.call('/classes/Integration', { orgId: admin.orgId, _method: 'GET' }, admin.token);
    expect(listed.body.results).toMatchObject([{ objectId: connected.objectId, pageId: page.pageId }]);
    const [row] = await t.server.db.select().from(integrations);
    for (const secret of [page.accessToken, page.appSecret, verifyToken]) {
      expect(JSON.stringify([answer.body, listed.body])).not.toContain(secret);
      expect(JSON.stringify(row)).not.toContain(secret);
    }
  });
});

describe("Meta's webhook for Instagram", () => {
  it('answers the handshake for the verify token, and refuses a forged body storing nothing', async () => {
    expect(await meta.handshake(callbackUrl, verifyToken, '4242')).toEqual({ status: 200, text: '4242' });
    const forged = meta.messageEvent(account, ann.igsid, { text: 'forged' });
    expect(await meta.deliverInstagram(callbackUrl, [{ account, messaging: [forged] }], { appSecret: otherPage.appSecret })).toBe(401);
    expect(await meta.deliverInstagram(callbackUrl, [{ account, messaging: [forged] }], { signature: 'sha256=00' })).toBe(401);
    expect(await t.server.db.select().from(channelEvents)).toEqual([]);
  });

  it("brings a DM into the inbox once, with the person's Instagram name and picture", async () => {
    const event = meta.messageEvent(account, ann.igsid, { text: 'Hi from Instagram' });
    expect(await deliver(event)).toBe(200);
    expect(await deliver(event)).toBe(200);
    const found = await eventually(() => messagesOf(ann.igsid), (messages) => messages.length >= 1);
    expect(found.map((message) => [message.contentType, message.data.content, message.sendType])).toEqual([['text', 'Hi from Instagram', 'receive']]);
    expect(await rowOf(ann.igsid)).toMatchObject({ displayName: 'Ann Lee', picture: ann.profilePic, integrationId: connected.objectId, platform: 'instagram' });
  });

  it('takes an image into our storage, story mentions, story replies, shared reels, the heart, reactions and unsends', async () => {
    const photo = meta.addAttachment('ann-ig.jpg', { type: 'image/jpeg', body: Buffer.from('ig-jpeg-bytes') });
    const story = 'https://lookaside.example/story/1';
    await deliver(
      meta.messageEvent(account, ann.igsid, { attachments: [{ type: 'image', payload: { url: photo } }] }),
      meta.messageEvent(account, ann.igsid, { attachments: [{ type: 'story_mention', payload: { url: story } }] }),
      meta.messageEvent(account, ann.igsid, { text: 'Love this story', reply_to: { story: { url: 'https://lookaside.example/story/2', id: '1790001' } } }),
      meta.messageEvent(account, ann.igsid, { attachments: [{ type: 'ig_reel', payload: { url: 'https://www.instagram.com/reel/abc', title: 'Our new bag' } }] }),
      meta.messageEvent(account, ann.igsid, { attachments: [{ type: 'like_heart' }] }),
    );
    const image = await annMessageWhere((message) => message.contentType === 'image');
    expect(image).toMatchObject({ data: { url: expect.stringMatching(/^\/files\//) } });
    expect(await annMessageWhere((message) => message.contentType === 'storyMention')).toMatchObject({ data: { url: story }, sendType: 'receive' });
    expect(await annMessageWhere((message) => message.data.content === 'Love this story'))
      .toMatchObject({ contentType: 'share', data: { url: 'https://lookaside.example/story/2', replyToStory: true } });
    expect(await annMessageWhere((message) => message.data.title === 'Our new bag'))
      .toMatchObject({ contentType: 'share', data: { url: 'https://www.instagram.com/reel/abc' } });
    await annMessageWhere((message) => message.contentType === 'likeHeart');

    const hello = await annMessageWhere((message) => message.data.content === 'Hi from Instagram');
    const helloMid = await midOf('Hi from Instagram');
    await deliver(fromAnn({ reaction: { mid: helloMid, action: 'react', reaction: 'love', emoji: '❤️' } }));
    expect(await annMessageWhere((message) => message.contentType === 'react')).toMatchObject({ data: { targetId: hello.objectId, reaction: '❤️' } });
    await deliver(fromAnn({ message: { mid: helloMid, is_deleted: true } }));
    await eventually(async () => (await messagesOf(ann.igsid)).find((message) => message.objectId === hello.objectId)?.contentType, (type) => type === 'delete');
  });

  it("stores a message written in Meta's inbox once, as the organization's", async () => {
    const echo = meta.echoEvent(account, ann.igsid, { text: 'Written in the Instagram app' });
    await deliver(echo);
    await deliver(echo);
    await annMessageWhere((message) => message.data.content === 'Written in the Instagram app');
    const copies = (await messagesOf(ann.igsid)).filter((message) => message.data.content === 'Written in the Instagram app');
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({ sendType: 'send', senderType: 'Organization' });
  });

  it("lands a webhook of org B's Instagram account in org B only", async () => {
    const connectedOther = await t.call('/functions/integrate', {
      orgId: other.orgId, platform: 'instagram', account: otherPage.instagram!.account, pageId: otherPage.pageId,
      secret: otherPage.appSecret, token: otherPage.accessToken, verifyToken: 'other-ig-verify',
    }, other.token);
    expect(connectedOther.status).toBe(200);
    const carl = '6100000000000003';
    expect(await meta.deliverInstagram(callbackUrl, [{ account: otherPage.instagram!.account, messaging: [meta.messageEvent(otherPage.instagram!.account, carl, { text: 'for B' })] }])).toBe(200);
    const [stored] = await eventually(() => t.server.db.select().from(customers).where(eq(customers.platformCustomerId, carl)), (rows) => rows.length === 1);
    expect(stored!.orgId).toBe(other.orgId);
    expect((await t.server.db.select().from(customers).where(eq(customers.orgId, admin.orgId))).map((row) => row.platformCustomerId)).toEqual([ann.igsid]);
  });
});

const publish = async (template: Record<string, unknown>, fields: Record<string, unknown> = {}, igsid = ann.igsid) => {
  const row = (await rowOf(igsid))!;
  return t.call<{ result: { objectId: string }; error?: string; detail?: string }>('/functions/publishTemplate', {
    orgId: admin.orgId, conversation: row.conversationId, receiptId: randomUUID().slice(0, 20), template, ...fields,
  }, admin.token);
};
const publishText = async (content: string, fields: Record<string, unknown> = {}, igsid = ann.igsid) => {
  const answer = await publish({ contentType: 'text', data: { content } }, fields, igsid);
  expect(answer.status).toBe(200);
  return answer.body.result.objectId;
};
const deliveryOf = async (messageId: string, igsid = ann.igsid) => (await messagesOf(igsid)).find((message) => message.objectId === messageId)?.delivery;
const settled = (messageId: string, accept = (state: string) => state !== 'pending', igsid = ann.igsid) =>
  eventually(() => deliveryOf(messageId, igsid), (delivery) => delivery !== undefined && accept(delivery.state));
const sent = (text: string) => meta.deliveries.filter((delivery) => JSON.stringify(delivery.message).includes(text));

describe('replies to Instagram', () => {
  it('sends a text once through the Page; its echo is not a second message, and a seen receipt marks it read', async () => {
    const id = await publishText('Thanks Ann');
    expect(await settled(id)).toEqual({ state: 'sent' });
    const [delivery] = sent('Thanks Ann');
    expect(delivery).toMatchObject({ pageId: page.pageId, instagramAccount: account, to: ann.igsid, messagingType: 'RESPONSE', message: { text: 'Thanks Ann', metadata: `parley:${id}` } });
    const count = (await messagesOf(ann.igsid)).length;
    await deliver(meta.echoEvent(account, ann.igsid, { mid: delivery!.messageId, text: 'Thanks Ann', metadata: `parley:${id}` }));
    await deliver(fromAnn({ read: { mid: delivery!.messageId } }));
    expect(await settled(id, (state) => state === 'read')).toEqual({ state: 'read' });
    expect(sent('Thanks Ann')).toHaveLength(1);
    expect((await messagesOf(ann.igsid)).length).toBe(count);
  });

  it('sends a card as the generic template once', async () => {
    const answer = await publish({ contentType: 'template', data: { templateType: 'buttons', elements: [
      { title: 'Spring bag', subtitle: 'New today', buttons: [{ type: 'url', title: 'See it', data: 'https://shop.example/bag' }, { type: 'postback', title: 'Reserve', data: 'RESERVE' }] },
    ] } });
    expect(answer.status).toBe(200);
    expect(await settled(answer.body.result.objectId)).toEqual({ state: 'sent' });
    expect(sent('Spring bag')).toHaveLength(1);
    expect(sent('Spring bag')[0]!.message).toMatchObject({ attachment: { type: 'template', payload: { template_type: 'generic', elements: [{
      title: 'Spring bag', subtitle: 'New today', buttons: [{ type: 'web_url', url: 'https://shop.example/bag', title: 'See it' }, { type: 'postback', title: 'Reserve', payload: 'RESERVE' }],
    }] } } });
  });

  it('refuses audio and video as instagram:unsupported, sending nothing', async () => {
    const before = meta.deliveries.length;
    for (const contentType of ['audio', 'video']) {
      const answer = await publish({ contentType, data: { url: `https://cdn.example/clip.${contentType === 'audio' ? 'mp3' : 'mp4'}` } });
      expect(answer.status).toBe(200);
      expect(await settled(answer.body.result.objectId)).toMatchObject({ state: 'failed', error: 'instagram:unsupported' });
    }
    expect(meta.deliveries.length).toBe(before);
  });

  it('leaves a reply Meta did not answer in time unknown, never sends it again, and its echo confirms it', async () => {
    meta.fail(`/${page.pageId}/messages`, 'hang');
    const id = await publishText('Slow one');
    expect(await settled(id)).toMatchObject({ state: 'failed', error: 'instagram:unknown' });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(meta.requests.filter((request) => JSON.stringify(request.body).includes('Slow one'))).toHaveLength(1);
    await deliver(meta.echoEvent(account, ann.igsid, { text: 'Slow one', metadata: `parley:${id}` }));
    expect(await settled(id, (state) => state === 'sent')).toEqual({ state: 'sent' });
    expect((await messagesOf(ann.igsid)).filter((message) => message.data.content === 'Slow one')).toHaveLength(1);
  });

  it('past 24 hours refuses a plain reply and sends one tagged HUMAN_AGENT once', async () => {
    await deliver({ sender: { id: bob.igsid }, recipient: { id: account }, timestamp: Date.now() - 30 * 3_600_000, message: { mid: 'm_ig_bob_old', text: 'Hello?' } });
    await eventually(() => messagesOf(bob.igsid), (found) => found.length === 1);
    const plain = await publish({ contentType: 'text', data: { content: 'Sorry for the wait' } }, {}, bob.igsid);
    expect({ status: plain.status, error: plain.body.error }).toEqual({ status: 400, error: MESSAGING_WINDOW_CLOSED });
    expect(plain.body.detail).toMatch(/Instagram takes only a message with the HUMAN_AGENT tag/);
    const tagged = await publishText('Sorry for the wait', { options: { fbMessengerTag: 'HUMAN_AGENT' } }, bob.igsid);
    expect(await settled(tagged, undefined, bob.igsid)).toEqual({ state: 'sent' });
    expect(sent('Sorry for the wait')).toMatchObject([{ to: bob.igsid, messagingType: 'MESSAGE_TAG', tag: 'HUMAN_AGENT' }]);
  });

  it('maps refusals to their keys, and marks the account reconnect when Meta says its token is dead (190)', async () => {
    meta.fail(`/${page.pageId}/messages`, { status: 400, code: 10, subcode: 2534022, message: 'This message is sent outside of allowed window.' });
    expect(await settled(await publishText('Late reply'))).toMatchObject({ state: 'failed', error: 'instagram:outside-window' });
    meta.fail(`/${page.pageId}/messages`, { status: 400, code: 551, subcode: 2534014, message: 'This person isn\'t available right now.' });
    expect(await settled(await publishText('Anyone there?'))).toMatchObject({ state: 'failed', error: 'instagram:user-unavailable' });
    meta.fail(`/${page.pageId}/messages`, { status: 400, code: 190, message: 'Error validating access token: Session has expired' });
    expect(await settled(await publishText('Token test'))).toMatchObject({ state: 'failed', error: 'instagram:token-expired' });
    const listed = await t.call('/classes/Integration', { orgId: admin.orgId, _method: 'GET' }, admin.token);
    expect(listed.body.results[0]).toMatchObject({ objectId: connected.objectId, reconnect: true });
  });

  // Last of the sends: the account's replies wait a minute after it.
  it('waits after a rate limit before trying again, the try not counted', async () => {
    meta.fail(`/${page.pageId}/messages`, { status: 400, code: 80002, message: 'There have been too many calls to this Instagram account.' });
    const id = await publishText('Throttled');
    const [job] = await eventually(() => t.server.db.select().from(messageDeliveries).where(eq(messageDeliveries.messageId, id)), ([row]) => row!.claimedAt === null && row!.nextAttemptAt.getTime() > Date.now() + 30_000);
    expect(job).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await deliveryOf(id)).toEqual({ state: 'pending' });
    expect(sent('Throttled')).toHaveLength(0);
  });
});
