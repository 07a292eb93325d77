import { generate } from 'otplib';
import { expect, signUpWithOrganization, test } from './fixtures';

const PASSWORD = 'correct horse battery';

test('sets up two-step verification and logs in with password and authentication code', async ({ page }) => {
  await signUpWithOrganization(page);
  const email = await page.evaluate(() => (JSON.parse(localStorage.getItem('parley.user') ?? '{}') as { email?: string }).email);
  expect(email).toBeTruthy();

  // Account settings, from the user menu.
  await page.getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('menuitem', { name: 'Account settings' }).click();
  await page.waitForURL('**/account-setting');
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-step verification' }).click();

  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const code = page.getByLabel('Authentication code');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await code.fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Turn on two-step verification' }).click();
  await expect(page.getByText('Two-step verification is on.')).toBeVisible();

  // Log out from the console.
  await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Message center' }).click();
  await page.waitForURL(/\/message-center\//);
  await page.getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.waitForURL('**/login');

  // The password alone asks for the code.
  await page.getByLabel('Username or e-mail').fill(email!);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('parley.user'))).toBeNull();

  // A wrong code is refused with a message; the right one signs in.
  const right = await generate({ secret });
  const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
  await page.getByLabel('Authentication code').fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('That authentication code is not right. Enter the current code from your authenticator app.');
  await page.getByLabel('Authentication code').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(/\/message-center\/[A-Za-z0-9]{10}/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('parley.user') ?? '{}') as { mfa?: boolean; sessionToken?: string });
  expect(stored.mfa).toBe(true);
  expect(stored.sessionToken).toMatch(/^r:/);
});
