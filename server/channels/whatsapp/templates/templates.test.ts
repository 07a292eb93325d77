// WhatsApp message templates on the server, against the Cloud API stand-in: listed, synced, created and
// deleted per number, Meta's reviews by webhook, and an approved template sent filled in outside the
// 24-hour window — all within the caller's organization.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetUploadUrlResult, UploadedFile } from '../../../../common/contracts/files';
import type { Integration } from '../../../../common/contracts/integrations';
import type { WhatsAppTemplate } from '../../../../common/contracts/whatsapp-templates';
import { customers } from '../../../db/schema';
import { joinedMember } from '../../../members/test-helpers';
import { eventually } from '../../../testing/eventually';
import { connected, nextEvent, startTestServer, type Agent, type TestServer } from '../../../testing/harness';
import { startWhatsAppPlatform, type WhatsAppPlatformStandIn } from '../../../testing/whatsapp-platform';
import { connectNumber, customerRow, customerWrites, messagesOf, otherShop, publish, settled, shop } from '../test-helpers';

const ann = { waId: '15550003333', name: 'Ann Lee' };
const ROUTE = '/integration/whatsapp-templates';
const PUBLIC_URL = 'https://parley.example';

let wa: WhatsAppPlatformStandIn;
let t: TestServer;
let admin: Agent;
let other: Agent;
let number: Integration;
let otherNumber: Integration;
let callbackUrl: string;

const list = (agent: Agent, integrationId: string) =>
  t.service<{ results: WhatsAppTemplate[]; error?: string }>('GET', `${ROUTE}?orgId=${agent.orgId}&integrationId=${integrationId}`, agent.token);
const sync = (agent: Agent, integrationId: string) => t.service<{ results: WhatsAppTemplate[] }>('POST', `${ROUTE}/sync`, agent.token, { orgId: agent.orgId, integrationId });
const create = (agent: Agent, fields: Record<string, unknown>) =>
  t.service<WhatsAppTemplate & { error?: string }>('POST', ROUTE, agent.token, { orgId: agent.orgId, integrationId: number.objectId, category: 'UTILITY', language: 'en_US', ...fields });
// A 1×1 transparent PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** A file uploaded as the console does (getUploadUrl, PUT, confirm) with the WhatsApp template rules. */
async function uploadTemplateFile(agent: Agent, fileName: string, contentType: string, bytes: Buffer): Promise<UploadedFile> {
  const asked = await t.call<{ result: GetUploadUrlResult }>('/functions/getUploadUrl', {
    orgId: agent.orgId, fileName, contentType, size: bytes.length, channel: 'whatsapp', mode: 'template',
  }, agent.token);
  const put = await fetch(t.url + asked.body.result.uploadUrl, { method: 'PUT', headers: { 'content-type': contentType }, body: new Uint8Array(bytes) });
  if (put.status !== 200) throw new Error(`PUT answered ${put.status}`);
  return (await t.call<UploadedFile>(`/classes/File/${asked.body.result.objectId}`, { orgId: agent.orgId }, agent.token)).body;
}

/** A file the customer sent (kept in our storage like an upload, under other rules): its /files/ URL. */
async function customerSends(mediaId: string, type: string, body: Buffer): Promise<string> {
  wa.addMedia(mediaId, { type, body });
  const change = wa.messageChange(shop.numbers[0]!.phoneNumberId, ann, { type: 'image', image: { id: mediaId, mime_type: type } });
  expect(await wa.deliver(callbackUrl, [{ wabaId: shop.wabaId, changes: [change] }])).toBe(200);
  const message = await eventually(() => messagesOf(t, admin, ann.waId),
    (messages) => messages.some((one) => one.contentType === 'image' && (one.data as { url?: string }).url?.includes(mediaId) === true));
  return (message.find((one) => (one.data as { url?: string }).url?.includes(mediaId))!.data as { url: string }).url;
}

const sendTemplate = (waId: string, data: Record<string, unknown>, agent = admin) =>
  publish(t, agent, waId, { contentType: 'template', data: { templateType: 'whatsapp', ...data } }, { fbMessengerTag: 'WHATSAPP_TEMPLATE' });

