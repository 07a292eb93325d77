import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrgMember } from '../../common/contracts/members';
import type { OrgSeats } from '../../common/contracts/organizations';
import { activateLocale } from '../i18n/activate';
import { MemberManagementPage } from './MemberManagementPage';

vi.mock('../org/organizations-context', () => ({
  useOrganizations: () => ({ organizations: [{ objectId: 'OrgTea0001', authorityName: 'admin' }] }),
}));

const ann: OrgMember = {
  objectId: 'UserAnn001', authorityName: 'admin', orgRoleId: null, firstName: 'Ann', lastName: 'Admin',
  email: 'ann@example.com', joinedAt: '2026-01-01T00:00:00.000Z',
};

/** A stand-in for the API: the members (Ann alone) and the given seats; records the invitations sent. */
function serve(seats: OrgSeats) {
  const invited: unknown[] = [];
  vi.stubGlobal('fetch', vi.fn<(request: Request) => Promise<Response>>(async (request) => {
    const path = new URL(request.url).pathname;
    if (path === '/functions/findOrgMembers') return Response.json({ result: [ann] });
    if (path === '/functions/findOrgSeats') return Response.json({ result: seats });
    if (path === '/functions/invite') {
      invited.push(await request.json());
      return Response.json({ result: { invited: [], alreadyMembers: [] } });
    }
    return Response.json({ results: [] });
  }));
  return invited;
}

async function renderPage() {
  const path = '/organization-setting/:orgId/member-management';
  const router = createMemoryRouter([{ path, element: <MemberManagementPage /> }], { initialEntries: ['/organization-setting/OrgTea0001/member-management'] });
  render(<I18nProvider i18n={i18n}><RouterProvider router={router} /></I18nProvider>);
  await screen.findByText('Ann Admin');
}

beforeAll(() => activateLocale('en-US'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('seats beside Invite members (03 §9)', () => {
  it('on a full plan says what it allows and how to get more, and does not open the form', async () => {
    const invited = serve({ planName: 'free', used: 1, total: 1 });
    await renderPage();
    expect(screen.getByText('1 of 1 seat used')).toBeDefined();
    const button = screen.getByRole('button', { name: 'Invite members' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-describedby')).toBe('seats-full-note');
    const note = document.getElementById('seats-full-note')!;
    expect(note.textContent).toContain('The Free plan has 1 seat, and it is taken.');
    expect(note.textContent).toContain('NEW_ORGANIZATION_PLAN');
    fireEvent.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(invited).toEqual([]);
  });

  it('with free seats opens the form, says how many, and refuses more new addresses than are free', async () => {
    const invited = serve({ planName: 'basic', used: 1, total: 3 });
    await renderPage();
    expect(screen.getByText('1 of 3 seats used')).toBeDefined();
    expect(document.getElementById('seats-full-note')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Invite members' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite members' });
    expect(dialog.textContent).toContain('2 seats of your plan are free.');
    // Ann is a member already: her address takes no seat.
    fireEvent.change(screen.getByLabelText('E-mail addresses'), { target: { value: 'a@example.com, b@example.com, c@example.com, ANN@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(screen.getByRole('alert').textContent).toBe('Only 2 seats are free: enter at most 2 new addresses, or remove a member first.');
    expect(invited).toEqual([]);
    fireEvent.change(screen.getByLabelText('E-mail addresses'), { target: { value: 'a@example.com, b@example.com, ann@example.com' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Send invitations' })); });
    expect(invited).toMatchObject([{ emails: ['a@example.com', 'b@example.com', 'ann@example.com'] }]);
  });
});
