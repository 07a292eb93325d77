// The analysis page: totals and outcomes by platform, LINE's open log or the reason there is none,
// live progress while it runs (03 §4's order), offline said plainly.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OPENLOG_REASONS } from '../../common/broadcasts';
import type { Broadcast, BroadcastAnalysis, BroadcastOpenlog } from '../../common/contracts/broadcasts';
import { BROADCASTS_CHANNEL, type BroadcastSignal } from '../../local/channels';
import { ApiError } from '../api/api-error';
import { activateLocale } from '../i18n/activate';
import { BroadcastAnalysisPage } from './BroadcastAnalysisPage';
import { ORG, testBroadcast } from './test-broadcast';

const api = vi.hoisted(() => ({
  fetchAnalysis: vi.fn<(orgId: string, taskId: string) => Promise<BroadcastAnalysis>>(),
  fetchOpenlog: vi.fn<(orgId: string, taskId: string) => Promise<BroadcastOpenlog>>(),
}));
const network = vi.hoisted(() => ({ offline: false }));
vi.mock('./broadcast-api', () => api);
vi.mock('../shell/use-offline', () => ({ useOffline: () => network.offline }));

const counts = { pending: 0, sent: 0, success: 0, failed: 0, unknown: 0 };
const done = testBroadcast('B000000001', { name: 'Spring sale', status: 'done', total: 6, sent: 6, success: 4, failed: 1, unknown: 1 });
const analysisOf = (broadcast: Broadcast, pending = 0): BroadcastAnalysis => ({
  broadcast, pending,
  platforms: [
    { platform: 'facebook', total: 2, ...counts, sent: 2, success: 1, unknown: 1 },
    { platform: 'line', total: 4, ...counts, pending, sent: 4 - pending, success: 3 - pending, failed: 1 },
  ],
});

beforeAll(() => activateLocale('en-US'));
beforeEach(() => {
  vi.clearAllMocks();
  network.offline = false;
  api.fetchAnalysis.mockResolvedValue(analysisOf(done));
  api.fetchOpenlog.mockResolvedValue({ available: true, line: { requests: 2, delivered: 4, uniqueImpression: 3, uniqueClick: 1, uniqueMediaPlayed: 0 } });
});
afterEach(cleanup);

function draw() {
  const router = createMemoryRouter([
    { path: '/broadcast/:orgId/:taskId/analysis', element: <BroadcastAnalysisPage /> },
    { path: '/broadcast/:orgId/new', element: <p>editor</p> },
    { path: '/broadcast/:orgId', element: <p>list</p> },
  ], { initialEntries: [`/broadcast/${ORG}/B000000001/analysis`] });
  return render(<I18nProvider i18n={i18n}><RouterProvider router={router} /></I18nProvider>);
}

const figure = (region: HTMLElement, label: string) => within(region).getByText(label).nextElementSibling?.textContent;

