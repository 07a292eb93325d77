// Account settings › Active sessions: the list, logging out one or all other sessions, offline.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionInfo } from '../../common/contracts/accounts';
import { ApiError } from '../api/api-error';
import { activateLocale } from '../i18n/activate';
import { SessionsSection } from './SessionsSection';

const server = vi.hoisted(() => ({
  sessions: [] as SessionInfo[],
  fetchSessions: vi.fn<() => Promise<SessionInfo[]>>(),
  endSession: vi.fn<(id: string) => Promise<void>>(),
  endOtherSessions: vi.fn<() => Promise<number>>(),
}));
vi.mock('./sessions-api', () => ({
  fetchSessions: server.fetchSessions, endSession: server.endSession, endOtherSessions: server.endOtherSessions,
}));

function session(objectId: string, changes: Partial<SessionInfo> = {}): SessionInfo {
  return {
    objectId, createdAt: '2026-03-01T09:00:00.000Z', lastSeenAt: '2026-03-02T10:30:00.000Z', expiresAt: '2026-04-01T00:00:00.000Z',
    browser: 'Chrome 156', os: 'Linux', ipAddress: '203.0.113.9', current: false, ...changes,
  };
}

const rows = () => within(screen.getByRole('list', { name: 'Active sessions' })).getAllByRole('listitem');

beforeAll(() => activateLocale('en-US'));
beforeEach(() => {
  vi.clearAllMocks();
  server.sessions = [
    session('S1', { current: true }),
    session('S2', { browser: 'Firefox 140', os: 'Windows', ipAddress: '198.51.100.7' }),
    session('S3', { browser: '', os: '', ipAddress: '' }),
  ];
  server.fetchSessions.mockImplementation(async () => server.sessions);
  server.endSession.mockImplementation(async (id) => { server.sessions = server.sessions.filter((s) => s.objectId !== id); });
  server.endOtherSessions.mockImplementation(async () => {
    const revoked = server.sessions.filter((s) => !s.current).length;
    server.sessions = server.sessions.filter((s) => s.current);
    return revoked;
  });
});
afterEach(cleanup);

const renderSection = () => render(<I18nProvider i18n={i18n}><SessionsSection /></I18nProvider>);

describe('SessionsSection', () => {
  it('lists each session with its device, address and times; this device has no Log out', async () => {
    renderSection();
    await waitFor(() => expect(rows()).toHaveLength(3));
    const [current, firefox, unknown] = rows();
    expect(current!.textContent).toContain('Chrome 156 on Linux');
    expect(current!.textContent).toContain('This device');
    expect(current!.textContent).toContain('203.0.113.9');
    const loggedIn = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date('2026-03-01T09:00:00.000Z'));
    expect(current!.textContent).toContain(`Logged in ${loggedIn}`);
    expect(within(current!).queryByRole('button')).toBeNull();
    expect(within(firefox!).getByRole('button', { name: 'Log out Firefox 140 on Windows, 198.51.100.7' })).toBeTruthy();
    expect(unknown!.textContent).toContain('Unknown browser');
    expect(within(unknown!).getByRole('button', { name: 'Log out Unknown browser, Unknown address' })).toBeTruthy();
  });

  it('logs out one session, says so and reads the list again', async () => {
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Log out Firefox 140 on Windows, 198.51.100.7' }));
    expect(await screen.findByText('Firefox 140 on Windows (198.51.100.7) is logged out.')).toBeTruthy();
    expect(server.endSession).toHaveBeenCalledWith('S2');
    await waitFor(() => expect(rows()).toHaveLength(2));
  });

  it('logs out all other sessions, then offers it no more', async () => {
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Log out all other sessions' }));
    expect(await screen.findByText('2 other sessions are logged out.')).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Log out all other sessions' })).toBeNull();
  });

  it('shows a failed logout as an alert', async () => {
    server.endSession.mockRejectedValue(new ApiError(404, { code: 101, error: 'Object not found.' }));
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Log out Firefox 140 on Windows, 198.51.100.7' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Object not found.');
  });

  it('offline, says the list needs a connection, and reads it once back online', async () => {
    server.fetchSessions.mockRejectedValueOnce(new ApiError(0, { error: 'Failed to fetch' }, true));
    renderSection();
    expect((await screen.findByRole('alert')).textContent).toBe('Active sessions need a connection to the server. Check your connection and try again.');
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
