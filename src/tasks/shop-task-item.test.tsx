// chatPay's tasks in the task list: the product import with its summary, the first rows it did not
// apply and its report to download; the order export named and downloadable; both in Japanese too.
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TaskRecord } from '../../local/records';
import { activateLocale } from '../i18n/activate';
import { TaskListItem } from './TaskListItem';
import { taskDoneToast } from './task-text';

vi.mock('./tasks-api', () => ({
  retryTask: vi.fn<() => Promise<void>>(async () => undefined),
  downloadTaskFile: vi.fn<() => Promise<void>>(async () => undefined),
}));

const base = { orgId: 'Org0000001', createdAt: '2026-11-28T08:00:00.000Z', updatedAt: '2026-11-28T08:00:10.000Z', options: {} };
const importTask: TaskRecord = {
  ...base, objectId: 'T000000001', type: 'importShopProductsCsv', status: 'done', total: 5, url: '/tasks/T000000001/files/product-import.csv',
  result: { rows: 5, created: 2, updated: 1, failed: 2, problems: [{ row: 3, column: 'Stock', problem: 'Not a whole number from 0 to 1000000' }, { row: 4, column: 'Product key', problem: 'Not applied: row 3 of this product has a problem' }] },
};
const exportTask: TaskRecord = { ...base, objectId: 'T000000002', type: 'exportShopOrders', status: 'done', url: '/tasks/T000000002/files/orders.csv' };

function renderItem(task: TaskRecord) {
  render(<I18nProvider i18n={i18n}><TaskListItem task={task} /></I18nProvider>);
}

beforeAll(() => activateLocale('en-US'));
afterEach(cleanup);

describe('chatPay tasks in the task list', () => {
  it('shows the product import\'s counts, the rows it did not apply, and its report to download', () => {
    renderItem(importTask);
    expect(screen.getByText('Import products (CSV)')).toBeTruthy();
    expect(screen.getByText('Rows created: 2, updated: 1, not applied: 2.')).toBeTruthy();
    const problems = screen.getByRole('list', { name: 'Rows not applied' });
    expect(within(problems).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Row 3, Stock: Not a whole number from 0 to 1000000', 'Row 4, Product key: Not applied: row 3 of this product has a problem',
    ]);
    expect(screen.getByRole('button', { name: 'Download Import products (CSV)' })).toBeTruthy();
    // An import is no export: a failed one has no Retry.
    cleanup();
    renderItem({ ...importTask, status: 'error', errorKey: 'error/csv-no-product-columns' });
    expect(screen.getByText(/names none of the product import's columns/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
  });

  it('names the order export, offers its file and Retry when it fails', () => {
    renderItem(exportTask);
    expect(screen.getByRole('button', { name: 'Download Export orders' })).toBeTruthy();
    expect(taskDoneToast(exportTask)).toBe('The order export is ready. Download it from the task list.');
    cleanup();
    renderItem({ ...exportTask, status: 'error' });
    expect(screen.getByRole('button', { name: 'Retry Export orders' })).toBeTruthy();
  });

  it('names both in Japanese', async () => {
    try {
      await act(() => activateLocale('ja-JP'));
      renderItem(importTask);
      expect(screen.getByText('商品をインポート（CSV）')).toBeTruthy();
      expect(screen.getByText('作成した行：2、更新した行：1、未反映の行：2。')).toBeTruthy();
      cleanup();
      renderItem(exportTask);
      expect(screen.getByRole('button', { name: '注文をエクスポート をダウンロード' })).toBeTruthy();
    } finally {
      await act(() => activateLocale('en-US'));
    }
  });
});
