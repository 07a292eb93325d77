// "Export orders" on the orders list: the dialog shows the list's filters, sends them with the dates
// and the language (the console's by default), and 2 s after the answer (03 §9) points to the task list.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderList, OrderListRequest } from '../../../common/contracts/chat-pay';
import type { OrderExportRequest } from '../../../common/contracts/chat-pay-tasks';
import type { Task } from '../../../common/contracts/tasks';
import { ApiError } from '../../api/api-error';
import { activateLocale } from '../../i18n/activate';
import { OrdersPage } from './OrdersPage';

const orgId = 'Org0000001';
const api = vi.hoisted(() => ({ listOrders: vi.fn<(orgId: string, request: OrderListRequest) => Promise<OrderList>>() }));
const exportApi = vi.hoisted(() => ({ startOrderExport: vi.fn<(orgId: string, request: OrderExportRequest) => Promise<Task>>() }));
const toast = vi.hoisted(() => ({ showToast: vi.fn<(kind: string, text: string) => number>() }));
vi.mock('./orders-api', () => api);
vi.mock('./export-api', () => exportApi);
vi.mock('../../ui/toast-store', () => toast);
vi.mock('../../shell/use-offline', () => ({ useOffline: () => false }));

function renderPage() {
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[`/chatPay/${orgId}/orders`]}>
        <Routes><Route path="/chatPay/:orgId/orders" element={<OrdersPage />} /></Routes>
      </MemoryRouter>
    </I18nProvider>,
  );
}

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Export orders' }));
  return screen.findByRole('dialog', { name: 'Export orders' });
}

beforeAll(() => activateLocale('en-US'));
beforeEach(() => {
  vi.clearAllMocks();
  api.listOrders.mockResolvedValue({ orders: [], page: 1, limit: 20 });
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

describe('Export orders', () => {
  it('exports the list\'s filters with the dates and the console\'s language, and points to the task list 2 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    exportApi.startOrderExport.mockResolvedValue({} as Task);
    renderPage();
    fireEvent.change(await screen.findByLabelText('Order status'), { target: { value: 'confirmed' } });
    fireEvent.change(screen.getByLabelText('Payment status'), { target: { value: 'paid' } });
    const dialog = await openDialog();
    const filters = within(dialog).getByLabelText('Filters of the export');
    expect(within(filters).getAllByRole('definition').map((cell) => cell.textContent)).toEqual(['Confirmed', 'Paid', 'Any']);
    expect((within(dialog).getByLabelText('Language of the file') as HTMLSelectElement).value).toBe('en-US');
    fireEvent.change(within(dialog).getByLabelText('Placed from'), { target: { value: '2026-11-01' } });
    fireEvent.change(within(dialog).getByLabelText('Placed until'), { target: { value: '2026-11-30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Export' }));

    await waitFor(() => expect(exportApi.startOrderExport).toHaveBeenCalledTimes(1));
    const [sentOrg, request] = exportApi.startOrderExport.mock.calls[0]!;
    expect(sentOrg).toBe(orgId);
    expect(request).toMatchObject({ i18n: 'en-US', filter: { status: 'confirmed', payment: 'paid' }, timeZone: expect.any(String) });
    expect(request.filter).not.toHaveProperty('shipping');
    expect(new Date(request.filter!.createdFrom!).getTime()).toBe(new Date('2026-11-01T00:00:00').getTime());
    // The last day counts whole: up to the next day's start.
    expect(new Date(request.filter!.createdTo!).getTime()).toBe(new Date('2026-12-01T00:00:00').getTime());

    await vi.advanceTimersByTimeAsync(1900);
    expect(toast.showToast).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Export orders' })).toBeTruthy();
    await vi.advanceTimersByTimeAsync(200);
    await waitFor(() => expect(toast.showToast).toHaveBeenCalledWith('info', 'The order export has started. Download it from the task list once it is done.'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Export orders' })).toBeNull());
  });

  it('writes the file in another language when chosen, and refuses a last day before the first', async () => {
    exportApi.startOrderExport.mockResolvedValue({} as Task);
    renderPage();
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('Placed from'), { target: { value: '2026-11-10' } });
    fireEvent.change(within(dialog).getByLabelText('Placed until'), { target: { value: '2026-11-01' } });
    expect(within(dialog).getByText('The last day is before the first.')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Export' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Placed until'), { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText('Language of the file'), { target: { value: 'ja-JP' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(exportApi.startOrderExport).toHaveBeenCalledWith(orgId, expect.objectContaining({ i18n: 'ja-JP', filter: { createdFrom: expect.any(String) } })));
  });

  it('keeps the dialog open with the refusal when the export cannot start', async () => {
    exportApi.startOrderExport.mockRejectedValue(new ApiError(403, { code: 119, error: 'error/feature-disabled' }));
    renderPage();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toBeTruthy());
    expect(toast.showToast).not.toHaveBeenCalled();
  });

  it('defaults the file\'s language to the console\'s', async () => {
    try {
      await act(() => activateLocale('zh-TW'));
      renderPage();
      const buttons = await screen.findAllByRole('button');
      fireEvent.click(buttons.at(-1)!);
      const select = (await screen.findByRole('dialog')).querySelector('select')!;
      expect(select.value).toBe('zh-TW');
    } finally {
      await act(() => activateLocale('en-US'));
    }
  });
});
