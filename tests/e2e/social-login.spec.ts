// Social login end to end: the console's "Continue with Google" against a stand-in OpenID Connect
// provider (server/testing/oidc-issuer.ts) that the server is configured with (OIDC_ISSUER).
import { startStandInIssuer, type StandInIssuer } from '../../server/testing/oidc-issuer';
import { expect, skipOnboarding, test as base } from './fixtures';
import { launchServer } from '../../server/testing/server-process';

const test = base.extend<{ issuer: StandInIssuer }>({
  issuer: async ({}, use) => {
    const issuer = await startStandInIssuer();
    await use(issuer);
    await issuer.close();
  },
  server: async ({ issuer }, use) => {
    const server = await launchServer({ OIDC_ISSUER: issuer.issuer, OIDC_CLIENT_ID: issuer.clientId });
    await use(server);
    await server.dispose();
  },
});

test('a new account signs up through the provider and logs in again into its organization', async ({ page, issuer }) => {
  issuer.signInAs({ sub: 'e2e-mei', email: 'mei@example.com', email_verified: true, given_name: 'Mei', family_name: 'Lin' });

  // The sign-up page offers the button too.
  await page.goto('/signup');
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();

  // A new user: straight from the provider to creating an organization (the address is verified).
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.waitForURL('**/add-organization**');
  expect(page.url()).not.toContain('id_token');
  await page.getByLabel('Organization name').fill('Mei Tea');
  await page.getByLabel('Industry').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Create organization' }).click();
  await page.waitForURL(/\/message-center\/[A-Za-z0-9]{10}/);
  const orgId = /\/message-center\/([A-Za-z0-9]{10})/.exec(page.url())![1]!;
  await skipOnboarding(page);

  // The names came from the provider; logging out and in again finds the same account.
  await page.getByRole('button', { name: 'Account: Mei' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.waitForURL('**/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.waitForURL(`**/message-center/${orgId}**`);
});

test('refusals are shown with a way back to login', async ({ page, issuer }) => {
  // An account made with a password whose address is not verified yet: the provider cannot take it over.
  const signUp = await page.request.post('/users', {
    data: { _ApplicationId: 'parley', username: 'mei@example.com', email: 'mei@example.com', password: 'correct horse battery' },
  });
  expect(signUp.status()).toBe(201);
  issuer.signInAs({ sub: 'e2e-claimant', email: 'mei@example.com', email_verified: true });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('alert')).toHaveText('An account with this e-mail address already exists. Log in with your password instead.');
  expect(await page.evaluate(() => localStorage.getItem('parley.user'))).toBeNull();
  await page.getByRole('link', { name: 'Back to login' }).click();
  await page.waitForURL('**/login');

  // The user declines at the provider.
  issuer.denyNext();
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('alert')).toHaveText('You did not allow Parley to sign you in with Google.');
  await page.getByRole('link', { name: 'Back to login' }).click();
  await page.waitForURL('**/login');

  // An answer this window never asked for (a forged or replayed state) is refused.
  await page.goto('/login/callback#id_token=forged.token.value&state=forged');
  await expect(page.getByRole('alert')).toHaveText('This sign-in does not match one started in this window. Start again from the login page.');
  expect(await page.evaluate(() => localStorage.getItem('parley.user'))).toBeNull();
});
