// WhatsApp end to end on the server, against the Cloud API stand-in: connecting a number, Meta's app
// webhook (signature, routing by phone number), what its messages and statuses become, and replies.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Integration } from '../../../common/contracts/integrations';
import { CHANNEL_NOT_IN_PLAN, PLATFORM_UNREACHABLE } from '../../../common/error-keys';
import { channelEvents, customers, integrations, messageDeliveries, messages } from '../../db/schema';
import { joinedMember } from '../../members/test-helpers';
import { setOrganizationPlan } from '../../organizations/plan';
import { eventually } from '../../testing/eventually';
import { connected, nextEvent, startTestServer, type Agent, type TestServer } from '../../testing/harness';
import { startWhatsAppPlatform, type WhatsAppChange, type WhatsAppPlatformStandIn } from '../../testing/whatsapp-platform';
import { connectNumber, customerRow, integrate, messagesOf, otherShop, publish, settled, shop, shopNumber, verifyToken } from './test-helpers';

const ann = { waId: '15550001111', name: 'Ann Lee' };
const bob = { waId: '15550002222', name: 'Bob' };

let wa: WhatsAppPlatformStandIn;
let t: TestServer;
let admin: Agent;
let other: Agent;
let number: Integration;
let callbackUrl: string;

const deliver = (...changes: WhatsAppChange[]) => wa.deliver(callbackUrl, [{ wabaId: shop.wabaId, changes }]);
const annMessages = (count: number) => eventually(() => messagesOf(t, admin, ann.waId), (found) => found.length >= count);
const sentTo = (text: string) => wa.deliveries.filter((delivery) => JSON.stringify(delivery.body).includes(text));
const text = (content: string) => ({ contentType: 'text', data: { content } });
const reply = async (template: Record<string, unknown>) => {
  const answer = await publish(t, admin, ann.waId, template);
  expect(answer.status).toBe(200);
  return answer.body.result.objectId as string;
};

beforeAll(async () => {
  wa = await startWhatsAppPlatform();
  wa.addBusiness(shop);
  wa.addBusiness(otherShop);
  wa.addUser(ann.waId);
  t = await startTestServer({ channels: { meta: { graphBaseUrl: wa.graphUrl, callTimeoutMs: 1_000 } }, publicUrl: 'https://parley.example' });
  callbackUrl = `${t.url}/webhooks/meta`;
  admin = await t.agentWithOrg('wa-shop');
  other = await t.agentWithOrg('wa-other');
});
afterAll(async () => {
  await t?.close();
  await wa?.close();
});

