import { cleanup, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
  language: 'ja-JP', emailVerified: true, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
  toturialDisabled: true, sessionToken: 'r:session',
};

const teaHouse: Organization = {
  objectId: 'OrgTea0001', name: 'tea-house', displayName: 'Tea House', industry: 'retail', locale: 'ja-JP',
  authorityName: 'admin', redirectOptions: { whitelist: [] }, integrations: [{ platform: 'livechat', alert: false }],
  createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
};

beforeAll(() => Promise.all([activateLocale('ja-JP'), loadLazyRoutes()]), LAZY_ROUTES_TIMEOUT_MS);
afterAll(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await activateLocale('en-US');
});

describe('the inbox header', () => {
  it('fits its 320 px column in Japanese: the actions are icons named for assistive technology and tooltips', async () => {
    localStorage.clear();
    storeUser(user);
    vi.stubGlobal('fetch', vi.fn<() => Promise<Response>>(async () => Response.json({ results: [teaHouse] })));
    renderAt('/message-center/OrgTea0001');
    const inbox = await screen.findByRole('navigation', { name: '会話' });
    within(inbox).getByRole('heading', { name: '受信箱' });
    for (const name of ['メッセージを検索', '顧客をエクスポート']) {
      const button = within(inbox).getByRole('button', { name });
      // No label text to wrap (the issue: "メッセージを検/索"); the tooltip names it.
      expect(button.textContent).toBe('');
      expect(button.getAttribute('title')).toBe(name);
      expect(button.querySelector('svg')).not.toBeNull();
    }
  });
});
