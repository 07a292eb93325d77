// The product editor: without a spec one variation of the default spec (規格 / 預設, 03 §5); each
// combination of the specs' options a variation with the defaults (no sku, stock 0, price 0, no sale
// price, TWD); a draft by default with its status message; the server's "Duplicate sku" at its variation.
import type { Uploader } from '../../uploads/upload-client';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product, ProductFields, ProductList, ProductListQuery, ShopSettingsAnswer } from '../../../common/contracts/chat-pay';
import { ApiError } from '../../api/api-error';
import { activateLocale } from '../../i18n/activate';
import { storedFile } from '../../testing/uploader';
import { ProductEditorPage } from './ProductEditorPage';

const orgId = 'Org0000001';
const api = vi.hoisted(() => ({
  listProducts: vi.fn<(orgId: string, query: ProductListQuery) => Promise<ProductList>>(),
  fetchProduct: vi.fn<(orgId: string, id: string) => Promise<Product>>(),
  createProduct: vi.fn<(orgId: string, fields: ProductFields) => Promise<Product>>(),
  updateProduct: vi.fn<(orgId: string, id: string, fields: ProductFields) => Promise<Product>>(),
}));
const settings = vi.hoisted(() => ({ fetchShopSettings: vi.fn<(orgId: string) => Promise<ShopSettingsAnswer>>() }));
const toast = vi.hoisted(() => ({ showToast: vi.fn<(kind: string, text: string) => number>() }));
vi.mock('./products-api', () => api);
vi.mock('../settings/settings-api', () => settings);
vi.mock('../../ui/toast-store', () => toast);
vi.mock('../../shell/use-offline', () => ({ useOffline: () => false }));
// The upload flow (src/uploads) without the sync worker; a stored file shows by its own URL here.
const uploads = vi.hoisted(() => ({ uploadThroughWorker: vi.fn<Uploader>() }));
vi.mock('../../uploads/upload-client', () => uploads);
vi.mock('../../inbox/content/use-media-url', () => ({ useMediaUrl: (url: string | undefined) => url }));

const productOf = (fields: ProductFields, id = 'Prod000009'): Product => ({
  id, serial: 9, status: fields.status ?? 'draft', title: fields.title, desc: fields.desc ?? '', images: fields.images ?? [], specs: fields.specs ?? [],
  attributes: fields.attributes ?? [], variations: fields.variations.map((variation, index) => ({ ...variation, id: variation.id || `Vari00000${index}` })),
  createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z',
});

function renderEditor(path = `/chatPay/${orgId}/productsList/new`) {
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/chatPay/:orgId/productsList/new" element={<ProductEditorPage />} />
          <Route path="/chatPay/:orgId/productsList/:productId" element={<ProductEditorPage />} />
        </Routes>
      </MemoryRouter>
    </I18nProvider>,
  );
}

const variations = () => within(screen.getByRole('table', { name: 'Variations' })).getAllByRole('rowheader').map((cell) => cell.textContent);
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

beforeAll(() => activateLocale('en-US'));
beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  settings.fetchShopSettings.mockRejectedValue(new ApiError(403, { code: 119, error: 'error/feature-disabled' }));
  api.createProduct.mockImplementation(async (_org, fields) => productOf(fields));
  api.fetchProduct.mockImplementation(async () => productOf({ title: 'Oolong', status: 'draft', variations: [] }));
});
afterEach(cleanup);