beforeAll(async () => {
  wa = await startWhatsAppPlatform();
  wa.addBusiness(shop);
  wa.addBusiness(otherShop);
  wa.addUser(ann.waId);
  t = await startTestServer({ publicUrl: PUBLIC_URL, channels: { meta: { graphBaseUrl: wa.graphUrl, callTimeoutMs: 1_000 } } });
  callbackUrl = `${t.url}/webhooks/meta`;
  admin = await t.agentWithOrg('wa-templates');
  other = await t.agentWithOrg('wa-templates-other');
  number = await connectNumber(t, admin, shop);
  otherNumber = await connectNumber(t, other, otherShop);
  wa.addTemplate({
    wabaId: shop.wabaId, name: 'order_shipped', language: 'en_US', category: 'UTILITY', status: 'APPROVED',
    components: [{ type: 'HEADER', format: 'TEXT', text: 'Your order' }, { type: 'BODY', text: 'Hi {{1}}, order {{2}} shipped.' }, { type: 'FOOTER', text: 'Parley Shop' }, { type: 'BUTTONS', buttons: [{ type: 'QUICK_REPLY', text: 'Thanks' }] }],
  });
  wa.addTemplate({ wabaId: shop.wabaId, name: 'old_promo', language: 'en_US', category: 'MARKETING', status: 'REJECTED', rejected_reason: 'PROMOTIONAL', components: [{ type: 'BODY', text: 'Sale!' }] });
  wa.addTemplate({ wabaId: otherShop.wabaId, name: 'b_only', language: 'en_US', category: 'UTILITY', status: 'APPROVED', components: [{ type: 'BODY', text: 'Hello from B' }] });
});
afterAll(async () => {
  await t?.close();
  await wa?.close();
});

