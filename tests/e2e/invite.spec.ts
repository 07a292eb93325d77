import { expect, mailedLink, signUpWithOrganization, skipOnboarding, test } from './fixtures';

test('an admin invites by e-mail; the invitee signs up through the mailed link and joins the organization', async ({ page, browser, server }) => {
  const orgId = await signUpWithOrganization(page);
  const inviteeEmail = `invitee${Date.now()}@example.com`;

  // The organization-setting module, from the sidebar.
  await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Organization settings' }).click();
  await page.waitForURL(`**/organization-setting/${orgId}/member-management`);
  const members = page.getByRole('table');
  await expect(members.getByRole('row')).toHaveCount(2);

  // Invite: a bad address is refused in the dialog, a good one is mailed.
  await page.getByRole('button', { name: 'Invite members' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite members' });
  await dialog.getByLabel('E-mail addresses').fill('not-an-address');
  await dialog.getByRole('button', { name: 'Send invitations' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Not an e-mail address: not-an-address');
  await dialog.getByLabel('E-mail addresses').fill(inviteeEmail);
  await dialog.getByRole('button', { name: 'Send invitations' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Invitation sent to ${inviteeEmail}.`)).toBeVisible();

  // The invitee opens the mailed link in a browser of their own, signs up and lands in the organization.
  const link = await mailedLink(page, inviteeEmail, '/invite');
  const invitee = await (await browser.newContext({ baseURL: server.url, locale: 'en-US' })).newPage();
  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { name: 'Join Tea House' })).toBeVisible();
  await invitee.getByRole('link', { name: 'Create an account' }).click();
  await invitee.waitForURL('**/signup');
  await invitee.getByLabel('E-mail').fill(inviteeEmail);
  await invitee.getByLabel('Password').fill('another horse battery');
  await invitee.getByLabel('First name').fill('Ivan');
  await invitee.getByLabel('Last name').fill('Invitee');
  await invitee.getByRole('button', { name: 'Sign up' }).click();
  // The invited address needs no separate verification: the mailed link proved it.
  await invitee.waitForURL(`**/message-center/${orgId}`);
  await skipOnboarding(invitee);
  await expect(invitee.getByRole('button', { name: 'Organization: Tea House' })).toBeVisible();

  // The used link now fails, naming the organization.
  await invitee.goto(link);
  await invitee.waitForURL('**/invite-fail**');
  await expect(invitee.getByText('This invitation to join Tea House has expired or was already used.')).toContainText('Tea House');

  // The admin sees the new member, changes their authority and removes them after confirming.
  await page.reload();
  const row = members.getByRole('row').filter({ hasText: inviteeEmail });
  await expect(row).toContainText('Ivan Invitee');
  await row.getByRole('button', { name: 'Authority of Ivan Invitee' }).click();
  await page.getByRole('option', { name: 'Private only' }).click();
  await expect(page.getByText('Ivan Invitee is now Private only.')).toBeVisible();
  await page.reload();
  await expect(row.getByRole('button', { name: 'Authority of Ivan Invitee' })).toHaveText('Private only');

  await row.getByRole('button', { name: 'Remove Ivan Invitee' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove member' });
  await expect(confirm).toContainText('Remove Ivan Invitee from the organization?');
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('Ivan Invitee was removed from the organization.')).toBeVisible();
  await expect(members.getByRole('row')).toHaveCount(2);
  await invitee.context().close();
});

test('an admin renames the organization in basic info', async ({ page }) => {
  const orgId = await signUpWithOrganization(page);
  await page.goto(`/organization-setting/${orgId}/basic-info`);
  const name = page.getByLabel('Organization name');
  await expect(name).toHaveValue('Tea House');
  await name.fill('Tea House Taipei');
  await page.getByLabel('Language').selectOption('zh-TW');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Organization details saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Organization: Tea House Taipei' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Organization name')).toHaveValue('Tea House Taipei');
  await expect(page.getByLabel('Language')).toHaveValue('zh-TW');
});
