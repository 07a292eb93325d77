import { expect, test } from './fixtures';

// The catalog is loaded in parts (docs/console.md "Loading"): a page without a session loads only the
// public part, and every page still shows all its texts translated.
test('signed out in Japanese: /login loads only the public part of the catalog, and the help page shows in Japanese', async ({ browser, server }) => {
  const context = await browser.newContext({ baseURL: server.url, locale: 'ja-JP', serviceWorkers: 'block' });
  const page = await context.newPage();
  const catalogs: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/messages-[\w-]+\.js$/.test(request.url())) catalogs.push(request.url());
  });
  await page.goto('/login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'ログイン', exact: true })).toBeVisible();
  expect(catalogs).toHaveLength(1);

  // Open signed out too: its texts are the console's, loaded by its route.
  await page.goto('/help');
  await expect(page.getByRole('heading', { name: 'はじめに' })).toBeVisible();
  await context.close();
});
