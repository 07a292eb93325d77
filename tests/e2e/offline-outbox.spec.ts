import { expect, openVisitor, signUpWithOrganization, test, visitorSays, waitForServiceWorker } from './fixtures';

test('replies written while the server is unreachable survive a reload and arrive once, in order', async ({ page, browser, server }) => {
  const orgId = await signUpWithOrganization(page);
  await waitForServiceWorker(page);

  const visitor = await openVisitor(browser, server.url, orgId);
  await visitorSays(visitor, 'Can I change my order?');

  await page.getByRole('list', { name: 'Conversation list' }).getByRole('link').filter({ hasText: 'Can I change my order?' }).click();
  const messages = page.getByRole('log', { name: 'Messages' });
  await expect(messages).toContainText('Can I change my order?');
  const conversationUrl = page.url();

  // The network is gone for the page and its service worker: the server itself is down.
  await server.stop();
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();

  const composer = page.getByRole('textbox', { name: 'Message' });
  for (const reply of ['First reply', 'Second reply', 'Third reply']) {
    await composer.fill(reply);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(messages).toContainText(reply);
  }
  await expect(messages.getByText('Pending')).toHaveCount(3);
  await expect(page.getByText('3 pending')).toBeVisible();

  // Reload while still offline: the shell comes from the precache, the conversation from IndexedDB.
  await page.reload();
  await expect(page).toHaveURL(conversationUrl);
  await expect(messages).toContainText('Can I change my order?');
  await expect(messages.getByText('Pending')).toHaveCount(3);
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();

  // The network returns.
  await server.start();
  await expect(messages.getByText('Pending')).toHaveCount(0, { timeout: 45_000 });
  await expect(page.getByText('3 pending')).toHaveCount(0);

  const visitorLog = visitor.getByRole('log');
  await expect(visitorLog).toContainText('Third reply', { timeout: 30_000 });
  const transcript = (await visitorLog.innerText()).split('\n');
  const replies = transcript.filter((line) => /^(First|Second|Third) reply$/.test(line.trim())).map((line) => line.trim());
  expect(replies).toEqual(['First reply', 'Second reply', 'Third reply']);

  // Exactly once on the server too, after the visitor reloads its history.
  await visitor.reload();
  await expect(visitorLog).toContainText('Third reply');
  const afterReload = (await visitorLog.innerText()).split('\n').map((line) => line.trim());
  expect(afterReload.filter((line) => /^(First|Second|Third) reply$/.test(line))).toEqual(['First reply', 'Second reply', 'Third reply']);
  await visitor.context().close();
});
