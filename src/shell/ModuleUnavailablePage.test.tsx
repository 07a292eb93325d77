// The spec's routes of modules this server has not built say so in the shell, instead of landing on
// the message center unexplained; the sidebar lists only built modules.
import { cleanup, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILT_PAGES, vpcSettingForPlan } from '../../common/access';
import type { Organization } from '../../common/contracts/organizations';
import { storeUser, type StoredUser } from '../auth/session-store';
import { activateLocale } from '../i18n/activate';
import { LAZY_ROUTES_TIMEOUT_MS, loadLazyRoutes, renderAt } from '../testing/routes';
import { MODULES } from './modules';

// The shell starts the sync worker; a test has no worker to start.
vi.mock('../data/sync-client', () => ({
  getSync: () => ({ start: async () => undefined, stop: async () => undefined }),
}));

const user: StoredUser = {
  objectId: 'User000001', username: 'ada@example.com', email: 'ada@example.com', firstName: 'Ada', lastName: 'Agent',
  language: 'en-US', emailVerified: true, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
  toturialDisabled: true, sessionToken: 'r:session',
};

const teaHouse: Organization = {
  objectId: 'OrgTea0001', name: 'tea-house', displayName: 'Tea House', industry: 'retail', locale: 'en-US',
  authorityName: 'admin', integrations: [{ platform: 'livechat', alert: false }],
  createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
};

beforeAll(() => Promise.all([activateLocale('en-US'), loadLazyRoutes()]), LAZY_ROUTES_TIMEOUT_MS);
beforeEach(() => {
  localStorage.clear();
  storeUser(user);
  // The enterprise plan opens every module: what is missing is missing from this server.
  localStorage.setItem('parley.vpcSetting.OrgTea0001', JSON.stringify(vpcSettingForPlan('enterprise')));
  vi.stubGlobal('fetch', vi.fn<() => Promise<Response>>(async () => Response.json({ results: [teaHouse] })));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('routes of modules this server has not built', () => {
  it.each([
    ['/overview/OrgTea0001', 'Overview'],
    ['/overview/OrgTea0001/all', 'Overview'],
    ['/superMarket/OrgTea0001/coupon', 'Marketing tools'],
    ['/organization-setting/OrgTea0001/rich-menu-setting', 'Rich-menu setting'],
  ])('%s says %s is not available, with a way back to the message center', async (path, name) => {
    const router = renderAt(path);
    const heading = await screen.findByRole('heading', { level: 1, name: `${name} is not available on this server yet` });
    expect(heading).toBeDefined();
    expect(router.state.location.pathname).toBe(path);
    expect(document.title).toBe(`${name} · Parley`);
    expect(screen.getByRole('link', { name: 'Go to the message center' }).getAttribute('href')).toBe('/message-center/OrgTea0001');
    // In the shell, whose sidebar lists the built modules only.
    const modules = within(screen.getByRole('navigation', { name: 'Modules' })).getAllByRole('link').map((link) => link.textContent);
    expect(modules).toEqual(MODULES.map((module) => i18n._(module.label)));
    expect(modules).not.toContain(name);
  });

  it('has a sidebar entry for every built module', () => {
    expect(MODULES.map((module) => module.page)).toEqual(BUILT_PAGES);
  });
});
