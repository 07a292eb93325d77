import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pointer } from '../../common/parse';
import type { Task } from '../../common/contracts/tasks';
import { db } from '../../local/db';
import { activateLocale } from '../i18n/activate';
import { ToastStack } from '../ui/ToastStack';
import { storeTasks, tasksPage, unseenTaskCount } from '../../local/task-store';
import { TasksButton } from './TasksButton';

// The panel refreshes from the server when it opens; here IndexedDB is all there is.
vi.mock('./tasks-api', () => ({
  fetchTasks: vi.fn<() => Promise<number>>(async () => 0),
  retryTask: vi.fn<() => Promise<void>>(async () => undefined),
  downloadTaskFile: vi.fn<() => Promise<void>>(async () => undefined),
}));

const orgId = 'Org0000001';

function task(objectId: string, status: Task['status'], fields: Partial<Task> = {}): Task {
  const at = fields.updatedAt ?? new Date().toISOString();
  return {
    objectId, organization: pointer('Organization', orgId), type: 'exportCustomers', status, total: 0, progress: 0,
    options: {}, createdAt: fields.createdAt ?? at, updatedAt: at, ...fields,
  };
}

const failed = (objectId: string, fields: Partial<Task>) => task(objectId, 'error', { type: 'importCustomerGroupCsv', options: { title: 'VIP' }, ...fields });

function renderButton() {
  render(
    <I18nProvider i18n={i18n}>
      <TasksButton orgId={orgId} />
      <ToastStack />
    </I18nProvider>,
  );
}

beforeAll(() => activateLocale('en-US'));
beforeEach(async () => {
  await db.tasks.clear();
  await db.meta.clear();
});
afterEach(cleanup);

describe('task store', () => {
  it('keeps the newer copy, lists newest first and hides scheduled broadcasts', async () => {
    await storeTasks([
      task('T000000001', 'working', { createdAt: '2026-01-01T00:00:01.000Z', updatedAt: '2026-01-01T00:00:05.000Z' }),
      task('T000000002', 'scheduled', { type: 'broadcast', createdAt: '2026-01-01T00:00:02.000Z' }),
      task('T000000003', 'done', { createdAt: '2026-01-01T00:00:03.000Z' }),
    ]);
    // A late copy from before does not undo the newer one.
    await storeTasks([task('T000000001', 'started', { createdAt: '2026-01-01T00:00:01.000Z', updatedAt: '2026-01-01T00:00:02.000Z' })]);
    const listed = await tasksPage(orgId, 15);
    expect(listed.map((row) => [row.objectId, row.status])).toEqual([['T000000003', 'done'], ['T000000001', 'working']]);
    expect(unseenTaskCount(listed, '2026-01-01T00:00:04.000Z')).toBe(2);
    expect(unseenTaskCount(listed, '2030-01-01T00:00:00.000Z')).toBe(0);
  });
});

describe('TasksButton', () => {
  it('shows a badge for changed tasks that clears when the panel opens', async () => {
    renderButton();
    await act(() => storeTasks([task('T000000001', 'working', { total: 4, progress: 1 }), task('T000000002', 'error')]));
    const button = await screen.findByRole('button', { name: 'Tasks, 2 new' });
    fireEvent.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Tasks' });
    const items = await within(panel).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(panel).getByText('Working')).toBeTruthy();
    expect(within(panel).getByText('Failed')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Retry Export customers' })).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Close tasks' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Tasks' })).toBeTruthy());
  });

  it('toasts when an export finishes or fails while the console is open', async () => {
    renderButton();
    await act(() => storeTasks([task('T000000001', 'working')]));
    await act(() => storeTasks([task('T000000001', 'done', { url: '/tasks/T000000001/files/customers.csv', updatedAt: new Date(Date.now() + 1000).toISOString() })]));
    expect(await screen.findByText('The customer export is ready. Download it from the task list.')).toBeTruthy();
    await act(() => storeTasks([task('T000000002', 'error', { updatedAt: new Date(Date.now() + 2000).toISOString() })]));
    expect(await screen.findByText('The export failed. You can retry it from the task list.')).toBeTruthy();
  });

  it('names broadcast tasks after their broadcast with their progress, hides scheduled ones, and names the broadcast export', async () => {
    renderButton();
    await act(() => storeTasks([
      task('T000000001', 'working', { type: 'broadcast', total: 200, progress: 50, options: { broadcastId: 'B000000001', name: 'Spring sale' } }),
      task('T000000002', 'scheduled', { type: 'broadcast', options: { broadcastId: 'B000000002', name: 'Later' } }),
      task('T000000003', 'done', { type: 'exportBroadcasts', url: '/tasks/T000000003/files/broadcasts.csv' }),
    ]));
    fireEvent.click(await screen.findByRole('button', { name: 'Tasks, 2 new' }));
    const panel = await screen.findByRole('dialog', { name: 'Tasks' });
    expect(await within(panel).findAllByRole('listitem')).toHaveLength(2);
    expect(within(panel).getByText('Broadcast: Spring sale')).toBeTruthy();
    expect(within(panel).getByRole('progressbar', { name: '50 of 200' })).toBeTruthy();
    expect(within(panel).queryByText('Broadcast: Later')).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Download Export broadcasts' })).toBeTruthy();

    await act(() => storeTasks([task('T000000001', 'done', { type: 'broadcast', total: 200, progress: 200, options: { name: 'Spring sale' }, updatedAt: new Date(Date.now() + 1000).toISOString() })]));
    expect(await screen.findByText('The broadcast Spring sale was sent.')).toBeTruthy();
  });

  it('says why a task failed in the active language, from its error key, not the server\'s English', async () => {
    await storeTasks([
      failed('T000000001', { errorKey: 'error/csv-no-customer-id', error: 'the CSV has no customerId column in its header row' }),
      failed('T000000002', { errorKey: 'error/csv-unreadable', error: 'the CSV could not be read: Invalid Closing Quote' }),
      // A key this console has no text for: the server's words, as the fallback.
      failed('T000000003', { errorKey: 'error/from-a-newer-server', error: 'disk full' }),
    ]);
    try {
      await act(() => activateLocale('ja-JP'));
      renderButton();
      fireEvent.click(await screen.findByRole('button', { name: 'タスク、新着 3 件' }));
      const panel = await screen.findByRole('dialog', { name: 'タスク' });
      expect(await within(panel).findByText('ファイルの1行目に customerId 列がありません（顧客のエクスポートでは「プラットフォームID」という列です）。')).toBeTruthy();
      expect(within(panel).getByText(/^ファイルを CSV として読み込めませんでした。/)).toBeTruthy();
      expect(within(panel).getByText('タスクが失敗しました：disk full')).toBeTruthy();
      expect(within(panel).queryByText(/the CSV/)).toBeNull();
    } finally {
      await act(() => activateLocale('en-US'));
    }
  });
});
