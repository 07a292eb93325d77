import { expect, mailedLink, skipOnboarding, test } from './fixtures';

test('sign up, verify the e-mail, forget the password and set a new one from the mailed link', async ({ page }) => {
  const email = `reset${Date.now()}@example.com`;
  const oldPassword = 'correct horse battery';
  const newPassword = 'new staple horse';

  await page.goto('/signup');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(oldPassword);
  await page.getByLabel('First name').fill('Rita');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Company').fill('Rita Retail');
  await page.getByLabel('Industry').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Sign up' }).click();

  // Unverified: the console waits at "check your mail"; other pages lead back there.
  await page.waitForURL('**/signup-verify', { timeout: 30_000 });
  await expect(page.getByText(`We sent a verification link to ${email}`)).toBeVisible();
  await page.goto('/message-center/Abcdefghij');
  await page.waitForURL('**/signup-verify');
  await page.getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByRole('status')).toHaveText('A new link is on its way.');

  // The newest link verifies and continues into the console, in the organization sign-up created.
  await page.goto(await mailedLink(page, email, '/signup-verify'));
  await page.waitForURL('**/message-center/**');
  await expect(page.getByRole('button', { name: 'Organization: Rita Retail' })).toBeVisible();
  // A new account's welcome carousel opens as a modal dialog; a menu opened before it would close.
  await skipOnboarding(page);

  await page.getByRole('button', { name: 'Account: Rita' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.waitForURL('**/login');

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.waitForURL('**/forget');
  await page.getByLabel('E-mail').fill('nobody@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('alert')).toHaveText('No account uses this e-mail address.');
  await page.getByLabel('E-mail').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText(email);

  await page.goto(await mailedLink(page, email, '/resetPassword'));
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm new password').fill('short');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Use at least 8 characters for the password.');
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();

  await page.waitForURL('**/login');
  await expect(page.getByRole('status')).toHaveText('Your password has been changed. Log in with the new one.');

  // The old password is refused, the new one works.
  await page.getByLabel('Username or e-mail').fill(email);
  await page.getByLabel('Password').fill(oldPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The username or password is incorrect.');
  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/message-center/**');

  // The used link does not work a second time.
  const used = await mailedLink(page, email, '/resetPassword');
  await page.goto(used);
  await page.getByLabel('New password', { exact: true }).fill('another horse!');
  await page.getByLabel('Confirm new password').fill('another horse!');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toHaveText('This password reset link is invalid or has expired. Request a new one.');
});
