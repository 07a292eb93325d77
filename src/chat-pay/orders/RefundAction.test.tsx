// Refunding a card order: asked first, all of it or the amount typed, the order as the server answers
// it; a cancelled order that was paid asks for the refund; other methods have none.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../common/contracts/chat-pay';
import { ApiError } from '../../api/api-error';
import { activateLocale } from '../../i18n/activate';
import { RefundAction, refundable } from './RefundAction';

const api = vi.hoisted(() => ({ refundOrder: vi.fn<(orgId: string, id: string, amount?: number) => Promise<Order>>() }));
const toast = vi.hoisted(() => ({ showToast: vi.fn<(kind: string, text: string) => number>() }));
vi.mock('./refund-api', () => api);
vi.mock('../../ui/toast-store', () => toast);

const order: Order = {
  id: 'Order00012', serial: 12, number: '#12', customer_id: 'Cust000001', conversation: 'Conv000001',
  status: 'processing', payment: { status: 'paid', method: 'card' }, shipping: { status: 'processing', type: 'self', price: 60 },
  items: [{ product_id: 'Prod000001', variation_id: 'Vari000001', title: 'Oolong tea', variation: 'L', quantity: 2, unit_price: 350, currency: 'TWD' }],
  subtotal: 700, total: 760, currency: 'TWD', contact: { name: 'Mei Lin', phone: '0912345678' }, notes: '',
  receiptId: '', expiresAt: null, createdAt: '2026-11-20T08:00:00.000Z', updatedAt: '2026-11-20T08:00:00.000Z',
};

function renderAction(shown: Order = order) {
  const onChanged = vi.fn<(order: Order) => void>();
  render(<I18nProvider i18n={i18n}><RefundAction orgId="Org0000001" order={shown} onChanged={onChanged} /></I18nProvider>);
  return onChanged;
}

beforeAll(() => activateLocale('en-US'));
beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

describe('RefundAction', () => {
  it('refunds all of a card payment after asking', async () => {
    const refunding = { ...order, payment: { status: 'refunding' as const, method: 'card' as const } };
    api.refundOrder.mockResolvedValue(refunding);
    const onChanged = renderAction();
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund the payment' });
    expect(api.refundOrder).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(refunding));
    expect(api.refundOrder).toHaveBeenCalledWith('Org0000001', 'Order00012', undefined);
  });

  it('refunds the amount typed, refuses one above the total, and keeps the dialog with the reason on a refusal', async () => {
    api.refundOrder.mockRejectedValueOnce(new ApiError(409, { code: 141, error: 'Order not refundable' }));
    renderAction();
    const amount = screen.getByLabelText('Amount to refund (TWD)');
    fireEvent.change(amount, { target: { value: '800' } });
    expect((screen.getByRole('button', { name: 'Refund' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(amount, { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund the payment' });
    expect(within(dialog).getByText(/NT\$100 of the card payment goes back/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('This order has no card payment to refund now.')).toBeTruthy();
    expect(api.refundOrder).toHaveBeenCalledWith('Org0000001', 'Order00012', 100);
  });

  it('asks for the refund of a payment that came after the order was cancelled; cash orders have none', () => {
    renderAction({ ...order, status: 'cancelled' });
    expect(screen.getByRole('status').textContent).toBe('This order was paid after it was cancelled. Refund the payment to the customer.');
    expect(refundable({ ...order, payment: { status: 'paid', method: 'transfer' } })).toBe(false);
    expect(refundable({ ...order, payment: { status: 'refunding', method: 'card' } })).toBe(false);
    expect(refundable({ ...order, payment: { status: 'partial_refund', method: 'card' } })).toBe(true);
  });
});
