// Account settings › Active sessions: one browser logs the other out, which lands on /login at once.
import type { Page } from '@playwright/test';
import { expect, signUpWithOrganization, test } from './fixtures';

const PASSWORD = 'correct horse battery';

/** The sync worker's socket is connected (its connection row in IndexedDB, written by the worker). */
function socketOnline(page: Page): Promise<boolean> {
  return page.evaluate(() => new Promise<boolean>((resolve) => {
    const open = indexedDB.open('parley');
    open.addEventListener('error', () => resolve(false));
    open.addEventListener('success', () => {
      const db = open.result;
      const done = (online: boolean) => { db.close(); resolve(online); };
      if (!db.objectStoreNames.contains('meta')) return done(false);
      const get = db.transaction('meta').objectStore('meta').get('connection');
      get.addEventListener('success', () => done((get.result as { value?: { online?: boolean } } | undefined)?.value?.online === true));
      get.addEventListener('error', () => done(false));
    });
  }));
}

test('logs out another session from Account settings; its console goes to /login at once', async ({ page, browser, server }) => {
  await signUpWithOrganization(page);
  const email = await page.evaluate(() => (JSON.parse(localStorage.getItem('parley.user') ?? '{}') as { email?: string }).email);
  expect(email).toBeTruthy();

  // The same account in a second browser, in its message center with the socket up.
  const other = await (await browser.newContext({ baseURL: server.url, locale: 'en-US' })).newPage();
  await other.goto('/login');
  await other.getByLabel('Username or e-mail').fill(email!);
  await other.getByLabel('Password').fill(PASSWORD);
  await other.getByRole('button', { name: 'Log in' }).click();
  await other.waitForURL(/\/message-center\/[A-Za-z0-9]{10}/);
  await expect.poll(() => socketOnline(other), { message: 'the second console is connected' }).toBe(true);

  await page.goto('/account-setting');
  const sessions = page.getByRole('list', { name: 'Active sessions' }).getByRole('listitem');
  await expect(sessions).toHaveCount(2);
  await expect(sessions.filter({ hasText: 'This device' })).toHaveCount(1);
  const otherRow = sessions.filter({ hasNotText: 'This device' });
  // The row's button names the session it ends: "Log out Chrome 1xx on Linux, 127.0.0.1".
  const logOut = otherRow.getByRole('button', { name: /^Log out .+, .+/ });
  await expect(logOut).toHaveAccessibleName(/^Log out .+ on Linux, /);
  await logOut.click();

  await expect(page.getByText(/ is logged out\.$/)).toBeVisible();
  await expect(other).toHaveURL(/\/login$/, { timeout: 5000 });
  await expect(sessions).toHaveCount(1);
  await expect(sessions.first()).toContainText('This device');
  await expect(page.getByRole('button', { name: 'Log out all other sessions' })).toHaveCount(0);
});
