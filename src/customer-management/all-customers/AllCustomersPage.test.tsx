// All customers (issue 27): the table (columns kept per member, tags 12 then +N, first 40 then 20),
// the filter panel building the query into the address and back, offline over the synced customers,
// and the bulk actions' calls.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerFilterQuery } from '../../../common/contracts/customer-filter';
import { parseDate, pointer } from '../../../common/parse';
import type { Task } from '../../../common/contracts/tasks';
import { TaskType } from '../../../common/tasks';
import { storeTasks } from '../../../local/task-store';
import { db } from '../../../local/db';
import { customerRecordFrom } from '../../../local/mapping';
import type { CustomerRecord } from '../../../local/records';
import { wireCustomer } from '../../../local/test-fixtures';
import { ApiError } from '../../api/api-error';
import { activateLocale } from '../../i18n/activate';
import { assignCustomers } from '../../inbox/assign-actions';
import { startBulkTagging } from '../../tags/bulk-tags-api';
import { startCustomerExport } from '../../tasks/tasks-api';
import type { CustomerPageRequest } from './all-customers-api';
import { AllCustomersPage } from './AllCustomersPage';

const orgId = 'Org0000001';
// A whole screen with dialogs and menus per test: on 2 busy cores it takes longer than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

const server = vi.hoisted(() => ({
  customers: [] as CustomerRecord[],
  filterCustomers: vi.fn<(orgId: string, request: CustomerPageRequest) => Promise<{ customers: CustomerRecord[]; count?: number }>>(),
  saveCustomerGroup: vi.fn<(orgId: string, name: string, query: CustomerFilterQuery) => Promise<void>>(async () => undefined),
}));
vi.mock('./all-customers-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./all-customers-api')>()),
  filterCustomers: server.filterCustomers,
  saveCustomerGroup: server.saveCustomerGroup,
}));
vi.mock('../../tasks/tasks-api', () => ({ startCustomerExport: vi.fn<() => Promise<void>>(async () => undefined) }));
vi.mock('../../inbox/assign-actions', () => ({ assignCustomers: vi.fn<() => void>() }));
vi.mock('../../tags/bulk-tags-api', () => ({ startBulkTagging: vi.fn<() => Promise<void>>(async () => undefined) }));
// The organization's tags, offered by every tag input.
vi.mock('../../data/sync-client', () => ({ getSync: () => ({ findTags: async () => [{ name: 'vip', count: 3 }, { name: 'gold', count: 1 }] }) }));
vi.mock('../../org/organizations-context', () => ({ useOrganizations: () => ({ organizations: [] }) }));
// The plan and role: the free plan's setting, a role with every part but customer groups when `roleFeature` says so.
const access = vi.hoisted(() => ({ roleFeature: null as null | { customerMgmt: Record<string, boolean> } }));
vi.mock('../../routing/vpc-setting-store', async () => {
  const { DEFAULT_PLAN, vpcSettingForPlan } = await import('../../../common/access');
  return { useVpcSetting: () => vpcSettingForPlan(DEFAULT_PLAN) };
});
vi.mock('../../routing/org-role-store', () => ({ useRoleFeature: () => access.roleFeature }));
vi.mock('../../auth/session-store', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../auth/session-store')>()),
  readStoredUser: () => ({ objectId: 'User000001', sessionToken: 'r:token' }),
}));

/** A customer of the organization: `n` orders them (the newest message first), `tags` as many as asked. */
function customer(n: number, change: { tags?: string[]; platform?: CustomerRecord['platform']; name?: string } = {}): CustomerRecord {
  const wire = wireCustomer({
    objectId: `Cust${String(n).padStart(6, '0')}`, orgId, displayName: change.name ?? `Customer ${n}`,
    lastMessageAt: new Date(Date.UTC(2026, 0, 1) - n * 60_000).toISOString(),
  });
  return customerRecordFrom({
    ...wire, platform: change.platform ?? 'line', tags: change.tags ?? [], joinedAt: parseDate('2025-06-01T00:00:00.000Z'), cellPhone: `0912${n}`,
  });
}

