// The customer group list: each group's status, a query group's query in words with Refresh and Edit
// query (which wait while it is computed), a CSV group said to come from a file; Refresh and Edit query
// start their tasks and load the list again.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerGroup } from '../../common/contracts/customer-groups';
import { activateLocale } from '../i18n/activate';
import { CustomerGroupsPage } from './CustomerGroupsPage';

const ORG = 'Org0000001';
const api = vi.hoisted(() => ({
  listCustomerGroups: vi.fn<(orgId: string, skip: number, limit: number) => Promise<CustomerGroup[]>>(),
  deleteCustomerGroup: vi.fn<() => Promise<void>>(),
  refreshCustomerGroup: vi.fn<(orgId: string, groupId: string) => Promise<unknown>>(async () => ({})),
  requeryCustomerGroup: vi.fn<(orgId: string, groupId: string, query: unknown) => Promise<unknown>>(async () => ({})),
  startCsvImport: vi.fn<() => Promise<unknown>>(),
}));
vi.mock('./customer-groups-api', () => api);
vi.mock('../shell/use-offline', () => ({ useOffline: () => false }));

function group(objectId: string, name: string, change: Partial<CustomerGroup>): CustomerGroup {
  return {
    objectId, organization: { __type: 'Pointer', className: 'Organization', objectId: ORG }, name, query: {}, options: {},
    count: 0, expired: false, status: 'ready', createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-20T00:00:00.000Z', ...change,
  };
}

beforeAll(() => activateLocale('en-US'));
beforeEach(() => {
  vi.clearAllMocks();
  api.listCustomerGroups.mockResolvedValue([
    group('Group00001', 'Recent VIPs', { count: 2, query: { tagDensity: { $in: ['vip', 'tw'] }, platforms: ['line', 'whatsapp'], friendship: 'follow' } }),
    group('Group00002', 'Nightly', { status: 'updating', count: 7, query: { isNoTagCustomer: true } }),
    group('Group00003', 'From the fair', { count: 3, options: { isCustomCustomerGroup: true } }),
  ]);
});
afterEach(cleanup);

function draw() {
  const router = createMemoryRouter([{ path: '/customer-management/:orgId/customer-groups', element: <CustomerGroupsPage /> }], {
    initialEntries: [`/customer-management/${ORG}/customer-groups`],
  });
  render(<I18nProvider i18n={i18n}><RouterProvider router={router} /></I18nProvider>);
}

const rowOf = async (name: string) => (await screen.findByRole('link', { name })).closest('tr')!;

describe('CustomerGroupsPage', () => {
  it('shows each group\'s status and what it is made of; a group being computed waits', async () => {
    draw();
    const vips = within(await rowOf('Recent VIPs'));
    expect(vips.getByText('Tagged vip or tw · LINE or WhatsApp · Following')).toBeTruthy();
    expect(vips.getByText('Ready')).toBeTruthy();
    expect(vips.getByRole<HTMLButtonElement>('button', { name: 'Refresh Recent VIPs' }).disabled).toBe(false);
    const nightly = within(await rowOf('Nightly'));
    expect(nightly.getByText('No tags')).toBeTruthy();
    expect(nightly.getByText('Updating')).toBeTruthy();
    expect(nightly.getByRole<HTMLButtonElement>('button', { name: 'Refresh Nightly' }).disabled).toBe(true);
    expect(nightly.getByRole<HTMLButtonElement>('button', { name: 'Edit the query of Nightly' }).disabled).toBe(true);
    const fair = within(await rowOf('From the fair'));
    expect(fair.getByText('From a CSV file')).toBeTruthy();
    expect(fair.queryByRole('button', { name: /Refresh/ })).toBeNull();
  });

  it('refreshes a query group and loads the list again', async () => {
    draw();
    fireEvent.click(within(await rowOf('Recent VIPs')).getByRole('button', { name: 'Refresh Recent VIPs' }));
    await waitFor(() => expect(api.listCustomerGroups).toHaveBeenCalledTimes(2));
    expect(api.refreshCustomerGroup).toHaveBeenCalledWith(ORG, 'Group00001');
  });

  it('edits the query: the tags and platforms changed, the rest kept', async () => {
    draw();
    fireEvent.click(within(await rowOf('Recent VIPs')).getByRole('button', { name: 'Edit the query of Recent VIPs' }));
    const dialog = await screen.findByRole('dialog', { name: "Edit the group's query" });
    expect(within(dialog).getByText('Now: Tagged vip or tw · LINE or WhatsApp · Following')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Has any of these tags'), { target: { value: 'vip, gold' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'WhatsApp' }));
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Joined: when' }), { target: { value: 'between' } });
    fireEvent.change(within(dialog).getByLabelText('Joined: first day'), { target: { value: '2026-03-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'Joined: choose the day.');
    fireEvent.change(within(dialog).getByLabelText('Joined: last day'), { target: { value: '2026-02-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Joined: the last day is before the first.'));
    fireEvent.change(within(dialog).getByLabelText('Joined: last day'), { target: { value: '2026-03-31' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.requeryCustomerGroup).toHaveBeenCalledTimes(1));
    expect(api.requeryCustomerGroup).toHaveBeenCalledWith(ORG, 'Group00001', {
      friendship: 'follow', tagDensity: { $in: ['vip', 'gold'] }, platforms: ['line'],
      joinDate: { type: 'between', start: new Date('2026-03-01T00:00:00').toISOString(), end: new Date('2026-03-31T23:59:59.999').toISOString() },
    });
    await waitFor(() => expect(api.listCustomerGroups).toHaveBeenCalledTimes(2));
  });
});