describe('ProductEditorPage', () => {
  it('makes one variation per combination of the specs, with the defaults, and saves a draft', async () => {
    renderEditor();
    await screen.findByLabelText('Title');
    expect(variations()).toEqual(['預設']);
    expect([value('SKU of 預設'), value('Stock of 預設'), value('Regular price of 預設'), value('Sale price of 預設')]).toEqual(['', '0', '0', '']);
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('draft');

    fireEvent.click(screen.getByRole('button', { name: 'Add spec' }));
    fireEvent.change(screen.getByLabelText('Name of spec 1'), { target: { value: 'Size' } });
    fireEvent.change(screen.getByLabelText('Options of spec 1'), { target: { value: 'S, L' } });
    expect(variations()).toEqual(['S', 'L']);
    fireEvent.change(screen.getByLabelText('Regular price of S'), { target: { value: '120' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add spec' }));
    fireEvent.change(screen.getByLabelText('Name of spec 2'), { target: { value: 'Colour' } });
    fireEvent.change(screen.getByLabelText('Options of spec 2'), { target: { value: '紅、白' } });
    expect(variations()).toEqual(['S / 紅', 'S / 白', 'L / 紅', 'L / 白']);
    expect([value('SKU of L / 白'), value('Stock of L / 白'), value('Regular price of L / 白'), value('Sale price of L / 白')]).toEqual(['', '0', '0', '']);

    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Oolong tea' } });
    uploads.uploadThroughWorker.mockResolvedValue({ ok: true, file: storedFile('tea.png') });
    fireEvent.click(screen.getByRole('button', { name: 'Upload image' }));
    fireEvent.change(await screen.findByLabelText('File to upload'), { target: { files: [new File([new Uint8Array(4)], 'tea.png', { type: 'image/png' })] } });
    expect((await screen.findByRole('img', { name: 'Image 1' })).getAttribute('src')).toBe('/files/F123456789/tea.png');
    fireEvent.change(screen.getByLabelText('Regular price of S / 紅'), { target: { value: '350' } });
    fireEvent.change(screen.getByLabelText('Sale price of S / 紅'), { target: { value: '300' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(api.createProduct).toHaveBeenCalledTimes(1));
    const saved = api.createProduct.mock.calls[0]![1];
    expect(saved.status).toBe('draft');
    expect(saved.images).toEqual(['/files/F123456789/tea.png']);
    expect(saved.specs).toEqual([{ name: 'Size', options: ['S', 'L'] }, { name: 'Colour', options: ['紅', '白'] }]);
    expect(saved.variations[0]).toEqual({
      id: '', sku: '', stock_quantity: 0, regular_price: 350, sale_price: 300, currency: 'TWD', attributes: [{ name: 'Size', option: 'S' }, { name: 'Colour', option: '紅' }],
    });
    expect(saved.variations[3]).toEqual({
      id: '', sku: '', stock_quantity: 0, regular_price: 0, currency: 'TWD', attributes: [{ name: 'Size', option: 'L' }, { name: 'Colour', option: '白' }],
    });
    expect(toast.showToast).toHaveBeenCalledWith('success', 'Saved as a draft: customers do not see it yet.');
  });

  it('shows the server\'s "Duplicate sku" at the variation whose sku another product has, the form kept', async () => {
    api.createProduct.mockRejectedValue(new ApiError(409, { code: 141, error: 'Duplicate sku' }));
    api.listProducts.mockImplementation(async (_org, query) => ({
      products: query.search === 'GREEN-L' ? [productOf({ title: 'Green tea', variations: [{ id: 'Vari0000G1', sku: 'GREEN-L', stock_quantity: 1, regular_price: 1, currency: 'TWD', attributes: [{ name: '規格', option: '預設' }] }] }, 'Prod000001')] : [],
      page: 1, limit: 100,
    }));
    renderEditor();
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Oolong tea' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add spec' }));
    fireEvent.change(screen.getByLabelText('Name of spec 1'), { target: { value: 'Size' } });
    fireEvent.change(screen.getByLabelText('Options of spec 1'), { target: { value: 'S, L' } });
    fireEvent.change(screen.getByLabelText('SKU of S'), { target: { value: 'OOLONG-S' } });
    fireEvent.change(screen.getByLabelText('SKU of L'), { target: { value: 'GREEN-L' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }));

    const message = 'This SKU is already used by another variation or product.';
    await waitFor(() => expect(screen.getByLabelText('SKU of L').getAttribute('aria-invalid')).toBe('true'));
    const described = document.getElementById(screen.getByLabelText('SKU of L').getAttribute('aria-describedby')!);
    expect(described?.textContent).toBe(message);
    expect(screen.getByLabelText('SKU of S').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(value('SKU of L')).toBe('GREEN-L');
    expect(value('Title')).toBe('Oolong tea');
  });

  it('saves an edited product twice with the ids the first save gave its new variations', async () => {
    api.fetchProduct.mockResolvedValue(productOf({ title: 'Oolong tea', status: 'publish', variations: [{ id: 'Vari000001', sku: 'OOL', stock_quantity: 2, regular_price: 350, currency: 'TWD', attributes: [{ name: '規格', option: '預設' }] }] }, 'Prod000001'));
    api.updateProduct.mockImplementation(async (_org, id, fields) => productOf(fields, id));
    renderEditor(`/chatPay/${orgId}/productsList/Prod000001`);
    expect(await screen.findByDisplayValue('Oolong tea')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add spec' }));
    fireEvent.change(screen.getByLabelText('Name of spec 1'), { target: { value: 'Size' } });
    fireEvent.change(screen.getByLabelText('Options of spec 1'), { target: { value: 'S, L' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(toast.showToast).toHaveBeenCalledWith('success', 'Product saved.'));
    expect(api.updateProduct.mock.calls[0]![2].variations.map((variation) => variation.id)).toEqual(['', '']);
    fireEvent.change(screen.getByLabelText('Stock of L'), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(api.updateProduct).toHaveBeenCalledTimes(2));
    expect(api.updateProduct.mock.calls[1]![2].variations.map((variation) => [variation.id, variation.stock_quantity])).toEqual([['Vari000000', 0], ['Vari000001', 7]]);
  });

  it('shows a 400 naming a variation\'s field at that field', async () => {
    api.createProduct.mockRejectedValue(new ApiError(400, { code: 142, error: 'body/variations/1/regular_price must be <= 1000000000' }));
    renderEditor();
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Oolong tea' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add spec' }));
    fireEvent.change(screen.getByLabelText('Name of spec 1'), { target: { value: 'Size' } });
    fireEvent.change(screen.getByLabelText('Options of spec 1'), { target: { value: 'S, L' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(screen.getByLabelText('Regular price of L').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByLabelText('Regular price of S').getAttribute('aria-invalid')).toBeNull();
  });

  it('marks a sku typed twice and a sale above the regular price before anything is sent', async () => {
    renderEditor();
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Oolong tea' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add spec' }));
    fireEvent.change(screen.getByLabelText('Name of spec 1'), { target: { value: 'Size' } });
    fireEvent.change(screen.getByLabelText('Options of spec 1'), { target: { value: 'S, L' } });
    fireEvent.change(screen.getByLabelText('SKU of S'), { target: { value: 'OOL' } });
    fireEvent.change(screen.getByLabelText('SKU of L'), { target: { value: 'OOL' } });
    fireEvent.change(screen.getByLabelText('Regular price of L'), { target: { value: '100' } });
    fireEvent.change(screen.getByLabelText('Sale price of L'), { target: { value: '120' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }));
    expect(screen.getAllByText('Another variation has this SKU.')).toHaveLength(1);
    expect(screen.getByText('The sale price cannot be above the regular price. Another variation has this SKU.')).toBeTruthy();
    expect(api.createProduct).not.toHaveBeenCalled();
  });
});
