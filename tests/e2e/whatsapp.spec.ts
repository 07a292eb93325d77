import { launchServer } from '../../server/testing/server-process';
import { startWhatsAppPlatform, type WhatsAppBusiness, type WhatsAppPlatformStandIn } from '../../server/testing/whatsapp-platform';
import { expect, signUpWithOrganization, test as base } from './fixtures';

// Issue 16: WhatsApp end to end. The server talks to the WhatsApp Cloud API stand-in (META_GRAPH_BASE_URL),
// which holds the Business Account, its number and templates, records each message sent to a user, and
// plays Meta's side of the app webhook: signed `whatsapp_business_account` entries.
const shop: WhatsAppBusiness = {
  wabaId: '310000000000061', accessToken: 'EAAWhatsAppTeaHouseSystemUser061', appSecret: '0123456789abcdef0123456789abcd61',
  numbers: [{ phoneNumberId: '110000000000061', displayPhoneNumber: '+1 555-0161', verifiedName: 'Tea House' }],
};
const number = shop.numbers[0]!;
const ann = { waId: '15550001061', name: 'Ann Lee' };
const verifyToken = 'tea-house-wa-verify-61';
const DAY_MS = 24 * 60 * 60 * 1000;

const test = base.extend<{ wa: WhatsAppPlatformStandIn }>({
  wa: async ({}, use) => {
    const wa = await startWhatsAppPlatform();
    wa.addBusiness(shop);
    wa.addUser(ann.waId);
    await use(wa);
    await wa.close();
  },
  server: async ({ wa, serverEnv }, use) => {
    const server = await launchServer({ ...serverEnv, META_GRAPH_BASE_URL: wa.graphUrl });
    await use(server);
    await server.dispose();
  },
});

/** The App dashboard's callback check, as Meta does it: a GET with hub.mode, hub.verify_token and hub.challenge. */
async function handshake(callbackUrl: string, token: string, challenge: string) {
  const url = new URL(callbackUrl);
  url.search = new URLSearchParams({ 'hub.mode': 'subscribe', 'hub.verify_token': token, 'hub.challenge': challenge }).toString();
  const response = await fetch(url);
  return { status: response.status, text: await response.text() };
}

