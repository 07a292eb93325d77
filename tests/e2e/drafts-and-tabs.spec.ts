import { expect, openVisitor, signUpWithOrganization, test, visitorSays } from './fixtures';

test('a half-typed draft survives a reload, and two tabs share the conversation and one socket', async ({ page, browser, server, context }) => {
  const orgId = await signUpWithOrganization(page);
  const visitor = await openVisitor(browser, server.url, orgId);
  await visitorSays(visitor, 'Do you ship to Osaka?');

  await page.getByRole('list', { name: 'Conversation list' }).getByRole('link').filter({ hasText: 'Do you ship to Osaka?' }).click();
  const composer = page.getByRole('textbox', { name: 'Message' });
  await composer.pressSequentially('We ship to all of Jap');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('We ship to all of Jap');

  const secondTab = await context.newPage();
  await secondTab.goto(page.url());
  await expect(secondTab.getByRole('log', { name: 'Messages' })).toContainText('Do you ship to Osaka?');
  await expect(secondTab.getByRole('textbox', { name: 'Message' })).toHaveValue('We ship to all of Jap');

  // A reply sent from the first tab shows in the second without a reload.
  await page.getByRole('textbox', { name: 'Message' }).fill('Yes, two days to Osaka.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(secondTab.getByRole('log', { name: 'Messages' })).toContainText('Yes, two days to Osaka.');
  await expect(visitor.getByRole('log')).toContainText('Yes, two days to Osaka.');

  // Both tabs talk to the server through one socket (the shared sync worker).
  const health = await (await fetch(`${server.url}/health`)).json() as { agentSockets: number };
  expect(health.agentSockets).toBe(1);
  await visitor.context().close();
});
