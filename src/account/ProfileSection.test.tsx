// The profile form while the stored user changes under it (refreshed from the server when the page
// opens): what the user is typing stays, the fields not edited follow the fresh values.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StoredUser } from '../auth/session-store';
import { activateLocale } from '../i18n/activate';
import { ProfileSection } from './ProfileSection';

vi.mock('../data/sync-client', () => ({ getSync: () => ({}) }));

const ada: StoredUser = {
  objectId: 'User000001', username: 'ada@example.com', email: 'ada@example.com', sessionToken: 'r:token', firstName: 'Ada', lastName: 'Agent',
  language: 'en-US', emailVerified: true, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
} as StoredUser;

beforeAll(() => activateLocale('en-US'));
afterEach(cleanup);

const draw = (user: StoredUser) => <I18nProvider i18n={i18n}><ProfileSection user={user} orgId="Org0000001" /></I18nProvider>;

describe('ProfileSection', () => {
  it('keeps what is being typed when the stored user is refreshed, and takes the fresh values elsewhere', () => {
    const { rerender } = render(draw(ada));
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Grace' } });
    rerender(draw({ ...ada, lastName: 'Lovelace', updatedAt: '2026-01-02T00:00:00.000Z' }));
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Grace');
    expect(screen.getByLabelText<HTMLInputElement>('Last name').value).toBe('Lovelace');
  });
});
