import { expect, mailedLink, signUpWithOrganization, skipOnboarding, test } from './fixtures';

test('a member joining notifies the admin; a pinned announcement reaches a member live, sanitized', async ({ page, browser, server }) => {
  const orgId = await signUpWithOrganization(page);
  const inviteeEmail = `joiner${Date.now()}@example.com`;
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  await test.step('an invitee joins: the admin bell shows a badge and the notification', async () => {
    await page.goto(`/organization-setting/${orgId}/member-management`);
    await page.getByRole('button', { name: 'Invite members' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite members' });
    await dialog.getByLabel('E-mail addresses').fill(inviteeEmail);
    await dialog.getByRole('button', { name: 'Send invitations' }).click();
    await expect(dialog).toBeHidden();

    const link = await mailedLink(page, inviteeEmail, '/invite');
    const invitee = await (await browser.newContext({ baseURL: server.url, locale: 'en-US' })).newPage();
    await invitee.goto(link);
    await invitee.getByRole('link', { name: 'Create an account' }).click();
    await invitee.waitForURL('**/signup');
    await invitee.getByLabel('E-mail').fill(inviteeEmail);
    await invitee.getByLabel('Password').fill('another horse battery');
    await invitee.getByLabel('First name').fill('Nora');
    await invitee.getByLabel('Last name').fill('Newcomer');
    await invitee.getByRole('button', { name: 'Sign up' }).click();
    await invitee.waitForURL(`**/message-center/${orgId}`);
    await skipOnboarding(invitee);

    // Live, without reload: the socket's notify event raises the badge.
    const bell = page.getByRole('button', { name: 'Notifications, 1 new' });
    await expect(bell).toBeVisible();
    await bell.click();
    const center = page.getByRole('dialog', { name: 'Notifications' });
    await expect(center.getByRole('list', { name: 'Notification list' })).toContainText('Nora Newcomer joined Tea House.');
    await center.getByRole('button', { name: 'Close notifications' }).click();
    await expect(center).toBeHidden();
    // Opening the center cleared the badge, on the server too.
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

    await test.step('an admin publishes a pinned announcement with a script payload: it reaches the member live, cleaned', async () => {
      await invitee.evaluate(() => { (window as unknown as { pwned?: number }).pwned = 0; });
      await page.getByRole('button', { name: 'Announcements', exact: true }).click();
      const panel = page.getByRole('dialog', { name: 'Announcements' });
      // "New announcement" stays on one line in the panel's header (a line is 20 px; two were 54 px high).
      const newAnnouncement = panel.getByRole('button', { name: 'New announcement' });
      expect((await newAnnouncement.boundingBox())!.height).toBeLessThan(40);
      await newAnnouncement.click();
      const editor = page.getByRole('dialog', { name: 'New announcement' });
      await editor.getByLabel('Name').fill('Holiday hours');
      await editor.getByLabel('Content', { exact: true }).fill(
        '<p>Closed on <b>Monday</b></p><script>window.pwned = 1</script><img src="x" onerror="window.pwned = 2">',
      );
      // The preview shows it as members will, cleaned.
      await expect(editor.getByRole('region', { name: 'Preview' }).locator('b')).toHaveText('Monday');
      await expect(editor.getByRole('region', { name: 'Preview' }).locator('script, img[onerror]')).toHaveCount(0);
      await editor.getByLabel('Pin to the top').check();
      await editor.getByRole('button', { name: 'Publish' }).click();
      await expect(editor).toBeHidden();
      await expect(panel.getByRole('listitem', { name: 'Holiday hours' })).toContainText('Pinned');

      // The member's megaphone lights up without a reload.
      const megaphone = invitee.getByRole('button', { name: 'Announcements, 1 new' });
      await expect(megaphone).toBeVisible();
      await megaphone.click();
      const memberPanel = invitee.getByRole('dialog', { name: 'Announcements' });
      const item = memberPanel.getByRole('listitem', { name: 'Holiday hours' });
      await expect(item).toContainText('Closed on Monday');
      await expect(item).toContainText('New');
      await expect(memberPanel.getByRole('button', { name: 'New announcement' })).toHaveCount(0);
      const html = await item.innerHTML();
      expect(html).not.toMatch(/<script|onerror/);
      expect(await invitee.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBe(0);

      // Closing marks it seen: the badge goes, and stays gone after a reload.
      await memberPanel.getByRole('button', { name: 'Close announcements' }).click();
      await expect(invitee.getByRole('button', { name: 'Announcements', exact: true })).toBeVisible();
      await invitee.reload();
      await expect(invitee.getByRole('button', { name: 'Announcements', exact: true })).toBeVisible();
    });
    await invitee.context().close();
  });
});
