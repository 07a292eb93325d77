// On the order's page: its contact, delivery address and notes edited (a refusal at its field, keeping
// what was typed), and its link sent as a reply in the order's conversation or copied.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order, UpdateOrderRequest } from '../../../common/contracts/chat-pay';
import { ApiError } from '../../api/api-error';
import { activateLocale } from '../../i18n/activate';
import { OrderDetailPage } from './OrderDetailPage';

const orgId = 'Org0000001';
const orders = vi.hoisted(() => ({ fetchOrder: vi.fn<(orgId: string, id: string) => Promise<Order>>() }));
const api = vi.hoisted(() => ({
  updateOrder: vi.fn<(orgId: string, id: string, request: UpdateOrderRequest) => Promise<Order>>(),
  orderShareLink: vi.fn<(orgId: string, id: string) => Promise<string>>(),
}));
const sync = vi.hoisted(() => ({ sendText: vi.fn<(input: object) => Promise<string>>() }));
const toast = vi.hoisted(() => ({ showToast: vi.fn<(kind: string, text: string) => number>() }));
vi.mock('./orders-api', () => orders);
vi.mock('../customer-orders/customer-orders-api', () => api);
vi.mock('../../data/sync-client', () => ({ getSync: () => sync }));
vi.mock('../../ui/toast-store', () => toast);

const order: Order = {
  id: 'Order00012', serial: 12, number: '#12', customer_id: 'Cust000001', conversation: 'Conv000001',
  status: 'processing', payment: { status: 'unpaid', method: 'cod' }, shipping: { status: 'processing', type: 'self', price: 60, address: 'No. 7, Xinyi Rd' },
  items: [], subtotal: 0, total: 60, currency: 'TWD', contact: { name: 'Mei Lin', phone: '0912345678' }, notes: '',
  receiptId: '', expiresAt: null, createdAt: '2026-11-20T08:00:00.000Z', updatedAt: '2026-11-20T08:00:00.000Z',
};

function renderPage() {
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[`/chatPay/${orgId}/orders/${order.id}`]}>
        <Routes><Route path="/chatPay/:orgId/orders/:orderId" element={<OrderDetailPage />} /></Routes>
      </MemoryRouter>
    </I18nProvider>,
  );
}

beforeAll(() => activateLocale('en-US'));
beforeEach(() => {
  vi.clearAllMocks();
  orders.fetchOrder.mockResolvedValue(order);
  api.orderShareLink.mockResolvedValue('https://parley.example/shop/o.token');
  sync.sendText.mockResolvedValue('Receipt001');
});
afterEach(cleanup);

describe("the order's contact and delivery", () => {
  it('saves the contact, address and notes edited, and shows them', async () => {
    api.updateOrder.mockRejectedValueOnce(new ApiError(400, { code: 400, error: 'body/contact/phone must NOT have more than 30 characters' }));
    api.updateOrder.mockImplementation(async (_org, _id, request) => ({
      ...order, contact: request.contact!, notes: request.notes!, shipping: { ...order.shipping, address: request.address! },
    }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit contact and delivery' }));
    const form = screen.getByRole('form', { name: 'Contact and delivery' });
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText('Name')));
    fireEvent.change(within(form).getByLabelText('Phone'), { target: { value: '0922000111' } });
    fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: 'mei@example.com' } });
    fireEvent.change(within(form).getByLabelText('Notes'), { target: { value: 'Ring twice' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save contact and delivery' }));
    await waitFor(() => expect(within(form).getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true'));
    expect((within(form).getByLabelText('Notes') as HTMLTextAreaElement).value).toBe('Ring twice');

    fireEvent.click(within(form).getByRole('button', { name: 'Save contact and delivery' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Contact and delivery' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit contact and delivery' })));
    expect(api.updateOrder).toHaveBeenLastCalledWith(orgId, order.id, {
      contact: { name: 'Mei Lin', phone: '0922000111', email: 'mei@example.com' }, address: 'No. 7, Xinyi Rd', notes: 'Ring twice',
    });
    expect(screen.getByText('Ring twice')).toBeTruthy();
    expect(screen.getByText('0922000111')).toBeTruthy();
  });

  it("sends the order's link as a reply in its conversation", async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Send the order link' }));
    await waitFor(() => expect(sync.sendText).toHaveBeenCalledWith({
      orgId, conversationId: 'Conv000001', customerId: 'Cust000001', text: 'https://parley.example/shop/o.token',
    }));
    expect(api.orderShareLink).toHaveBeenCalledWith(orgId, order.id);
    expect(toast.showToast).toHaveBeenCalledWith('success', "The order's link is on its way to the customer's conversation.");
  });

  it("copies the order's link", async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy the order link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('https://parley.example/shop/o.token'));
    expect(toast.showToast).toHaveBeenCalledWith('success', 'Link copied.');
  });
});
