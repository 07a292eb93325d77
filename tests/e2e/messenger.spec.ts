import { startMetaPlatform, type MetaPlatformStandIn } from '../../server/testing/meta-platform';
import { launchServer } from '../../server/testing/server-process';
import { expect, signUpWithOrganization, test as base } from './fixtures';

// Issue 16: Messenger end to end. The server talks to a Graph API stand-in (META_GRAPH_BASE_URL); the
// stand-in plays Meta's side of the app webhook: the callback check and signed deliveries.
const page = { pageId: '104000000000001', name: 'Tea House', accessToken: 'EAAGteaHouseTokenForThePage0001', appSecret: 'fedcba9876543210fedcba9876543210' };
const ann = { psid: '7000000000000001', firstName: 'Ann', lastName: 'Lee' };
const verifyToken = 'tea-house-verify-0001';
const DAY_MS = 24 * 60 * 60 * 1000;

const test = base.extend<{ meta: MetaPlatformStandIn }>({
  meta: async ({}, use) => {
    const meta = await startMetaPlatform();
    meta.addPage(page);
    meta.addUser(ann);
    await use(meta);
    await meta.close();
  },
  server: async ({ meta, serverEnv }, use) => {
    const server = await launchServer({ ...serverEnv, META_GRAPH_BASE_URL: meta.graphUrl });
    await use(server);
    await server.dispose();
  },
});

test('an admin connects a Facebook Page; Ann\'s message arrives live; past 24 hours a reply needs a tag; each reply reaches Messenger once', async ({ page: browser, meta, server }) => {
  const orgId = await signUpWithOrganization(browser);
  await browser.goto(`/organization-setting/${orgId}/linked-app`);
  await browser.getByRole('button', { name: 'Connect Messenger' }).click();
  await browser.getByRole('dialog', { name: 'Connect Messenger' }).getByRole('button', { name: 'Continue' }).click();
  const dialog = browser.getByRole('dialog', { name: 'Connect Messenger' });
  await dialog.getByLabel('Page ID').fill(page.pageId);
  await dialog.getByLabel('App secret').fill(page.appSecret);
  await dialog.getByLabel('Page access token').fill(page.accessToken);
  await dialog.getByLabel('Verify token').fill(verifyToken);
  await dialog.getByRole('button', { name: 'Connect' }).click();
  await expect(browser.getByText('Tea House', { exact: true })).toBeVisible();
  const callbackUrl = await browser.getByLabel('Callback URL').inputValue();
  expect(callbackUrl).toBe(`${server.url}/webhooks/meta`);
  // The App dashboard checks the callback URL with the verify token the admin chose.
  expect(await meta.handshake(callbackUrl, verifyToken, 'challenge-1')).toEqual({ status: 200, text: 'challenge-1' });

  // Ann wrote more than a day ago (Meta delivers late after an outage): the window is closed.
  await browser.goto(`/message-center/${orgId}`);
  const late = meta.messageEvent(page.pageId, ann.psid, { text: 'Do you still have the gift box?' });
  expect(await meta.deliver(callbackUrl, [{ pageId: page.pageId, messaging: [{ ...late, timestamp: Date.now() - DAY_MS - 3_600_000 }] }])).toBe(200);
  const row = browser.getByRole('list', { name: 'Conversation list' }).getByRole('link').filter({ hasText: 'Ann Lee' });
  await expect(row).toContainText('Do you still have the gift box?');
  await row.click();
  const log = browser.getByRole('log', { name: 'Messages' });
  await expect(log).toContainText('Do you still have the gift box?');

  const notice = browser.getByRole('status').filter({ hasText: 'last wrote more than 24 hours ago' });
  await expect(notice).toContainText('Messenger now takes only a message with a tag');
  const textbox = browser.getByRole('textbox', { name: 'Message' });
  const send = browser.getByRole('button', { name: 'Send', exact: true });
  await textbox.fill('Yes, one left: shall I keep it for you?');
  await expect(send).toBeDisabled();
  await browser.getByLabel('Message tag').selectOption({ label: 'Post-purchase update' });
  await expect(notice).toHaveCount(0);
  await send.click();
  const sent = (text: string) => meta.deliveries.filter((delivery) => JSON.stringify(delivery.message).includes(text));
  await expect.poll(() => sent('shall I keep it for you?').map((delivery) => [delivery.messagingType, delivery.tag])).toEqual([['MESSAGE_TAG', 'POST_PURCHASE_UPDATE']]);

  // She answers: the window is open again, a plain reply goes as a response.
  expect(await meta.deliver(callbackUrl, [{ pageId: page.pageId, messaging: [meta.messageEvent(page.pageId, ann.psid, { text: 'Yes please!' })] }])).toBe(200);
  await expect(log).toContainText('Yes please!');
  await browser.getByLabel('Message tag').selectOption({ label: 'No tag' });
  await expect(notice).toHaveCount(0);
  await textbox.fill('Kept under your name.');
  await send.click();
  await expect.poll(() => sent('Kept under your name.').map((delivery) => [delivery.messagingType, delivery.tag ?? null])).toEqual([['RESPONSE', null]]);
  await expect(log.getByText('Sending to Messenger…')).toHaveCount(0);
  expect(sent('shall I keep it for you?')).toHaveLength(1);
});
