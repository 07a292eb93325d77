// Tag management's page: the tags with counts page by page, the quota line, search, and removing a
// tag from every customer through a task that the list follows.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pointer } from '../../common/parse';
import { ApiError } from '../api/api-error';
import type { TagCount } from '../../common/contracts/notes-tags';
import type { Task } from '../../common/contracts/tasks';
import { TaskType } from '../../common/tasks';
import { db } from '../../local/db';
import { activateLocale } from '../i18n/activate';
import { storeTasks } from '../../local/task-store';
import { TagManagementPage } from './TagManagementPage';

const orgId = 'Org0000001';

// The server stands in here: 45 tags (t00 used by 45 customers … t44 by 1), the quota, the task.
const server = vi.hoisted(() => ({
  tags: [] as TagCount[],
  used: 0,
  listTags: vi.fn<(orgId: string, keyword: string, skip: number, limit: number) => Promise<TagCount[]>>(),
  removeTagFromAllCustomers: vi.fn<(orgId: string, name: string) => Promise<unknown>>(),
  fetchTagQuota: vi.fn<(orgId: string) => Promise<{ used: number; quota: number }>>(),
}));
vi.mock('./tag-management-api', () => ({ listTags: server.listTags, removeTagFromAllCustomers: server.removeTagFromAllCustomers }));
vi.mock('./tag-quota-api', () => ({ fetchTagQuota: server.fetchTagQuota }));

function task(status: Task['status'], tag: string): Task {
  const at = new Date().toISOString();
  return {
    objectId: 'Task000001', organization: pointer('Organization', orgId), type: TaskType.DELETE_TAGS, status, total: 2, progress: 0,
    options: { tags: [tag], tag }, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: at,
  };
}

function renderPage() {
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[`/customer-management/${orgId}/tag-management`]}>
        <Routes>
          <Route path="/customer-management/:orgId/tag-management" element={<TagManagementPage />} />
        </Routes>
      </MemoryRouter>
    </I18nProvider>,
  );
}

const rowNames = () => within(screen.getByTestId('tag-list')).getAllByRole('row').slice(1).map((row) => row.querySelector('td')?.textContent);

beforeAll(() => activateLocale('en-US'));
beforeEach(async () => {
  vi.clearAllMocks();
  await db.tasks.clear();
  server.tags = Array.from({ length: 45 }, (_, i) => ({ name: `t${String(i).padStart(2, '0')}`, count: 45 - i }));
  server.used = 45;
  server.listTags.mockImplementation(async (_org, keyword, skip, limit) =>
    server.tags.filter((tag) => tag.name.includes(keyword)).slice(skip, skip + limit));
  server.fetchTagQuota.mockImplementation(async () => ({ used: server.used, quota: 1000 }));
  server.removeTagFromAllCustomers.mockImplementation(async (_org, name) => {
    const started = task('started', name);
    await storeTasks([started]);
    return started;
  });
});
afterEach(cleanup);

describe('TagManagementPage', () => {
  it('lists 40 tags with their customer counts, then 20 more when scrolled to the end, under the quota line', async () => {
    renderPage();
    await waitFor(() => expect(rowNames()).toHaveLength(40));
    expect(server.listTags).toHaveBeenCalledWith(orgId, '', 0, 40);
    const first = within(screen.getByTestId('tag-list')).getAllByRole('row')[1]!;
    expect(within(first).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['t00', '45', 'Remove from all customers']);
    expect(await screen.findByText('45 of 1000 tags in use')).toBeTruthy();

    fireEvent.scroll(screen.getByTestId('tag-list'));
    await waitFor(() => expect(rowNames()).toHaveLength(45));
    expect(server.listTags).toHaveBeenLastCalledWith(orgId, '', 40, 20);
    // The last page was not full: no further load.
    fireEvent.scroll(screen.getByTestId('tag-list'));
    expect(server.listTags).toHaveBeenCalledTimes(2);
  });

  it('searches the tags by the typed name once typing pauses', async () => {
    renderPage();
    await waitFor(() => expect(rowNames()).toHaveLength(40));
    fireEvent.change(screen.getByLabelText('Search tags'), { target: { value: ' t4 ' } });
    await waitFor(() => expect(rowNames()).toEqual(['t40', 't41', 't42', 't43', 't44']), { timeout: 2000 });
    expect(server.listTags).toHaveBeenLastCalledWith(orgId, 't4', 0, 40);
  });

  it('removes a tag from all customers after confirming, shows it running, and loads again when the task is done', async () => {
    renderPage();
    await waitFor(() => expect(rowNames()).toHaveLength(40));

    fireEvent.click(screen.getByRole('button', { name: 'Remove t01 from all customers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove tag from all customers' });
    expect(dialog.textContent).toContain('Remove the tag t01 from all 44 customers carrying it?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.removeTagFromAllCustomers).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Remove t01 from all customers' }));
    await act(async () => fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' })));
    expect(server.removeTagFromAllCustomers).toHaveBeenCalledWith(orgId, 't01');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Removing…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove t01 from all customers' })).toBeNull();

    // The task ends on the server: the tag is gone, the quota counts one less.
    server.tags = server.tags.filter((tag) => tag.name !== 't01');
    server.used = 44;
    await act(async () => storeTasks([task('done', 't01')]));
    await waitFor(() => expect(rowNames()).not.toContain('t01'));
    expect(await screen.findByText('44 of 1000 tags in use')).toBeTruthy();
    expect(screen.queryByText('Removing…')).toBeNull();
  });

  it('says plainly when offline, and loads once the connection is back', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    server.listTags.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    server.fetchTagQuota.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderPage();
    expect(await screen.findByText('You are offline. Tags show once the connection is back.')).toBeTruthy();
    expect(screen.queryByTestId('tag-quota-usage')).toBeNull();

    online.mockReturnValue(true);
    act(() => { window.dispatchEvent(new Event('online')); });
    await waitFor(() => expect(rowNames()).toHaveLength(40));
    expect(await screen.findByText('45 of 1000 tags in use')).toBeTruthy();
    online.mockRestore();
  });

  it('shows the server\'s refusal in the dialog and keeps it open', async () => {
    server.removeTagFromAllCustomers.mockRejectedValue(new ApiError(400, { code: 141, error: 'where.tag must not be blank' }));
    renderPage();
    await waitFor(() => expect(rowNames()).toHaveLength(40));
    fireEvent.click(screen.getByRole('button', { name: 'Remove t00 from all customers' }));
    await act(async () => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' })));
    expect(within(screen.getByRole('dialog')).getByText('where.tag must not be blank')).toBeTruthy();
  });
});
