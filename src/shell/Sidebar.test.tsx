import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { vpcSettingForPlan } from '../../common/access';
import type { Organization } from '../../common/contracts/organizations';
import { storeUser, type StoredUser } from '../auth/session-store';
import { activateLocale } from '../i18n/activate';
import { LAZY_ROUTES_TIMEOUT_MS, loadLazyRoutes, renderAt } from '../testing/routes';

// The shell starts the sync worker; a test has no worker to start.
vi.mock('../data/sync-client', () => ({
  getSync: () => ({ start: async () => undefined, stop: async () => undefined }),
}));

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

/** The message center of Tea House, as after a (re)load; resolves once the sidebar shows. */
async function openConsole() {
  renderAt('/message-center/OrgTea0001');
  await screen.findByRole('navigation', { name: 'Modules' });
  return screen.getByRole('complementary');
}

beforeAll(() => Promise.all([activateLocale('en-US'), loadLazyRoutes()]), LAZY_ROUTES_TIMEOUT_MS);
beforeEach(() => {
  localStorage.clear();
  storeUser(user);
  // Every call this test makes is answered as the organization list; the others fail quietly.
  vi.stubGlobal('fetch', vi.fn<() => Promise<Response>>(async () => Response.json({ results: [teaHouse] })));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('sidebar (01 §2)', () => {
  it('opens 256 px wide and collapses to 80 px with a named button; the state survives a reload', async () => {
    let sidebar = await openConsole();
    expect(sidebar.className).toContain('w-64');
    const collapse = within(sidebar).getByRole('button', { name: 'Collapse sidebar' });
    expect(collapse.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(collapse);
    expect(sidebar.className).toContain('w-20');
    // Collapsed, a module keeps its name (for assistive technology and as a tooltip).
    expect(within(sidebar).getByRole('link', { name: 'Message center' }).getAttribute('title')).toBe('Message center');
    expect(localStorage.getItem('parley.sidebarExpanded')).toBe('false');

    cleanup();
    sidebar = await openConsole();
    expect(sidebar.className).toContain('w-20');
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Expand sidebar' }));
    expect(sidebar.className).toContain('w-64');
    cleanup();
    expect((await openConsole()).className).toContain('w-64');
  });

  it('ends with help (a new tab), notifications, announcements, the account entry and the version', async () => {
    const sidebar = await openConsole();
    const help = within(sidebar).getByRole('link', { name: 'Help (opens in a new tab)' });
    expect(help.getAttribute('href')).toBe('/help');
    expect(help.getAttribute('target')).toBe('_blank');
    within(sidebar).getByRole('button', { name: 'Notifications' });
    within(sidebar).getByRole('button', { name: 'Announcements' });
    expect(within(sidebar).getByRole('button', { name: 'Account: Ada' }).textContent).toContain('Ada');
    within(sidebar).getByText(`Version ${__PARLEY_VERSION__}`);
    // In 01 §2 order: modules first, then the bottom entries.
    const names = [...sidebar.querySelectorAll('a, button')].map((element) => element.getAttribute('aria-label') ?? element.textContent);
    expect(names).toEqual([
      'Collapse sidebar', 'Message center', 'Customer management', 'Organization settings',
      'Help (opens in a new tab)', 'Notifications', 'Announcements', 'Account: Ada',
    ]);
  });

  it('lists Broadcast where the plan opens it to the member (basic and up; admins), after customer management', async () => {
    // The organization's plan-feature setting as last read from the server (src/routing/vpc-setting-store.ts).
    localStorage.setItem('parley.vpcSetting.OrgTea0001', JSON.stringify(vpcSettingForPlan('basic')));
    const sidebar = await openConsole();
    const broadcast = await within(sidebar).findByRole('link', { name: 'Broadcast' });
    expect(broadcast.getAttribute('href')).toBe('/broadcast/OrgTea0001');
    const modules = within(screen.getByRole('navigation', { name: 'Modules' })).getAllByRole('link').map((link) => link.getAttribute('aria-label') ?? link.textContent);
    expect(modules.indexOf('Broadcast')).toBe(modules.indexOf('Customer management') + 1);
  });
});
