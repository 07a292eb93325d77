// The broadcast list: the requests its status filter, name search (debounced; a newer one cancels the
// older) and paging make; live changes applied in 03 §4's order; the actions each status allows, with
// confirmations and the error texts of 03 §8; offline said plainly.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createMemoryRouter, RouterProvider, useLocation, useParams } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BROADCAST_LIST_LIMIT_DEFAULT, DATA_IMMUTABLE } from '../../common/broadcasts';
import type { Broadcast, BroadcastList } from '../../common/contracts/broadcasts';
import { BROADCASTS_CHANNEL, type BroadcastSignal } from '../../local/channels';
import { ApiError } from '../api/api-error';
import { activateLocale } from '../i18n/activate';
import type { BroadcastAction, BroadcastListFilter } from './broadcast-api';
import { BroadcastListPage, NAME_SEARCH_DEBOUNCE_MS } from './BroadcastListPage';
import { ORG, testBroadcast } from './test-broadcast';

const api = vi.hoisted(() => ({
  listBroadcasts: vi.fn<(orgId: string, filter: BroadcastListFilter, signal?: AbortSignal) => Promise<BroadcastList>>(),
  broadcastAction: vi.fn<(orgId: string, action: BroadcastAction, taskId: string) => Promise<Broadcast>>(),
  deleteBroadcast: vi.fn<(orgId: string, taskId: string) => Promise<void>>(async () => undefined),
  startBroadcastExport: vi.fn<() => Promise<void>>(),
}));
const network = vi.hoisted(() => ({ offline: false }));
const toasts = vi.hoisted(() => ({ showToast: vi.fn<(kind: string, text: string) => number>() }));
vi.mock('./broadcast-api', () => api);
vi.mock('../shell/use-offline', () => ({ useOffline: () => network.offline }));
vi.mock('../ui/toast-store', () => toasts);
vi.mock('../org/organizations-context', () => ({ useOrganizations: () => ({ organizations: [] }) }));

const page = (results: Broadcast[], count = results.length): BroadcastList => ({ results, count });

beforeAll(() => activateLocale('en-US'));
beforeEach(() => {
  vi.clearAllMocks();
  network.offline = false;
  api.listBroadcasts.mockResolvedValue(page([
    testBroadcast('B000000001', { name: 'Spring sale', status: 'dispatching', total: 100, sent: 40, success: 38, failed: 2 }),
    testBroadcast('B000000002', { name: 'Draft idea', status: 'draft', total: 0, sent: 0, success: 0, failed: 0, startedAt: undefined }),
    testBroadcast('B000000003', { name: 'New year', status: 'scheduled', scheduleAt: '2026-12-31T16:00:00.000Z', total: 0, sent: 0, success: 0, failed: 0, startedAt: undefined }),
    testBroadcast('B000000004', { name: 'Held', status: 'pausing', total: 50, sent: 20, success: 20, failed: 0 }),
    testBroadcast('B000000005', { name: 'Winter', status: 'done', total: 10, sent: 10, success: 7, failed: 3 }),
  ]));
});
afterEach(cleanup);

function Editor() {
  const { taskId } = useParams();
  const { search } = useLocation();
  return <p>{`editor ${taskId ?? 'new'}${search}`}</p>;
}

function draw() {
  const router = createMemoryRouter([
    { path: '/broadcast/:orgId', element: <BroadcastListPage /> },
    { path: '/broadcast/:orgId/new', element: <Editor /> },
    { path: '/broadcast/:orgId/:taskId/edit', element: <Editor /> },
    { path: '/broadcast/:orgId/:taskId/analysis', element: <p>analysis</p> },
  ], { initialEntries: [`/broadcast/${ORG}`] });
  render(<I18nProvider i18n={i18n}><RouterProvider router={router} /></I18nProvider>);
}

const rowOf = async (name: string) => (await screen.findByRole('rowheader', { name })).closest('tr')!;
const lastFilter = () => api.listBroadcasts.mock.lastCall![1];

