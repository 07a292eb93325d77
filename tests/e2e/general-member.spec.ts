import { expect, mailedLink, signUpWithOrganization, skipOnboarding, test } from './fixtures';

test('the shell: sidebar sizes, collapse kept over a reload, help, version, tab titles and the narrow-screen block', async ({ page }) => {
  const orgId = await signUpWithOrganization(page);
  await expect(page).toHaveTitle('Message center · Parley');

  const sidebar = page.locator('aside').first();
  const width = async () => (await sidebar.boundingBox())?.width;
  await expect.poll(width).toBe(256);
  expect((await page.getByRole('banner').boundingBox())?.height).toBe(64);

  // Help opens the help page in a new tab; the version is package.json's.
  const help = page.getByRole('link', { name: 'Help (opens in a new tab)' });
  await expect(help).toHaveAttribute('target', '_blank');
  const [helpPage] = await Promise.all([page.context().waitForEvent('page'), help.click()]);
  await expect(helpPage.getByRole('heading', { name: 'Parley help' })).toBeVisible();
  await expect(helpPage).toHaveTitle('Help · Parley');
  await helpPage.close();
  await expect(sidebar.getByText(/^Version \d+\.\d+\.\d+$/)).toBeVisible();
  // The bottom area: notifications, announcements and the account entry with the first name.
  await expect(sidebar.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(sidebar.getByRole('button', { name: 'Announcements', exact: true })).toBeVisible();
  await expect(sidebar.getByRole('button', { name: 'Account: Ada' })).toContainText('Ada');

  // Collapse from the keyboard; the state survives a reload.
  await page.getByRole('button', { name: 'Collapse sidebar' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(width).toBe(80);
  // Collapsed, the entries keep their names.
  await expect(page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Message center' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(width).toBe(80);
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect.poll(width).toBe(256);

  // The tab title follows the organization-settings tab.
  await page.goto(`/organization-setting/${orgId}/basic-info`);
  await expect(page).toHaveTitle('Basic info · Parley');
  await page.getByRole('link', { name: 'Member management' }).first().click();
  await expect(page).toHaveTitle('Member management · Parley');

  // Under 1024 px wide the console gives way to a block page.
  await page.setViewportSize({ width: 1023, height: 800 });
  await expect(page.getByRole('heading', { name: 'Parley needs a larger screen' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Modules' })).toBeHidden();
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(page.getByRole('heading', { name: 'Parley needs a larger screen' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Modules' })).toBeVisible();
});

test('an invited general member gets the reduced menu; admin-only pages send them to their default page', async ({ page, browser, server }) => {
  const orgId = await signUpWithOrganization(page);
  const memberEmail = `general${Date.now()}@example.com`;

  await page.goto(`/organization-setting/${orgId}/member-management`);
  await page.getByRole('button', { name: 'Invite members' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite members' });
  await dialog.getByLabel('E-mail addresses').fill(memberEmail);
  await dialog.getByRole('button', { name: 'Send invitations' }).click();
  await expect(page.getByText(`Invitation sent to ${memberEmail}.`)).toBeVisible();

  // The member signs up through the link: sign-up waits 5 s, redeems, waits 3 s, saying so meanwhile.
  const member = await (await browser.newContext({ baseURL: server.url, locale: 'en-US' })).newPage();
  await member.goto(await mailedLink(page, memberEmail, '/invite'));
  await member.getByRole('link', { name: 'Create an account' }).click();
  await member.waitForURL('**/signup');
  await expect(member).toHaveTitle('Sign up · Parley');
  await expect(member.getByText('You will join Tea House.')).toBeVisible();
  await member.getByLabel('Password').fill('another horse battery');
  await member.getByLabel('First name').fill('Gina');
  await member.getByRole('button', { name: 'Sign up' }).click();
  await expect(member.getByRole('status')).toHaveText('Preparing your workspace…');
  await expect(member.getByRole('status')).toHaveText('You joined Tea House. Opening it in a moment…', { timeout: 20_000 });
  await member.waitForURL(`**/message-center/${orgId}`, { timeout: 20_000 });
  await skipOnboarding(member);

  // 01 §6: a general member's menu holds overview, message center, chat-pay and organization
  // settings; of those this console has built the message center and organization settings.
  const modules = member.getByRole('navigation', { name: 'Modules' }).getByRole('link');
  await expect(modules).toHaveText(['Message center', 'Chat pay', 'Organization settings']);

  // Modules of admins only, and unknown pages, lead to the member's default page.
  for (const adminOnly of [`/super-link/${orgId}`, `/message-bot/${orgId}`, `/webview-editor/${orgId}/editor`, `/no-such-page/${orgId}`]) {
    await member.goto(adminOnly);
    await member.waitForURL(`**/message-center/${orgId}`);
    await expect(member).toHaveTitle('Message center · Parley');
  }

  // Their sidebar state is their own browser's: collapsing it there leaves the admin's open.
  await member.getByRole('button', { name: 'Collapse sidebar' }).click();
  await member.reload();
  await expect(member.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
  await member.context().close();
});
