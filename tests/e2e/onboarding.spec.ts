import type { Page } from '@playwright/test';
import { expect, mailedLink, signUpWithOrganization, test } from './fixtures';

const PASSWORD = 'correct horse battery';
// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

const storedEmail = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('parley.user') ?? '{}') as { email?: string }).email ?? '');

/** The signed-in user as the server has it (/users/me with the stored session). */
const serverUser = (page: Page) => page.evaluate(async () => {
  const { sessionToken } = JSON.parse(localStorage.getItem('parley.user') ?? '{}') as { sessionToken?: string };
  const response = await fetch('/users/me', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ _ApplicationId: 'parley', _SessionToken: sessionToken }),
  });
  return (await response.json()) as { firstName: string; language: string; toturialDisabled?: boolean; picture?: string };
});

async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Username or e-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('a new account meets the onboarding carousel once; Finish goes on to the linked apps', async ({ page }) => {
  const orgId = await signUpWithOrganization(page, { onboarding: 'keep', via: 'console' });

  // (The dialog's own box is empty, its panel is fixed: visibility is checked on what it shows.)
  const carousel = page.getByRole('dialog', { name: 'Welcome to Parley' });
  await expect(carousel.getByRole('heading', { name: 'One shared inbox' })).toBeVisible();
  await expect(carousel).toContainText('Step 1 of 3');
  // Slides move with the 1000 ms transition of 01 §9.
  await expect(carousel.getByTestId('onboarding-track')).toHaveCSS('transition-duration', '1s');

  // By keyboard: the focus starts on Next; Skip is a Shift+Tab away; Enter moves on.
  const skip = carousel.getByRole('button', { name: 'Skip' });
  const next = carousel.getByRole('button', { name: 'Next' });
  await expect(next).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(skip).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(carousel.getByRole('heading', { name: 'Work offline, lose nothing' })).toBeVisible();
  await expect(carousel).toContainText('Step 2 of 3');
  await page.keyboard.press('Enter');
  await expect(carousel.getByRole('heading', { name: 'Connect your channels' })).toBeVisible();
  // The last slide finishes; the button kept the focus.
  const finish = carousel.getByRole('button', { name: 'Finish' });
  await expect(finish).toBeFocused();
  await expect(skip).toHaveCount(0);

  const finishedAt = Date.now();
  await page.keyboard.press('Enter');
  await expect(carousel).toHaveCount(0);
  await page.waitForURL(`**/organization-setting/${orgId}/linked-app`);
  // 01 §9: the redirect comes 1 s after finishing.
  expect(Date.now() - finishedAt).toBeGreaterThanOrEqual(900);
  await expect.poll(async () => (await serverUser(page)).toturialDisabled).toBe(true);

  // After a reload it does not come back.
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Modules' })).toBeVisible();
  await expect(carousel).toHaveCount(0);

  // Nor in a fresh browser after logging in again.
  const email = await storedEmail(page);
  const other = await page.context().browser()!.newContext({ baseURL: new URL(page.url()).origin, locale: 'en-US' });
  const second = await other.newPage();
  await logIn(second, email);
  await second.waitForURL(/\/(message-center|overview)\/[A-Za-z0-9]{10}/);
  // The login brought the flag from the server: it is what keeps the carousel away.
  expect(await second.evaluate(() => (JSON.parse(localStorage.getItem('parley.user') ?? '{}') as { toturialDisabled?: boolean }).toturialDisabled)).toBe(true);
  await expect(second.getByRole('navigation', { name: 'Modules' })).toBeVisible();
  await expect(second.getByRole('dialog', { name: 'Welcome to Parley' })).toHaveCount(0);
  await other.close();
});

test('Skip closes the carousel for good, and stays in the console', async ({ page }) => {
  const orgId = await signUpWithOrganization(page, { onboarding: 'keep', via: 'console' });
  const carousel = page.getByRole('dialog', { name: 'Welcome to Parley' });
  await carousel.getByRole('button', { name: 'Skip' }).click();
  await expect(carousel).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/message-center/${orgId}`));
  await expect.poll(async () => (await serverUser(page)).toturialDisabled).toBe(true);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Modules' })).toBeVisible();
  await expect(carousel).toHaveCount(0);
});

test('the profile (names, language, picture) shows in the shell, and its language applies at login', async ({ page, browser, server }) => {
  await signUpWithOrganization(page);
  const email = await storedEmail(page);

  await page.getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('menuitem', { name: 'Account settings' }).click();
  await page.waitForURL('**/account-setting');
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile.getByLabel('First name')).toHaveValue('Ada');
  await profile.getByLabel('First name').fill('Grace');
  await profile.getByLabel('Last name').fill('Hopper');
  await profile.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(profile.getByRole('img', { name: 'New picture' })).toBeVisible();
  await profile.getByLabel('Language').selectOption('ja-JP');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  // Saved in Japanese: the console switched at once.
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
  await expect(page.getByRole('heading', { name: 'アカウント設定' })).toBeVisible();
  const saved = await serverUser(page);
  expect(saved).toMatchObject({ firstName: 'Grace', language: 'ja-JP', picture: expect.stringMatching(/^\/user\/picture\/[A-Za-z0-9]{10}$/) });

  // The shell shows the new first name and picture.
  await page.goto('/');
  const account = page.getByRole('button', { name: /Grace/ });
  await expect(account).toBeVisible();
  await expect(account.locator('img')).toHaveAttribute('src', saved.picture!);
  await expect.poll(() => account.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);

  // A fresh browser in English: after the login the console is in the account's language.
  const fresh = await (await browser.newContext({ baseURL: server.url, locale: 'en-US' })).newPage();
  await logIn(fresh, email);
  await fresh.waitForURL(/\/message-center\/[A-Za-z0-9]{10}/);
  await expect(fresh.locator('html')).toHaveAttribute('lang', 'ja-JP');
  await expect(fresh.getByRole('link', { name: 'メッセージセンター' })).toBeVisible();

  // Switching the language there keeps it in the profile: the next login starts in English.
  await fresh.getByRole('button', { name: /Grace/ }).click();
  await fresh.getByRole('menuitem', { name: 'English' }).click();
  await expect(fresh.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect.poll(async () => (await serverUser(fresh)).language).toBe('en-US');
  await fresh.context().close();
});

test('changing the e-mail asks to verify the new address', async ({ page }) => {
  await signUpWithOrganization(page);
  await page.goto('/account-setting');
  const section = page.getByRole('region', { name: 'E-mail' });
  await section.getByRole('button', { name: 'Change e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change e-mail' });
  const submit = dialog.getByRole('button', { name: 'Change e-mail' });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('New e-mail').fill('not an address');
  await expect(submit).toBeDisabled();
  const newEmail = `Moved${Date.now()}@Example.com`;
  await dialog.getByLabel('New e-mail').fill(newEmail);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(dialog).toHaveCount(0);
  const lowered = newEmail.toLowerCase();
  await expect(section).toContainText(lowered);
  await expect(section).toContainText('(not verified yet)');

  // The console asks for the new address to be verified; its mailed link opens it again.
  await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Message center' }).click();
  await page.waitForURL('**/signup-verify');
  await page.goto(await mailedLink(page, lowered, '/signup-verify'));
  await page.waitForURL(/\/message-center\/[A-Za-z0-9]{10}/);
});
