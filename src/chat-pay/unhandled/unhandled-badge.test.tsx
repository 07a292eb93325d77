// The sidebar's chat-pay entry counts the unhandled orders: the server's count when the console opens,
// then each orderNeedUpdate the sync worker passes on; a rise says so and plays the chat-pay alert.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { vpcSettingForPlan } from '../../../common/access';
import type { Organization } from '../../../common/contracts/organizations';
import { ORDER_NEED_UPDATE_CHANNEL, type OrderNeedUpdateSignal } from '../../../local/channels';
import { storeUser, type StoredUser } from '../../auth/session-store';
import { activateLocale } from '../../i18n/activate';
import { LAZY_ROUTES_TIMEOUT_MS, loadLazyRoutes, renderAt } from '../../testing/routes';

vi.mock('../../data/sync-client', () => ({
  getSync: () => ({ start: async () => undefined, stop: async () => undefined }),
}));
const sound = vi.hoisted(() => ({ playAlertSound: vi.fn<(sound: string) => Promise<void>>(async () => undefined), CHAT_PAY_ALERT_MS: 1000 }));
vi.mock('../../pwa/alert-sound', () => sound);
const toast = vi.hoisted(() => ({ showToast: vi.fn<(kind: string, text: string) => number>() }));
vi.mock('../../ui/toast-store', () => toast);

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

function announce(signal: OrderNeedUpdateSignal) {
  const channel = new BroadcastChannel(ORDER_NEED_UPDATE_CHANNEL);
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel has no target origin
  channel.postMessage(signal);
  channel.close();
}

const modules = () => screen.getByRole('navigation', { name: 'Modules' });

beforeAll(() => Promise.all([activateLocale('en-US'), loadLazyRoutes()]), LAZY_ROUTES_TIMEOUT_MS);
beforeEach(() => {
  localStorage.clear();
  sound.playAlertSound.mockClear();
  toast.showToast.mockClear();
  storeUser(user);
  localStorage.setItem('parley.vpcSetting.OrgTea0001', JSON.stringify(vpcSettingForPlan('enterprise')));
  vi.stubGlobal('fetch', vi.fn<(input: Request) => Promise<Response>>(async (input) => (new URL(input.url).pathname === '/shop8/OrgTea0001/orders/unhandled'
    ? Response.json({ unhandledCount: 2 })
    : Response.json({ results: [teaHouse] }))));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('unhandled orders in the sidebar', () => {
  it('shows the server\'s count, follows orderNeedUpdate, and chimes only when it rises', async () => {
    renderAt('/message-center/OrgTea0001');
    const entry = await within(await screen.findByRole('navigation', { name: 'Modules' })).findByRole('link', { name: 'Chat pay, 2 unhandled orders' }, { timeout: 10_000 });
    expect(entry.getAttribute('href')).toBe('/chatPay/OrgTea0001');

    announce({ orgId: 'OrgTea0001', unhandledCount: 3, unhandledDelta: 1 });
    await within(modules()).findByRole('link', { name: 'Chat pay, 3 unhandled orders' });
    expect(toast.showToast).toHaveBeenCalledWith('success', 'A new order came in.');
    expect(sound.playAlertSound).toHaveBeenCalledWith('chatPay');

    // Another organization's orders change nothing here; handled orders lower the count without a sound.
    announce({ orgId: 'OrgOther01', unhandledCount: 9, unhandledDelta: 1 });
    announce({ orgId: 'OrgTea0001', unhandledCount: 1, unhandledDelta: -2 });
    await within(modules()).findByRole('link', { name: 'Chat pay, 1 unhandled order' });
    announce({ orgId: 'OrgTea0001', unhandledCount: 0, unhandledDelta: -1 });
    await within(modules()).findByRole('link', { name: 'Chat pay' });
    expect(sound.playAlertSound).toHaveBeenCalledTimes(1);
  }, 20_000);

  it('has no count for a member whose role does not open orders', async () => {
    const data = vpcSettingForPlan('enterprise');
    data.data.chatpay.order.enabled = false;
    localStorage.setItem('parley.vpcSetting.OrgTea0001', JSON.stringify(data));
    renderAt('/message-center/OrgTea0001');
    await within(await screen.findByRole('navigation', { name: 'Modules' })).findByRole('link', { name: 'Chat pay' }, { timeout: 10_000 });
    announce({ orgId: 'OrgTea0001', unhandledCount: 4, unhandledDelta: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(modules()).getByRole('link', { name: 'Chat pay' })).toBeTruthy();
    expect(vi.mocked(fetch).mock.calls.some(([input]) => (input as Request).url.includes('/orders/unhandled'))).toBe(false);
  }, 20_000);
});