describe('the templates of a number', () => {
  it('syncs from the Business Account for admins, lists for members, and removes what Meta no longer has', async () => {
    const member = { ...await joinedMember(t, admin, 'Agent'), orgId: admin.orgId };
    expect((await sync(member, number.objectId)).status).toBe(403);
    const synced = await sync(admin, number.objectId);
    expect(synced.status).toBe(200);
    expect(synced.body.results.map((template) => [template.name, template.status, template.placeholderCount])).toEqual([['old_promo', 'REJECTED', 0], ['order_shipped', 'APPROVED', 2]]);
    expect(synced.body.results[1]).toMatchObject({ header: { format: 'TEXT', text: 'Your order' }, footer: 'Parley Shop', buttons: [{ type: 'QUICK_REPLY', text: 'Thanks' }], body: 'Hi {{1}}, order {{2}} shipped.' });
    expect(synced.body.results[0]!.reason).toBe('PROMOTIONAL');
    expect((await list(member, number.objectId)).body.results).toHaveLength(2);
    const promo = [...wa.templates.values()].find((template) => template.name === 'old_promo')!;
    wa.templates.delete(promo.id);
    expect((await sync(admin, number.objectId)).body.results.map((template) => template.name)).toEqual(['order_shipped']);
  });

  it('creates a template for review (placeholders checked first, Meta\'s refusal naming the field) and follows its review by webhook', async () => {
    const unordered = await create(admin, { name: 'welcome', body: 'Hi {{2}}', examples: ['x'] });
    expect({ status: unordered.status, error: unordered.body.error }).toMatchObject({ status: 400, error: expect.stringMatching(/^body: /) });
    expect((await create(admin, { name: 'welcome', body: 'Hi {{1}}' })).body.error).toMatch(/^examples: /);
    expect((await create(admin, { name: 'Bad Name', body: 'Hi' })).body.error).toMatch(/name/);
    const member = await joinedMember(t, admin, 'Writer');
    expect((await t.service('POST', ROUTE, member.token, { orgId: admin.orgId, integrationId: number.objectId, category: 'UTILITY', language: 'en_US', name: 'x', body: 'x' })).status).toBe(403);
    const created = await create(admin, { name: 'welcome', body: 'Welcome {{1}}!', examples: ['Ann'], footer: 'Reply STOP to opt out' });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ name: 'welcome', status: 'PENDING', placeholderCount: 1 });
    const atMeta = wa.templates.get(created.body.waTemplateId)!;
    expect(atMeta.components).toEqual([{ type: 'BODY', text: 'Welcome {{1}}!', example: { body_text: [['Ann']] } }, { type: 'FOOTER', text: 'Reply STOP to opt out' }]);
    const again = await create(admin, { name: 'welcome', body: 'Welcome {{1}}!', examples: ['Ann'] });
    expect({ status: again.status, error: again.body.error }).toMatchObject({ status: 400, error: expect.stringMatching(/^name: WhatsApp refused it/) });

    const socket = t.socket({ userId: admin.userId, token: admin.token });
    await connected(socket);
    expect(await socket.emitWithAck('subscribe', { orgId: admin.orgId })).toBe(true);
    const heard = nextEvent<{ type: string }>(socket, 'event', (event) => event.type === 'organizationChanged');
    expect(await wa.deliver(callbackUrl, [{ wabaId: shop.wabaId, changes: [wa.review(atMeta.id, 'APPROVED')] }])).toBe(200);
    await heard;
    socket.disconnect();
    const approved = await eventually(() => list(admin, number.objectId), (answer) => answer.body.results.some((template) => template.name === 'welcome' && template.status === 'APPROVED'));
    expect(approved.body.results.find((template) => template.name === 'welcome')!.reason).toBeUndefined();
    // B's number never hears A's Business Account's reviews.
    expect((await list(other, otherNumber.objectId)).body.results).toEqual([]);
  });

  it('deletes a template at Meta and here (admins)', async () => {
    const created = await create(admin, { name: 'to_delete', body: 'Bye' });
    const member = await joinedMember(t, admin, 'Deleter');
    expect((await t.service('DELETE', `${ROUTE}/${created.body.objectId}?orgId=${admin.orgId}`, member.token)).status).toBe(403);
    expect((await t.service('DELETE', `${ROUTE}/${created.body.objectId}?orgId=${admin.orgId}`, admin.token)).status).toBe(200);
    expect(wa.templates.has(created.body.waTemplateId)).toBe(false);
    expect(wa.requests.at(-1)).toMatchObject({ method: 'DELETE', query: { name: 'to_delete', hsm_id: created.body.waTemplateId } });
    expect((await list(admin, number.objectId)).body.results.map((template) => template.name)).not.toContain('to_delete');
  });

  it("keeps organizations apart: B's number and templates are 404 for A", async () => {
    const synced = await sync(other, otherNumber.objectId);
    const bTemplate = synced.body.results[0]!;
    expect((await list(admin, otherNumber.objectId)).status).toBe(404);
    expect((await sync(admin, otherNumber.objectId)).status).toBe(404);
    expect((await t.service('DELETE', `${ROUTE}/${bTemplate.objectId}?orgId=${admin.orgId}`, admin.token)).status).toBe(404);
    expect(wa.templates.has(bTemplate.waTemplateId)).toBe(true);
    await customerWrites(t, wa, callbackUrl, shop, ann, 'Hi');
    const sent = await sendTemplate(ann.waId, { waTemplateId: bTemplate.objectId, placeholders: [] });
    expect({ status: sent.status, error: sent.body.error }).toMatchObject({ status: 400, error: expect.stringMatching(/^template\.data\.waTemplateId/) });
  });
});

/** A new template named menu_photo with an IMAGE header of `mediaUrl`. */
const imageHeader = (mediaUrl: string, agent = admin) => create(agent, { name: 'menu_photo', body: 'Our menu for {{1}}', examples: ['today'], header: { format: 'IMAGE', mediaUrl } });
/** The status and error of an answer. */
const refusal = async (answer: Promise<{ status: number; body: { error?: string } }>) => {
  const { status, body } = await answer;
  return { status, error: body.error };
};

