// The linked-app page: Messenger has its card when the organization's plan includes it (the connect
// tips lead to its dialog); without it Messenger keeps its connect tips, whose Continue names the plan.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { vpcSettingForPlan, type PlanName } from '../../common/access';
import type { Organization } from '../../common/contracts/organizations';
import { activateLocale } from '../i18n/activate';
import { LinkedAppPage } from './LinkedAppPage';

const plan = vi.hoisted(() => ({ name: 'business' as PlanName }));
const organization: Organization = {
  objectId: 'Org0000001', name: 'shop', displayName: 'Shop', industry: '', locale: 'en-US', authorityName: 'admin',
  integrations: [{ platform: 'livechat', alert: false }], createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
};
vi.mock('./channel-accounts/accounts-api', () => ({ listIntegrations: async () => [] }));
vi.mock('./livechat/LiveChatSettingsSection', () => ({ LiveChatSettingsSection: () => null }));
vi.mock('../routing/vpc-setting-store', () => ({ useVpcSetting: () => vpcSettingForPlan(plan.name) }));
vi.mock('../org/organizations-context', () => ({ useOrganizations: () => ({ organizations: [organization], refresh: async () => [] }) }));
vi.mock('../ui/toast-store', () => ({ showToast: vi.fn<(kind: string, text: string) => number>() }));

beforeAll(() => activateLocale('en-US'));
afterEach(cleanup);

function draw(planName: PlanName) {
  plan.name = planName;
  const router = createMemoryRouter([{ path: '/organization-setting/:orgId/linked-app', element: <LinkedAppPage /> }], {
    initialEntries: ['/organization-setting/Org0000001/linked-app'],
  });
  render(<I18nProvider i18n={i18n}><RouterProvider router={router} /></I18nProvider>);
}

describe('LinkedAppPage', () => {
  it('shows the Messenger card when the plan includes Messenger: its tips lead to the connect dialog', async () => {
    draw('basic');
    fireEvent.click(await screen.findByRole('button', { name: 'Connect Messenger' }));
    const tips = await screen.findByRole('dialog', { name: 'Connect Messenger' });
    expect(tips.textContent).toContain('A Facebook Page you manage');
    fireEvent.click(within(tips).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Connect Messenger' }).textContent).toContain('Page access token'));
    expect(screen.getByLabelText('Verify token')).toBeTruthy();
    // Closed, the dialog gives the focus back to the card's connect button (the tips that opened it are gone).
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Connect Messenger' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Connect Messenger' })));
    // Instagram has its card on the basic plan; WhatsApp, which it lacks, keeps its tips.
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['LINE', 'Messenger', 'Instagram', 'Live chat', 'WhatsApp']);
  });

  it('keeps the connect tips of LINE and Messenger on a plan without them; Continue names the plan', async () => {
    draw('free');
    expect((await screen.findAllByRole('heading', { level: 3 })).map((heading) => heading.textContent)).toEqual(['Live chat', 'LINE', 'Messenger', 'Instagram', 'WhatsApp']);
    fireEvent.click(screen.getByRole('button', { name: 'Connect Messenger' }));
    const tips = await screen.findByRole('dialog', { name: 'Connect Messenger' });
    fireEvent.click(within(tips).getByRole('button', { name: 'Continue' }));
    expect((await within(tips).findByRole('status')).textContent).toBe("Your organization's plan does not include Messenger. Ask the operator of this server for a plan with Messenger.");
    expect(screen.queryByLabelText('Page ID')).toBeNull();
  });
});
