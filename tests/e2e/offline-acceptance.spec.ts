import type { Browser, Page } from '@playwright/test';
import type { Customer } from '../../common/contracts/customers';
import { startCutProxy, type CutProxy } from './cut-proxy';
import { expect, mailedLink, openVisitor, signUpWithOrganization, skipOnboarding, test as base, visitorSays, waitForServiceWorker } from './fixtures';
import { launchServer } from '../../server/testing/server-process';

// Issue 4, offline-first acceptance 1 and 2. The agent's browser reaches the server through a link the
// test cuts (every connection of its pages, service worker and sync worker drops) while the server itself
// is stopped and started again; a second agent and the visitors reach the server directly, so they can
// change things while the first agent is still offline. The link starts first: mailed links point at it.
const test = base.extend<{ link: CutProxy }>({
  link: async ({}, use) => {
    const link = await startCutProxy();
    await use(link);
    await link.close();
  },
  server: async ({ link, serverEnv }, use) => {
    const server = await launchServer({ ...serverEnv, PUBLIC_URL: link.url });
    link.target = server.url;
    await use(server);
    await server.dispose();
  },
  baseURL: async ({ link, server }, use) => {
    if (server.pid === undefined) throw new Error('the server is not running');
    await use(link.url);
  },
});

async function sessionToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => localStorage.getItem('parley.user'));
  if (!stored) throw new Error('the agent is not signed in');
  return (JSON.parse(stored) as { sessionToken: string }).sessionToken;
}

