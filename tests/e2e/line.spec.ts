import { lineSignature, startLinePlatform, type LinePlatformStandIn } from '../../server/testing/line-platform';
import { startCutProxy, type CutProxy } from './cut-proxy';
import { expect, signUpWithOrganization, test as base } from './fixtures';
import { launchServer } from '../../server/testing/server-process';

// Issue 15: LINE end to end. The server talks to a LINE stand-in (LINE_API_BASE_URL); the agent's
// browser reaches the server through a link the test can cut, so one reply is written offline.
const channel = {
  channelId: '1657000001',
  channelSecret: '0123456789abcdef0123456789abcdef',
  accessToken: 'line-access-token-of-the-channel-0001',
  bot: { userId: 'Ubot0001', basicId: '@teahouse', displayName: 'Tea House LINE' },
};
const ann = { userId: 'U1111aaaa', displayName: 'Ann Lee', pictureUrl: 'https://profile.line-scdn.net/ann.png' };
/** A 1×1 PNG: Ann's profile picture on LINE's CDN, and the photo she sends. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
/** Whether an image has been loaded and decoded. */
const loaded = (image: HTMLImageElement) => image.complete && image.naturalWidth > 0;

const test = base.extend<{ line: LinePlatformStandIn; link: CutProxy }>({
  line: async ({}, use) => {
    const line = await startLinePlatform();
    line.addChannel(channel);
    line.addUser(ann);
    await use(line);
    await line.close();
  },
  link: async ({}, use) => {
    const link = await startCutProxy();
    await use(link);
    await link.close();
  },
  server: async ({ link, line, serverEnv }, use) => {
    const server = await launchServer({ ...serverEnv, PUBLIC_URL: link.url, LINE_API_BASE_URL: line.apiUrl, LINE_DATA_API_BASE_URL: line.dataUrl });
    link.target = server.url;
    await use(server);
    await server.dispose();
  },
  baseURL: async ({ link, server }, use) => {
    if (server.pid === undefined) throw new Error('the server is not running');
    await use(link.url);
  },
});

test("an admin connects LINE; a LINE user's text and photo arrive live; each reply reaches LINE once and in order, also one written offline; an unfollow moves her to Unfollowed", async ({ page, line, link, server }) => {
  // The browser loads a LINE user's picture from LINE's CDN, which this machine cannot reach.
  await page.route('https://profile.line-scdn.net/**', (route) => route.fulfill({ contentType: 'image/png', body: PNG }));
  const orgId = await signUpWithOrganization(page);
  await page.goto(`/organization-setting/${orgId}/linked-app`);
  await page.getByRole('button', { name: 'Connect LINE' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect LINE' });
  await dialog.getByLabel('Channel ID').fill(channel.channelId);
  await dialog.getByLabel('Channel secret').fill(channel.channelSecret);
  await dialog.getByLabel('Channel access token').fill(channel.accessToken);
  await dialog.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText('Tea House LINE', { exact: true })).toBeVisible();
  // PUBLIC_URL is http: the admin pastes the URL into the LINE console (here: the stand-in is told it).
  const webhookUrl = await page.getByLabel('Webhook URL').inputValue();
  expect(webhookUrl).toMatch(new RegExp(`^${link.url}/webhooks/line/[A-Za-z0-9]{10}$`));
  line.addChannel({ ...channel, webhookEndpoint: webhookUrl.replace(link.url, server.url) });

  await page.goto(`/message-center/${orgId}`);
  expect(await line.deliver(channel.channelId, [line.textEvent(ann.userId, 'Is the matcha in stock?')])).toBe(200);
  // A forged webhook is refused and shows nothing.
  expect(await line.deliver(channel.channelId, [line.textEvent(ann.userId, 'Forged')], { signature: lineSignature('f'.repeat(32), '{}') })).toBe(401);
  const inbox = page.getByRole('navigation', { name: 'Conversations' });
  const row = inbox.getByRole('link').filter({ hasText: 'Ann Lee' });
  await expect(row).toContainText('Is the matcha in stock?');
  await expect(row.locator('img')).toHaveAttribute('src', ann.pictureUrl);
  await expect.poll(() => row.locator('img').evaluate(loaded)).toBe(true);
  await row.click();
  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log).toContainText('Is the matcha in stock?');

  // A photo: fetched from LINE's data API into our storage, shown from there.
  line.addContent('700001', { type: 'image/png', body: PNG });
  const photo = line.textEvent(ann.userId, '');
  expect(await line.deliver(channel.channelId, [{ ...photo, message: { id: '700001', type: 'image', quoteToken: 'q', contentProvider: { type: 'line' } } }])).toBe(200);
  const image = log.getByRole('img', { name: 'Image' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate(loaded)).toBe(true);

  const sent = (text: string) => line.deliveries.filter((delivery) => JSON.stringify(delivery.messages).includes(text));
  await page.getByRole('textbox', { name: 'Message' }).fill('Yes, we have 20 tins.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect.poll(() => sent('Yes, we have 20 tins.').map((delivery) => delivery.via)).toEqual(['reply']);

  link.cut();
  await page.getByRole('textbox', { name: 'Message' }).fill('They ship tomorrow.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(log.getByText('Pending')).toBeVisible();
  link.restore();
  await expect.poll(() => sent('They ship tomorrow.').length, { timeout: 30_000 }).toBe(1);
  await expect(log.getByText('Sending to LINE…')).toHaveCount(0);
  await expect(log.getByText('Pending')).toHaveCount(0);
  expect(sent('Yes, we have 20 tins.')).toHaveLength(1);
  expect(sent('They ship tomorrow.')).toHaveLength(1);
  expect(sent('Forged')).toHaveLength(0);
  await expect(log).not.toContainText('Forged');
  const replies = line.deliveries.map((delivery) => JSON.stringify(delivery.messages));
  expect(replies.findIndex((text) => text.includes('Yes, we have 20 tins.'))).toBeLessThan(replies.findIndex((text) => text.includes('They ship tomorrow.')));

  // She blocks the account: out of All, into Unfollowed, and the conversation says so.
  const unfollow = { type: 'unfollow' as const, mode: 'active' as const, timestamp: Date.now(), source: { type: 'user' as const, userId: ann.userId }, webhookEventId: 'unfollow-ann-1' };
  expect(await line.deliver(channel.channelId, [unfollow])).toBe(200);
  await expect(log.getByRole('note')).toContainText('Ann Lee blocked the account');
  await inbox.getByRole('tab', { name: 'All', exact: true }).click();
  await expect(row).toHaveCount(0);
  await inbox.getByRole('tab', { name: 'Unfollowed', exact: true }).click();
  await expect(row).toBeVisible();
});
