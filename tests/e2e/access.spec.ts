import { expect, mailedLink, signUpWithOrganization, skipOnboarding, test } from './fixtures';

test('a general member sees the menu of their role and is sent from an admin-only page to their default page', async ({ page, browser, server }) => {
  const orgId = await signUpWithOrganization(page);
  const memberEmail = `member${Date.now()}@example.com`;

  // The admin invites a member (who joins with the general authority).
  await page.goto(`/organization-setting/${orgId}/member-management`);
  await page.getByRole('button', { name: 'Invite members' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite members' });
  await dialog.getByLabel('E-mail addresses').fill(memberEmail);
  await dialog.getByRole('button', { name: 'Send invitations' }).click();
  await expect(page.getByText(`Invitation sent to ${memberEmail}.`)).toBeVisible();

  const link = await mailedLink(page, memberEmail, '/invite');
  const member = await (await browser.newContext({ baseURL: server.url, locale: 'en-US' })).newPage();
  await member.goto(link);
  await member.getByRole('link', { name: 'Create an account' }).click();
  await member.waitForURL('**/signup');
  await member.getByLabel('E-mail').fill(memberEmail);
  await member.getByLabel('Password').fill('another horse battery');
  await member.getByLabel('First name').fill('Gina');
  await member.getByLabel('Last name').fill('General');
  await member.getByRole('button', { name: 'Sign up' }).click();
  // A non-admin's default page is the message center (01 §6).
  await member.waitForURL(`**/message-center/${orgId}`);
  await skipOnboarding(member);

  // The menu of a general member: the built modules their role and the plan open, in 01 §2 order.
  const modules = member.getByRole('navigation', { name: 'Modules' }).getByRole('link');
  await expect(modules).toHaveText(['Message center', 'Chat pay', 'Organization settings']);
  // The plan-feature setting came from the server and is kept for offline use.
  await expect.poll(() => member.evaluate((id) => JSON.parse(localStorage.getItem(`parley.vpcSetting.${id}`) ?? 'null')?.planName, orgId)).toBe('business');

  // Admin-only modules (01 §6) send a general member to their default page.
  for (const adminOnly of [`/broadcast/${orgId}`, `/customer-management/${orgId}/all-customers`, `/marketing-automation/${orgId}`]) {
    await member.goto(adminOnly);
    await member.waitForURL(`**/message-center/${orgId}`);
    await expect(member.getByRole('navigation', { name: 'Conversations' })).toBeVisible();
  }

  // Organization settings are open to them, read-only: the admin-only actions are not offered,
  // and the server refuses them (403) if asked directly.
  await modules.filter({ hasText: 'Organization settings' }).click();
  await member.waitForURL(`**/organization-setting/${orgId}/member-management`);
  await expect(member.getByRole('table').getByRole('row')).toHaveCount(3);
  await expect(member.getByRole('button', { name: 'Invite members' })).toHaveCount(0);
  const refused = await member.evaluate(async (id) => {
    const user = JSON.parse(localStorage.getItem('parley.user')!);
    const response = await fetch('/functions/invite', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ _ApplicationId: 'parley', _SessionToken: user.sessionToken, orgId: id, emails: ['x@example.com'] }),
    });
    return { status: response.status, body: await response.json() };
  }, orgId);
  expect(refused).toEqual({ status: 403, body: { code: 119, error: 'Permission denied' } });

  // The admin has every built module (overview, the admin's default page, is not built yet).
  await page.goto('/');
  await page.waitForURL(`**/message-center/${orgId}`);
  await expect(page.getByRole('navigation', { name: 'Modules' }).getByRole('link')).toHaveText(['Message center', 'Message bot', 'Customer management', 'Broadcast', 'Chat pay', 'Organization settings']);
  await member.context().close();
});
