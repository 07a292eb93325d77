// Statistics: the summary against the period before, the day table and its CSV, the top products by
// quantity and by revenue, each agent's sales, a custom period checked before it is asked, and offline.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StatsDay } from '../../../common/contracts/chat-pay-stats';
import { activateLocale } from '../../i18n/activate';
import type { ShopStats, StatsPeriod } from './stats-api';
import { StatsPage } from './StatsPage';

const orgId = 'Org0000001';
const api = vi.hoisted(() => ({ fetchShopStats: vi.fn<(orgId: string, period: StatsPeriod) => Promise<ShopStats>>() }));
const files = vi.hoisted(() => ({ downloaded: [] as { fileName: string; text: string }[] }));
const network = vi.hoisted(() => ({ offline: false }));
vi.mock('./stats-api', () => api);
vi.mock('../../shell/use-offline', () => ({ useOffline: () => network.offline }));
// The chart library draws on a canvas, which jsdom has not: the chart's name and data are what is tested.
vi.mock('../../charts/UPlotChart', () => ({ default: () => null }));
vi.mock('../../charts/csv-download', async (original) => ({
  ...(await original<typeof import('../../charts/csv-download')>()),
  downloadCsv: (fileName: string, text: string) => files.downloaded.push({ fileName, text }),
}));

const day = (date: string, orders: number, amount: number): StatsDay => ({ date, orders, revenue: amount ? [{ currency: 'TWD', amount }] : [] });

function statsOf({ start, end }: StatsPeriod): ShopStats {
  return {
    info: {
      timeZone: 'UTC',
      current: {
        starttime: start, endtime: end, orders: 3, cancelled: 1,
        revenue: [{ currency: 'TWD', revenue: 1340, orders: 3, average: 447 }],
        days: [day(start, 1, 680), day(end, 2, 660)],
      },
      previous: { starttime: '20261025', endtime: '20261031', orders: 2, cancelled: 0, revenue: [{ currency: 'TWD', revenue: 1000, orders: 2, average: 500 }], days: [] },
    },
    rank: {
      byQuantity: [
        { product_id: 'Prod000002', title: 'Green, "fresh"', quantity: 3, revenue: 600, currency: 'TWD' },
        { product_id: 'Prod000001', title: 'Oolong', quantity: 2, revenue: 700, currency: 'TWD' },
      ],
      byRevenue: [
        { product_id: 'Prod000001', title: 'Oolong', quantity: 2, revenue: 700, currency: 'TWD' },
        { product_id: 'Prod000002', title: 'Green, "fresh"', quantity: 3, revenue: 600, currency: 'TWD' },
      ],
    },
    agents: { agents: [{ id: 'User000001', name: 'Kit Lee', orders: 2, revenue: [{ currency: 'TWD', amount: 960 }], sent: 4 }] },
  };
}

function renderPage() {
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[`/chatPay/${orgId}/stats`]}>
        <Routes><Route path="/chatPay/:orgId/stats" element={<StatsPage />} /></Routes>
      </MemoryRouter>
    </I18nProvider>,
  );
}

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
const figure = (name: string) => within(screen.getByRole('region', { name }));

