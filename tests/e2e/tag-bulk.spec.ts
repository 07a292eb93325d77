import type { Page } from '@playwright/test';
import { expect, openVisitor, signUpWithOrganization, test, visitorSays } from './fixtures';

// A tag quota of 2 distinct tags: the first bulk tag stays under it, the second reaches it.
test.use({ serverEnv: { NEW_ORGANIZATION_PLAN: 'business', TAG_QUOTA: '2' } });

/** Selects every conversation of the inbox tab and adds the tag to them all through the bulk bar's dialog. */
async function addTagToAll(page: Page, tag: string): Promise<void> {
  const list = page.getByRole('navigation', { name: 'Conversations' });
  for (const box of await list.getByRole('checkbox', { name: /^Select / }).all()) await box.check();
  await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Add tags' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add tags to 2 customers' });
  const submit = dialog.getByRole('button', { name: 'Add tags' });
  await expect(submit).toBeDisabled();
  const input = dialog.getByRole('combobox', { name: 'Tag to add' });
  await input.fill(tag);
  await input.press('Enter');
  // The same tag again is ignored.
  await input.fill(` ${tag} `);
  await input.press('Enter');
  await expect(dialog.getByRole('list', { name: 'Tags to add' }).getByRole('listitem')).toHaveCount(1);
  await submit.click();
  await expect(dialog).toHaveCount(0);
}

test('tags two customers in bulk through a task; reaching the tag quota brings its dialog, whose link leads to tag management', async ({ page, browser, server }) => {
  const orgId = await signUpWithOrganization(page);
  const first = await openVisitor(browser, server.url, orgId);
  await visitorSays(first, 'Do you ship to Osaka?');
  const second = await openVisitor(browser, server.url, orgId);
  await visitorSays(second, 'Is the oolong in stock?');
  const rows = page.getByRole('list', { name: 'Conversation list' }).getByRole('link');
  await expect(rows).toHaveCount(2);

  await addTagToAll(page, 'wholesale');
  await expect(page.getByText('Adding tags. Follow it in the task list.')).toBeVisible();
  await expect(page.getByText('The tags were added to the customers.')).toBeVisible();
  // The new tags reach this console through the change feed: both rows show them.
  for (const row of await rows.all()) await expect(row.getByRole('list', { name: 'Tags' })).toContainText('wholesale');
  // One distinct tag of a quota of 2: no dialog.
  const quotaDialog = page.getByRole('dialog', { name: 'Tag quota used up' });
  // (The dialog's root has no box of its own: its text is what shows.)
  const quotaText = quotaDialog.getByText('carry 2 different tags; its quota is 2');
  await expect(quotaDialog).toHaveCount(0);

  // The task panel lists the task by its own name, done.
  await page.getByRole('button', { name: /^Tasks/ }).click();
  const panel = page.getByRole('dialog', { name: 'Tasks' });
  await expect(panel.getByRole('listitem').filter({ hasText: 'Add tags to customers' }).getByTitle('Success')).toBeVisible();
  await panel.getByRole('button', { name: 'Close tasks' }).click();

  // A second tag reaches the quota: once the task is done, the dialog shows, with its two ways out.
  await addTagToAll(page, 'osaka');
  await expect(quotaText).toBeVisible();
  await expect(quotaDialog.getByRole('link', { name: 'Tag management' })).toHaveAttribute('href', `/customer-management/${orgId}/tag-management`);
  await expect(quotaDialog.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', /^mailto:/);
  for (const row of await rows.all()) await expect(row.getByRole('list', { name: 'Tags' })).toContainText('osaka');
  await quotaDialog.getByRole('button', { name: 'Close' }).click();
  await expect(quotaDialog).toHaveCount(0);

  // Still over quota: the shell checks again when it loads.
  await page.reload();
  await expect(quotaText).toBeVisible();

  // The dialog's link opens tag management: the tags with their customer counts, and the quota used.
  await quotaDialog.getByRole('link', { name: 'Tag management' }).click();
  await expect(page).toHaveURL(new RegExp(`/customer-management/${orgId}/tag-management$`));
  await expect(page.getByRole('navigation', { name: 'Customer management' }).getByRole('link', { name: 'Tag management' })).toHaveAttribute('aria-current', 'page');
  const tagList = page.getByTestId('tag-list');
  const tagRows = tagList.getByRole('row');
  await expect(tagRows).toHaveCount(3);
  await expect(tagRows.nth(1)).toContainText('osaka2');
  await expect(tagRows.nth(2)).toContainText('wholesale2');
  await expect(page.getByText('2 of 2 tags in use')).toBeVisible();

  // Removing a tag from all customers asks first, then runs as a task; the list and the usage follow.
  await tagList.getByRole('button', { name: 'Remove osaka from all customers' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove tag from all customers' });
  await expect(confirm).toContainText('Remove the tag osaka from all 2 customers carrying it?');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('The tags were removed from the customers.')).toBeVisible();
  await expect(tagRows).toHaveCount(2);
  await expect(tagRows.nth(1)).toContainText('wholesale2');
  await expect(page.getByText('1 of 2 tags in use')).toBeVisible();
  await page.getByRole('button', { name: /^Tasks/ }).click();
  await expect(panel.getByRole('listitem').filter({ hasText: 'Remove tags from customers' }).getByTitle('Success')).toBeVisible();
  await panel.getByRole('button', { name: 'Close tasks' }).click();
  await expect(quotaDialog).toHaveCount(0);
  await first.context().close();
  await second.context().close();
});
