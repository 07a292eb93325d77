import { seedCustomers } from '../bench/seed';
import { expect, signUpWithOrganization, test } from './fixtures';

const CUSTOMERS = 2000;

test('the inbox list renders only the rows in view, reads more as it scrolls, and moves by keyboard', async ({ page, server }) => {
  test.setTimeout(180_000);
  const orgId = await signUpWithOrganization(page);
  // Many customers, written straight into the database while the server is stopped (as the benchmark does).
  await server.stop();
  const seeded = await seedCustomers(server.dataDir, orgId, CUSTOMERS);
  await server.start();

  // Customer 0 has the newest message, then Customer 1999, 1998, … (tests/bench/seed.ts).
  const nameAt = (index: number) => (index === 0 ? 'Customer 0' : `Customer ${CUSTOMERS - index}`);
  const deep = seeded[CUSTOMERS - 15]!;
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`/message-center/${orgId}/conversation/${deep.conversationId}/customer/${deep.objectId}`);

  const list = page.getByRole('navigation', { name: 'Conversations' }).getByRole('list', { name: 'Conversation list' });
  const rowLinks = list.getByRole('link');
  // The open conversation, 16th in the list, is scrolled into view.
  const openRow = rowLinks.filter({ hasText: nameAt(15) });
  await expect(openRow).toBeInViewport({ timeout: 60_000 });
  await expect(openRow).toHaveAttribute('aria-current', 'page');

  // Only the rows in view (and a few beyond) exist in the page, each saying where it is in the list.
  const rendered = await rowLinks.count();
  expect(rendered).toBeGreaterThan(5);
  expect(rendered).toBeLessThan(40);
  await expect(list.locator('li[aria-posinset="16"]')).toContainText(nameAt(15));

  // Arrow keys move from row to row; Home goes to the first.
  await openRow.focus();
  await page.keyboard.press('ArrowDown');
  await expect(rowLinks.filter({ hasText: nameAt(16) })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(rowLinks.filter({ hasText: nameAt(14) })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(rowLinks.filter({ hasText: nameAt(0) })).toBeFocused();
  await expect(rowLinks.filter({ hasText: nameAt(0) })).toBeInViewport();

  // End goes to the last row read so far; reaching it reads the next 20 from IndexedDB (the last page
  // was full), so pressing on goes further, while the page still holds only the rows in view.
  const focusedPosition = async () => Number(await page.evaluate(() => document.activeElement?.closest('li')?.getAttribute('aria-posinset')));
  await expect.poll(async () => {
    await page.keyboard.press('End');
    return focusedPosition();
  }).toBeGreaterThanOrEqual(60);
  expect(await rowLinks.count()).toBeLessThan(40);
  const position = await focusedPosition();

  // Enter opens the focused conversation.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameAt(position - 1));
});
