import type { Page } from '@playwright/test';
import { expect, mailedLink, signUpWithOrganization, test } from './fixtures';

/** The onboarding carousel the member meets (onboarding.spec.ts) is skipped whenever it shows. */
async function skipOnboardingWhenShown(page: Page): Promise<void> {
  const skip = page.getByRole('dialog', { name: 'Welcome to Parley' }).getByRole('button', { name: 'Skip' });
  await page.addLocatorHandler(skip, () => skip.click());
}

test('a custom role shapes a member\'s sidebar, and a change to the role reaches it live', async ({ page, browser, server }) => {
  // Two browsers, and sign-up's own waits (01 §9).
  test.slow();
  const orgId = await signUpWithOrganization(page);
  const memberEmail = `role${Date.now()}@example.com`;

  // The admin invites a member.
  await page.goto(`/organization-setting/${orgId}/member-management`);
  await page.getByRole('button', { name: 'Invite members' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite members' });
  await invite.getByLabel('E-mail addresses').fill(memberEmail);
  await invite.getByRole('button', { name: 'Send invitations' }).click();
  await expect(page.getByText(`Invitation sent to ${memberEmail}.`)).toBeVisible();

  // The member's account and joining go through the API (invite.spec.ts covers doing it on screen);
  // then they log in in a browser of their own and land in the organization.
  const code = new URL(await mailedLink(page, memberEmail, '/invite')).searchParams.get('code');
  const memberContext = await browser.newContext({ baseURL: server.url, locale: 'en-US' });
  const envelope = { _ApplicationId: 'parley' };
  const signUp = await memberContext.request.post('/users', {
    data: { ...envelope, username: memberEmail, email: memberEmail, password: 'another horse battery', firstName: 'Rita', lastName: 'Role' },
  });
  const { sessionToken } = await signUp.json() as { sessionToken: string };
  expect((await memberContext.request.post('/functions/invite', { data: { ...envelope, _SessionToken: sessionToken, invite_code: code } })).status()).toBe(200);
  const member = await memberContext.newPage();
  await skipOnboardingWhenShown(member);
  await member.goto('/login');
  await member.getByLabel('Username or e-mail').fill(memberEmail);
  await member.getByLabel('Password').fill('another horse battery');
  await member.getByRole('button', { name: 'Log in' }).click();
  await member.waitForURL(`**/message-center/${orgId}`);
  const modules = member.getByRole('navigation', { name: 'Modules' }).getByRole('link');
  await expect(modules).toHaveText(['Message center', 'Chat pay', 'Organization settings']);
  // Marks this page load: a reload would lose it.
  await member.evaluate(() => { (window as unknown as { sameLoad: boolean }).sameLoad = true; });

  // The admin creates a role that opens only the message center.
  await page.getByRole('link', { name: 'Permission setting' }).click();
  await page.waitForURL(`**/organization-setting/${orgId}/permission-setting`);
  await page.getByRole('button', { name: 'Create role' }).click();
  const create = page.getByRole('dialog', { name: 'Create role' });
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(create.getByRole('alert')).toHaveText('Enter a name for the role.');
  await create.getByLabel('Role name').fill('Inbox only');
  await create.getByRole('checkbox', { name: 'Message center', exact: true }).check();
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Role Inbox only created.')).toBeVisible();
  const roleRow = page.getByRole('table').getByRole('row').filter({ hasText: 'Inbox only' });
  await expect(roleRow).toContainText('Message center');

  // … and gives it to the member in member management.
  await page.getByRole('link', { name: 'Member management' }).click();
  const memberRow = page.getByRole('table').getByRole('row').filter({ hasText: memberEmail });
  // The Authority select stays clear of the Role select, and its open options lie above every neighbour.
  const authority = memberRow.getByRole('button', { name: 'Authority of Rita Role' });
  const [authorityBox, roleBox] = [await authority.boundingBox(), await memberRow.getByLabel('Role of Rita Role').boundingBox()];
  expect(authorityBox!.x + authorityBox!.width).toBeLessThanOrEqual(roleBox!.x);
  await authority.click();
  for (const option of await page.getByRole('listbox').getByRole('option').all()) {
    expect(await option.evaluate((node) => {
      const box = node.getBoundingClientRect();
      return node.contains(document.elementFromPoint(box.x + box.width - 4, box.y + box.height / 2));
    })).toBe(true);
  }
  await page.keyboard.press('Escape');
  await memberRow.getByLabel('Role of Rita Role').selectOption({ label: 'Inbox only' });
  await expect(page.getByText('Rita Role now has the role Inbox only.')).toBeVisible();

  // The member's sidebar follows at once: only the message center.
  await expect(modules).toHaveText(['Message center']);

  // The admin enables basic info of the organization settings for the role.
  await page.getByRole('link', { name: 'Permission setting' }).click();
  await roleRow.getByRole('button', { name: 'Edit Inbox only' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit role' });
  await expect(edit.getByRole('checkbox', { name: 'Message center', exact: true })).toBeChecked();
  await edit.getByRole('checkbox', { name: 'Basic info' }).check();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Role Inbox only saved.')).toBeVisible();

  // The member's sidebar gains organization settings without a reload; there only basic info is open.
  await expect(modules).toHaveText(['Message center', 'Organization settings']);
  expect(await member.evaluate(() => (window as unknown as { sameLoad?: boolean }).sameLoad)).toBe(true);
  await modules.filter({ hasText: 'Organization settings' }).click();
  await member.waitForURL(`**/organization-setting/${orgId}/basic-info`);
  await expect(member.getByRole('navigation', { name: 'Organization settings' }).getByRole('link')).toHaveText(['Basic info']);

  // A role in use cannot be deleted: the dialog says why.
  await roleRow.getByRole('button', { name: 'Delete Inbox only' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete role' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm.getByRole('alert')).toHaveText('Members have this role. Give them another role first.');
  await memberContext.close();
});
