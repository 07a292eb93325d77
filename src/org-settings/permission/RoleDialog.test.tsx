// The role editor offers the modules this server has built (common/access/built.ts) and keeps a role's
// stored flags for the others when it saves.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoleFeature } from '../../../common/access';
import type { OrgRole } from '../../../common/contracts/org-roles';
import { emptyRoleFeature, withFlag } from '../../../common/org-roles';
import { activateLocale } from '../../i18n/activate';
import { RoleDialog } from './RoleDialog';

const server = vi.hoisted(() => ({
  createOrgRole: vi.fn<() => Promise<OrgRole>>(),
  updateOrgRole: vi.fn<() => Promise<OrgRole>>(),
  updateOrgRoleFeature: vi.fn<(orgId: string, id: string, feature: RoleFeature) => Promise<OrgRole>>(),
}));
vi.mock('./api', () => server);

// Stored before this server had roles' modules pared down: overview and coupons on.
const stored = withFlag(withFlag(emptyRoleFeature(), 'overview', 'dataAnalysis', true), 'superMarketSetting', 'coupon', true);
const agent: OrgRole = {
  _id: 'Role000001', orgId: 'OrgTea0001', name: 'Agent', superiorId: null, feature: stored,
  createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
};

function open(role: OrgRole | null) {
  render(
    <I18nProvider i18n={i18n}>
      <RoleDialog orgId="OrgTea0001" role={role} roles={role ? [role] : []} onClose={() => undefined} onSaved={() => undefined} />
    </I18nProvider>,
  );
  return screen.getByRole('group', { name: 'Modules this role opens' });
}

beforeAll(() => activateLocale('en-US'));
beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

describe('RoleDialog modules', () => {
  it('offers only the modules and parts this server has', () => {
    const tree = open(null);
    for (const built of ['Message center', 'Bot', 'AI bot', 'Customer groups', 'Tag management', 'Broadcast', 'Chat pay', 'Products', 'Statistics', 'Member management', 'Permission setting']) {
      expect(within(tree).getByRole('checkbox', { name: built })).toBeDefined();
    }
    for (const unbuilt of ['Overview', 'Coupons', 'Roulette', 'Shopify store', 'Public API', 'Customer-service data', 'Rich-menu setting']) {
      expect(within(tree).queryByRole('checkbox', { name: unbuilt })).toBeNull();
    }
  });

  it('keeps the stored flags of modules it does not offer when the role is saved', async () => {
    server.updateOrgRoleFeature.mockResolvedValue(agent);
    const tree = open(agent);
    fireEvent.click(within(tree).getByRole('checkbox', { name: 'Message bot' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.updateOrgRoleFeature).toHaveBeenCalledOnce());
    const saved = server.updateOrgRoleFeature.mock.calls[0]![2] as typeof stored;
    expect(saved.overview.dataAnalysis.enabled).toBe(true);
    expect(saved.superMarketSetting.coupon.enabled).toBe(true);
    // The module's box checked both parts it offers (the bot and the AI bot).
    expect(saved.messageBot.aiBot.enabled).toBe(true);
    expect(saved.messageBot.bot.enabled).toBe(true);
  });
});
