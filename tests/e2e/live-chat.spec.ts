import { expect, openVisitor, signUpWithOrganization, test, visitorSays } from './fixtures';

test('a visitor writes on the live-chat widget and the agent answers in realtime', async ({ page, browser, server }) => {
  const orgId = await signUpWithOrganization(page);
  const conversations = page.getByRole('navigation', { name: 'Conversations' });

  const visitor = await openVisitor(browser, server.url, orgId);
  await visitorSays(visitor, 'Hello, is the oolong in stock?');

  // Appears in the agent's inbox without a reload.
  const row = conversations.getByRole('link').filter({ hasText: 'Hello, is the oolong in stock?' });
  await expect(row).toBeVisible();
  await row.click();
  await expect(page.getByRole('log', { name: 'Messages' })).toContainText('Hello, is the oolong in stock?');

  await page.getByRole('textbox', { name: 'Message' }).fill('Yes, we have 20 tins left.');
  await page.getByRole('button', { name: 'Send' }).click();

  await expect(visitor.getByRole('log')).toContainText('Yes, we have 20 tins left.');
  await expect(page.getByRole('log', { name: 'Messages' }).getByText('Pending')).toHaveCount(0);

  // The visitor's identity survives a reload: the history is still theirs.
  await visitor.reload();
  await expect(visitor.getByRole('log')).toContainText('Hello, is the oolong in stock?');
  await expect(visitor.getByRole('log')).toContainText('Yes, we have 20 tins left.');
  await visitor.context().close();
});
