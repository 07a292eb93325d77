// "Import products (CSV)" on the products list: the columns and a sample before the upload, the
// template, the upload in csv mode, and the import started in the console's language.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductList, ProductListQuery } from '../../../common/contracts/chat-pay';
import type { Task } from '../../../common/contracts/tasks';
import { pointer } from '../../../common/parse';
import { db } from '../../../local/db';
import { storeTasks } from '../../../local/task-store';
import { ApiError } from '../../api/api-error';
import { activateLocale } from '../../i18n/activate';
import { storedFile } from '../../testing/uploader';
import type { Uploader } from '../../uploads/upload-client';
import { ProductsListPage } from './ProductsListPage';

const orgId = 'Org0000001';
const api = vi.hoisted(() => ({ listProducts: vi.fn<(orgId: string, query: ProductListQuery) => Promise<ProductList>>() }));
const importApi = vi.hoisted(() => ({ startProductImport: vi.fn<(orgId: string, url: string, i18n: string) => Promise<Task>>() }));
const toast = vi.hoisted(() => ({ showToast: vi.fn<(kind: string, text: string) => number>() }));
const uploads = vi.hoisted(() => ({ uploadThroughWorker: vi.fn<Uploader>() }));
const downloads = vi.hoisted(() => ({ downloadCsv: vi.fn<(name: string, text: string) => void>() }));
vi.mock('./products-api', () => api);
vi.mock('./import-api', () => importApi);
vi.mock('../../ui/toast-store', () => toast);
vi.mock('../../shell/use-offline', () => ({ useOffline: () => false }));
vi.mock('../../uploads/upload-client', () => uploads);
vi.mock('../../charts/csv-download', async (original) => ({ ...(await original<typeof import('../../charts/csv-download')>()), ...downloads }));

function renderPage() {
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[`/chatPay/${orgId}/productsList`]}>
        <Routes><Route path="/chatPay/:orgId/productsList" element={<ProductsListPage />} /></Routes>
      </MemoryRouter>
    </I18nProvider>,
  );
}

async function openDialog() {
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Import products (CSV)' }));
  return screen.findByRole('dialog', { name: 'Upload a file' });
}

const chooseFile = async (dialog: HTMLElement) => fireEvent.change(within(dialog).getByLabelText('File to upload'), {
  target: { files: [new File(['SKU,Stock,Regular price\n'], 'products.csv', { type: 'text/csv' })] },
});

beforeAll(() => activateLocale('en-US'));
beforeEach(async () => {
  vi.clearAllMocks();
  await db.tasks.clear();
  api.listProducts.mockResolvedValue({ products: [], page: 1, limit: 20 });
  uploads.uploadThroughWorker.mockResolvedValue({ ok: true, file: storedFile('products.csv', { contentType: 'text/csv' }) });
});
afterEach(cleanup);

describe('Import products (CSV)', () => {
  it('shows the columns the file takes and a sample before the upload, and offers the sample as a template', async () => {
    const dialog = await openDialog();
    expect(within(dialog).getByText(/a SKU the shop already has updates that variation's stock and prices only/)).toBeTruthy();
    expect(within(dialog).getByText(/rows with the same key make one product/)).toBeTruthy();
    const sample = within(dialog).getByRole('table', { name: 'Sample file' });
    const headers = within(sample).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers.slice(0, 4)).toEqual(['Product key', 'Title', 'Description', 'Status']);
    expect(headers).toEqual(expect.arrayContaining(['Spec 1 name', 'Spec 1 option', 'SKU', 'Stock', 'Regular price', 'Sale price', 'Image URL']));
    expect(within(sample).getAllByRole('row')).toHaveLength(4);
    expect(within(sample).getByText('TEE-M')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Download the template' }));
    const [name, text] = downloads.downloadCsv.mock.calls[0]!;
    expect(name).toBe('products-template.csv');
    const lines = text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Product key,Title,Description,Status,Spec 1 name,Spec 1 option,Spec 2 name,Spec 2 option,Spec 3 name,Spec 3 option,SKU,Stock,Regular price,Sale price,Image URL');
    expect(lines).toHaveLength(4);
  });

  it('uploads the CSV, starts the import in the console\'s language and points to the task list', async () => {
    importApi.startProductImport.mockResolvedValue({} as Task);
    const dialog = await openDialog();
    await chooseFile(dialog);
    await waitFor(() => expect(importApi.startProductImport).toHaveBeenCalledWith(orgId, '/files/F123456789/products.csv', 'en-US'));
    expect(uploads.uploadThroughWorker).toHaveBeenCalledWith(expect.objectContaining({ orgId, mode: 'csv' }), expect.any(Function));
    await waitFor(() => expect(toast.showToast).toHaveBeenCalledWith('info', 'The product import has started. Follow it in the task list, where its report is downloaded.'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upload a file' })).toBeNull());
  });

  it('reads the list again when an import ends while it is open', async () => {
    renderPage();
    await waitFor(() => expect(api.listProducts).toHaveBeenCalledTimes(1));
    await act(() => storeTasks([{
      objectId: 'T000000001', organization: pointer('Organization', orgId), type: 'importShopProductsCsv', status: 'done', total: 1, progress: 1,
      options: {}, createdAt: new Date().toISOString(), updatedAt: new Date().toISOString(),
    }]));
    await waitFor(() => expect(api.listProducts).toHaveBeenCalledTimes(2));
  });

  it('says why the import could not start', async () => {
    importApi.startProductImport.mockRejectedValue(new ApiError(403, { code: 119, error: 'error/feature-disabled' }));
    await chooseFile(await openDialog());
    await waitFor(() => expect(toast.showToast).toHaveBeenCalledWith('error', expect.any(String)));
    expect(toast.showToast.mock.calls[0]![1]).not.toBe('');
  });

  it('names the columns in the console\'s language', async () => {
    try {
      await act(() => activateLocale('ja-JP'));
      renderPage();
      const button = await screen.findAllByRole('button');
      fireEvent.click(button.find((one) => one.textContent?.includes('CSV'))!);
      const sample = await screen.findByRole('table');
      expect(within(sample).getAllByRole('columnheader').map((header) => header.textContent).slice(0, 2)).toEqual(['商品キー', '商品名']);
    } finally {
      await act(() => activateLocale('en-US'));
    }
  });
});
