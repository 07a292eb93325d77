import { startMetaPlatform, type MetaPlatformStandIn } from '../../server/testing/meta-platform';
import { launchServer } from '../../server/testing/server-process';
import { expect, signUpWithOrganization, test as base } from './fixtures';

// Issue 16: Instagram end to end. The server talks to the Graph API stand-in (META_GRAPH_BASE_URL), where
// the Page is linked to an Instagram professional account; the stand-in plays Meta's side of the app
// webhook: the callback check and signed Instagram entries.
const shop = { account: '17841400000000021', username: 'teahouse.shop', name: 'Tea House Shop' };
const page = { pageId: '104000000000021', name: 'Tea House', accessToken: 'EAAGteaHouseInstagramPageToken01', appSecret: 'abcdef0123456789abcdef0123456789', instagram: shop };
const mia = { igsid: '6100000000000021', account: shop.account, username: 'mia.chen', name: 'Mia Chen' };
const verifyToken = 'tea-house-ig-verify-01';
const DAY_MS = 24 * 60 * 60 * 1000;

const test = base.extend<{ meta: MetaPlatformStandIn }>({
  meta: async ({}, use) => {
    const meta = await startMetaPlatform();
    meta.addPage(page);
    meta.addInstagramUser(mia);
    await use(meta);
    await meta.close();
  },
  server: async ({ meta, serverEnv }, use) => {
    const server = await launchServer({ ...serverEnv, META_GRAPH_BASE_URL: meta.graphUrl });
    await use(server);
    await server.dispose();
  },
});

test('an admin connects an Instagram account; Mia\'s DM, story mention and shared reel arrive live; past 24 hours a reply needs Human agent; each reply reaches Instagram once', async ({ page: browser, meta, server }) => {
  const orgId = await signUpWithOrganization(browser);
  await browser.goto(`/organization-setting/${orgId}/linked-app`);
  await browser.getByRole('button', { name: 'Connect Instagram' }).click();
  await browser.getByRole('dialog', { name: 'Connect Instagram' }).getByRole('button', { name: 'Continue' }).click();
  const dialog = browser.getByRole('dialog', { name: 'Connect Instagram' });
  await dialog.getByLabel('Instagram account ID').fill(shop.account);
  await dialog.getByLabel('Page ID').fill(page.pageId);
  await dialog.getByLabel('App secret').fill(page.appSecret);
  await dialog.getByLabel('Page access token').fill(page.accessToken);
  await dialog.getByLabel('Verify token').fill(verifyToken);
  await dialog.getByRole('button', { name: 'Connect' }).click();
  await expect(browser.getByText(shop.username, { exact: true })).toBeVisible();
  await expect(browser.getByText(`Instagram account ID ${shop.account} · Page ID ${page.pageId}`)).toBeVisible();
  const callbackUrl = await browser.getByLabel('Callback URL').inputValue();
  expect(callbackUrl).toBe(`${server.url}/webhooks/meta`);
  // The App dashboard (Webhooks › Instagram) checks the callback URL with the verify token the admin chose.
  expect(await meta.handshake(callbackUrl, verifyToken, 'challenge-ig')).toEqual({ status: 200, text: 'challenge-ig' });
  expect(await meta.handshake(callbackUrl, 'not-the-verify-token', 'challenge-no')).toMatchObject({ status: 403 });

  // Mia wrote more than a day ago (Meta delivers late after an outage): it arrives live under her profile name.
  await browser.goto(`/message-center/${orgId}`);
  const late = meta.messageEvent(shop.account, mia.igsid, { text: 'Is the jasmine tea back in stock?' });
  expect(await meta.deliverInstagram(callbackUrl, [{ account: shop.account, messaging: [{ ...late, timestamp: Date.now() - DAY_MS - 3_600_000 }] }])).toBe(200);
  const row = browser.getByRole('list', { name: 'Conversation list' }).getByRole('link').filter({ hasText: 'Mia Chen' });
  await expect(row).toContainText('Is the jasmine tea back in stock?');
  await row.click();
  const log = browser.getByRole('log', { name: 'Messages' });
  await expect(log).toContainText('Is the jasmine tea back in stock?');

  // The window is closed: a plain reply waits, the notice says why, Human agent lets it go once.
  const notice = browser.getByRole('status').filter({ hasText: 'last wrote more than 24 hours ago' });
  await expect(notice).toContainText('Mia Chen last wrote more than 24 hours ago: Instagram now takes only a message with a tag');
  const textbox = browser.getByRole('textbox', { name: 'Message' });
  const send = browser.getByRole('button', { name: 'Send', exact: true });
  await textbox.fill('Sorry for the wait: it is back since Monday.');
  await expect(send).toBeDisabled();
  await browser.getByLabel('Message tag').selectOption({ label: 'Human agent' });
  await expect(notice).toHaveCount(0);
  await send.click();
  const sent = (text: string) => meta.deliveries.filter((delivery) => JSON.stringify(delivery.message).includes(text));
  await expect.poll(() => sent('it is back since Monday').map((delivery) => [delivery.instagramAccount, delivery.to, delivery.messagingType, delivery.tag]))
    .toEqual([[shop.account, mia.igsid, 'MESSAGE_TAG', 'HUMAN_AGENT']]);

  // She mentions the shop in her story now, then shares a reel: each shows readably, and her window is open again.
  const story = 'https://lookaside.fbsbx.com/ig_messaging_cdn/?asset_id=1790000000000021';
  expect(await meta.deliverInstagram(callbackUrl, [{ account: shop.account, messaging: [
    meta.messageEvent(shop.account, mia.igsid, { attachments: [{ type: 'story_mention', payload: { url: story } }] }),
  ] }])).toBe(200);
  await expect(log.getByText('Mentioned you in their story')).toBeVisible();
  await expect(log.getByRole('link', { name: 'View story' })).toHaveAttribute('href', story);
  const reel = 'https://www.instagram.com/reel/C0teaHarvest21/';
  expect(await meta.deliverInstagram(callbackUrl, [{ account: shop.account, messaging: [
    meta.messageEvent(shop.account, mia.igsid, { attachments: [{ type: 'ig_reel', payload: { url: reel, title: 'Jasmine harvest in Fujian' } }] }),
  ] }])).toBe(200);
  await expect(log.getByText('Shared a post')).toBeVisible();
  await expect(log.getByRole('link', { name: 'Jasmine harvest in Fujian' })).toHaveAttribute('href', reel);

  // A plain reply goes once as a response; "Sending to Instagram…" goes away once Instagram has it.
  await browser.getByLabel('Message tag').selectOption({ label: 'No tag' });
  await expect(notice).toHaveCount(0);
  await textbox.fill('Thank you for the mention, Mia!');
  await expect(send).toBeEnabled();
  await send.click();
  await expect(log).toContainText('Thank you for the mention, Mia!');
  await expect.poll(() => sent('Thank you for the mention').map((delivery) => [delivery.to, delivery.messagingType, delivery.tag ?? null]))
    .toEqual([[mia.igsid, 'RESPONSE', null]]);
  await expect(log.getByText('Sending to Instagram…')).toHaveCount(0);
  expect(sent('it is back since Monday')).toHaveLength(1);
  expect(sent('Thank you for the mention')).toHaveLength(1);
});
