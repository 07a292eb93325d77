// Account settings › Security › Change password: the rule is said before the new password is typed,
// the server's answers are said in the user's words, and the other devices are logged out.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StoredUser } from '../auth/session-store';
import { activateLocale } from '../i18n/activate';
import { PasswordSection } from './PasswordSection';

const ada = { objectId: 'User000001', username: 'ada@example.com', email: 'ada@example.com', sessionToken: 'r:token' } as StoredUser;

/** A stand-in for the API: the current password is "old password 1", "still guessing" meets the limit; records each change asked for. */
function serve() {
  const changes: Record<string, unknown>[] = [];
  vi.stubGlobal('fetch', vi.fn<(request: Request) => Promise<Response>>(async (request) => {
    const body = (await request.json()) as Record<string, unknown>;
    changes.push(body);
    if (body.oldPassword === 'still guessing') return Response.json({ code: 155, error: 'Too many failed login attempts.', retryAfter: 60 }, { status: 429 });
    if (body.oldPassword !== 'old password 1') return Response.json({ code: 101, error: 'Invalid username/password.' }, { status: 404 });
    return Response.json({});
  }));
  return changes;
}

function fill(dialog: HTMLElement, current: string, next: string, confirm = next) {
  fireEvent.change(within(dialog).getByLabelText('Current password'), { target: { value: current } });
  fireEvent.change(within(dialog).getByLabelText('New password'), { target: { value: next } });
  fireEvent.change(within(dialog).getByLabelText('Confirm new password'), { target: { value: confirm } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
}

beforeAll(() => activateLocale('en-US'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Change password in account settings', () => {
  it('says the rule up front, refuses a short or mistyped new password before asking the server, and names a wrong current password', async () => {
    const changes = serve();
    render(<I18nProvider i18n={i18n}><PasswordSection user={ada} /></I18nProvider>);
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    const rule = within(dialog).getByLabelText('New password').getAttribute('aria-describedby')!;
    expect(document.getElementById(rule)!.textContent).toBe('Use at least 8 characters for the password.');

    fill(dialog, 'old password 1', 'short');
    expect(within(dialog).getByRole('alert').textContent).toBe('Use at least 8 characters for the password.');
    fill(dialog, 'old password 1', 'a new password', 'a new pasword');
    expect(within(dialog).getByRole('alert').textContent).toBe('The new password and its confirmation are not the same.');
    expect(changes).toEqual([]);

    fill(dialog, 'not my password', 'a new password');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The current password is incorrect.');
    fill(dialog, 'still guessing', 'a new password');
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toMatch(/^Too many failed attempts\. You can try again at /));
  });

  it('changes the password and says the other devices must log in again', async () => {
    const changes = serve();
    render(<I18nProvider i18n={i18n}><PasswordSection user={ada} /></I18nProvider>);
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    fill(await screen.findByRole('dialog', { name: 'Change password' }), 'old password 1', 'a new password');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changes).toMatchObject([{ username: 'ada@example.com', oldPassword: 'old password 1', newPassword: 'a new password' }]);
    expect(screen.getByRole('status').textContent).toBe('Your password has been changed. Other devices must log in again.');
  });
});
