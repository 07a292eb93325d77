import { expect, openVisitor, signUpWithOrganization, test, visitorSays } from './fixtures';

test('an admin disconnects live chat: the message center leaves and visitors are told; connecting brings both back', async ({ page, browser, server }) => {
  const orgId = await signUpWithOrganization(page);
  const modules = page.getByRole('navigation', { name: 'Modules' }).getByRole('link');
  await expect(modules).toHaveText(['Message center', 'Message bot', 'Customer management', 'Broadcast', 'Chat pay', 'Organization settings']);

  await page.goto(`/organization-setting/${orgId}/linked-app`);
  await page.getByRole('button', { name: 'Disconnect live chat' }).click();
  const confirm = page.getByRole('dialog', { name: 'Disconnect live chat?' });
  await expect(confirm).toContainText('Visitors can no longer start a chat');
  await confirm.getByRole('button', { name: 'Disconnect', exact: true }).click();
  await expect(page.getByText('Live chat disconnected.')).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: 'Live chat' })).toContainText('Not connected');

  // Without integrations only organization settings are listed; the message center's pages redirect there.
  await expect(modules).toHaveText(['Organization settings']);
  await page.goto(`/message-center/${orgId}`);
  await page.waitForURL(`**/organization-setting/${orgId}**`);

  const visitor = await openVisitor(browser, server.url, orgId);
  await expect(visitor.getByText('Chat is unavailable at the moment. Please come back later.')).toBeVisible();
  await expect(visitor.getByLabel('Message')).toHaveCount(0);

  await page.goto(`/organization-setting/${orgId}/linked-app`);
  await page.getByRole('button', { name: 'Connect live chat' }).click();
  await expect(page.getByText('Live chat connected.')).toBeVisible();
  await expect(page.getByLabel('Live chat embed code')).toBeVisible();
  await expect(modules).toHaveText(['Message center', 'Message bot', 'Customer management', 'Broadcast', 'Chat pay', 'Organization settings']);

  await visitor.reload();
  await visitorSays(visitor, 'Are you open again?');
  await modules.filter({ hasText: 'Message center' }).click();
  await expect(page.getByRole('list', { name: 'Conversation list' }).getByRole('link').filter({ hasText: 'Are you open again?' })).toBeVisible();
  await visitor.context().close();
});
