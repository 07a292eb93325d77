// Member management › Pending invitations: an admin sees who was invited and has not joined, mails a
// new link, and revokes one after confirming.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrgMember, PendingInvitation } from '../../common/contracts/members';
import { activateLocale } from '../i18n/activate';
import { showToast } from '../ui/toast-store';
import { MemberManagementPage } from './MemberManagementPage';

vi.mock('../org/organizations-context', () => ({
  useOrganizations: () => ({ organizations: [{ objectId: 'OrgTea0001', authorityName: 'admin' }] }),
}));
vi.mock('../ui/toast-store', () => ({ showToast: vi.fn<(kind: string, text: string) => number>() }));

const ann: OrgMember = {
  objectId: 'UserAnn001', authorityName: 'admin', orgRoleId: null, firstName: 'Ann', lastName: 'Admin',
  email: 'ann@example.com', joinedAt: '2026-01-01T00:00:00.000Z',
};
const day = 86_400_000;
const invitation = (objectId: string, email: string, expiresAt: number): PendingInvitation => ({
  objectId, email, invitedBy: 'Ann Admin', sentAt: new Date(expiresAt - 7 * day).toISOString(), expiresAt: new Date(expiresAt).toISOString(),
});

/** A stand-in for the API: Ann alone, two invitations (one expired); records the calls about invitations. */
function serve() {
  let invitations = [invitation('Invite0001', 'bo@example.com', Date.now() + 3 * day), invitation('Invite0002', 'cy@example.com', Date.now() - day)];
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal('fetch', vi.fn<(request: Request) => Promise<Response>>(async (request) => {
    const path = new URL(request.url).pathname;
    const body = (await request.json()) as Record<string, unknown>;
    if (path === '/functions/findOrgMembers') return Response.json({ result: [ann] });
    if (path === '/functions/findOrgSeats') return Response.json({ result: { planName: 'basic', used: 1, total: 5 } });
    if (path === '/functions/findInvitations') return Response.json({ result: invitations });
    calls.push({ path, body });
    if (path === '/functions/resendInvitation') {
      const renewed = invitation('Invite0003', 'cy@example.com', Date.now() + 7 * day);
      invitations = invitations.map((one) => (one.objectId === body.invitationId ? renewed : one));
      return Response.json({ result: renewed });
    }
    if (path === '/functions/revokeInvitation') {
      invitations = invitations.filter((one) => one.objectId !== body.invitationId);
      return Response.json({ result: { revoked: body.invitationId } });
    }
    return Response.json({ results: [] });
  }));
  return calls;
}

async function renderPage() {
  const path = '/organization-setting/:orgId/member-management';
  const router = createMemoryRouter([{ path, element: <MemberManagementPage /> }], { initialEntries: ['/organization-setting/OrgTea0001/member-management'] });
  render(<I18nProvider i18n={i18n}><RouterProvider router={router} /></I18nProvider>);
  return screen.findByRole('list', { name: 'Pending invitations' });
}

beforeAll(() => activateLocale('en-US'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('pending invitations', () => {
  it('lists who has not joined, says which link has expired, and resends it with a new link', async () => {
    const calls = serve();
    const list = await renderPage();
    const [bo, cy] = await within(list).findAllByRole('listitem');
    expect(bo!.textContent).toContain('bo@example.com');
    expect(bo!.textContent).toMatch(/Invited by Ann Admin on .+ · The link works until /);
    expect(cy!.textContent).toMatch(/Expired on .+: resend to invite again/);

    fireEvent.click(screen.getByRole('button', { name: 'Resend the invitation to cy@example.com' }));
    await waitFor(() => expect(calls).toMatchObject([{ path: '/functions/resendInvitation', body: { orgId: 'OrgTea0001', invitationId: 'Invite0002' } }]));
    expect(showToast).toHaveBeenCalledWith('success', 'A new invitation link was sent to cy@example.com. The earlier link no longer works.');
    await waitFor(() => expect(within(list).queryByText(/Expired on/)).toBeNull());
  });

  it('revokes an invitation after confirming: it leaves the list', async () => {
    const calls = serve();
    const list = await renderPage();
    await within(list).findByText('bo@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Revoke the invitation to bo@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the invitation to bo@example.com?' });
    expect(dialog.textContent).toContain('The link mailed to bo@example.com will no longer work.');
    expect(calls).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(within(list).queryByText('bo@example.com')).toBeNull());
    expect(calls).toMatchObject([{ path: '/functions/revokeInvitation', body: { orgId: 'OrgTea0001', invitationId: 'Invite0001' } }]);
    expect(showToast).toHaveBeenCalledWith('success', 'The invitation to bo@example.com was revoked.');
  });
});