describe('BroadcastAnalysisPage', () => {
  it('shows the totals, the outcomes by platform and LINE\'s open log', async () => {
    draw();
    expect(await screen.findByRole('heading', { name: 'Analysis of Spring sale' })).toBeTruthy();
    expect(api.fetchAnalysis).toHaveBeenCalledWith(ORG, 'B000000001');
    expect(api.fetchOpenlog).toHaveBeenCalledWith(ORG, 'B000000001');
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Done')).toBeTruthy();
    expect(figure(summary, 'Recipients')).toBe('6');
    expect(figure(summary, 'Success')).toBe('4');
    expect(figure(summary, 'Failed')).toBe('1');
    expect(figure(summary, 'Unknown')).toBe('1');
    expect(within(summary).getByText(/may have arrived\. These recipients are never sent it again/)).toBeTruthy();

    const table = screen.getByRole('table', { name: 'By platform' });
    const cells = (platform: string) => within(within(table).getByRole('rowheader', { name: platform }).closest('tr')!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Platform', 'Recipients', 'Pending', 'Sent', 'Success', 'Failed', 'Unknown']);
    expect(cells('Messenger')).toEqual(['2', '0', '2', '1', '0', '1']);
    expect(cells('LINE')).toEqual(['4', '0', '4', '3', '1', '0']);

    const openlog = screen.getByRole('region', { name: 'Opens and clicks (LINE)' });
    expect(await within(openlog).findByText('Opened')).toBeTruthy();
    expect(figure(openlog, 'Delivered')).toBe('4');
    expect(figure(openlog, 'Opened')).toBe('3');
    expect(figure(openlog, 'Clicked')).toBe('1');
    expect(within(openlog).getByText(/over 2 LINE requests/)).toBeTruthy();
    // A finished broadcast with failures offers to resend them.
    expect(screen.getByRole('link', { name: 'Resend failed only' }).getAttribute('href')).toBe(`/broadcast/${ORG}/new?resendTaskId=B000000001`);
  });

  it('says why there is no open log', async () => {
    api.fetchOpenlog.mockResolvedValue({ available: false, reason: OPENLOG_REASONS.NO_LINE });
    draw();
    expect(await screen.findByText('This broadcast reached no LINE customers. Only LINE reports opens and clicks.')).toBeTruthy();
  });

  it('sent on LINE without a request id or before LINE has statistics: says that, not that no LINE customer was reached', async () => {
    api.fetchOpenlog.mockResolvedValue({ available: false, reason: OPENLOG_REASONS.NO_REQUEST_ID });
    const { unmount } = draw();
    const openlog = screen.getByRole('region', { name: 'Opens and clicks (LINE)' });
    expect((await within(openlog).findByText(/gave no request id/)).textContent).toBe(
      'LINE took the messages but gave no request id for them, and LINE reports opens and clicks only by request id: they are not available for this broadcast. Its delivery counts above are not affected.');
    expect(within(openlog).queryByText(/reached no LINE customers/)).toBeNull();
    unmount();
    api.fetchOpenlog.mockResolvedValue({ available: false, reason: OPENLOG_REASONS.NOT_READY });
    draw();
    expect(await screen.findByText(/LINE has no opens and clicks for this broadcast yet/)).toBeTruthy();
    expect(screen.queryByText('line-insight-not-ready')).toBeNull();
  });

  it('follows the progress live while it runs, in 03 §4\'s order, and reads the platforms again', async () => {
    const running = testBroadcast('B000000001', { name: 'Spring sale', status: 'dispatching', total: 6, sent: 2, success: 2, failed: 0, unknown: 0 });
    api.fetchAnalysis.mockResolvedValue(analysisOf(running, 4));
    api.fetchOpenlog.mockResolvedValue({ available: false, reason: OPENLOG_REASONS.NOT_SENT });
    draw();
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Sending')).toBeTruthy();
    expect(within(summary).getByRole('progressbar', { name: 'Progress' }).getAttribute('value')).toBe('2');

    const channel = new BroadcastChannel(BROADCASTS_CHANNEL);
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel has no target origin
    const send = (broadcast: Broadcast) => channel.postMessage({ orgId: ORG, broadcast } satisfies BroadcastSignal);
    send({ ...running, sent: 5, success: 5, updatedAt: '2026-03-01T02:00:05.000Z' });
    await waitFor(() => expect(figure(summary, 'Sent')).toBe('5'));
    // Late, earlier in the order: ignored.
    send({ ...running, status: 'preparing', sent: 0, success: 0, updatedAt: '2026-03-01T02:00:06.000Z' });
    // Another broadcast: not this page's.
    send({ ...running, objectId: 'B000000002', sent: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(figure(summary, 'Sent')).toBe('5');
    expect(within(summary).getByText('Sending')).toBeTruthy();

    api.fetchAnalysis.mockResolvedValue(analysisOf(done));
    api.fetchOpenlog.mockResolvedValue({ available: true, line: { requests: 1, delivered: 4, uniqueImpression: 1, uniqueClick: 0, uniqueMediaPlayed: 0 } });
    send({ ...done, updatedAt: '2026-03-01T02:00:09.000Z' });
    await waitFor(() => expect(within(summary).getByText('Done')).toBeTruthy());
    // Its end reads the per-platform counts and the open log again.
    await waitFor(() => expect(api.fetchAnalysis).toHaveBeenCalledTimes(2), { timeout: 3000 });
    await waitFor(() => expect(api.fetchOpenlog).toHaveBeenCalledTimes(2));
    expect(await screen.findByText(/over 1 LINE requests/)).toBeTruthy();
    channel.close();
  });

  it('offline: says so plainly', async () => {
    network.offline = true;
    api.fetchAnalysis.mockRejectedValue(new ApiError(0, { error: 'Failed to fetch' }, true));
    api.fetchOpenlog.mockRejectedValue(new ApiError(0, { error: 'Failed to fetch' }, true));
    draw();
    expect(await screen.findAllByText('You are offline. The analysis shows once the connection is back.')).toHaveLength(2);
  });
});
