// Orders: filtered by the order's, the payment's and the shipping's status (03 §4's sets), each filter
// starting again from page 1; selected orders change one status together and show it at once.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderStatusType } from '../../../common/chat-pay';
import type { Order, OrderList, OrderListRequest } from '../../../common/contracts/chat-pay';
import { ApiError } from '../../api/api-error';
import { activateLocale } from '../../i18n/activate';
import { OrdersPage } from './OrdersPage';

const orgId = 'Org0000001';
const api = vi.hoisted(() => ({
  listOrders: vi.fn<(orgId: string, request: OrderListRequest) => Promise<OrderList>>(),
  changeOrderStatus: vi.fn<(orgId: string, ids: readonly string[], type: OrderStatusType, status: string) => Promise<Order[]>>(),
}));
const toast = vi.hoisted(() => ({ showToast: vi.fn<(kind: string, text: string) => number>() }));
vi.mock('./orders-api', () => api);
vi.mock('../../ui/toast-store', () => toast);
vi.mock('../../shell/use-offline', () => ({ useOffline: () => false }));

function orderOf(serial: number, fields: Partial<Order> = {}): Order {
  return {
    id: `Order${String(serial).padStart(5, '0')}`, serial, number: `#${serial}`, customer_id: 'Cust000001', conversation: 'Conv000001',
    status: 'processing', payment: { status: 'unpaid', method: 'transfer' }, shipping: { status: 'processing', type: 'self', price: 60, address: 'Taipei' },
    items: [{ product_id: 'Prod000001', variation_id: 'Vari000001', title: 'Oolong tea', variation: 'L', quantity: 2, unit_price: 350, currency: 'TWD' }],
    subtotal: 700, total: 760, currency: 'TWD', contact: { name: `Customer ${serial}`, phone: '0912345678' }, notes: '', receiptId: '', expiresAt: null,
    createdAt: '2026-11-20T08:00:00.000Z', updatedAt: '2026-11-20T08:00:00.000Z', ...fields,
  };
}

let stored: Order[] = [];

function renderPage() {
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[`/chatPay/${orgId}/orders`]}>
        <Routes><Route path="/chatPay/:orgId/orders" element={<OrdersPage />} /></Routes>
      </MemoryRouter>
    </I18nProvider>,
  );
}

const numbers = () => within(screen.getByRole('table', { name: 'Orders' })).getAllByRole('row').slice(1).map((row) => within(row).getByRole('link').textContent);

beforeAll(() => activateLocale('en-US'));
beforeEach(() => {
  vi.clearAllMocks();
  stored = [
    orderOf(3),
    orderOf(2, { payment: { status: 'paid', method: 'cod' }, shipping: { status: 'shipped', type: 'self', price: 0 } }),
    orderOf(1, { status: 'cancelled', payment: { status: 'cancelled', method: 'transfer' } }),
  ];
  api.listOrders.mockImplementation(async (_org, request) => {
    const { status, payment, shipping } = request.filter ?? {};
    const orders = stored.filter((order) => (!status || order.status === status) && (!payment || order.payment.status === payment)
      && (!shipping || order.shipping.status === shipping));
    return { orders, page: request.page ?? 1, limit: 20 };
  });
  api.changeOrderStatus.mockImplementation(async (_org, ids, type, status) => stored.filter((order) => ids.includes(order.id)).map((order) => (
    type === 'payment' ? { ...order, payment: { ...order.payment, status: status as Order['payment']['status'] } } : { ...order, status: status as Order['status'] })));
});
afterEach(cleanup);

describe('OrdersPage', () => {
  it('lists the orders with their total and statuses, and filters by order, payment and shipping status', async () => {
    renderPage();
    await waitFor(() => expect(numbers()).toEqual(['#3', '#2', '#1']));
    const first = within(screen.getByRole('row', { name: /#3/ })).getAllByRole('cell').map((cell) => cell.textContent);
    expect(first.slice(3)).toEqual(['Customer 3', 'NT$760', 'Processing', 'Unpaid', 'Preparing']);

    fireEvent.change(screen.getByLabelText('Payment status'), { target: { value: 'paid' } });
    await waitFor(() => expect(numbers()).toEqual(['#2']));
    expect(api.listOrders).toHaveBeenLastCalledWith(orgId, { filter: { payment: 'paid' }, page: 1, limit: 20 });
    fireEvent.change(screen.getByLabelText('Shipping status'), { target: { value: 'delivered' } });
    expect(await screen.findByText('No order matches these filters.')).toBeTruthy();
    expect(api.listOrders).toHaveBeenLastCalledWith(orgId, { filter: { payment: 'paid', shipping: 'delivered' }, page: 1, limit: 20 });
    fireEvent.change(screen.getByLabelText('Payment status'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Shipping status'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Order status'), { target: { value: 'cancelled' } });
    await waitFor(() => expect(numbers()).toEqual(['#1']));
    expect(api.listOrders).toHaveBeenLastCalledWith(orgId, { filter: { status: 'cancelled' }, page: 1, limit: 20 });
  });

  it('changes the status of the selected orders together', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select order #3' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select order #2' }));
    const batch = screen.getByRole('group', { name: 'Change the selected orders' });
    expect(within(batch).getByText('2 selected')).toBeTruthy();
    fireEvent.change(within(batch).getByLabelText('Status to change'), { target: { value: 'order' } });
    fireEvent.change(within(batch).getByLabelText('New status'), { target: { value: 'confirmed' } });
    fireEvent.click(within(batch).getByRole('button', { name: 'Apply to the selected orders' }));

    await waitFor(() => expect(api.changeOrderStatus).toHaveBeenCalledWith(orgId, ['Order00003', 'Order00002'], 'order', 'confirmed'));
    await waitFor(() => expect(within(screen.getByRole('row', { name: /#3/ })).getByText('Confirmed')).toBeTruthy());
    expect(within(screen.getByRole('row', { name: /#2/ })).getByText('Confirmed')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /#1/ })).getByText('Cancelled')).toBeTruthy();
    expect(toast.showToast).toHaveBeenCalledWith('success', '2 orders changed.');
    // Done: nothing is selected any longer.
    expect(screen.queryByRole('group', { name: 'Change the selected orders' })).toBeNull();
  });

  it('keeps the selection and says why when the change is refused', async () => {
    api.changeOrderStatus.mockRejectedValue(new ApiError(409, { code: 141, error: 'Not enough stock' }));
    renderPage();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select all orders shown' }));
    const batch = screen.getByRole('group', { name: 'Change the selected orders' });
    fireEvent.change(within(batch).getByLabelText('New status'), { target: { value: 'processing' } });
    fireEvent.click(within(batch).getByRole('button', { name: 'Apply to the selected orders' }));
    await waitFor(() => expect(toast.showToast).toHaveBeenCalledWith('error', 'Not enough stock: fewer items are left than ordered.'));
    expect(within(screen.getByRole('group', { name: 'Change the selected orders' })).getByText('3 selected')).toBeTruthy();
  });
});