describe('connecting a WhatsApp number', () => {
  it('names the wrong field, refuses a number outside the Business Account, a plan without WhatsApp, and members', async () => {
    await setOrganizationPlan(t.server.db, admin.orgId, 'business');
    const noWaba = await t.call('/functions/integrate', { orgId: admin.orgId, platform: 'whatsapp', account: shopNumber, secret: shop.appSecret, token: shop.accessToken, verifyToken }, admin.token);
    expect({ status: noWaba.status, error: noWaba.body.error }).toMatchObject({ status: 400, error: expect.stringMatching(/wabaId/) });
    expect((await integrate(t, admin, shop, { wabaId: 'abc' })).body.error).toMatch(/wabaId/);
    const refused = await integrate(t, admin, shop, { token: 'EAAUnknownTokenxxxxxxxxxxx' });
    expect(refused.body.error).toMatch(/^token: whatsapp refused it \(401 /);
    // Another Business Account's number, with this account's token: the token cannot read it.
    expect((await integrate(t, admin, shop, { account: otherShop.numbers[0]!.phoneNumberId })).body.error).toMatch(/^token: whatsapp refused it/);
    // A number this token reads, named with a Business Account that does not hold it.
    wa.addBusiness({ ...shop, wabaId: '310000000000009', numbers: [], accessToken: 'EAAWhatsAppTokenOfEmptyWaba09' });
    const outside = await integrate(t, admin, shop, { wabaId: '310000000000009', token: 'EAAWhatsAppTokenOfEmptyWaba09' });
    expect(outside.body.error).toMatch(/^(token|wabaId): /);
    await setOrganizationPlan(t.server.db, admin.orgId, 'basic');
    expect((await integrate(t, admin)).body.error).toBe(CHANNEL_NOT_IN_PLAN);
    await setOrganizationPlan(t.server.db, admin.orgId, 'business');
    const member = await joinedMember(t, admin, 'Agent');
    expect((await t.call('/functions/integrate', {
      orgId: admin.orgId, platform: 'whatsapp', account: shopNumber, wabaId: shop.wabaId, secret: shop.appSecret, token: shop.accessToken, verifyToken,
    }, member.token)).status).toBe(403);
    expect(await t.server.db.select().from(integrations)).toEqual([]);
  });

  it('says WhatsApp could not be reached when Meta answers 5xx or not in time, on each call of connecting, and connects nothing', async () => {
    const unreachable = { status: 502, body: { code: 141, error: PLATFORM_UNREACHABLE, platform: 'whatsapp' } };
    for (const [path, fault] of [
      [`/${shopNumber}`, { status: 503, code: 2, message: 'Service temporarily unavailable' }],
      [`/${shop.wabaId}/phone_numbers`, { status: 500, code: 1, message: 'An unknown error occurred' }],
      [`/${shop.wabaId}/subscribed_apps`, 'hang'],
    ] as const) {
      wa.fail(path, fault);
      const answer = await integrate(t, admin);
      expect({ status: answer.status, body: answer.body }).toEqual(unreachable);
    }
    expect(await t.server.db.select().from(integrations)).toEqual([]);
  });

  it('connects the number with its verified name, subscribes the Business Account, and never answers a credential', async () => {
    const answer = await integrate(t, admin);
    expect(answer.status).toBe(200);
    number = answer.body.result;
    expect(number).toMatchObject({
      platform: 'whatsapp', account: shopNumber, wabaId: shop.wabaId, integrationName: 'Parley Shop +1 555-0100',
      webhook: { url: 'https://parley.example/webhooks/meta', setByServer: false },
    });
    expect(wa.subscriptions.has(shop.wabaId)).toBe(true);
    expect(wa.requests.filter((request) => 'access_token' in request.query)).toEqual([]);
    const listed = await t.call('/classes/Integration', { orgId: admin.orgId, _method: 'GET' }, admin.token);
    const [row] = await t.server.db.select().from(integrations);
    const seen = JSON.stringify([answer.body, listed.body, row]);
    for (const secret of [shop.accessToken, shop.appSecret, verifyToken]) expect(seen).not.toContain(secret);
    expect(await wa.deliver(callbackUrl, [])).toBe(200);
    expect((await fetch(`${callbackUrl}?hub.mode=subscribe&hub.verify_token=${verifyToken}&hub.challenge=42`).then((r) => r.text()))).toBe('42');
  });
});

describe("WhatsApp's webhook", () => {
  it('refuses a body not signed with the app secret and stores nothing; B\'s number never lands in A', async () => {
    const hello = wa.messageChange(shopNumber, ann, { type: 'text', text: { body: 'forged' } });
    expect(await wa.deliver(callbackUrl, [{ wabaId: shop.wabaId, changes: [hello] }], { appSecret: otherShop.appSecret })).toBe(401);
    expect(await wa.deliver(callbackUrl, [{ wabaId: shop.wabaId, changes: [hello] }], { signature: 'sha256=00' })).toBe(401);
    expect(await t.server.db.select().from(channelEvents)).toEqual([]);
    await connectNumber(t, other, otherShop);
    const forB = wa.messageChange(otherShop.numbers[0]!.phoneNumberId, bob, { type: 'text', text: { body: 'for the other shop' } });
    // Both parts signed with A's secret: B's does not verify, so nothing of the body is stored.
    expect(await wa.deliver(callbackUrl, [{ wabaId: shop.wabaId, changes: [hello] }, { wabaId: otherShop.wabaId, changes: [forB] }], { appSecret: shop.appSecret })).toBe(401);
    expect(await t.server.db.select().from(channelEvents)).toEqual([]);
    expect(await wa.deliver(callbackUrl, [{ wabaId: otherShop.wabaId, changes: [forB] }])).toBe(200);
    const stored = await eventually(() => customerRow(t, bob.waId), (row) => row !== undefined);
    expect(stored!.orgId).toBe(other.orgId);
    expect(await t.server.db.select().from(customers).where(eq(customers.orgId, admin.orgId))).toEqual([]);
    // Shapes Meta never sends are skipped, never a 500.
    const odd = [{ field: 'messages', value: { metadata: { phone_number_id: shopNumber }, messages: [null, 5, { id: 7 }, { id: 'wamid.odd', from: 5 }], statuses: ['x', { id: 'y' }] } }];
    expect(await deliver(...odd as WhatsAppChange[])).toBe(200);
  });

  it("brings a user's text in under the profile name, once however often it comes", async () => {
    const hello = wa.messageChange(shopNumber, ann, { type: 'text', text: { body: 'Hello shop' } });
    expect(await deliver(hello)).toBe(200);
    expect(await deliver(hello)).toBe(200);
    const found = await annMessages(1);
    expect(found.map((message) => [message.contentType, message.data.content, message.sendType])).toEqual([['text', 'Hello shop', 'receive']]);
    expect(await customerRow(t, ann.waId)).toMatchObject({ displayName: 'Ann Lee', platform: 'whatsapp', integrationId: number.objectId, orgId: admin.orgId });
    // The console learns which number she writes to (its templates are the ones offered).
    const listed = await t.call<{ result: { customers: { displayName: string; integrationId?: string }[] } }>(
      '/functions/findCustomerV3', { orgId: admin.orgId, where: {} }, admin.token);
    expect(listed.body.result.customers.find((customer) => customer.displayName === 'Ann Lee')?.integrationId).toBe(number.objectId);
  });

  it('takes media into our storage, stickers, locations, contacts, button and list replies, and reactions', async () => {
    wa.addMedia('900001', { type: 'image/jpeg', body: Buffer.from('jpeg-bytes') });
    wa.addMedia('900002', { type: 'application/pdf', body: Buffer.from('%PDF') });
    wa.addMedia('900003', { type: 'image/webp', body: Buffer.from('webp') });
    wa.addMedia('900004', { type: 'audio/ogg', body: Buffer.from('ogg') });
    wa.addMedia('900005', { type: 'video/mp4', body: Buffer.from('mp4') });
    const changes = [
      { type: 'image', image: { id: '900001', mime_type: 'image/jpeg', caption: 'my photo' } },
      { type: 'document', document: { id: '900002', mime_type: 'application/pdf', filename: 'order.pdf' } },
      { type: 'sticker', sticker: { id: '900003', mime_type: 'image/webp' } },
      { type: 'audio', audio: { id: '900004', mime_type: 'audio/ogg' } },
      { type: 'video', video: { id: '900005', mime_type: 'video/mp4' } },
      { type: 'location', location: { latitude: 25.03, longitude: 121.56, name: 'Taipei 101', address: 'Xinyi' } },
      { type: 'contacts', contacts: [{ name: { formatted_name: 'Cat' }, phones: [{ phone: '+1 555 0303' }] }, { name: { formatted_name: 'Dan' }, emails: [{ email: 'dan@example.com' }] }] },
      { type: 'interactive', interactive: { type: 'button_reply', button_reply: { id: 'BUY_1', title: 'Buy' } } },
      { type: 'interactive', interactive: { type: 'list_reply', list_reply: { id: 'SIZE_M', title: 'M' } } },
      { type: 'button', button: { text: 'Stop promotions', payload: 'Stop promotions' } },
      { type: 'order', order: {} },
    ].map((message) => wa.messageChange(shopNumber, ann, message));
    await deliver(...changes);
    await deliver(changes[0]!);
    const found = await annMessages(13);
    const kinds = found.map((message) => message.contentType === 'text' ? message.data.content : message.contentType).sort();
    expect(kinds).toEqual(['BUY_1', 'Hello shop', 'SIZE_M', 'Stop promotions', 'audio', 'customerShare', 'customerShare', 'file', 'image', 'image', 'location', 'unsupported', 'video'].sort());
    const photo = found.find((message) => message.data.content === 'my photo')!;
    expect(photo).toMatchObject({ contentType: 'image', data: { url: expect.stringMatching(/^\/files\//) } });
    expect(found.find((message) => message.contentType === 'file')!.data).toMatchObject({ fileName: 'order.pdf' });
    expect(found.find((message) => message.contentType === 'location')!.data).toMatchObject({ latitude: 25.03, longitude: 121.56, title: 'Taipei 101', address: 'Xinyi' });
    expect(found.filter((message) => message.contentType === 'customerShare').map((message) => (message.data as { displayName?: string }).displayName).sort()).toEqual(['Cat', 'Dan']);
    const helloEvent = (await t.server.db.select().from(channelEvents)).find((event) => JSON.stringify(event.payload).includes('Hello shop'))!;
    const hello = found.find((message) => message.data.content === 'Hello shop')!;
    await deliver(wa.messageChange(shopNumber, ann, { type: 'reaction', reaction: { message_id: helloEvent.eventId, emoji: '❤️' } }));
    await deliver(wa.messageChange(shopNumber, ann, { type: 'reaction', reaction: { message_id: helloEvent.eventId, emoji: '' } }));
    const reactions = (await annMessages(15)).filter((message) => message.contentType === 'react' || message.contentType === 'unreact');
    expect(reactions.map((message) => [message.contentType, (message.data as { targetId?: string }).targetId]).sort()).toEqual([['react', hello.objectId], ['unreact', hello.objectId]]);
  });
});

describe('replies to WhatsApp', () => {
  it('sends text, media by signed link and locations once, with our id as callback data; statuses move them to delivered, read or failed', async () => {
    const id = await reply(text('Thanks Ann'));
    expect(await settled(t, admin, ann.waId, id)).toEqual({ state: 'sent' });
    const [delivery] = sentTo('Thanks Ann');
    expect(delivery!.body).toMatchObject({ messaging_product: 'whatsapp', to: ann.waId, type: 'text', text: { body: 'Thanks Ann' }, biz_opaque_callback_data: id });
    await deliver(wa.statusChange(delivery!, 'sent'), wa.statusChange(delivery!, 'delivered'));
    expect(await settled(t, admin, ann.waId, id, (state) => state === 'delivered')).toEqual({ state: 'delivered' });
    await deliver(wa.statusChange(delivery!, 'read'));
    expect(await settled(t, admin, ann.waId, id, (state) => state === 'read')).toEqual({ state: 'read' });

    const image = await reply({ contentType: 'image', data: { url: '/files/abc/photo.png', content: 'Our menu' } });
    await settled(t, admin, ann.waId, image);
    expect(wa.deliveries.at(-1)!.body).toMatchObject({ type: 'image', image: { link: expect.stringMatching(/^https:\/\/parley\.example\/files\/abc\/photo\.png\?/), caption: 'Our menu' } });
    const file = await reply({ contentType: 'file', data: { url: 'https://cdn.example/a.pdf', fileName: 'a.pdf' } });
    await settled(t, admin, ann.waId, file);
    expect(wa.deliveries.at(-1)!.body).toMatchObject({ type: 'document', document: { link: 'https://cdn.example/a.pdf', filename: 'a.pdf' } });
    const place = await reply({ contentType: 'location', data: { latitude: 1, longitude: 2, title: 'Shop' } });
    await settled(t, admin, ann.waId, place);
    expect(wa.deliveries.at(-1)!.body).toMatchObject({ type: 'location', location: { latitude: 1, longitude: 2, name: 'Shop' } });

    const failing = await reply(text('Never seen'));
    await settled(t, admin, ann.waId, failing);
    await deliver(wa.statusChange(sentTo('Never seen')[0]!, 'failed', [{ code: 131026, title: 'Message undeliverable', message: 'Receiver is incapable of receiving this message' }]));
    expect(await settled(t, admin, ann.waId, failing, (state) => state === 'failed')).toEqual({ state: 'failed', error: 'whatsapp:user-unavailable', detail: 'Receiver is incapable of receiving this message' });
  });

  it('sends a card as interactive buttons or a link button, and refuses what WhatsApp cannot show with the reason', async () => {
    const buttons = await reply({ contentType: 'template', data: { templateType: 'buttons', elements: [{ title: 'Sale', subtitle: 'Today only', buttons: [{ type: 'postback', title: 'Yes', data: 'YES' }, { type: 'postback', title: 'No', data: 'NO' }] }] } });
    expect(await settled(t, admin, ann.waId, buttons)).toEqual({ state: 'sent' });
    expect(wa.deliveries.at(-1)!.body).toMatchObject({ type: 'interactive', interactive: { type: 'button', body: { text: 'Sale\nToday only' }, action: { buttons: [{ type: 'reply', reply: { id: 'YES', title: 'Yes' } }, { type: 'reply', reply: { id: 'NO', title: 'No' } }] } } });
    const link = await reply({ contentType: 'template', data: { templateType: 'buttons', elements: [{ title: 'Shop', buttons: [{ type: 'url', title: 'Open', data: 'https://shop.example' }] }] } });
    await settled(t, admin, ann.waId, link);
    expect(wa.deliveries.at(-1)!.body).toMatchObject({ type: 'interactive', interactive: { type: 'cta_url', action: { name: 'cta_url', parameters: { display_text: 'Open', url: 'https://shop.example' } } } });
    const carousel = await reply({ contentType: 'template', data: { templateType: 'carousel', elements: [{ title: 'A', buttons: [] }, { title: 'B', buttons: [] }] } });
    expect(await settled(t, admin, ann.waId, carousel)).toMatchObject({ state: 'failed', error: 'whatsapp:unsupported', detail: expect.stringMatching(/one card/) });
  });

  it('does not send again a reply whose answer was lost or that timed out: unknown until a status names it', async () => {
    wa.fail(`/${shopNumber}/messages`, 'lost');
    const lost = await reply(text('Did this arrive?'));
    expect(await settled(t, admin, ann.waId, lost)).toMatchObject({ state: 'failed', error: 'whatsapp:unknown' });
    wa.fail(`/${shopNumber}/messages`, 'hang');
    const slow = await reply(text('Slow one'));
    expect(await settled(t, admin, ann.waId, slow)).toMatchObject({ state: 'failed', error: 'whatsapp:unknown', detail: 'Meta did not answer within 1 s' });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(sentTo('Did this arrive?')).toHaveLength(1);
    expect(wa.requests.filter((request) => JSON.stringify(request.body).includes('Slow one'))).toHaveLength(1);
    // The delivered status names our message: sent after all, then delivered.
    await deliver(wa.statusChange(sentTo('Did this arrive?')[0]!, 'delivered'));
    expect(await settled(t, admin, ann.waId, lost, (state) => state === 'delivered')).toEqual({ state: 'delivered' });
  });

  it('maps refusals to their keys; 190 marks the number reconnect', async () => {
    const cases: [number, string][] = [[131047, 'whatsapp:outside-window'], [132001, 'whatsapp:template'], [100, 'whatsapp:100']];
    for (const [code, error] of cases) {
      wa.fail(`/${shopNumber}/messages`, { status: 400, code, message: `refused ${code}` });
      expect(await settled(t, admin, ann.waId, await reply(text(`Case ${code}`)))).toEqual({ state: 'failed', error, detail: `refused ${code}` });
    }
    const socket = t.socket({ userId: admin.userId, token: admin.token });
    await connected(socket);
    expect(await socket.emitWithAck('subscribe', { orgId: admin.orgId })).toBe(true);
    const heard = nextEvent<{ type: string }>(socket, 'event', (event) => event.type === 'organizationChanged');
    wa.fail(`/${shopNumber}/messages`, { status: 401, code: 190, message: 'Session has expired' });
    expect(await settled(t, admin, ann.waId, await reply(text('Token test')))).toMatchObject({ state: 'failed', error: 'whatsapp:token-expired' });
    await heard;
    socket.disconnect();
    const [row] = await t.server.db.select().from(integrations).where(eq(integrations.objectId, number.objectId));
    expect(row!.reconnect).toBe(true);
    expect((await integrate(t, admin)).body.result.objectId).toBe(number.objectId);
  });

  // Last of the sends: the number's replies wait a minute after it.
  it('waits after a rate limit before trying again, the try not counted', async () => {
    wa.fail(`/${shopNumber}/messages`, { status: 400, code: 130429, message: 'Rate limit hit' });
    const throttled = await reply(text('Throttled'));
    const [job] = await eventually(() => t.server.db.select().from(messageDeliveries).where(eq(messageDeliveries.messageId, throttled)),
      ([row]) => row!.claimedAt === null && row!.nextAttemptAt.getTime() > Date.now() + 30_000);
    expect(job).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('past 24 hours refuses a plain reply, and WHATSAPP_TEMPLATE goes with a WhatsApp template only', async () => {
    const row = (await customerRow(t, ann.waId))!;
    await t.server.db.update(customers).set({ lastInboundAt: new Date(Date.now() - 25 * 60 * 60 * 1000) }).where(eq(customers.objectId, row.objectId));
    const before = (await t.server.db.select().from(messages)).length;
    expect((await publish(t, admin, ann.waId, text('Too late'))).status).toBe(400);
    const tagged = await publish(t, admin, ann.waId, text('Tagged'), { fbMessengerTag: 'WHATSAPP_TEMPLATE' });
    expect({ status: tagged.status, error: tagged.body.error }).toMatchObject({ status: 400, error: expect.stringMatching(/WHATSAPP_TEMPLATE/) });
    expect((await t.server.db.select().from(messages)).length).toBe(before);
  });
});
