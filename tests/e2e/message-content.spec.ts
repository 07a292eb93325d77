import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, openVisitor, signUpWithOrganization, test, visitorSays, waitForServiceWorker } from './fixtures';

// A web page on this machine stands in for the site a visitor links to; the server may crawl it
// because the test lets the crawler reach 127.0.0.1 (LINK_PREVIEW_ALLOW_HOSTS).
let pages: http.Server;
let pageUrl: string;

test.beforeAll(async () => {
  pages = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><html><head>
      <title>Tea House</title>
      <meta property="og:title" content="Spring tea menu">
      <meta property="og:description" content="Twelve green teas, picked this April.">
      <meta property="og:site_name" content="Tea House">
    </head><body></body></html>`);
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  pageUrl = `http://127.0.0.1:${(pages.address() as AddressInfo).port}/menu`;
});
test.afterAll(async () => {
  pages.closeAllConnections();
  await new Promise((resolve) => pages.close(resolve));
});

test.use({ serverEnv: { NEW_ORGANIZATION_PLAN: 'business', LINK_PREVIEW_ALLOW_HOSTS: '127.0.0.1' } });

test('a link a visitor sends shows a preview card, also offline after a reload; typing shows while it goes on', async ({ page, browser, server }) => {
  const orgId = await signUpWithOrganization(page);
  await waitForServiceWorker(page);

  const visitor = await openVisitor(browser, server.url, orgId);
  await visitorSays(visitor, `Is this still on? ${pageUrl}`);

  await page.getByRole('list', { name: 'Conversation list' }).getByRole('link').filter({ hasText: 'Is this still on?' }).click();
  const messages = page.getByRole('log', { name: 'Messages' });
  await expect(messages.getByRole('link', { name: pageUrl })).toHaveAttribute('href', pageUrl);
  const preview = messages.getByRole('region', { name: 'Link preview' });
  await expect(preview).toContainText('Spring tea menu');
  await expect(preview).toContainText('Twelve green teas, picked this April.');
  await expect(preview).toContainText('Tea House');
  const conversationUrl = page.url();

  // While the visitor types (about 6 s), the agent sees it; 5 s after the last signal it is gone.
  const typingDone = visitor.getByLabel('Message').pressSequentially('One more question on the menu', { delay: 200 });
  const typing = page.getByText(/^Visitor \d+ is typing…$/);
  await expect(typing).toBeVisible();
  await typingDone;
  await expect(typing).toBeHidden({ timeout: 15_000 });

  // The server is gone: after a reload the card comes from IndexedDB.
  await server.stop();
  await page.reload();
  await expect(page).toHaveURL(conversationUrl);
  await expect(messages).toContainText('Is this still on?');
  await expect(preview).toContainText('Spring tea menu');
  await visitor.context().close();
});
