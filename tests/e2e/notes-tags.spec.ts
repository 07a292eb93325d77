import type { Page } from '@playwright/test';
import type { FindTagResult, NoteListResponse } from '../../common/contracts/notes-tags';
import { expect, openVisitor, signUpWithOrganization, test, visitorSays } from './fixtures';

function sessionTokenOf(stored: string | null): string {
  if (!stored) throw new Error('the agent is not signed in');
  return (JSON.parse(stored) as { sessionToken: string }).sessionToken;
}

/** The customer's notes as the server itself answers them (GET /note/get). */
async function serverNotes(page: Page, serverUrl: string, orgId: string, customerId: string): Promise<string[]> {
  const token = sessionTokenOf(await page.evaluate(() => localStorage.getItem('parley.user')));
  const response = await page.request.get(`${serverUrl}/note/get?customerId=${customerId}`, {
    headers: { 'X-Parse-Application-Id': 'parley', 'X-Parse-Session-Token': token, 'X-Org-Id': orgId },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as NoteListResponse).notes.map((note) => note.note).sort();
}

/** The organization's tags as the server answers them (findTagV3). */
async function serverTags(page: Page, serverUrl: string, orgId: string): Promise<string[]> {
  const token = sessionTokenOf(await page.evaluate(() => localStorage.getItem('parley.user')));
  const response = await page.request.post(`${serverUrl}/functions/findTagV3`, {
    data: { _ApplicationId: 'parley', _SessionToken: token, orgId, keyword: '' },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { result: FindTagResult }).result.tags.map((tag) => tag.name);
}

function panelOf(page: Page) {
  const panel = page.getByRole('complementary', { name: 'Customer details' });
  return {
    panel,
    tags: panel.getByRole('list', { name: 'Customer tags' }),
    tagInput: panel.getByRole('combobox', { name: 'Add tag' }),
    notes: panel.getByRole('region', { name: 'Notes' }),
  };
}

async function addNote(page: Page, text: string): Promise<void> {
  await panelOf(page).panel.getByRole('button', { name: 'Add note' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add note' });
  await dialog.getByRole('textbox', { name: 'Note' }).fill(text);
  await dialog.getByRole('button', { name: 'Save note' }).click();
  await expect(dialog).toHaveCount(0);
}

test('tags and notes on the customer panel: online, offline with the server stopped, and in a second tab', async ({ page, server, browser }) => {
  const orgId = await signUpWithOrganization(page);
  const visitor = await openVisitor(browser, server.url, orgId);
  await visitorSays(visitor, 'Do you deliver on Sundays?');

  await page.getByRole('list', { name: 'Conversation list' }).getByRole('link').first().click();
  const { panel, tags, tagInput, notes } = panelOf(page);
  await expect(panel.getByText('Live chat')).toBeVisible();
  const customerId = /\/customer\/([^/?#]+)/.exec(page.url())?.[1];
  if (!customerId) throw new Error(`no customer in ${page.url()}`);

  // A tag: trimmed, confirmed with Enter; a duplicate is ignored.
  await tagInput.fill('  vip  ');
  await tagInput.press('Enter');
  await expect(tags.getByRole('listitem')).toHaveText([/vip/]);
  await tagInput.fill('vip');
  await tagInput.press('Enter');
  await expect(tags.getByRole('listitem')).toHaveCount(1);
  await expect.poll(() => serverTags(page, server.url, orgId)).toEqual(['vip']);
  await expect(panel.getByText('Waiting to sync')).toHaveCount(0);

  // A note: the counter shows count/limit and Save is off when blank or over 300 characters.
  await panel.getByRole('button', { name: 'Add note' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add note' });
  await expect(dialog.getByText('0/300')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save note' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Note' }).fill('x'.repeat(301));
  await expect(dialog.getByText('301/300')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save note' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Note' }).fill('Prefers e-mail');
  await expect(dialog.getByText('14/300')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save note' }).click();
  await expect(notes.getByText('Prefers e-mail')).toBeVisible();
  await expect.poll(() => serverNotes(page, server.url, orgId, customerId)).toEqual(['Prefers e-mail']);
  await expect(notes.getByText('Waiting to sync')).toHaveCount(0);

  // The server is gone: a new note shows at once and waits, visibly.
  await server.stop();
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
  await addNote(page, 'Call back on Monday');
  await expect(notes.getByRole('listitem').filter({ hasText: 'Call back on Monday' }).getByText('Waiting to sync')).toBeVisible();

  // The server is back: the note is sent and the server holds both.
  await server.start();
  await expect(notes.getByText('Waiting to sync')).toHaveCount(0, { timeout: 45_000 });
  await expect.poll(() => serverNotes(page, server.url, orgId, customerId)).toEqual(['Call back on Monday', 'Prefers e-mail']);

  // A second tab of the same browser sees the tag and the notes.
  const second = await page.context().newPage();
  await second.goto(page.url());
  const secondPanel = panelOf(second);
  await expect(secondPanel.tags.getByRole('listitem')).toHaveText([/vip/]);
  await expect(secondPanel.notes.getByText('Call back on Monday')).toBeVisible();
  await expect(secondPanel.notes.getByText('Prefers e-mail')).toBeVisible();

  // Removing the tag in the second tab takes it off in the first.
  await secondPanel.tags.getByRole('button', { name: 'Remove tag vip' }).click();
  await expect(tags.getByRole('listitem')).toHaveCount(0);
  await expect.poll(() => serverTags(page, server.url, orgId)).toEqual([]);

  await visitor.context().close();
});
