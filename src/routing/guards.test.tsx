import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { vpcSettingForPlan } from '../../common/access';
import type { Organization } from '../../common/contracts/organizations';
import { storeUser, type StoredUser } from '../auth/session-store';
import { activateLocale } from '../i18n/activate';
import { LAZY_ROUTES_TIMEOUT_MS, loadLazyRoutes, renderAt } from '../testing/routes';

// The message center starts the sync worker; a test has no worker to start.
vi.mock('../data/sync-client', () => ({
  getSync: () => ({ start: async () => undefined, stop: async () => undefined }),
}));

const user: StoredUser = {
  objectId: 'User000001', username: 'ada@example.com', email: 'ada@example.com', firstName: 'Ada', lastName: 'Agent',
  language: 'en-US', emailVerified: true, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
  sessionToken: 'r:session',
};

const teaHouse: Organization = {
  objectId: 'OrgTea0001', name: 'tea-house', displayName: 'Tea House', industry: 'retail', locale: 'en-US',
  authorityName: 'admin', integrations: [{ platform: 'livechat', alert: false }], createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
};

/** The server answers the organization query with `organizations`. */
function serveOrganizations(organizations: Organization[]) {
  const fetchMock = vi.fn<() => Promise<Response>>(async () => Response.json({ results: organizations }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

// The notification panel loads on first open (React.lazy): loaded here too, so the shortcut's test waits
// for the route and the panel's opening, not for a chunk on a busy machine.
beforeAll(() => Promise.all([activateLocale('en-US'), loadLazyRoutes(), import('../notifications/NotificationPanel')]), LAZY_ROUTES_TIMEOUT_MS);
beforeEach(() => {
  // vite.config.ts defines these at build time; the unit test config does not.
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('routing guards', () => {
  it('sends a visitor who is not signed in to /login', async () => {
    const router = renderAt('/message-center/OrgTea0001');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a signed-in user without organizations to /add-organization', async () => {
    storeUser(user);
    const fetchMock = serveOrganizations([]);
    const router = renderAt('/message-center/OrgTea0001');
    expect(await screen.findByRole('button', { name: 'Create organization' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/add-organization');
    expect(fetchMock).toHaveBeenCalled();
  });

  it('opens the selected organization from "/"', async () => {
    storeUser(user);
    serveOrganizations([teaHouse]);
    const router = renderAt('/');
    expect(await screen.findByRole('navigation', { name: 'Conversations' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/message-center/OrgTea0001');
  });

  it('opens the web app shortcuts: the selected organization\'s message center, and its notifications', async () => {
    storeUser(user);
    serveOrganizations([teaHouse]);
    const router = renderAt('/message-center?panel=notifications');
    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/message-center/OrgTea0001');
    // The panel opens once: the parameter leaves the address.
    expect(router.state.location.search).toBe('');
  });

  it('moves away from an organization the user does not belong to', async () => {
    storeUser(user);
    serveOrganizations([teaHouse]);
    const router = renderAt('/message-center/OtherOrg01');
    await screen.findByRole('navigation', { name: 'Conversations' });
    expect(router.state.location.pathname).toBe('/message-center/OrgTea0001');
  });

  it('sends a signed-in user with an unverified e-mail to /signup-verify, except on the always-allowed pages', async () => {
    storeUser({ ...user, emailVerified: false });
    serveOrganizations([teaHouse]);
    const router = renderAt('/message-center/OrgTea0001');
    expect(await screen.findByRole('button', { name: 'Resend' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/signup-verify');
    cleanup();

    const allowed = renderAt('/changePassword');
    expect(await screen.findByLabelText('Current password')).toBeDefined();
    expect(allowed.state.location.pathname).toBe('/changePassword');
    cleanup();

    const create = renderAt('/add-organization');
    expect(await screen.findByRole('button', { name: 'Create organization' })).toBeDefined();
    expect(create.state.location.pathname).toBe('/add-organization');
  });

  it('shows the forgot-password page to a visitor and links it from the login', async () => {
    const router = renderAt('/login');
    (await screen.findByRole('link', { name: 'Forgot password?' })).click();
    expect(await screen.findByRole('button', { name: 'Send reset link' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/forget');
  });

  it('sends a page the plan closes to the default page, and lists only the open modules', async () => {
    storeUser(user);
    serveOrganizations([{ ...teaHouse, authorityName: 'general' }]);
    // The stored plan-feature setting (as the server answered it) has the message center switched off.
    localStorage.setItem('parley.vpcSetting.OrgTea0001', JSON.stringify(vpcSettingForPlan('free', { msgCenter: false })));
    const router = renderAt('/message-center/OrgTea0001');
    const modules = await screen.findByRole('navigation', { name: 'Modules' });
    expect(router.state.location.pathname).toBe('/organization-setting/OrgTea0001/member-management');
    expect([...modules.querySelectorAll('a')].map((link) => link.textContent)).toEqual(['Organization settings']);
  });

  it('keeps a signed-in user away from /login', async () => {
    storeUser(user);
    serveOrganizations([teaHouse]);
    const router = renderAt('/login');
    await screen.findByRole('navigation', { name: 'Conversations' });
    expect(router.state.location.pathname).toBe('/message-center/OrgTea0001');
  });
});
