import type { Browser, Page } from '@playwright/test';
import { expect, mailedLink, openVisitor, signUpWithOrganization, test, visitorSays } from './fixtures';

const envelope = { _ApplicationId: 'parley' };

/** A second agent of the organization, joined through the API (invite.spec.ts does it on screen), logged in in a browser of their own. */
async function colleague(browser: Browser, serverUrl: string, admin: Page, orgId: string): Promise<Page> {
  const email = `rita${Date.now()}@example.com`;
  const { sessionToken: adminToken } = JSON.parse((await admin.evaluate(() => localStorage.getItem('parley.user')))!) as { sessionToken: string };
  expect((await admin.request.post('/functions/invite', { data: { ...envelope, _SessionToken: adminToken, orgId, emails: [email] } })).status()).toBe(200);
  const code = new URL(await mailedLink(admin, email, '/invite')).searchParams.get('code');
  const context = await browser.newContext({ baseURL: serverUrl, locale: 'en-US' });
  const signUp = await context.request.post('/users', {
    data: { ...envelope, username: email, email, password: 'another horse battery', firstName: 'Rita', lastName: 'Reply' },
  });
  const { sessionToken } = await signUp.json() as { sessionToken: string };
  expect((await context.request.post('/functions/invite', { data: { ...envelope, _SessionToken: sessionToken, invite_code: code } })).status()).toBe(200);
  const page = await context.newPage();
  const skip = page.getByRole('dialog', { name: 'Welcome to Parley' }).getByRole('button', { name: 'Skip' });
  await page.addLocatorHandler(skip, () => skip.click());
  await page.goto('/login');
  await page.getByLabel('Username or e-mail').fill(email);
  await page.getByLabel('Password').fill('another horse battery');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`**/message-center/${orgId}`);
  return page;
}

async function openConversation(page: Page, text: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Conversations' }).getByRole('link').filter({ hasText: text }).click();
  await expect(page.getByRole('log', { name: 'Messages' })).toContainText(text);
}

test('two agents in one conversation see each other viewing and typing, and the second to reply is warned', async ({ page, browser, server }) => {
  test.slow();
  const orgId = await signUpWithOrganization(page);
  const visitor = await openVisitor(browser, server.url, orgId);
  await visitorSays(visitor, 'Do you open on Sundays?');
  const rita = await colleague(browser, server.url, page, orgId);
  await openConversation(page, 'Do you open on Sundays?');
  await openConversation(rita, 'Do you open on Sundays?');

  const adaSees = page.getByRole('list', { name: 'Also here' });
  const ritaSees = rita.getByRole('list', { name: 'Also here' });
  await expect(adaSees.getByRole('listitem')).toHaveText(['RRita ReplyRita Reply is viewing']);
  await expect(ritaSees.getByRole('listitem')).toHaveText(['AAda AgentAda Agent is viewing']);

  // Rita types: Ada sees it in the header and above her composer.
  await rita.getByRole('textbox', { name: 'Message' }).pressSequentially('Yes, from ten');
  await expect(adaSees.getByText('Rita Reply is typing…')).toBeAttached();
  await expect(page.getByRole('status').filter({ hasText: 'Rita Reply is typing a reply…' })).toBeVisible();

  // Rita sends; Ada, answering right after, is asked first. Cancel keeps her text.
  await rita.keyboard.press('Enter');
  await expect(page.getByRole('log', { name: 'Messages' })).toContainText('Yes, from ten');
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill('We open at ten on Sundays.');
  await box.press('Enter');
  const warning = page.getByRole('dialog', { name: /^Rita replied \d+ seconds? ago\. Send anyway\?$/ });
  await expect(warning.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expect(warning).toContainText('Yes, from ten');
  await page.keyboard.press('Enter');
  await expect(warning).toHaveCount(0);
  await expect(box).toHaveValue('We open at ten on Sundays.');
  await box.press('Enter');
  await warning.getByRole('button', { name: 'Send anyway' }).click();
  await expect(visitor.getByRole('log')).toContainText('We open at ten on Sundays.');

  // Rita closes her browser: Ada no longer sees her.
  await rita.context().close();
  await expect(adaSees).toBeHidden({ timeout: 10_000 });
});