beforeAll(() => activateLocale('en-US'));
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 7, 12) });
  vi.clearAllMocks();
  files.downloaded = [];
  network.offline = false;
  api.fetchShopStats.mockImplementation(async (_org, period) => statsOf(period));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('StatsPage', () => {
  it('shows the last 7 days against the 7 before, with the day chart named and its table and CSV', async () => {
    renderPage();
    const figures = within(await screen.findByLabelText('Summary'));
    expect(api.fetchShopStats).toHaveBeenCalledWith(orgId, { start: '20261101', end: '20261107' });
    expect(figures.getByText('Orders').parentElement!.textContent).toBe('Orders3+50% against the previous period');
    expect(figures.getByText('Revenue (TWD)').parentElement!.textContent).toBe('Revenue (TWD)NT$1,340+34% against the previous period');
    expect(figures.getByText('Average order (TWD)').parentElement!.textContent).toBe('Average order (TWD)NT$447-11% against the previous period');

    const daily = figure('Revenue and orders per day');
    expect(daily.getByRole('img').getAttribute('aria-label')).toBe('Revenue and orders per day from Nov 1, 2026 to Nov 7, 2026; in all, orders: 3, revenue: NT$1,340.');
    fireEvent.click(daily.getByRole('button', { name: 'Show as table' }));
    expect(daily.getByRole('button', { name: 'Show as table' }).getAttribute('aria-pressed')).toBe('true');
    const rows = within(daily.getByRole('table', { name: 'Revenue and orders per day' })).getAllByRole('row');
    expect(cells(rows[1]!)).toEqual(['Nov 1, 2026', '1', 'NT$680']);
    expect(cells(rows[2]!)).toEqual(['Nov 7, 2026', '2', 'NT$660']);

    fireEvent.click(daily.getByRole('button', { name: 'Export Revenue and orders per day as CSV' }));
    expect(files.downloaded).toEqual([{
      fileName: 'revenue-20261101-20261107.csv',
      text: '\uFEFFDate,Orders,Revenue (TWD)\r\n2026-11-01,1,680\r\n2026-11-07,2,660\r\n',
    }]);
  });

  it('ranks the top products by quantity or revenue, and lists each agent\'s sales, both exported as shown', async () => {
    renderPage();
    const top = within(await screen.findByRole('region', { name: 'Top products' }));
    expect(top.getByRole('img').getAttribute('aria-label')).toBe('Top products by quantity sold; first Green, "fresh" with 3.');
    fireEvent.click(top.getByRole('button', { name: 'Show as table' }));
    const titles = () => within(top.getByRole('table', { name: 'Top products' })).getAllByRole('row').slice(1).map((row) => cells(row)[0]);
    expect(titles()).toEqual(['Green, "fresh"', 'Oolong']);
    fireEvent.change(top.getByLabelText('Rank by'), { target: { value: 'revenue' } });
    expect(titles()).toEqual(['Oolong', 'Green, "fresh"']);
    fireEvent.click(top.getByRole('button', { name: 'Export Top products as CSV' }));
    expect(files.downloaded[0]).toEqual({
      fileName: 'top-products-revenue.csv',
      text: '\uFEFFProduct,Quantity sold,Revenue,Currency\r\nOolong,2,700,TWD\r\n"Green, ""fresh""",3,600,TWD\r\n',
    });

    const agents = figure('Sales per agent');
    expect(cells(within(agents.getByRole('table', { name: 'Sales per agent' })).getAllByRole('row')[1]!)).toEqual(['Kit Lee', '2', 'NT$960', '4']);
    fireEvent.click(agents.getByRole('button', { name: 'Export Sales per agent as CSV' }));
    expect(files.downloaded[1]!.text).toBe('\uFEFFAgent,Orders,Revenue,Products sent\r\nKit Lee,2,960 TWD,4\r\n');
  });

  it('asks for this month and for custom days, and refuses days that are no period before asking', async () => {
    renderPage();
    await screen.findByLabelText('Summary');
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: 'thisMonth' } });
    await waitFor(() => expect(api.fetchShopStats).toHaveBeenLastCalledWith(orgId, { start: '20261101', end: '20261107' }));
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: 'last30' } });
    await waitFor(() => expect(api.fetchShopStats).toHaveBeenLastCalledWith(orgId, { start: '20261009', end: '20261107' }));
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: 'custom' } });
    // The dates start as the period shown.
    expect((screen.getByLabelText('Start date') as HTMLInputElement).value).toBe('2026-10-09');
    expect((screen.getByLabelText('End date') as HTMLInputElement).value).toBe('2026-11-07');
    const calls = api.fetchShopStats.mock.calls.length;
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-11-05' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert').textContent).toBe('The start date must not be after the end date.');
    expect(screen.getByLabelText('Start date').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2025-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert').textContent).toBe('A period can be at most 366 days.');
    expect(api.fetchShopStats.mock.calls.length).toBe(calls);
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-10-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(api.fetchShopStats).toHaveBeenLastCalledWith(orgId, { start: '20261001', end: '20261101' }));
  });

  it('says statistics need a connection when offline', async () => {
    network.offline = true;
    renderPage();
    expect(await screen.findByText('Statistics need a connection. They show once you are back online.')).toBeTruthy();
    expect(screen.queryByLabelText('Summary')).toBeNull();
  });
});