describe('BroadcastListPage', () => {
  it('lists name, translated status, time and counts with a progress bar', async () => {
    draw();
    const sending = await rowOf('Spring sale');
    expect(within(sending).getByText('Sending')).toBeTruthy();
    expect(within(sending).getByText('Sent 40, success 38, failed 2, of 100')).toBeTruthy();
    expect(within(sending).getByRole('progressbar', { name: 'Progress of Spring sale' }).getAttribute('value')).toBe('40');
    expect(within(sending).getByText(/^Started /)).toBeTruthy();
    expect(within(await rowOf('New year')).getByText(/^Scheduled for Dec 31, 2026/)).toBeTruthy();
    expect(within(await rowOf('Draft idea')).getByText('Draft')).toBeTruthy();
    expect(api.listBroadcasts).toHaveBeenCalledWith(ORG, { skip: 0, limit: BROADCAST_LIST_LIMIT_DEFAULT, search: '', status: undefined }, expect.any(AbortSignal));
  });

  it('filters by status, searches by name once typing settles (one request for the settled text) and pages with the count', async () => {
    api.listBroadcasts.mockResolvedValue(page([testBroadcast('B000000005', { name: 'Winter' })], 45));
    draw();
    await screen.findByText('1–20 of 45');
    const status = screen.getByLabelText<HTMLSelectElement>('Status');
    expect([...status.options].map((option) => option.text)).toEqual(['All statuses', 'Draft', 'Scheduled', 'Starting', 'Preparing', 'Sending', 'Paused', 'Stopped', 'Done', 'Failed']);

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastFilter()).toMatchObject({ skip: 20, limit: 20 }));
    await screen.findByText('21–40 of 45');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('41–45 of 45');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next page' }).disabled).toBe(true);

    // A new filter starts at its first page.
    fireEvent.change(status, { target: { value: 'done' } });
    await waitFor(() => expect(lastFilter()).toEqual({ skip: 0, limit: 20, search: '', status: 'done' }));

    const calls = api.listBroadcasts.mock.calls.length;
    const search = screen.getByRole('searchbox', { name: 'Search by name' });
    fireEvent.change(search, { target: { value: 'Win' } });
    fireEvent.change(search, { target: { value: 'Winter ' } });
    await new Promise((resolve) => setTimeout(resolve, NAME_SEARCH_DEBOUNCE_MS / 2));
    expect(api.listBroadcasts.mock.calls.length).toBe(calls);
    await waitFor(() => expect(lastFilter()).toEqual({ skip: 0, limit: 20, search: 'Winter', status: 'done' }));
    expect(api.listBroadcasts.mock.calls.length).toBe(calls + 1);
  });

  it('shows only the newest request\'s answer: an older one that answers late is dropped silently', async () => {
    const old: { answer?: (list: BroadcastList) => void; signal?: AbortSignal } = {};
    api.listBroadcasts.mockImplementationOnce((_orgId, _filter, signal) => {
      old.signal = signal;
      return new Promise((resolve) => { old.answer = resolve; });
    });
    api.listBroadcasts.mockResolvedValueOnce(page([testBroadcast('B000000007', { name: 'Newest' })]));
    draw();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'done' } });
    await rowOf('Newest');
    expect(old.signal?.aborted).toBe(true);
    old.answer!(page([testBroadcast('B000000008', { name: 'Stale' })]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('rowheader', { name: 'Stale' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('applies live changes only when their status is the same or later (03 §4)', async () => {
    draw();
    await rowOf('Spring sale');
    const channel = new BroadcastChannel(BROADCASTS_CHANNEL);
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel has no target origin
    const send = (broadcast: Broadcast, orgId = ORG) => channel.postMessage({ orgId, broadcast } satisfies BroadcastSignal);

    send(testBroadcast('B000000001', { name: 'Spring sale', status: 'dispatching', total: 100, sent: 70, success: 65, failed: 5 }));
    await waitFor(async () => expect(within(await rowOf('Spring sale')).getByText('Sent 70, success 65, failed 5, of 100')).toBeTruthy());
    // An older status arriving late (preparing) does not replace the row.
    send(testBroadcast('B000000001', { name: 'Spring sale', status: 'preparing', total: 100, sent: 0, success: 0, failed: 0 }));
    // Another organization's change is not ours.
    send(testBroadcast('B000000001', { name: 'Spring sale', status: 'done', total: 100, sent: 100, success: 100, failed: 0 }), 'Org0000002');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(await rowOf('Spring sale')).getByText('Sending')).toBeTruthy();
    expect(within(await rowOf('Spring sale')).getByText('Sent 70, success 65, failed 5, of 100')).toBeTruthy();

    send(testBroadcast('B000000001', { name: 'Spring sale', status: 'done', total: 100, sent: 100, success: 97, failed: 3 }));
    await waitFor(async () => expect(within(await rowOf('Spring sale')).getByText('Done')).toBeTruthy());
    channel.close();
  });

  it('offers the actions each status allows', async () => {
    draw();
    const names = async (name: string) => within(await rowOf(name)).getAllByRole('button').map((button) => button.textContent);
    expect(await names('Draft idea')).toEqual(['Edit', 'Copy', 'Delete']);
    expect(await names('New year')).toEqual(['Edit', 'Copy', 'Pause', 'Stop', 'Delete']);
    expect(await names('Spring sale')).toEqual(['Copy', 'Pause', 'Stop']);
    expect(await names('Held')).toEqual(['Copy', 'Resume', 'Stop']);
    expect(await names('Winter')).toEqual(['Copy', 'Resend failed only', 'Delete']);
    // Names say which broadcast each button acts on.
    expect(screen.getByRole('button', { name: 'Pause Spring sale' })).toBeTruthy();
    expect(within(await rowOf('Draft idea')).queryByRole('link')).toBeNull();
    expect(screen.getByRole('link', { name: 'Winter' }).getAttribute('href')).toBe(`/broadcast/${ORG}/B000000005/analysis`);
  });

  it('Edit opens the editor of the broadcast', async () => {
    draw();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit New year' }));
    expect(await screen.findByText('editor B000000003')).toBeTruthy();
  });

  it('copy opens the editor of the copy', async () => {
    api.broadcastAction.mockResolvedValue(testBroadcast('B000000009', { status: 'draft' }));
    draw();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy Winter' }));
    await screen.findByText('editor B000000009');
    expect(api.broadcastAction).toHaveBeenCalledWith(ORG, 'copy', 'B000000005');
  });

  it('"Resend failed only" opens a new broadcast with resendTaskId', async () => {
    draw();
    fireEvent.click(await screen.findByRole('button', { name: 'Resend to the failed recipients of Winter' }));
    expect(await screen.findByText('editor new?resendTaskId=B000000005')).toBeTruthy();
  });

  it('pauses and resumes with the server\'s answer in the row; a refused action toasts the spec\'s text', async () => {
    api.broadcastAction.mockResolvedValueOnce(testBroadcast('B000000001', { name: 'Spring sale', status: 'pausing', total: 100, sent: 40 }));
    draw();
    fireEvent.click(await screen.findByRole('button', { name: 'Pause Spring sale' }));
    await waitFor(async () => expect(within(await rowOf('Spring sale')).getByText('Paused')).toBeTruthy());
    expect(api.broadcastAction).toHaveBeenCalledWith(ORG, 'pause', 'B000000001');
    expect(within(await rowOf('Spring sale')).getByRole('button', { name: 'Resume Spring sale' })).toBeTruthy();

    api.broadcastAction.mockRejectedValueOnce(new ApiError(400, { code: 142, error: DATA_IMMUTABLE }));
    fireEvent.click(screen.getByRole('button', { name: 'Resume Held' }));
    await waitFor(() => expect(toasts.showToast).toHaveBeenCalledWith('error',
      'This broadcast has already started or finished, so it cannot be changed this way. Reload the list to see where it stands.'));

    api.broadcastAction.mockRejectedValueOnce(new ApiError(400, { code: 142, error: 'error/schedule-must-be-future/30' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pause New year' }));
    await waitFor(() => expect(toasts.showToast).toHaveBeenLastCalledWith('error', 'The scheduled time must be in the future.'));

    api.broadcastAction.mockRejectedValueOnce(new ApiError(500, { code: 1, error: 'the database is resting' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pause New year' }));
    await waitFor(() => expect(toasts.showToast).toHaveBeenLastCalledWith('error', 'the database is resting'));

    api.broadcastAction.mockRejectedValueOnce(new ApiError(500, {}));
    fireEvent.click(screen.getByRole('button', { name: 'Pause New year' }));
    await waitFor(() => expect(toasts.showToast).toHaveBeenLastCalledWith('error', 'The broadcast could not be changed. Please try again.'));
  });

  it('stops only after confirming; data-immutable on stop is said in the dialog', async () => {
    draw();
    fireEvent.click(await screen.findByRole('button', { name: 'Stop Held' }));
    let dialog = await screen.findByRole('dialog', { name: 'Stop broadcast' });
    expect(within(dialog).getByText(/Stop Held\? Whoever has not been sent it yet will not get it/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.broadcastAction).not.toHaveBeenCalled();

    api.broadcastAction.mockRejectedValueOnce(new ApiError(400, { code: 142, error: DATA_IMMUTABLE }));
    fireEvent.click(screen.getByRole('button', { name: 'Stop Spring sale' }));
    dialog = await screen.findByRole('dialog', { name: 'Stop broadcast' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toContain('already started or finished');

    api.broadcastAction.mockResolvedValueOnce(testBroadcast('B000000001', { name: 'Spring sale', status: 'terminated', total: 100, sent: 40 }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(await rowOf('Spring sale')).getByText('Stopped')).toBeTruthy();
    expect(api.broadcastAction).toHaveBeenLastCalledWith(ORG, 'stop', 'B000000001');
  });

  it('deletes after confirming and reads the list again', async () => {
    draw();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Winter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete broadcast' });
    const before = api.listBroadcasts.mock.calls.length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.deleteBroadcast).toHaveBeenCalledWith(ORG, 'B000000005'));
    await waitFor(() => expect(api.listBroadcasts.mock.calls.length).toBe(before + 1));
  });

  it('offline: says so plainly instead of spinning', async () => {
    network.offline = true;
    api.listBroadcasts.mockRejectedValueOnce(new ApiError(0, { error: 'Failed to fetch' }, true));
    draw();
    expect(await screen.findByText('You are offline. Broadcasts show once the connection is back.')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Export' }).disabled).toBe(true);
  });

  it('offline with the list loaded: the list stays, said as last loaded, with its actions disabled', async () => {
    network.offline = true;
    draw();
    await rowOf('Spring sale');
    expect(screen.getByText('You are offline. This is the list as last loaded; its actions wait for the connection.')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Pause Spring sale' }).disabled).toBe(true);
  });
});
