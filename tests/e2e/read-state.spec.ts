import type { Page } from '@playwright/test';
import type { Customer } from '../../common/contracts/customers';
import { expect, openVisitor, signUpWithOrganization, test, visitorSays, waitForServiceWorker } from './fixtures';

/** The badges the server itself holds for the organization (its inboxesV3 answer), with the agent's session. */
async function serverBadges(page: Page, serverUrl: string, orgId: string): Promise<number[]> {
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('parley.user') ?? 'null') as { sessionToken: string } | null);
  if (!user) throw new Error('the agent is not signed in');
  const response = await page.request.post(`${serverUrl}/functions/inboxesV3`, {
    data: { _ApplicationId: 'parley', _JavaScriptKey: 'parley-js-key', _SessionToken: user.sessionToken, orgId },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { result: { customers: Customer[] } };
  return body.result.customers.map((customer) => customer.lastRead.badge);
}

test('opening a conversation marks it read, on the server too; offline the badge clears at once and syncs later', async ({ page, browser, server }) => {
  const orgId = await signUpWithOrganization(page);
  await waitForServiceWorker(page);

  const visitor = await openVisitor(browser, server.url, orgId);
  await visitorSays(visitor, 'Is the shop open today?');

  const row = page.getByRole('list', { name: 'Conversation list' }).getByRole('link');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Is the shop open today?');
  await expect(row).toContainText('1 unread');

  // Opening the conversation clears the badge, and the server learns it.
  await row.click();
  await expect(page.getByRole('log', { name: 'Messages' })).toContainText('Is the shop open today?');
  await expect(row).not.toContainText('unread');
  await expect.poll(() => serverBadges(page, server.url, orgId)).toEqual([0]);

  // It stays read after a reload.
  await page.reload();
  await expect(row).toContainText('Is the shop open today?');
  await expect(row).not.toContainText('unread');

  // Away from the conversation, a new message is unread again.
  await page.goto(`/message-center/${orgId}`);
  await visitorSays(visitor, 'And tomorrow?');
  await expect(row).toContainText('And tomorrow?');
  await expect(row).toContainText('1 unread');
  expect(await serverBadges(page, server.url, orgId)).toEqual([1]);

  // The server is gone: reading clears the badge locally at once, and the change waits, visibly.
  await server.stop();
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
  await row.click();
  await expect(page.getByRole('log', { name: 'Messages' })).toContainText('And tomorrow?');
  await expect(row).not.toContainText('unread');
  await expect(page.getByText('1 change waiting to sync')).toBeVisible();

  // The server is back: the change is sent, the server holds badge 0, and the row stays read.
  await server.start();
  await expect(page.getByText('1 change waiting to sync')).toHaveCount(0, { timeout: 45_000 });
  await expect.poll(() => serverBadges(page, server.url, orgId)).toEqual([0]);
  await expect(row).not.toContainText('unread');
  await visitor.context().close();
});
