// One order: its lines, totals and customer with the way to their conversation; shipping confirmed with
// a pickup remark (the order read again 2 s later, 03 §9), marked paid, its status sent to the customer.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderStatusType } from '../../../common/chat-pay';
import type { Order } from '../../../common/contracts/chat-pay';
import { activateLocale } from '../../i18n/activate';
import { OrderDetailPage } from './OrderDetailPage';

const orgId = 'Org0000001';
const api = vi.hoisted(() => ({
  fetchOrder: vi.fn<(orgId: string, id: string) => Promise<Order>>(),
  changeOrderStatus: vi.fn<(orgId: string, ids: readonly string[], type: OrderStatusType, status: string) => Promise<Order[]>>(),
  confirmShipping: vi.fn<(orgId: string, id: string, remark: string) => Promise<Order>>(),
  cancelShipping: vi.fn<(orgId: string, id: string) => Promise<Order>>(),
  sendOrderStatus: vi.fn<(orgId: string, id: string) => Promise<Order>>(),
}));
const toast = vi.hoisted(() => ({ showToast: vi.fn<(kind: string, text: string) => number>() }));
vi.mock('./orders-api', () => api);
vi.mock('../../ui/toast-store', () => toast);

const order: Order = {
  id: 'Order00012', serial: 12, number: '#12', customer_id: 'Cust000001', conversation: 'Conv000001',
  status: 'processing', payment: { status: 'unpaid', method: 'cod' }, shipping: { status: 'processing', type: 'self', price: 60, address: 'No. 7, Xinyi Rd, Taipei' },
  items: [
    { product_id: 'Prod000001', variation_id: 'Vari000001', title: 'Oolong tea', variation: 'L', quantity: 2, unit_price: 350, currency: 'TWD' },
    { product_id: 'Prod000002', variation_id: 'Vari000002', title: 'Tea cup', variation: '預設', quantity: 1, unit_price: 1200, currency: 'TWD' },
  ],
  subtotal: 1900, total: 1960, currency: 'TWD', contact: { name: 'Mei Lin', phone: '0912345678', email: 'mei@example.com' }, notes: 'Ring twice',
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
  api.fetchOrder.mockResolvedValue(order);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('OrderDetailPage', () => {
  it("shows an Uber Direct order's courier and its tracking link", async () => {
    api.fetchOrder.mockResolvedValue({
      ...order, shipping: { ...order.shipping, type: 'uberDirect', status: 'shipping', courier: { state: 'created', trackingUrl: 'https://track.uber.com/del_1' } },
    });
    renderPage();
    expect(await screen.findByText('Dispatched by Uber')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Follow the courier on Uber' });
    expect(link.getAttribute('href')).toBe('https://track.uber.com/del_1');
    expect(screen.getByText('Uber Direct')).toBeTruthy();

    cleanup();
    api.fetchOrder.mockResolvedValue({ ...order, shipping: { ...order.shipping, type: 'uberDirect', courier: { state: 'unknown' } } });
    renderPage();
    expect(await screen.findByText("Uber's answer was lost: confirm the shipping again, or check Uber's dashboard")).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Follow the courier on Uber' })).toBeNull();
  });

  it('shows the lines, the totals and the customer with a link to their conversation', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Order #12' })).toBeTruthy();
    const lines = within(screen.getByRole('table', { name: 'Order lines' })).getAllByRole('row').slice(1)
      .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(lines).toEqual([['Oolong tea', 'L', '2', 'NT$350', 'NT$700'], ['Tea cup', '預設', '1', 'NT$1,200', 'NT$1,200']]);
    const totals = within(screen.getByLabelText('Totals'));
    expect(totals.getByText('NT$1,900')).toBeTruthy();
    expect(totals.getByText('NT$60')).toBeTruthy();
    expect(totals.getByText('NT$1,960')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the conversation with Mei Lin' }).getAttribute('href'))
      .toBe(`/message-center/${orgId}/conversation/Conv000001/customer/Cust000001`);
    expect(screen.getByText('Ring twice')).toBeTruthy();
  });

  it('confirms shipping with the pickup remark and reads the order again 2 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.confirmShipping.mockResolvedValue({ ...order, shipping: { ...order.shipping, status: 'shipping' } });
    renderPage();
    fireEvent.change(await screen.findByLabelText('Pickup remark'), { target: { value: 'Counter 3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm shipping' }));
    await waitFor(() => expect(api.confirmShipping).toHaveBeenCalledWith(orgId, order.id, 'Counter 3'));
    await waitFor(() => expect(within(screen.getByLabelText('Statuses')).getByText('Shipping')).toBeTruthy());
    expect(toast.showToast).toHaveBeenCalledWith('success', 'Shipping confirmed. The customer is told.');
    expect(api.fetchOrder).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1900);
    expect(api.fetchOrder).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(200);
    await waitFor(() => expect(api.fetchOrder).toHaveBeenCalledTimes(2));
  });

  it('marks a pay-on-delivery order paid and sends its status to the customer', async () => {
    api.changeOrderStatus.mockResolvedValue([{ ...order, payment: { ...order.payment, status: 'paid' } }]);
    api.sendOrderStatus.mockResolvedValue(order);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(api.changeOrderStatus).toHaveBeenCalledWith(orgId, [order.id], 'payment', 'paid'));
    await waitFor(() => expect(within(screen.getByLabelText('Statuses')).getByText(/^Paid/)).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Mark paid' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send status to the customer' }));
    await waitFor(() => expect(api.sendOrderStatus).toHaveBeenCalledWith(orgId, order.id));
    expect(toast.showToast).toHaveBeenCalledWith('success', "The order's status was sent to the customer.");
  });
});