function Address() {
  const location = useLocation();
  const navigation = useNavigationType();
  return <><output data-testid="address">{location.search}</output><output data-testid="navigation">{navigation}</output></>;
}

function renderPage(search = '') {
  return render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[`/customer-management/${orgId}/all-customers${search}`]}>
        <Routes>
          <Route path="/customer-management/:orgId/all-customers" element={<><AllCustomersPage /><Address /></>} />
        </Routes>
      </MemoryRouter>
    </I18nProvider>,
  );
}

const table = () => screen.getByTestId('customer-table');
const bodyRows = () => within(table()).getAllByRole('row').slice(1).filter((row) => row.getAttribute('aria-hidden') !== 'true');
const names = () => bodyRows().map((row) => within(row).getAllByRole('cell')[1]!.querySelector('.truncate')!.textContent);
const lastRequest = () => server.filterCustomers.mock.calls.at(-1)![1];
/** The tags chosen in a tag field of the filter, by the name of their list. */
const chosenTags = (list: string) => within(screen.getByRole('list', { name: list })).getAllByRole('listitem').map((item) => item.firstChild!.textContent);

/** Gives the table's scroll box a screen's size (jsdom lays nothing out), as a browser would. */
function sizeOfTable(name: 'clientHeight' | 'clientWidth', value: number) {
  const own = Object.getOwnPropertyDescriptor(Element.prototype, name)!;
  Object.defineProperty(HTMLElement.prototype, name, {
    configurable: true,
    get(this: HTMLElement) { return this.dataset.testid === 'customer-table' ? value : own.get!.call(this); },
  });
}

beforeAll(async () => {
  sizeOfTable('clientHeight', 800);
  sizeOfTable('clientWidth', 1200);
  // Headless UI's anchored menus watch their button's size; jsdom has no ResizeObserver.
  globalThis.ResizeObserver ??= class { observe() {} unobserve() {} disconnect() {} };
  await activateLocale('en-US');
});
beforeEach(async () => {
  vi.clearAllMocks();
  access.roleFeature = null;
  localStorage.clear();
  await db.customers.clear();
  server.customers = Array.from({ length: 75 }, (_, i) => customer(i + 1));
  server.filterCustomers.mockImplementation(async (_org, request) => ({
    customers: server.customers.slice(request.skip, request.skip + request.limit),
    ...(request.returnCount ? { count: server.customers.length } : {}),
  }));
});
afterEach(cleanup);

