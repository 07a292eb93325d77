// An order placed for a customer: products added from the picker with quantities, the total as the
// server prices it (delivery free from the threshold), what is sent; a refusal shows at its place and
// keeps everything typed, over a reload too; placed, the order's page opens.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreateOrderRequest, Order, Product, ProductList, ProductListQuery, ShopSettingsAnswer } from '../../../common/contracts/chat-pay';
import { ApiError } from '../../api/api-error';
import { activateLocale } from '../../i18n/activate';
import { NewOrderPage } from './NewOrderPage';

const orgId = 'Org0000001';
const customerId = 'Cust000001';
const api = vi.hoisted(() => ({ createOrder: vi.fn<(orgId: string, request: CreateOrderRequest) => Promise<Order>>() }));
const settingsApi = vi.hoisted(() => ({ fetchShopSettings: vi.fn<(orgId: string) => Promise<ShopSettingsAnswer>>() }));
const products = vi.hoisted(() => ({ listProducts: vi.fn<(orgId: string, query: ProductListQuery) => Promise<ProductList>>() }));
vi.mock('./customer-orders-api', () => api);
vi.mock('../settings/settings-api', () => settingsApi);
vi.mock('../products/products-api', () => products);
vi.mock('../../shell/use-offline', () => ({ useOffline: () => false }));

const settings = {
  name: 'Tea House', logo: '', currency: 'TWD',
  shipping: { self: { enabled: true, price: 80, free_amount: 1000, storage: '' } },
  payment: { cod: { enabled: true }, transfer: { enabled: true, note: 'Bank 012' } },
  complete: true, missing: [],
} as unknown as ShopSettingsAnswer;
const oolong: Product = {
  id: 'Prod000001', status: 'publish', title: 'Oolong tea', serial: 1, desc: '', images: [], specs: [{ name: 'Size', options: ['S', 'L'] }], attributes: [],
  variations: [
    { id: 'Vari00000S', sku: '', stock_quantity: 5, regular_price: 300, sale_price: 250, currency: 'TWD', attributes: [{ name: 'Size', option: 'S' }] },
    { id: 'Vari00000L', sku: '', stock_quantity: 0, regular_price: 450, currency: 'TWD', attributes: [{ name: 'Size', option: 'L' }] },
  ],
  createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z',
};

function renderPage() {
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[{ pathname: `/chatPay/${orgId}/orders/new/${customerId}`, state: { contact: { name: '', phone: '0912345678', email: '' } } }]}>
        <Routes>
          <Route path="/chatPay/:orgId/orders/new/:customerId" element={<NewOrderPage />} />
          <Route path="/chatPay/:orgId/orders/:orderId" element={<p>The order page</p>} />
        </Routes>
      </MemoryRouter>
    </I18nProvider>,
  );
}

async function addSmallOolong() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add products' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add products' });
  expect((within(dialog).getByRole('button', { name: 'Add Oolong tea (L)' }) as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(await within(dialog).findByRole('button', { name: 'Add Oolong tea (S)' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
}

function fillContact() {
  fireEvent.change(screen.getByLabelText('Delivery address'), { target: { value: 'No. 7, Xinyi Rd' } });
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Mei Lin' } });
}

const totals = () => within(screen.getByLabelText('Totals')).getAllByRole('definition').map((value) => value.textContent);

beforeAll(() => activateLocale('en-US'));
beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  settingsApi.fetchShopSettings.mockResolvedValue(settings);
  products.listProducts.mockResolvedValue({ products: [oolong], page: 1, limit: 20 });
});
afterEach(cleanup);

describe('NewOrderPage', () => {
  it('totals the lines as the server will, sends the order and opens its page', async () => {
    api.createOrder.mockResolvedValue({ id: 'Order00012' } as Order);
    renderPage();
    await addSmallOolong();
    expect(totals()).toEqual(['NT$250', 'NT$80', 'NT$330']);
    fireEvent.change(screen.getByRole('textbox', { name: 'Quantity of Oolong tea (S)' }), { target: { value: '4' } });
    // 1,000 and up: delivery is free.
    expect(totals()).toEqual(['NT$1,000', 'NT$0', 'NT$1,000']);
    fillContact();
    fireEvent.change(screen.getByLabelText('Payment method'), { target: { value: 'transfer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('The order page')).toBeTruthy();
    expect(api.createOrder).toHaveBeenCalledWith(orgId, {
      customer_id: customerId, items: [{ product_id: 'Prod000001', variation_id: 'Vari00000S', quantity: 4 }],
      delivery: { type: 'self', address: 'No. 7, Xinyi Rd' }, contact: { name: 'Mei Lin', phone: '0912345678' }, paymentMethod: 'transfer',
    });
    expect(sessionStorage.length).toBe(0);
  });

  it('marks what is missing and sends nothing', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Add at least one product.')).toBeTruthy();
    expect(screen.getByLabelText('Delivery address').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Delivery address')));
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(api.createOrder).not.toHaveBeenCalled();
  });

  it('shows "Not enough stock" at the lines and a 400 at its field, keeping everything typed over a reload', async () => {
    api.createOrder.mockRejectedValueOnce(new ApiError(409, { code: 409, error: 'Not enough stock' }));
    api.createOrder.mockRejectedValueOnce(new ApiError(400, { code: 400, error: 'body/contact/email must match format "email"' }));
    renderPage();
    await addSmallOolong();
    fillContact();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'mei@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Not enough stock: fewer items are left than ordered.');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Mei Lin');

    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('The shop did not accept this. Check it and try again.')).toBeTruthy();

    // A reload finds the work again.
    cleanup();
    renderPage();
    expect(await screen.findByRole('textbox', { name: 'Quantity of Oolong tea (S)' })).toBeTruthy();
    expect((screen.getByLabelText('Delivery address') as HTMLTextAreaElement).value).toBe('No. 7, Xinyi Rd');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('mei@example.com');
  });
});
