// WhatsApp message templates on the server, against the Cloud API stand-in: listed, synced, created and
// deleted per number, Meta's reviews by webhook, and an approved template sent filled in outside the
// 24-hour window — all within the caller's organization.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Integration } from '../../../../common/contracts/integrations';
import type { WhatsAppTemplate } from '../../../../common/contracts/whatsapp-templates';
import { customers } from '../../../db/schema';
import { joinedMember } from '../../../members/test-helpers';
import { eventually } from '../../../testing/eventually';
import { connected, nextEvent, startTestServer, type Agent, type TestServer } from '../../../testing/harness';
import { startWhatsAppPlatform, type WhatsAppPlatformStandIn } from '../../../testing/whatsapp-platform';
import { connectNumber, customerRow, customerWrites, otherShop, publish, settled, shop } from '../test-helpers';

const ann = { waId: '15550003333', name: 'Ann Lee' };
const ROUTE = '/integration/whatsapp-templates';

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
const sendTemplate = (waId: string, data: Record<string, unknown>, agent = admin) =>
  publish(t, agent, waId, { contentType: 'template', data: { templateType: 'whatsapp', ...data } }, { fbMessengerTag: 'WHATSAPP_TEMPLATE' });

beforeAll(async () => {
  wa = await startWhatsAppPlatform();
  wa.addBusiness(shop);
  wa.addBusiness(otherShop);
  wa.addUser(ann.waId);
  t = await startTestServer({ channels: { meta: { graphBaseUrl: wa.graphUrl, callTimeoutMs: 1_000 } } });
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