/** The organization's working list as the server itself answers it (inboxesV3 `all`), by last message. */
async function serverCustomers(page: Page, serverUrl: string, orgId: string, token: string): Promise<Customer[]> {
  const response = await page.request.post(`${serverUrl}/functions/inboxesV3`, {
    data: { _ApplicationId: 'parley', _JavaScriptKey: 'parley-js-key', _SessionToken: token, orgId, where: { inbox: 'all' } },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { result: { customers: Customer[] } }).result.customers;
}

/** A second agent, Bob Second: invited by the first, signed up through the mailed link, straight at the server. */
async function secondAgent(browser: Browser, page: Page, serverUrl: string, orgId: string): Promise<Page> {
  const email = `bob${Date.now()}@example.com`;
  const invite = await page.request.post('/functions/invite', {
    data: { _ApplicationId: 'parley', _SessionToken: await sessionToken(page), orgId, emails: [email] },
  });
  expect(invite.ok()).toBe(true);
  const mailed = new URL(await mailedLink(page, email, '/invite'));
  const bob = await (await browser.newContext({ baseURL: serverUrl, locale: 'en-US' })).newPage();
  await bob.goto(`/invite${mailed.search}`);
  await bob.getByRole('link', { name: 'Create an account' }).click();
  await bob.waitForURL('**/signup');
  await bob.getByLabel('Password').fill('another horse battery');
  await bob.getByLabel('First name').fill('Bob');
  await bob.getByLabel('Last name').fill('Second');
  await bob.getByRole('button', { name: 'Sign up' }).click();
  await bob.waitForURL(`**/message-center/${orgId}`, { timeout: 30_000 });
  await skipOnboarding(bob);
  return bob;
}

test('offline the console reads, writes and shows what waits; on reconnect all reconciles once and another agent\'s move wins, explained', async ({ page, browser, server, link }) => {
  test.setTimeout(240_000);
  const orgId = await signUpWithOrganization(page);
  await waitForServiceWorker(page);
  const bob = await secondAgent(browser, page, server.url, orgId);

  const parcel = await openVisitor(browser, server.url, orgId);
  await visitorSays(parcel, 'Where is my parcel?');
  const gifts = await openVisitor(browser, server.url, orgId);
  await visitorSays(gifts, 'Do you sell gift cards?');

  const inbox = page.getByRole('navigation', { name: 'Conversations' });
  const row = (text: string) => inbox.getByRole('listitem').filter({ hasText: text });
  const tab = (name: string) => inbox.getByRole('tab', { name, exact: true });
  const messages = page.getByRole('log', { name: 'Messages' });
  const panel = page.getByRole('complementary', { name: 'Customer details' });

  // Online: the agent opens both conversations and every category.
  await row('Where is my parcel?').getByRole('link').click();
  await expect(messages).toContainText('Where is my parcel?');
  await row('Do you sell gift cards?').getByRole('link').click();
  await expect(messages).toContainText('Do you sell gift cards?');
  const giftsName = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  const giftsUrl = page.url();
  for (const name of ['Unassigned', 'Mine', 'Done', 'Spam', 'All']) await tab(name).click();
  // A new message in the other conversation: unread, to be read offline.
  await visitorSays(parcel, 'It was order 42');
  await expect(row('It was order 42')).toContainText('1 unread');

  // The outage: the agent's network is gone and the server is down. The installed console reloads from
  // the service worker, the data from IndexedDB.
  link.cut();
  await server.stop();
  await page.reload();
  await expect(page).toHaveURL(giftsUrl);
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
  await expect(messages).toContainText('Do you sell gift cards?');

  // The first page of each category.
  const rows = inbox.getByRole('list', { name: 'Conversation list' }).getByRole('link');
  await tab('Unassigned').click();
  await expect(rows).toHaveCount(2);
  for (const name of ['Mine', 'Done', 'Spam']) {
    await tab(name).click();
    await expect(inbox.getByText('No conversations here.')).toBeVisible();
  }
  await tab('All').click();
  await expect(rows).toHaveCount(2);

  // The name search answers from this device.
  const search = inbox.getByRole('searchbox', { name: 'Search customers by name' });
  await search.fill(giftsName);
  await expect(inbox.getByRole('list', { name: 'Customers found' }).getByRole('link')).toContainText(giftsName);
  await search.fill('');

  // A draft in one conversation, and a move to done that another agent will overtake.
  await page.getByRole('textbox', { name: 'Message' }).fill('We have gift cards from 500');
  await page.getByRole('button', { name: 'Conversation actions' }).click();
  await page.getByRole('menuitem', { name: 'Move to done' }).click();
  await tab('Done').click();
  await expect(row('Do you sell gift cards?')).toContainText('Move waiting to sync');
  await tab('All').click();

  // The other conversation: read before, marked read now; a reply, a tag, a note and a kept message.
  await row('It was order 42').getByRole('link').click();
  await expect(messages).toContainText('Where is my parcel?');
  await expect(messages).toContainText('It was order 42');
  await expect(row('It was order 42')).not.toContainText('unread');
  await page.getByRole('textbox', { name: 'Message' }).fill('Your parcel left today');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(messages.getByText('Pending')).toHaveCount(1);
  const tagInput = panel.getByRole('combobox', { name: 'Add tag' });
  await tagInput.fill('vip');
  await tagInput.press('Enter');
  await expect(panel.getByRole('list', { name: 'Customer tags' })).toContainText('vip');
  await expect(panel.getByRole('list', { name: 'Customer tags' })).toContainText('Waiting to sync');
  await panel.getByRole('button', { name: 'Add note' }).click();
  const noteDialog = page.getByRole('dialog', { name: 'Add note' });
  await noteDialog.getByRole('textbox', { name: 'Note' }).fill('Order 42 is late');
  await noteDialog.getByRole('button', { name: 'Save note' }).click();
  const notes = panel.getByRole('region', { name: 'Notes' });
  await expect(notes.getByRole('listitem').filter({ hasText: 'Order 42 is late' })).toContainText('Waiting to sync');
  await messages.getByRole('article').filter({ hasText: 'Where is my parcel?' }).getByRole('button', { name: 'Keep' }).click();
  const kept = panel.getByRole('list', { name: 'Kept messages' });
  await expect(kept.getByRole('listitem').filter({ hasText: 'Where is my parcel?' })).toContainText('Waiting to sync');
  // Every change waits, visibly: the reply, and mark read, the move, the tag, the note and the keep.
  await expect(page.getByText('1 pending')).toBeVisible();
  await expect(page.getByText('5 changes waiting to sync')).toBeVisible();
  // The draft is still there (the conversation waits in Done).
  await tab('Done').click();
  await row('Do you sell gift cards?').getByRole('link').click();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('We have gift cards from 500');
  await tab('All').click();
  await row('It was order 42').getByRole('link').click();

  // The server is back, for everyone but this agent: Bob takes the gift-card customer and the parcel
  // visitor writes again.
  await server.start();
  const bobRow = bob.getByRole('navigation', { name: 'Conversations' }).getByRole('listitem').filter({ hasText: 'Do you sell gift cards?' });
  await bobRow.getByRole('button', { name: /^Actions for / }).click();
  await bob.getByRole('menuitem', { name: 'Assign to me' }).click();
  const token = await sessionToken(page);
  await expect.poll(async () => (await serverCustomers(page, server.url, orgId, token)).filter((customer) => customer.assignee).length, { timeout: 45_000 }).toBe(1);
  await visitorSays(parcel, 'Are you still there?');
  await expect(messages).not.toContainText('Are you still there?');

  // The agent's network returns: everything reconciles once, the new message appears, Bob's move wins
  // and the console says so.
  link.restore();
  await expect(messages).toContainText('Are you still there?', { timeout: 45_000 });
  await expect(page.getByText(/changes? waiting to sync/)).toHaveCount(0, { timeout: 45_000 });
  await expect(page.getByText('1 pending')).toHaveCount(0);
  const notices = inbox.getByRole('region', { name: 'Changes not applied' });
  await expect(notices.getByRole('alert')).toHaveCount(1);
  await expect(notices).toContainText(`While you were offline, ${giftsName} was assigned to Bob Second. Your change “Move to done” was not applied.`);
  await tab('Done').click();
  await expect(inbox.getByText('No conversations here.')).toBeVisible();
  await tab('All').click();
  await expect(row('Do you sell gift cards?')).not.toContainText('Move waiting to sync');

  // Exactly once: the visitor got one reply; after a reload everything comes from the server once.
  await expect(parcel.getByRole('log')).toContainText('Your parcel left today');
  expect((await parcel.getByRole('log').innerText()).split('\n').filter((line) => line.trim() === 'Your parcel left today')).toHaveLength(1);
  const parcelCustomer = (await serverCustomers(page, server.url, orgId, token)).find((customer) => !customer.assignee);
  expect(parcelCustomer?.tags).toEqual(['vip']);
  // The open conversation is read on the server too, the message that came meanwhile included.
  await expect.poll(async () => (await serverCustomers(page, server.url, orgId, token)).map((customer) => customer.lastRead.badge)).toEqual([0, 0]);
  await page.reload();
  await expect(messages.getByText('Your parcel left today', { exact: true })).toHaveCount(1);
  await expect(notes.getByRole('listitem')).toHaveCount(1);
  await expect(kept.getByRole('listitem')).toHaveCount(1);
  await expect(panel.getByText('Waiting to sync')).toHaveCount(0);

  // The explanation stays until the agent dismisses it, once for every tab.
  await notices.getByRole('button', { name: `Dismiss the notice about ${giftsName}` }).click();
  await expect(notices).toHaveCount(0);
  await page.reload();
  await expect(messages).toContainText('Are you still there?');
  await expect(notices).toHaveCount(0);
  for (const visitor of [parcel, gifts, bob]) await visitor.context().close();
});
