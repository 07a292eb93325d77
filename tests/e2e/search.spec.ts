import { expect, openVisitor, signUpWithOrganization, test, visitorSays, waitForServiceWorker } from './fixtures';

test('name and message search answer from the server online and from IndexedDB with the server down', async ({ page, browser, server }) => {
  const orgId = await signUpWithOrganization(page);
  await waitForServiceWorker(page);

  const first = await openVisitor(browser, server.url, orgId);
  await visitorSays(first, 'Can I change my order 1234?');
  const second = await openVisitor(browser, server.url, orgId);
  await visitorSays(second, 'Is the shop open on Sunday?');

  const inbox = page.getByRole('navigation', { name: 'Conversations' });
  const orderRow = inbox.getByRole('link').filter({ hasText: 'Can I change my order 1234?' });
  const sundayRow = inbox.getByRole('link').filter({ hasText: 'Is the shop open on Sunday?' });
  await expect(orderRow).toBeVisible();
  await expect(sundayRow).toBeVisible();
  const orderName = (await orderRow.innerText()).match(/Visitor \d{4}/)![0];
  const sundayName = (await sundayRow.innerText()).match(/Visitor \d{4}/)![0];

  // Name search: this device at once, then the server's answer.
  const nameSearch = page.getByRole('searchbox', { name: 'Search customers by name' });
  const found = page.getByRole('list', { name: 'Customers found' });
  await nameSearch.fill(orderName.toLowerCase());
  await expect(found.getByRole('link')).toHaveCount(1);
  await expect(found.getByRole('link')).toContainText(orderName);
  await expect(inbox.getByText('Results from the server')).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Inbox categories' })).toBeHidden();
  await nameSearch.fill('nobody by this name');
  await expect(inbox.getByText('No customers match.')).toBeVisible();
  await nameSearch.fill('');
  await expect(page.getByRole('tablist', { name: 'Inbox categories' })).toBeVisible();

  // Message search online: the result opens the conversation at that message.
  await page.getByRole('button', { name: 'Search messages' }).click();
  let dialog = page.getByRole('dialog', { name: 'Search messages' });
  await dialog.getByRole('searchbox', { name: 'Keyword' }).fill('ORDER 1234');
  await dialog.getByRole('button', { name: 'Search', exact: true }).click();
  let results = dialog.getByRole('region', { name: 'Messages found' });
  await expect(results).toContainText('Results from the server.');
  await expect(results.getByRole('button')).toHaveCount(1);
  await results.getByRole('button', { name: /Can I change my order 1234\?/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/conversation\/.+\?message=/);
  const messages = page.getByRole('log', { name: 'Messages' });
  await expect(messages.locator('[aria-current="true"]')).toContainText('Can I change my order 1234?');

  // The server goes down: both searches answer from what this browser has synced.
  await server.stop();
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();

  await page.getByRole('button', { name: 'Search messages' }).click();
  dialog = page.getByRole('dialog', { name: 'Search messages' });
  await dialog.getByRole('searchbox', { name: 'Keyword' }).fill('sunday');
  await dialog.getByRole('button', { name: 'Search', exact: true }).click();
  results = dialog.getByRole('region', { name: 'Messages found' });
  await expect(results).toContainText('Offline: these results cover only the conversations synced to this device.');
  await expect(results.getByRole('button')).toHaveCount(1);
  await results.getByRole('button', { name: /Is the shop open on Sunday\?/ }).click();
  await expect(messages.locator('[aria-current="true"]')).toContainText('Is the shop open on Sunday?');

  await nameSearch.fill(sundayName);
  await expect(found.getByRole('link')).toHaveCount(1);
  await expect(found.getByRole('link')).toContainText(sundayName);
  await expect(inbox.getByText('Results on this device')).toBeVisible();

  await first.context().close();
  await second.context().close();
});

test('an admin switches the name search to exact names in basic info; the message center then finds whole names only', async ({ page, browser, server }) => {
  const orgId = await signUpWithOrganization(page);
  const visitor = await openVisitor(browser, server.url, orgId);
  await visitorSays(visitor, 'Do you ship abroad?');
  const inbox = page.getByRole('navigation', { name: 'Conversations' });
  const row = inbox.getByRole('link').filter({ hasText: 'Do you ship abroad?' });
  const name = (await row.innerText()).match(/Visitor \d{4}/)![0];

  await page.goto(`/organization-setting/${orgId}/basic-info`);
  const searchMode = page.getByRole('group', { name: 'Customer name search' });
  await expect(searchMode.getByRole('radio', { name: /Name contains the words/ })).toBeChecked();
  await searchMode.getByRole('radio', { name: /Exact name only/ }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Organization details saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('group', { name: 'Customer name search' }).getByRole('radio', { name: /Exact name only/ })).toBeChecked();

  await page.goto(`/message-center/${orgId}`);
  const nameSearch = page.getByRole('searchbox', { name: 'Search customers by name' });
  const found = page.getByRole('list', { name: 'Customers found' });
  // Part of the name, or the name in other case: found neither on this device nor by the server.
  for (const keyword of ['visitor', name.toUpperCase()]) {
    const serverAnswer = page.waitForResponse((response) => response.url().endsWith('/functions/findCustomerV3'));
    await nameSearch.fill(keyword);
    await expect(inbox.getByText('No customers match.')).toBeVisible();
    expect((await (await serverAnswer).json()).result.customers).toEqual([]);
  }
  await nameSearch.fill(name);
  await expect(found.getByRole('link')).toHaveCount(1);
  await expect(found.getByRole('link')).toContainText(name);
  await visitor.context().close();
});
