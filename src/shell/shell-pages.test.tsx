import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Organization } from '../../common/contracts/organizations';
import { pickLanguage } from '../account/language';
import { storeUser, type StoredUser } from '../auth/session-store';
import { activateLocale } from '../i18n/activate';
import { LAZY_ROUTES_TIMEOUT_MS, loadLazyRoutes, renderAt } from '../testing/routes';

// The sync worker of the page: the test counts its starts.
const start = vi.hoisted(() => vi.fn<(session: unknown, orgId: string) => Promise<void>>(async () => undefined));
vi.mock('../data/sync-client', () => ({ getSync: () => ({ start, stop: async () => undefined }) }));

const user: StoredUser = {
  objectId: 'User000001', username: 'ada@example.com', email: 'ada@example.com', firstName: 'Ada', lastName: 'Agent',
  language: 'en-US', emailVerified: true, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
  // Past the onboarding carousel (src/onboarding), which would cover the shell.
  toturialDisabled: true, sessionToken: 'r:session',
};

const teaHouse: Organization = {
  objectId: 'OrgTea0001', name: 'tea-house', displayName: 'Tea House', industry: 'retail', locale: 'en-US',
  authorityName: 'admin', redirectOptions: { whitelist: [] }, integrations: [{ platform: 'livechat', alert: false }],
  createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
};

/** The shell is there: the module navigation and the top bar's organization switch. */
async function expectShell() {
  await screen.findByRole('navigation', { name: 'Modules' });
  expect(screen.getByRole('button', { name: 'Organization: Tea House' })).toBeTruthy();
}

beforeAll(() => Promise.all([activateLocale('en-US'), loadLazyRoutes()]), LAZY_ROUTES_TIMEOUT_MS);
beforeEach(() => {
  localStorage.clear();
  storeUser(user);
  start.mockClear();
  // Every call this test makes is answered as the organization list; the others fail quietly.
  vi.stubGlobal('fetch', vi.fn<() => Promise<Response>>(async () => Response.json({ results: [teaHouse] })));
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await activateLocale('en-US');
});

describe('pages without an organization in their path (01 §2)', () => {
  it('account settings open inside the shell of the selected organization', async () => {
    renderAt('/account-setting');
    await expectShell();
    expect(screen.getByRole('heading', { name: 'Account settings' })).toBeTruthy();
  });

  it('help opens inside the shell when signed in, and under the public header when not', async () => {
    renderAt('/help');
    await expectShell();
    screen.getByRole('heading', { name: 'Parley help' });

    cleanup();
    storeUser(null);
    renderAt('/help');
    await screen.findByRole('heading', { name: 'Parley help' });
    expect(screen.queryByRole('navigation', { name: 'Modules' })).toBeNull();
  });
});

describe('the language switch', () => {
  it('keeps the sync worker running: no new start, so the socket is not reopened', async () => {
    renderAt('/message-center/OrgTea0001');
    await expectShell();
    await vi.waitFor(() => expect(start).toHaveBeenCalled());
    const starts = start.mock.calls.length;

    await act(() => pickLanguage('ja-JP'));
    await screen.findByRole('link', { name: 'メッセージセンター' });
    expect(start).toHaveBeenCalledTimes(starts);
  });
});
