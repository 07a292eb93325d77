import { expect, openVisitor, signUpWithOrganization, test, visitorSays } from './fixtures';

test('the agent imports a CSV naming two customers; the task finishes and the group lists them', async ({ page, browser, server }) => {
  const orgId = await signUpWithOrganization(page);
  const visitors = [await openVisitor(browser, server.url, orgId), await openVisitor(browser, server.url, orgId)];
  await visitorSays(visitors[0]!, 'I would like oolong');
  await visitorSays(visitors[1]!, 'Do you ship to Tainan?');

  // Each customer's id is in the conversation's address.
  const rows = page.getByRole('list', { name: 'Conversation list' }).getByRole('link');
  await expect(rows).toHaveCount(2);
  const customers: { id: string; name: string }[] = [];
  for (const text of ['I would like oolong', 'Do you ship to Tainan?']) {
    const row = rows.filter({ hasText: text });
    await row.click();
    await expect(page).toHaveURL(/\/customer\/[A-Za-z0-9]{10}$/);
    customers.push({ id: page.url().split('/').pop()!, name: /Visitor \d+/.exec((await row.textContent()) ?? '')![0] });
  }

  // Customer management opens on all customers; its groups are one link away.
  await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Customer management' }).click();
  await expect(page).toHaveURL(new RegExp(`/customer-management/${orgId}/all-customers$`));
  await page.getByRole('navigation', { name: 'Customer management' }).getByRole('link', { name: 'Customer groups' }).click();
  await expect(page).toHaveURL(new RegExp(`/customer-management/${orgId}/customer-groups$`));
  await expect(page.getByText('No customer groups yet. Import a CSV file to make one.')).toBeVisible();

  // Upload the file (only .csv counts), name the group, start the import.
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload a file' });
  // What the file needs, before the upload: the id columns (as an export names them) and a sample.
  await expect(upload.getByText(/a customer export's “Platform ID” column/)).toBeVisible();
  await expect(upload.getByRole('table', { name: 'Sample file' })).toBeVisible();
  const csv = `name,objectId\r\n${customers.map((customer) => `${customer.name},${customer.id}`).join('\r\n')}\r\nSomeone else,AAAAAAAAAA\r\n`;
  await upload.getByLabel('File to upload').setInputFiles({ name: 'vip-customers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const details = page.getByRole('dialog', { name: 'Import customers from CSV' });
  await expect(details.getByLabel('Group name')).toHaveValue('vip-customers');
  await details.getByLabel('Group name').fill('Tea lovers');
  await details.getByLabel('The file names customers by').selectOption('objectId');
  await details.getByRole('button', { name: 'Import' }).click();

  // The task's done toast arrives live, and the list shows the group ready with its two customers.
  await expect(page.getByText('The customer group import is done.')).toBeVisible();
  const group = page.getByRole('row').filter({ hasText: 'Tea lovers' });
  await expect(group).toContainText('Ready');
  await expect(group.getByRole('cell').nth(1)).toHaveText('2');

  // The task panel shows it done, with the id that matched nobody.
  await page.getByRole('button', { name: /^Tasks/ }).click();
  const task = page.getByRole('dialog', { name: 'Tasks' }).getByRole('listitem').filter({ hasText: 'Import customer group' });
  await expect(task.getByTitle('Success')).toBeVisible();
  await expect(task).toContainText('Tea lovers: 2 customers added, 1 ids matched nobody.');
  await page.getByRole('button', { name: 'Close tasks' }).click();

  // The group's page lists both customers.
  await group.getByRole('link', { name: 'Tea lovers' }).click();
  await expect(page.getByRole('heading', { name: 'Tea lovers' })).toBeVisible();
  const members = page.getByTestId('group-customer-list').getByRole('row');
  for (const customer of customers) await expect(members.filter({ hasText: customer.name })).toHaveCount(1);
  await expect(members).toHaveCount(3);

  // Offline, the list shows as last loaded (IndexedDB), and loads again once back online.
  await page.context().setOffline(true);
  await page.getByRole('link', { name: 'All customer groups' }).click();
  await expect(page.getByText('You are offline. This is the list as last loaded.')).toBeVisible();
  await expect(group).toContainText('Ready');
  await expect(page.getByRole('button', { name: 'Delete Tea lovers' })).toBeDisabled();
  await page.context().setOffline(false);
  await expect(page.getByText('You are offline. This is the list as last loaded.')).toBeHidden();

  // Delete it from the list, after confirming.
  await page.getByRole('button', { name: 'Delete Tea lovers' }).click();
  await page.getByRole('dialog', { name: 'Delete customer group' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No customer groups yet. Import a CSV file to make one.')).toBeVisible();
  for (const visitor of visitors) await visitor.context().close();
});
