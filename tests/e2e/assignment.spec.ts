import type { Browser, Page } from '@playwright/test';
import type { Customer } from '../../common/contracts/customers';
import { expect, openVisitor, signUpWithOrganization, test, visitorSays } from './fixtures';

/** The agent's stored session (the console keeps it in localStorage). */
async function storedUser(page: Page): Promise<string> {
  const user = await page.evaluate(() => localStorage.getItem('parley.user'));
  if (!user) throw new Error('the agent is not signed in');
  return user;
}

/** The customers of an inbox category as the server itself answers them (inboxesV3), with the agent's session. */
async function serverCategory(page: Page, serverUrl: string, orgId: string, inbox: string): Promise<string[]> {
  const { sessionToken } = JSON.parse(await storedUser(page)) as { sessionToken: string };
  const response = await page.request.post(`${serverUrl}/functions/inboxesV3`, {
    data: { _ApplicationId: 'parley', _JavaScriptKey: 'parley-js-key', _SessionToken: sessionToken, orgId, where: { inbox } },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { result: { customers: Customer[] } };
  return body.result.customers.map((customer) => customer.conversation.lastMessage?.text ?? '');
}

/** The same agent in another browser (its own IndexedDB and socket), on the message center. */
async function sameAgentElsewhere(browser: Browser, serverUrl: string, page: Page, orgId: string): Promise<Page> {
  const user = await storedUser(page);
  const context = await browser.newContext({ baseURL: serverUrl, locale: 'en-US' });
  await context.addInitScript((stored) => { localStorage.setItem('parley.user', stored); }, user);
  const other = await context.newPage();
  await other.goto(`/message-center/${orgId}`);
  return other;
}

function inboxOf(page: Page) {
  const list = page.getByRole('navigation', { name: 'Conversations' });
  return {
    tab: (name: string) => list.getByRole('tab', { name, exact: true }),
    rows: list.getByRole('list', { name: 'Conversation list' }).getByRole('link'),
    empty: list.getByText('No conversations here.'),
    actionsMenu: list.getByRole('button', { name: /^Actions for / }),
    list,
  };
}

test('assigning a conversation moves it between categories, live in another browser, and offline too', async ({ page, browser, server }) => {
  const orgId = await signUpWithOrganization(page);
  const visitor = await openVisitor(browser, server.url, orgId);
  await visitorSays(visitor, 'Can I book a table for four?');

  // A new conversation waits in Unassigned; Mine is empty.
  const agent = inboxOf(page);
  await agent.tab('Unassigned').click();
  await expect(agent.rows).toHaveCount(1);
  await expect(agent.rows).toContainText('Can I book a table for four?');
  await agent.tab('Mine').click();
  await expect(agent.empty).toBeVisible();

  const elsewhere = await sameAgentElsewhere(browser, server.url, page, orgId);
  const other = inboxOf(elsewhere);
  await other.tab('Mine').click();
  await expect(other.empty).toBeVisible();

  // Assign to me from the row's menu: it leaves Unassigned and shows under Mine, here and in the other browser.
  await agent.tab('Unassigned').click();
  await agent.actionsMenu.click();
  await page.getByRole('menuitem', { name: 'Assign to me' }).click();
  await expect(agent.empty).toBeVisible();
  await agent.tab('Mine').click();
  await expect(agent.rows).toContainText('Can I book a table for four?');
  await expect(other.rows).toContainText('Can I book a table for four?');
  await expect.poll(() => serverCategory(page, server.url, orgId, 'self')).toEqual(['Can I book a table for four?']);
  expect(await serverCategory(page, server.url, orgId, 'unassigned')).toEqual([]);

  // The server is gone: Move to done still moves it at once, and the change waits, visibly.
  await server.stop();
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
  await agent.actionsMenu.click();
  await page.getByRole('menuitem', { name: 'Move to done' }).click();
  await expect(agent.empty).toBeVisible();
  await agent.tab('Done').click();
  await expect(agent.rows).toContainText('Can I book a table for four?');
  await expect(agent.list.getByText('Move waiting to sync')).toBeVisible();
  await expect(page.getByText('1 change waiting to sync')).toBeVisible();

  // The server is back: the move is sent, the server holds it, and the other browser follows.
  await server.start();
  await expect(page.getByText('1 change waiting to sync')).toHaveCount(0, { timeout: 45_000 });
  await expect(agent.list.getByText('Move waiting to sync')).toHaveCount(0);
  await expect.poll(() => serverCategory(page, server.url, orgId, 'done')).toEqual(['Can I book a table for four?']);
  await expect(other.empty).toBeVisible({ timeout: 45_000 });
  await other.tab('Done').click();
  await expect(other.rows).toContainText('Can I book a table for four?');

  // Bulk: select it and move it back to Unassigned.
  await agent.list.getByRole('checkbox', { name: /^Select / }).check();
  await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Back to unassigned' }).click();
  await expect(agent.empty).toBeVisible();
  await agent.tab('Unassigned').click();
  await expect(agent.rows).toContainText('Can I book a table for four?');
  await expect.poll(() => serverCategory(page, server.url, orgId, 'unassigned')).toEqual(['Can I book a table for four?']);

  await elsewhere.context().close();
  await visitor.context().close();
});
