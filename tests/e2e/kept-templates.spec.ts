import { expect, openVisitor, signUpWithOrganization, test, visitorSays } from './fixtures';

test('messages kept online and offline are listed, pending until the server has them', async ({ page, browser, server }) => {
  const orgId = await signUpWithOrganization(page);
  const visitor = await openVisitor(browser, server.url, orgId);
  await visitorSays(visitor, 'Where is my parcel?');
  await visitorSays(visitor, 'It was order 42');

  await page.getByRole('list', { name: 'Conversation list' }).getByRole('link').filter({ hasText: 'It was order 42' }).click();
  const messages = page.getByRole('log', { name: 'Messages' });
  await expect(messages).toContainText('It was order 42');
  const kept = page.getByRole('complementary', { name: 'Customer details' }).getByRole('list', { name: 'Kept messages' });

  // Online: kept at once, and the server has it soon after.
  const first = messages.getByRole('article').filter({ hasText: 'Where is my parcel?' });
  await first.getByRole('button', { name: 'Keep' }).click();
  await expect(first.getByRole('button', { name: 'Kept' })).toHaveAttribute('aria-pressed', 'true');
  await expect(kept).toContainText('Where is my parcel?');
  await expect(kept.getByText('Waiting to sync')).toHaveCount(0);

  // Offline: kept locally, waiting to sync.
  await server.stop();
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
  // Said once the connection stays lost, in a toast that leaves the composer's Send button free.
  const lost = page.getByRole('region', { name: 'Notifications', exact: true }).locator('[data-kind]').filter({ hasText: 'Connection lost' });
  await expect(lost).toBeVisible();
  const toast = (await lost.boundingBox())!;
  expect(toast.y + toast.height).toBeLessThan((await page.getByRole('button', { name: 'Send', exact: true }).boundingBox())!.y);
  const second = messages.getByRole('article').filter({ hasText: 'It was order 42' });
  await second.getByRole('button', { name: 'Keep' }).click();
  await expect(kept.getByRole('listitem')).toHaveCount(2);
  await expect(kept.getByRole('listitem').filter({ hasText: 'It was order 42' }).getByText('Waiting to sync')).toBeVisible();

  // Back online: synced; after a reload both come from the server.
  await server.start();
  await expect(kept.getByText('Waiting to sync')).toHaveCount(0, { timeout: 45_000 });
  await page.reload();
  await expect(kept.getByRole('listitem')).toHaveCount(2);
  await expect(kept.getByRole('listitem').first()).toContainText('It was order 42');

  // Remove one: gone from the list and the message can be kept again.
  await kept.getByRole('button', { name: 'Remove kept message: Where is my parcel?' }).click();
  await expect(kept.getByRole('listitem')).toHaveCount(1);
  await expect(first.getByRole('button', { name: 'Keep' })).toHaveAttribute('aria-pressed', 'false');
  await visitor.context().close();
});

test('a reply template with the customer-name token reaches the visitor with the name', async ({ page, browser, server }) => {
  const orgId = await signUpWithOrganization(page);
  const visitor = await openVisitor(browser, server.url, orgId);
  await visitorSays(visitor, 'Any news?');
  await page.getByRole('list', { name: 'Conversation list' }).getByRole('link').filter({ hasText: 'Any news?' }).click();
  const customerName = (await page.getByRole('heading', { level: 1 }).innerText()).trim();

  await page.getByRole('button', { name: 'Templates' }).click();
  const picker = page.getByRole('dialog', { name: 'Reply templates' });
  await picker.getByRole('button', { name: 'New template' }).click();
  await picker.getByRole('textbox', { name: 'Template name' }).fill('Parcel update');
  const text = picker.getByRole('textbox', { name: 'Template text' });
  await text.fill('Hello ');
  await picker.getByRole('button', { name: 'Insert customer name' }).click();
  await text.press('End');
  await text.pressSequentially(', your parcel is on its way.');
  await expect(text).toHaveValue('Hello {{customerName}}, your parcel is on its way.');
  await picker.getByRole('button', { name: 'Save template' }).click();

  await picker.getByRole('searchbox', { name: 'Search templates' }).fill('parcel');
  await picker.getByRole('button', { name: 'Insert template Parcel update' }).click();
  await expect(picker).toBeHidden();
  const composer = page.getByRole('textbox', { name: 'Message' });
  await expect(composer).toHaveValue('Hello {{customerName}}, your parcel is on its way.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();

  const expected = `Hello ${customerName}, your parcel is on its way.`;
  await expect(page.getByRole('log', { name: 'Messages' })).toContainText(expected);
  await expect(visitor.getByRole('log')).toContainText(expected, { timeout: 30_000 });
  await visitor.context().close();
});