describe('a template with a media header', () => {
  it("creates a PNG header template with the handle Meta gave for our upload, and keeps the file's URL", async () => {
    const file = await uploadTemplateFile(admin, 'menu.png', 'image/png', PNG);
    const before = wa.requests.length;
    const created = await imageHeader(file.url);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ name: 'menu_photo', status: 'PENDING', header: { format: 'IMAGE', mediaUrl: file.url } });
    const asked = wa.requests.slice(before).map((request) => `${request.method} ${request.path.replace(/^\/upload:.*/, '/upload:…')}`);
    expect(asked).toEqual(['GET /app', `POST /${wa.appIdOf(shop)}/uploads`, 'POST /upload:…', `POST /${shop.wabaId}/message_templates`]);
    expect(wa.requests.slice(before)[1]!.query).toEqual({ file_name: 'menu.png', file_length: String(PNG.length), file_type: 'image/png' });
    const atMeta = wa.templates.get(created.body.waTemplateId)!;
    const handle = (atMeta.components[0] as { example: { header_handle: string[] } }).example.header_handle[0]!;
    expect(atMeta.components[0]).toEqual({ type: 'HEADER', format: 'IMAGE', example: { header_handle: [handle] } });
    expect(wa.uploads.get(handle)).toMatchObject({ wabaId: shop.wabaId, fileName: 'menu.png', fileType: 'image/png', bytes: PNG });
    expect((await list(admin, number.objectId)).body.results.find((template) => template.name === 'menu_photo')!.header).toEqual({ format: 'IMAGE', mediaUrl: file.url });
  });

  it('refuses, naming header.mediaUrl, a file the template rules refuse, a foreign URL, another organization\'s file and no file', async () => {
    await customerWrites(t, wa, callbackUrl, shop, ann, 'Hello');
    const big = await customerSends('910001', 'image/png', Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]));
    const gif = await customerSends('910002', 'image/gif', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'));
    const before = wa.requests.length;
    expect(await refusal(imageHeader(big))).toEqual({ status: 400, error: 'header.mediaUrl: image-over-size' });
    expect(await refusal(imageHeader(gif))).toEqual({ status: 400, error: 'header.mediaUrl: file-format-errorWhatsappTemplate' });
    const pdf = await uploadTemplateFile(admin, 'menu.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1'));
    expect((await refusal(imageHeader(pdf.url))).error).toBe('header.mediaUrl: the IMAGE header takes a JPG or PNG image, not application/pdf');
    expect((await refusal(imageHeader('https://elsewhere.example/menu.png'))).error).toMatch(/^header\.mediaUrl: must be the \/files\/ url of a file uploaded to this organization/);
    const theirs = await uploadTemplateFile(other, 'theirs.png', 'image/png', PNG);
    expect(await refusal(imageHeader(theirs.url))).toMatchObject({ status: 400, error: expect.stringMatching(/^header\.mediaUrl: must be/) });
    expect((await refusal(create(admin, { name: 'no_sample', body: 'Hi', header: { format: 'VIDEO' } }))).error).toMatch(/^header\.mediaUrl: the VIDEO header needs its sample/);
    // Nothing reached Meta.
    expect(wa.requests.slice(before)).toEqual([]);
  });

  it("names header.mediaUrl when Meta refuses the upload", async () => {
    const file = await uploadTemplateFile(admin, 'refused.png', 'image/png', PNG);
    wa.fail(`/${wa.appIdOf(shop)}/uploads`, { status: 400, code: 100, message: 'Invalid file type' });
    const refused = await create(admin, { name: 'refused_photo', body: 'Hi', header: { format: 'IMAGE', mediaUrl: file.url } });
    expect({ status: refused.status, error: refused.body.error }).toEqual({ status: 400, error: 'header.mediaUrl: WhatsApp refused it (400 Invalid file type)' });
  });
});

