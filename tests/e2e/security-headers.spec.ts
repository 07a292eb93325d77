// The built console and the live-chat page work in Chromium under their Content-Security-Policy
// (docs/security.md): no violation is reported while an agent signs up, answers a visitor in
// realtime (the sync worker's socket) and sends an image (the worker's upload, blob: previews); the
// widget embeds in another site unless the organization's whitelist names other sites; nobody
// may frame the console.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, ConsoleMessage, Page } from '@playwright/test';
import { expect, openVisitor, signUpWithOrganization, test, visitorSays, waitForServiceWorker } from './fixtures';
import { gradientPng } from './images';

/**
 * Another site: a page server of its own on loopback (127.0.0.1, another origin than the Parley
 * server's localhost; a public origin could not reach loopback at all under Private Network Access).
 */
let shopServer: Server;
let SHOP: string;
let shopBody = '';
test.beforeAll(async () => {
  shopServer = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><title>Tea shop</title>${shopBody}`);
  });
  await new Promise<void>((resolve) => shopServer.listen(0, '127.0.0.1', resolve));
  SHOP = `http://127.0.0.1:${(shopServer.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => shopServer.close(() => resolve())));

/** Collects what Chromium reports about CSP on a page (violations, refused loads and frames). */
function cspReports(page: Page): string[] {
  const reports: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    const text = message.text();
    if (/Content Security Policy|Refused to/i.test(text)) reports.push(text);
  });
  return reports;
}

/** A page of the other site with the given body, in a browser context of its own. */
async function shopPage(browser: Browser, body: string): Promise<{ page: Page; reports: string[] }> {
  shopBody = body;
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  return { page, reports: cspReports(page) };
}

/** The live-chat page rendered inside the shop's widget frame. */
const widgetFrame = (page: Page) => page.frameLocator('iframe[title="Chat with us"]');
const livechatIn = (page: Page) => widgetFrame(page).locator('#livechat > *').first();

async function setWhitelist(page: Page, id: string, entries: string[]): Promise<void> {
  const status = await page.evaluate(async ({ orgId, whitelist }) => {
    const { sessionToken } = JSON.parse(localStorage.getItem('parley.user') ?? '{}') as { sessionToken?: string };
    const response = await fetch(`/classes/Organization/${orgId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ _ApplicationId: 'parley', _SessionToken: sessionToken, _method: 'PUT', redirectOptions: { whitelist } }),
    });
    return response.status;
  }, { orgId: id, whitelist: entries });
  expect(status).toBe(200);
}

test('the console and the live-chat page run under their CSP without a violation', async ({ page, browser, server }) => {
  const agentReports = cspReports(page);
  const orgId = await signUpWithOrganization(page);
  await waitForServiceWorker(page);

  const visitor = await openVisitor(browser, server.url, orgId);
  const visitorReports = cspReports(visitor);
  await visitorSays(visitor, 'Do you ship green tea abroad?');
  // Realtime through the sync worker's socket (/im/, ws: of this origin).
  await page.getByRole('list', { name: 'Conversation list' }).getByRole('link').filter({ hasText: 'green tea' }).click();
  await page.getByRole('textbox', { name: 'Message' }).fill('We do, to 40 countries.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(visitor.getByRole('log')).toContainText('We do, to 40 countries.');

  // An upload through the worker and the image shown from its signed URL.
  await page.getByRole('button', { name: 'Attach' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload a file' });
  await dialog.getByLabel('File to upload').setInputFiles({ name: 'tins.png', mimeType: 'image/png', buffer: gradientPng(64) });
  await expect(dialog).toBeHidden();
  const image = page.getByRole('log', { name: 'Messages' }).getByRole('img', { name: 'Image', exact: true });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(64);

  await page.reload();
  await expect(page.getByRole('log', { name: 'Messages' })).toContainText('We do, to 40 countries.');
  // A round of other screens (settings, customers, help), each fully drawn.
  for (const route of [`/organization-setting/${orgId}/basic-info`, `/organization-setting/${orgId}/linked-app`, `/customer-management/${orgId}`, '/account-setting', '/help']) {
    await page.goto(route);
    await expect(page.getByRole('heading').first(), route).toBeVisible();
  }
  expect(agentReports).toEqual([]);
  expect(visitorReports).toEqual([]);
  await visitor.context().close();
});

test('other sites may embed the widget unless the whitelist names other sites, and may never frame the console', async ({ page, browser, server }) => {
  const orgId = await signUpWithOrganization(page);
  const embed = `<script src="${server.url}/livechat/widget.js" data-org="${orgId}"></script>`;

  // No URL in the whitelist: any site may embed the chat (the embed script loads across origins too).
  const open = await shopPage(browser, embed);
  await open.page.goto(`${SHOP}/`);
  await open.page.getByRole('button', { name: 'Chat with us' }).click();
  await expect(livechatIn(open.page)).toBeVisible();
  // The visitor chats although Chromium denies storage to the third-party frame (the token is kept in memory).
  await widgetFrame(open.page).getByLabel('Message').fill('Hello from the tea shop');
  await widgetFrame(open.page).getByRole('button', { name: 'Send', exact: true }).click();
  await expect(widgetFrame(open.page).getByRole('log')).toContainText('Hello from the tea shop');
  expect(open.reports).toEqual([]);
  await open.page.context().close();

  // The whitelist names this shop: still embeddable; it names only another site: refused.
  await setWhitelist(page, orgId, [`${SHOP}/thanks`]);
  const listed = await shopPage(browser, embed);
  await listed.page.goto(`${SHOP}/`);
  await listed.page.getByRole('button', { name: 'Chat with us' }).click();
  await expect(livechatIn(listed.page)).toBeVisible();
  expect(listed.reports).toEqual([]);
  await listed.page.context().close();

  await setWhitelist(page, orgId, ['https://elsewhere.example.com/']);
  const refused = await shopPage(browser, embed);
  await refused.page.goto(`${SHOP}/`);
  await refused.page.getByRole('button', { name: 'Chat with us' }).click();
  await expect.poll(() => refused.reports.join('\n')).toContain('frame-ancestors');
  await expect(livechatIn(refused.page)).toHaveCount(0);
  await refused.page.context().close();

  // The console: never in a frame.
  const framed = await shopPage(browser, `<iframe title="Parley" src="${server.url}/login"></iframe>`);
  await framed.page.goto(`${SHOP}/`);
  await expect.poll(() => framed.reports.join('\n')).toContain("frame-ancestors 'none'");
  await expect(framed.page.frameLocator('iframe[title="Parley"]').getByLabel('Password')).toHaveCount(0);
  await framed.page.context().close();
});
