// The linked-app page: Messenger has its card when the organization's plan includes it (the connect
// tips lead to its dialog); without it Messenger keeps its connect tips, whose Continue names the plan.
// The cards of the platforms connected with credentials share one read of the organization's accounts.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { vpcSettingForPlan, type PlanName } from '../../common/access';
import type { Organization } from '../../common/contracts/organizations';
import { connectedAccount, organization, ORG_ID, server, setUpCardTests } from './channel-accounts/card-test-kit';
import { LinkedAppPage } from './LinkedAppPage';

const page = vi.hoisted(() => ({ plan: 'business' as PlanName, organizations: [] as Organization[] }));
vi.mock('./channel-accounts/accounts-api');
vi.mock('./livechat/LiveChatSettingsSection', () => ({ LiveChatSettingsSection: () => null }));
vi.mock('../routing/vpc-setting-store', () => ({ useVpcSetting: () => vpcSettingForPlan(page.plan) }));
vi.mock('../org/organizations-context', () => ({ useOrganizations: () => ({ organizations: page.organizations, refresh: async () => page.organizations }) }));
vi.mock('../ui/toast-store', () => ({ showToast: vi.fn<(kind: string, text: string) => number>() }));

setUpCardTests();

function draw(planName: PlanName, authority: 'admin' | 'general' = 'admin') {
  page.plan = planName;
  page.organizations = [organization(authority)];
  const router = createMemoryRouter([{ path: '/organization-setting/:orgId/linked-app', element: <LinkedAppPage /> }], {
    initialEntries: [`/organization-setting/${ORG_ID}/linked-app`],
  });
  render(<I18nProvider i18n={i18n}><RouterProvider router={router} /></I18nProvider>);
}

/** A platform's card, by its heading. */
const card = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;

const lineAccount = connectedAccount({
  objectId: 'Integ00001', integrationName: 'Parley Shop', platform: 'line', account: '1657000001',
  webhook: { url: 'https://parley.example/webhooks/line/Integ00001', setByServer: true },
});
const messengerPage = connectedAccount({ objectId: 'Integ00002', integrationName: 'Parley Noodles', platform: 'facebook', account: '104857600123456' });

describe('LinkedAppPage', () => {
  it('reads the accounts once for the four cards; a connect on one card reads them again for all', async () => {
    server.listIntegrations.mockResolvedValue([{ ...messengerPage, reconnect: true }]);
    draw('business');
    expect((await within(card('Messenger')).findByRole('alert')).textContent).toContain('Messenger stopped accepting');
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['LINE', 'Messenger', 'Instagram', 'WhatsApp', 'Live chat']);
    expect(server.listIntegrations).toHaveBeenCalledTimes(1);
    expect(server.listIntegrations).toHaveBeenCalledWith(ORG_ID);

    // LINE connected (and the Page connected again by another admin meanwhile): the LINE card shows its
    // account, and the Messenger card follows the same fresh read.
    server.connectAccount.mockResolvedValueOnce(lineAccount);
    server.listIntegrations.mockResolvedValue([lineAccount, messengerPage]);
    fireEvent.click(within(card('LINE')).getByRole('button', { name: 'Connect LINE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect LINE' });
    fireEvent.change(within(dialog).getByLabelText('Channel ID'), { target: { value: lineAccount.account } });
    fireEvent.change(within(dialog).getByLabelText('Channel secret'), { target: { value: '0123456789abcdef0123456789abcdef' } });
    fireEvent.change(within(dialog).getByLabelText('Channel access token'), { target: { value: 'line-access-token-0001' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(await within(card('LINE')).findByText('Parley Shop')).toBeTruthy();
    expect(within(card('LINE')).getByRole('button', { name: 'Connect another LINE account' })).toBeTruthy();
    await waitFor(() => expect(within(card('Messenger')).queryByRole('alert')).toBeNull());
    expect(within(card('Messenger')).getByText('Parley Noodles')).toBeTruthy();
    expect(within(card('Instagram')).getByRole('button', { name: 'Connect Instagram' })).toBeTruthy();
    expect(server.listIntegrations).toHaveBeenCalledTimes(2);
  });

  it('reads no accounts for a member who is not an admin', async () => {
    draw('business', 'general');
    expect(await within(card('LINE')).findByText('Admins connect LINE Official Accounts.')).toBeTruthy();
    expect(within(card('Messenger')).getByText('Admins connect Facebook Pages.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Connect / })).toBeNull();
    expect(server.listIntegrations).not.toHaveBeenCalled();
  });

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
