import { readFile } from 'node:fs/promises';
import { expect, openVisitor, signUpWithOrganization, test, visitorSays } from './fixtures';

test('the agent exports customers; the task goes to done live and the download gives the CSV', async ({ page, browser, server }) => {
  const orgId = await signUpWithOrganization(page);
  const visitor = await openVisitor(browser, server.url, orgId);
  await visitorSays(visitor, 'Do you sell oolong?');

  const row = page.getByRole('list', { name: 'Conversation list' }).getByRole('link');
  await expect(row).toContainText('Do you sell oolong?');
  const visitorName = /Visitor \d+/.exec((await row.textContent()) ?? '')?.[0];
  expect(visitorName, 'the visitor has a generated name').toBeDefined();

  // Start the export with the task panel closed: only the socket's task events can tell the page it finished.
  await page.getByRole('button', { name: 'Export customers' }).click();
  await expect(page.getByText('Export started. Follow it in the task list.')).toBeVisible();
  await expect(page.getByText('The customer export is ready. Download it from the task list.')).toBeVisible();
  const tasksButton = page.getByRole('button', { name: /^Tasks, \d+ new$/ });
  await expect(tasksButton).toBeVisible();

  // Opening the panel clears the badge and shows the task done, with its download.
  await tasksButton.click();
  const panel = page.getByRole('dialog', { name: 'Tasks' });
  const item = panel.getByRole('listitem').filter({ hasText: 'Export customers' });
  await expect(item).toHaveCount(1);
  await expect(item.getByTitle('Success')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await item.getByRole('button', { name: 'Download Export customers' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  // In the console's language (English here), not the API's zh-TW default.
  expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(/^Display name,Original name,Platform,Platform ID,.*,Customer ID$/);
  expect(csv).toContain(visitorName!);

  await panel.getByRole('button', { name: 'Close tasks' }).click();
  await expect(page.getByRole('button', { name: 'Tasks', exact: true })).toBeVisible();

  // The panel shows the last known state after a reload too (from IndexedDB).
  await page.reload();
  await page.getByRole('button', { name: 'Tasks', exact: true }).click();
  const reopened = page.getByRole('dialog', { name: 'Tasks' }).getByRole('listitem').filter({ hasText: 'Export customers' });
  await expect(reopened.getByTitle('Success')).toBeVisible();

  // With the panel open, an export started in another tab appears in it and reaches done live.
  const other = await page.context().newPage();
  await other.goto(`/message-center/${orgId}`);
  await other.getByRole('button', { name: 'Export customers' }).click();
  await expect(reopened).toHaveCount(2);
  await expect(reopened.getByTitle('Success')).toHaveCount(2);
  await other.close();
  await visitor.context().close();
});