describe('sending a template', () => {
  it('outside the 24-hour window sends an approved template filled in from the customer, once', async () => {
    const row = (await customerRow(t, ann.waId))!;
    await t.server.db.update(customers).set({ lastInboundAt: new Date(Date.now() - 25 * 60 * 60 * 1000), customFields: { customField1: 'A-1001' } })
      .where(eq(customers.objectId, row.objectId));
    const templates = (await list(admin, number.objectId)).body.results;
    const shipped = templates.find((template) => template.name === 'order_shipped')!;
    const pending = await create(admin, { name: 'not_yet', body: 'Later' });

    expect((await sendTemplate(ann.waId, { waTemplateId: pending.body.objectId, placeholders: [] })).body.error).toMatch(/^template\.data\.waTemplateId/);
    expect((await sendTemplate(ann.waId, { waTemplateId: shipped.objectId, placeholders: [{ type: 'custom', value: 'x' }] })).body.error).toMatch(/^template\.data\.placeholders: .*2 placeholders, 1 given/);
    const empty = await sendTemplate(ann.waId, { waTemplateId: shipped.objectId, placeholders: [{ type: 'customer', value: 'email' }, { type: 'custom', value: 'x' }] });
    expect(empty.body.error).toBe("template.data.placeholders: {{1}} is the customer's email, which is empty");
    expect((await sendTemplate(ann.waId, { waTemplateId: shipped.objectId, placeholders: [{ type: 'customer', value: 'nope' }] })).body.error).toMatch(/template\/data\/placeholders/);

    const answer = await sendTemplate(ann.waId, { waTemplateId: shipped.objectId, placeholders: [{ type: 'customer', value: 'displayName' }, { type: 'customer', value: 'customField1' }] });
    expect(answer.status).toBe(200);
    const message = answer.body.result;
    expect(message).toMatchObject({ contentType: 'template', messageTag: 'WHATSAPP_TEMPLATE', data: { templateType: 'whatsapp', name: 'order_shipped', content: 'Hi Ann Lee, order A-1001 shipped.', parameters: ['Ann Lee', 'A-1001'] } });
    expect(await settled(t, admin, ann.waId, message.objectId)).toEqual({ state: 'sent' });
    const deliveries = wa.deliveries.filter((delivery) => delivery.body.type === 'template');
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]!.body).toMatchObject({
      to: ann.waId, biz_opaque_callback_data: message.objectId,
      template: { name: 'order_shipped', language: { code: 'en_US' }, components: [{ type: 'body', parameters: [{ type: 'text', text: 'Ann Lee' }, { type: 'text', text: 'A-1001' }] }] },
    });
  });

  it('with an image header carries our image by a signed link under PUBLIC_URL', async () => {
    const photo = (await list(admin, number.objectId)).body.results.find((template) => template.name === 'menu_photo')!;
    wa.review(photo.waTemplateId, 'APPROVED');
    await sync(admin, number.objectId);
    const answer = await sendTemplate(ann.waId, { waTemplateId: photo.objectId, placeholders: [{ type: 'custom', value: 'Friday' }] });
    expect(answer.status).toBe(200);
    expect(answer.body.result.data).toMatchObject({ header: { format: 'IMAGE', mediaUrl: photo.header!.mediaUrl }, content: 'Our menu for Friday' });
    expect(await settled(t, admin, ann.waId, answer.body.result.objectId)).toEqual({ state: 'sent' });
    const sent = wa.deliveries.filter((delivery) => delivery.body.biz_opaque_callback_data === answer.body.result.objectId);
    expect(sent).toHaveLength(1);
    const components = (sent[0]!.body.template as { components: { type: string; parameters: { image?: { link: string } }[] }[] }).components;
    expect(components.map((component) => component.type)).toEqual(['header', 'body']);
    const link = components[0]!.parameters[0]!.image!.link;
    expect(link.startsWith(`${PUBLIC_URL}${photo.header!.mediaUrl}?`)).toBe(true);
    const served = await fetch(t.url + link.slice(PUBLIC_URL.length));
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
  });

  it('refuses a WhatsApp template to a customer of another channel', async () => {
    await t.server.db.update(customers).set({ lastInboundAt: new Date() }).where(eq(customers.platformCustomerId, ann.waId));
    const visitor = await t.visitorCustomer(admin);
    const answer = await t.call('/functions/publishTemplate', {
      orgId: admin.orgId, conversation: visitor.customer.conversation.objectId, receiptId: 'wa-to-livechat',
      template: { contentType: 'template', data: { templateType: 'whatsapp', waTemplateId: 'abcdefghij', placeholders: [] } },
    }, admin.token);
    expect({ status: answer.status, error: answer.body.error }).toMatchObject({ status: 400, error: expect.stringMatching(/^template\.data\.templateType/) });
  });
});