test('an admin connects a WhatsApp number and syncs its templates; Ann\'s late message arrives live; past 24 hours only an approved template goes, filled in, once; her answer reopens the window', async ({ page: browser, wa, server }) => {
  const orgId = await signUpWithOrganization(browser);

  // Linked apps › WhatsApp: the connect tips, then the dialog.
  await browser.goto(`/organization-setting/${orgId}/linked-app`);
  await browser.getByRole('button', { name: 'Connect WhatsApp' }).click();
  await browser.getByRole('dialog', { name: 'Connect WhatsApp' }).getByRole('button', { name: 'Continue' }).click();
  const dialog = browser.getByRole('dialog', { name: 'Connect WhatsApp' });
  await dialog.getByLabel('Phone number ID').fill(number.phoneNumberId);
  await dialog.getByLabel('WhatsApp Business Account ID').fill(shop.wabaId);
  await dialog.getByLabel('App secret').fill(shop.appSecret);
  await dialog.getByLabel('Access token').fill(shop.accessToken);
  await dialog.getByLabel('Verify token').fill(verifyToken);
  await dialog.getByRole('button', { name: 'Connect' }).click();
  await expect(dialog).toHaveCount(0);
  const numberName = `${number.verifiedName} ${number.displayPhoneNumber}`;
  await expect(browser.getByText(numberName, { exact: true })).toBeVisible();
  await expect(browser.getByText(`Phone number ID ${number.phoneNumberId} · WhatsApp Business Account ID ${shop.wabaId}`)).toBeVisible();
  expect(wa.subscriptions.has(shop.wabaId)).toBe(true);
  const callbackUrl = await browser.getByLabel('Callback URL').inputValue();
  expect(callbackUrl).toBe(`${server.url}/webhooks/meta`);
  // WhatsApp › Configuration checks the callback URL with the verify token the admin chose.
  expect(await handshake(callbackUrl, verifyToken, 'challenge-wa')).toEqual({ status: 200, text: 'challenge-wa' });
  expect(await handshake(callbackUrl, 'not-the-verify-token', 'challenge-no')).toMatchObject({ status: 403 });

  // Templates made in WhatsApp Manager: one approved, one still in review. The admin syncs them.
  wa.addTemplate({
    wabaId: shop.wabaId, name: 'order_ready', language: 'en_US', category: 'UTILITY', status: 'APPROVED',
    components: [{ type: 'BODY', text: 'Hi {{1}}, your order {{2}} is ready' }],
  });
  wa.addTemplate({ wabaId: shop.wabaId, name: 'spring_sale', language: 'en_US', category: 'MARKETING', status: 'PENDING', components: [{ type: 'BODY', text: 'Spring tea is here!' }] });
  await browser.getByRole('navigation', { name: 'Organization settings' }).getByRole('link', { name: 'WhatsApp templates' }).click();
  await expect(browser.getByRole('heading', { name: 'WhatsApp templates' })).toBeVisible();
  await browser.getByLabel('WhatsApp number').selectOption({ label: numberName });
  await browser.getByRole('button', { name: 'Sync from Meta' }).click();
  const list = browser.getByRole('list', { name: 'Templates' });
  const approved = list.getByRole('listitem').filter({ has: browser.getByRole('heading', { name: 'order_ready' }) });
  const pending = list.getByRole('listitem').filter({ has: browser.getByRole('heading', { name: 'spring_sale' }) });
  await expect(approved).toContainText('Approved');
  await expect(approved).toContainText('Hi {{1}}, your order {{2}} is ready');
  await expect(pending).toContainText('Pending review');

  // Ann wrote more than a day ago (Meta delivers late after an outage): she arrives live under her profile name.
  await browser.goto(`/message-center/${orgId}`);
  const late = String(Math.floor((Date.now() - DAY_MS - 3_600_000) / 1000));
  const change = wa.messageChange(number.phoneNumberId, ann, { type: 'text', text: { body: 'Is my jasmine tea order ready?' }, timestamp: late });
  expect(await wa.deliver(callbackUrl, [{ wabaId: shop.wabaId, changes: [change] }])).toBe(200);
  const row = browser.getByRole('list', { name: 'Conversation list' }).getByRole('link').filter({ hasText: ann.name });
  await expect(row).toContainText('Is my jasmine tea order ready?');
  await row.click();
  const log = browser.getByRole('log', { name: 'Messages' });
  await expect(log).toContainText('Is my jasmine tea order ready?');

  // The window is closed: only a template may go; plain Send stays disabled and keeps the draft.
  const notice = browser.getByRole('status').filter({ hasText: 'last wrote more than 24 hours ago' });
  await expect(notice).toContainText('Ann Lee last wrote more than 24 hours ago: WhatsApp now takes only an approved template');
  const textbox = browser.getByRole('textbox', { name: 'Message' });
  const send = browser.getByRole('button', { name: 'Send', exact: true });
  await textbox.fill('Yes, it is packed.');
  await expect(send).toBeDisabled();

  // Template: only the approved one is offered; {{1}} is her name by default, {{2}} custom text.
  await browser.getByRole('button', { name: 'Template', exact: true }).click();
  const picker = browser.getByRole('dialog', { name: 'Send a WhatsApp template' });
  const templateSelect = picker.getByLabel('Template', { exact: true });
  await expect(templateSelect.getByRole('option', { name: 'order_ready (en_US)' })).toHaveCount(1);
  await expect(templateSelect.getByRole('option', { name: /spring_sale/ })).toHaveCount(0);
  await templateSelect.selectOption({ label: 'order_ready (en_US)' });
  await expect(picker.getByLabel('Customer value for {{1}}')).toHaveValue('originalDisplayName');
  await picker.getByLabel('{{2}} is filled with').selectOption({ label: 'Custom text' });
  await picker.getByLabel('Text for {{2}}').fill('A-1001');
  await expect(picker.getByRole('status', { name: 'Preview' })).toHaveText('Hi Ann Lee, your order A-1001 is ready');
  await picker.getByRole('button', { name: 'Send template' }).click();
  await expect(picker).toHaveCount(0);
  await expect(log).toContainText('Hi Ann Lee, your order A-1001 is ready');
  await expect(textbox).toHaveValue('Yes, it is packed.');

  const ofType = (type: string) => wa.deliveries.filter((delivery) => delivery.body.type === type);
  await expect.poll(() => ofType('template').map((delivery) => [delivery.phoneNumberId, delivery.to, delivery.body.template])).toEqual([[number.phoneNumberId, ann.waId, {
    name: 'order_ready', language: { code: 'en_US' },
    components: [{ type: 'body', parameters: [{ type: 'text', text: 'Ann Lee' }, { type: 'text', text: 'A-1001' }] }],
  }]]);
  await expect(log.getByText('Sending to WhatsApp…')).toHaveCount(0);

  // WhatsApp reports the template delivered, then read.
  const [templateSent] = ofType('template');
  expect(await wa.deliver(callbackUrl, [{ wabaId: shop.wabaId, changes: [wa.statusChange(templateSent!, 'delivered')] }])).toBe(200);
  await expect(log.getByText('Delivered', { exact: true })).toBeVisible();
  expect(await wa.deliver(callbackUrl, [{ wabaId: shop.wabaId, changes: [wa.statusChange(templateSent!, 'read')] }])).toBe(200);
  await expect(log.getByText('Seen', { exact: true })).toBeVisible();
  await expect(log.getByText('Delivered', { exact: true })).toHaveCount(0);

  // She answers: the window is open again, and the kept draft goes once as plain text.
  const answer = wa.messageChange(number.phoneNumberId, ann, { type: 'text', text: { body: 'Great, I will pick it up today.' } });
  expect(await wa.deliver(callbackUrl, [{ wabaId: shop.wabaId, changes: [answer] }])).toBe(200);
  await expect(log).toContainText('Great, I will pick it up today.');
  await expect(notice).toHaveCount(0);
  await expect(send).toBeEnabled();
  await send.click();
  await expect(log).toContainText('Yes, it is packed.');
  await expect.poll(() => ofType('text').map((delivery) => [delivery.to, (delivery.body.text as { body?: string }).body])).toEqual([[ann.waId, 'Yes, it is packed.']]);
  await expect(log.getByText('Sending to WhatsApp…')).toHaveCount(0);
  expect(ofType('template')).toHaveLength(1);
  expect(wa.deliveries).toHaveLength(2);
});
