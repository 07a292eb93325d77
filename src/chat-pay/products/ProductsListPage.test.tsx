// The products list: 20 a page by serial, the next page asked for as loaded / 20 + 1, no more once a
// page has fewer than 20 (03 §9); filters start again from page 1; each row with its price range and
// stock; copy and delete.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product, ProductList, ProductListQuery } from '../../../common/contracts/chat-pay';
import { activateLocale } from '../../i18n/activate';
import { ProductsListPage } from './ProductsListPage';

const orgId = 'Org0000001';
const api = vi.hoisted(() => ({
  listProducts: vi.fn<(orgId: string, query: ProductListQuery) => Promise<ProductList>>(),
  copyProduct: vi.fn<(orgId: string, id: string) => Promise<Product>>(),
  deleteProduct: vi.fn<(orgId: string, id: string) => Promise<void>>(),
}));
const toast = vi.hoisted(() => ({ showToast: vi.fn<(kind: string, text: string) => number>() }));
vi.mock('./products-api', () => api);
vi.mock('../../ui/toast-store', () => toast);
vi.mock('../../shell/use-offline', () => ({ useOffline: () => false }));

const productOf = (serial: number, fields: Partial<Product> = {}): Product => ({
  id: `Prod${String(serial).padStart(6, '0')}`, serial, status: 'publish', title: `Tea ${serial}`, desc: '', images: [], specs: [], attributes: [],
  variations: [{ id: `Vari${String(serial).padStart(6, '0')}`, sku: '', stock_quantity: 3, regular_price: 100, currency: 'TWD', attributes: [{ name: '規格', option: '預設' }] }],
  createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z', ...fields,
});

/** 45 products, newest first, answered 20 a page. */
let stored: Product[] = [];

function renderPage() {
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[`/chatPay/${orgId}/productsList`]}>
        <Routes><Route path="/chatPay/:orgId/productsList" element={<ProductsListPage />} /></Routes>
      </MemoryRouter>
    </I18nProvider>,
  );
}

const rows = () => within(screen.getByRole('table', { name: 'Products' })).getAllByRole('row').slice(1);

beforeAll(() => activateLocale('en-US'));
beforeEach(() => {
  vi.clearAllMocks();
  stored = Array.from({ length: 45 }, (_, index) => productOf(45 - index));
  api.listProducts.mockImplementation(async (_org, query) => {
    const page = query.page ?? 1;
    const matching = stored.filter((product) => !query.status || product.status === query.status);
    return { products: matching.slice((page - 1) * 20, page * 20), page, limit: 20 };
  });
});
afterEach(cleanup);

describe('ProductsListPage', () => {
  it('loads 20 at a time by serial and stops after a page of fewer than 20', async () => {
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(api.listProducts).toHaveBeenLastCalledWith(orgId, expect.objectContaining({ page: 1, limit: 20, order: 'desc' }));
    fireEvent.click(screen.getByRole('button', { name: 'Load more products' }));
    await waitFor(() => expect(rows()).toHaveLength(40));
    expect(api.listProducts).toHaveBeenLastCalledWith(orgId, expect.objectContaining({ page: 2 }));
    fireEvent.click(screen.getByRole('button', { name: 'Load more products' }));
    await waitFor(() => expect(rows()).toHaveLength(45));
    expect(api.listProducts).toHaveBeenLastCalledWith(orgId, expect.objectContaining({ page: 3 }));
    expect(screen.queryByRole('button', { name: 'Load more products' })).toBeNull();
    expect(api.listProducts).toHaveBeenCalledTimes(3);
  });

  it('shows each product\'s price range, stock and status, and filters from page 1', async () => {
    stored[0] = productOf(45, {
      title: 'Oolong tea', status: 'draft',
      variations: [
        { id: 'Vari000451', sku: 'S', stock_quantity: 4, regular_price: 350, sale_price: 300, currency: 'TWD', attributes: [{ name: 'Size', option: 'S' }] },
        { id: 'Vari000452', sku: 'L', stock_quantity: 6, regular_price: 1200, currency: 'TWD', attributes: [{ name: 'Size', option: 'L' }] },
      ],
    });
    renderPage();
    const row = await screen.findByRole('row', { name: /Oolong tea/ });
    expect(within(row).getAllByRole('cell').slice(1, 5).map((cell) => cell.textContent)).toEqual(['Oolong tea', 'NT$300 – NT$1,200', '10', 'Draft']);
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'draft' } });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(api.listProducts).toHaveBeenLastCalledWith(orgId, expect.objectContaining({ status: 'draft', page: 1 }));
    expect(screen.queryByRole('button', { name: 'Load more products' })).toBeNull();
  });

  it('copies a product as a draft and deletes one after asking', async () => {
    api.copyProduct.mockResolvedValue(productOf(46, { title: 'Tea 45 - 1', status: 'draft' }));
    api.deleteProduct.mockResolvedValue();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy Tea 45' }));
    await waitFor(() => expect(rows()[0]!.textContent).toContain('Tea 45 - 1'));
    expect(toast.showToast).toHaveBeenCalledWith('success', 'Copied as the draft Tea 45 - 1.');

    fireEvent.click(screen.getByRole('button', { name: 'Delete Tea 44' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete product' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.deleteProduct).toHaveBeenCalledWith(orgId, 'Prod000044'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete Tea 44' })).toBeNull());
  });
});