describe('AllCustomersPage', () => {
  it('lists the first 40 customers with their count, then 20 more as the end of the table nears, rendering only the rows in view', async () => {
    renderPage();
    expect(await screen.findByText('75 customers')).toBeTruthy();
    expect(server.filterCustomers).toHaveBeenCalledTimes(1);
    expect(lastRequest()).toEqual({ query: {}, sort: 'lastMessageAt', order: 'desc', skip: 0, limit: 40, returnCount: true });
    // Virtualized: a screen's worth of rows and a few more, not all 40.
    const rendered = bodyRows().length;
    expect(rendered).toBeGreaterThan(10);
    expect(rendered).toBeLessThan(40);

    const box = table();
    Object.defineProperty(box, 'scrollTop', { configurable: true, value: 40 * 52 - 800 });
    fireEvent.scroll(box);
    await waitFor(() => expect(server.filterCustomers).toHaveBeenCalledTimes(2));
    expect(lastRequest()).toEqual({ query: {}, sort: 'lastMessageAt', order: 'desc', skip: 40, limit: 20, returnCount: false });
  });

  it('shows the chosen columns, 12 tags then +N, sorts by joined, and keeps the member\'s columns', async () => {
    server.customers = [customer(1, { tags: Array.from({ length: 15 }, (_, i) => `tag${i + 1}`), name: 'Ann' }), customer(2)];
    const { unmount } = renderPage();
    await screen.findByText('2 customers');
    const headers = within(table()).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['', 'Customer', 'Platform', 'Tags', 'Gender', 'Joined↕', 'Last message↓', 'Follow state', 'Phone', 'E-mail']);
    const first = bodyRows()[0]!;
    expect(within(first).getByText('Ann')).toBeTruthy();
    expect(within(first).getAllByRole('listitem')).toHaveLength(12);
    expect(within(first).getByLabelText('3 more tags').textContent).toBe('+3');
    expect(within(first).getByText('09121')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Sort by Joined, newest first' }));
    await waitFor(() => expect(lastRequest()).toMatchObject({ sort: 'joinedAt', order: 'desc', skip: 0 }));
    expect(screen.getByTestId('address').textContent).toBe('?sort=joinedAt');

    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Phone' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Custom field 1' }));
    await waitFor(() => expect(within(table()).queryByRole('columnheader', { name: 'Phone' })).toBeNull());
    unmount();
    renderPage();
    await screen.findByText('2 customers');
    const kept = within(table()).getAllByRole('columnheader').map((header) => header.textContent);
    expect(kept).not.toContain('Phone');
    expect(kept).toContain('Custom field 1');
  });

  it('builds the filter query from the panel into the address, and reads it back from the address', async () => {
    const { unmount } = renderPage();
    await screen.findByText('75 customers');
    fireEvent.change(screen.getByLabelText('Name contains'), { target: { value: 'Ann' } });
    // Tags: typed and Enter, or one of the organization's tags picked (a datalist option fills the input).
    const tagsAny = screen.getByRole('combobox', { name: 'Has any of these tags' });
    await waitFor(() => expect([...document.getElementById(tagsAny.getAttribute('list')!)!.querySelectorAll('option')].map((option) => option.value)).toEqual(['vip', 'gold']));
    fireEvent.change(tagsAny, { target: { value: 'vip' } });
    fireEvent.keyDown(tagsAny, { key: 'Enter' });
    fireEvent.change(tagsAny, { target: { value: 'gold' } });
    fireEvent.blur(tagsAny);
    expect(chosenTags('Any of these tags')).toEqual(['vip', 'gold']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'LINE' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Not set' }));
    fireEvent.change(screen.getByLabelText('Follow state'), { target: { value: 'follow' } });
    fireEvent.change(screen.getByLabelText('Joined: when'), { target: { value: 'after' } });
    fireEvent.change(screen.getByLabelText('Joined: first day'), { target: { value: '2026-01-02' } });
    expect((screen.getByLabelText('Partner tags') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Apply filter' }));

    const query: CustomerFilterQuery = {
      displayName: 'Ann',
      joinDate: { type: 'after', start: new Date('2026-01-02T00:00:00').toISOString() },
      tagDensity: { $in: ['vip', 'gold'] },
      platforms: ['line'],
      genders: ['unknown'],
      friendship: 'follow',
    };
    await waitFor(() => expect(lastRequest()).toEqual({ query, sort: 'lastMessageAt', order: 'desc', skip: 0, limit: 40, returnCount: true }));
    const address = screen.getByTestId('address').textContent!;
    expect(JSON.parse(new URLSearchParams(address).get('filter')!)).toEqual(query);
    expect(await screen.findByText('75 customers match')).toBeTruthy();
    expect(screen.getByTestId('navigation').textContent).toBe('PUSH');
    expect(screen.getByTestId('filter-words').textContent).toBe('Name contains “Ann” · Tagged vip or gold · LINE · Joined after Jan 2, 2026 · Gender: Not set · Following');

    // The address alone gives the same view: the same request, the same form.
    unmount();
    server.filterCustomers.mockClear();
    renderPage(address);
    await waitFor(() => expect(lastRequest()).toEqual({ query, sort: 'lastMessageAt', order: 'desc', skip: 0, limit: 40, returnCount: true }));
    expect((screen.getByLabelText('Name contains') as HTMLInputElement).value).toBe('Ann');
    expect(chosenTags('Any of these tags')).toEqual(['vip', 'gold']);
    expect((screen.getByRole('checkbox', { name: 'LINE' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Joined: first day') as HTMLInputElement).value).toBe('2026-01-02');

    // A chosen tag removed: the filter without it applies itself.
    fireEvent.click(within(screen.getByRole('list', { name: 'Any of these tags' })).getByRole('button', { name: 'Remove tag gold' }));
    await waitFor(() => expect(lastRequest().query.tagDensity).toEqual({ $in: ['vip'] }));
  });

  it('reads the customers again when a tag task ends, and links each name to its conversation', async () => {
    await db.tasks.clear();
    renderPage();
    await screen.findByText('75 customers');
    expect(screen.getByRole('link', { name: 'Customer 1' }).getAttribute('href'))
      .toBe(`/message-center/${orgId}/conversation/conv-Cust000001/customer/Cust000001`);
    const calls = server.filterCustomers.mock.calls.length;
    const started: Task = {
      objectId: 'Task000001', organization: pointer('Organization', orgId), type: TaskType.ADD_TAGS, status: 'started', total: 1, progress: 0,
      options: {}, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
    };
    await act(() => storeTasks([started]));
    await act(() => storeTasks([{ ...started, status: 'done', progress: 1, updatedAt: '2026-01-01T00:00:01.000Z' }]));
    await waitFor(() => expect(server.filterCustomers.mock.calls.length).toBe(calls + 1));
    expect(lastRequest()).toMatchObject({ skip: 0, limit: 40, returnCount: true });
  });

  it('offers saving as a group only to a role that has customer groups', async () => {
    access.roleFeature = { customerMgmt: { enabled: true, allCustomers: true, customerGroups: false } };
    renderPage();
    await screen.findByText('75 customers');
    expect(screen.queryByRole('button', { name: 'Save as customer group' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export customers' })).toBeTruthy();
  });

  it('applies a filter on its own 200 ms after the last change, replacing the address rather than adding to its history', async () => {
    renderPage();
    await screen.findByText('75 customers');
    const email = screen.getByLabelText('E-mail contains');
    email.focus();
    fireEvent.change(email, { target: { value: 'ann@' } });
    await waitFor(() => expect(lastRequest()).toMatchObject({ query: { email: 'ann@' }, skip: 0, returnCount: true }));
    expect(JSON.parse(new URLSearchParams(screen.getByTestId('address').textContent!).get('filter')!)).toEqual({ email: 'ann@' });
    expect((screen.getByLabelText('E-mail contains') as HTMLInputElement).value).toBe('ann@');
    expect(screen.getByTestId('navigation').textContent).toBe('REPLACE');
    // The panel stays as it was: the field typed in keeps the focus.
    expect(document.activeElement).toBe(email);
  });

  it('says what is wrong with the filter and keeps everything typed', async () => {
    renderPage();
    await screen.findByText('75 customers');
    // From the first change on, the form makes no query: nothing applies itself.
    fireEvent.change(screen.getByLabelText('Last message: when'), { target: { value: 'between' } });
    fireEvent.change(screen.getByLabelText('Last message: first day'), { target: { value: '2026-01-02' } });
    fireEvent.change(screen.getByLabelText('Name contains'), { target: { value: 'Ann' } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    fireEvent.click(screen.getByRole('button', { name: 'Apply filter' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Last message: choose the last day.');
    expect(server.filterCustomers).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('address').textContent).toBe('');
    expect((screen.getByLabelText('Name contains') as HTMLInputElement).value).toBe('Ann');
    expect((screen.getByLabelText('Last message: first day') as HTMLInputElement).value).toBe('2026-01-02');
  });

  it('offline, lists and filters the customers synced to this device and says so', async () => {
    server.filterCustomers.mockRejectedValue(new ApiError(0, { error: 'Failed to fetch' }, true));
    await db.customers.bulkPut([
      customer(1, { tags: ['vip'], name: 'Ann' }),
      customer(2, { tags: ['vip'], platform: 'facebook', name: 'Bob' }),
      customer(3, { name: 'Cid' }),
      { ...customer(4, { tags: ['vip'], name: 'Other org' }), orgId: 'Org0000002' },
    ]);
    renderPage(`?${new URLSearchParams({ filter: JSON.stringify({ tagDensity: { $in: ['vip'] } }) })}`);
    expect(await screen.findByText('You are offline: this shows only the customers synced to this device.')).toBeTruthy();
    expect(await screen.findByText('2 customers match')).toBeTruthy();
    expect(names()).toEqual(['Ann', 'Bob']);

    fireEvent.click(screen.getByRole('checkbox', { name: 'LINE' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply filter' }));
    expect(await screen.findByText('1 customers match')).toBeTruthy();
    expect(names()).toEqual(['Ann']);
  });

  it('offline, reads the synced customers 40 and then 20 at a time as the server would, and counts them apart', async () => {
    server.filterCustomers.mockRejectedValue(new ApiError(0, { error: 'Failed to fetch' }, true));
    await db.customers.bulkPut(Array.from({ length: 65 }, (_, i) => customer(i + 1)));
    renderPage();
    expect(await screen.findByText('65 customers')).toBeTruthy();
    expect(names().slice(0, 3)).toEqual(['Customer 1', 'Customer 2', 'Customer 3']);
    const box = table();
    for (const [loaded, last] of [[40, 'Customer 45'], [60, 'Customer 65']] as const) {
      Object.defineProperty(box, 'scrollTop', { configurable: true, value: loaded * 52 - 800 });
      fireEvent.scroll(box);
      await waitFor(() => expect(names()).toContain(last));
    }
    expect(server.filterCustomers).toHaveBeenCalledTimes(1);
  });

  it('tags and assigns the selected customers, and tags, exports and saves as a group every match', async () => {
    const query = { platforms: ['line'] };
    renderPage(`?${new URLSearchParams({ filter: JSON.stringify(query) })}`);
    await screen.findByText('75 customers match');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Customer 1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Customer 2' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('2 selected')).toBeTruthy();

    fireEvent.click(within(bar).getByRole('button', { name: 'Add tags' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText('Tag to add');
    fireEvent.change(input, { target: { value: 'vip' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add tags' }));
    await waitFor(() => expect(startBulkTagging).toHaveBeenCalledWith(orgId, 'add', { customers: ['Cust000001', 'Cust000002'] }, ['vip']));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull());

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Customer 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Move to done' }));
    expect(assignCustomers).toHaveBeenCalledWith([expect.objectContaining({ objectId: 'Cust000003', conversationId: 'conv-Cust000003' })], 'done');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Customer 4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Select all 75 matching customers' }));
    expect(screen.getByText('All 75 matching customers selected')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Assign' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove tags' }));
    const matches = await screen.findByRole('dialog', { name: 'Remove tags from 75 customers' });
    const tag = within(matches).getByLabelText('Tag to remove');
    fireEvent.change(tag, { target: { value: 'old' } });
    fireEvent.keyDown(tag, { key: 'Enter' });
    fireEvent.click(within(matches).getByRole('button', { name: 'Remove tags' }));
    await waitFor(() => expect(startBulkTagging).toHaveBeenCalledWith(orgId, 'remove', { query }, ['old']));

    fireEvent.click(screen.getByRole('button', { name: 'Export these customers' }));
    await waitFor(() => expect(startCustomerExport).toHaveBeenCalledWith(orgId, 'en-US', query));

    fireEvent.click(screen.getByRole('button', { name: 'Save as customer group' }));
    const save = await screen.findByRole('dialog', { name: 'Save as customer group' });
    fireEvent.change(within(save).getByLabelText('Group name'), { target: { value: ' LINE fans ' } });
    await act(async () => { fireEvent.click(within(save).getByRole('button', { name: 'Save' })); });
    await waitFor(() => expect(server.saveCustomerGroup).toHaveBeenCalledWith(orgId, 'LINE fans', query));
  });
});
