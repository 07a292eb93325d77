import { cleanup, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { customerRecordFrom } from '../../local/mapping';
import { wireCustomer } from '../../local/test-fixtures';
import { activateLocale } from '../i18n/activate';
import { ProfileFields } from './ProfileFields';

beforeAll(() => activateLocale('en-US'));
afterEach(cleanup);

/** The panel's fields as label → value pairs, in order. */
function shown(): [string, string][] {
  return screen.getAllByRole('term').map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

describe('ProfileFields', () => {
  it('lists the 02 §3 fields the customer has, in order, and leaves out the others', () => {
    const wire = { ...wireCustomer({ objectId: 'c1', displayName: 'Ann' }), gender: 'female', email: 'ann@example.com', language: 'ja', about: 'Loves oolong' };
    render(<I18nProvider i18n={i18n}><ProfileFields customer={customerRecordFrom(wire)} /></I18nProvider>);
    expect(shown()).toEqual([
      ['Display name', 'Ann'], ['Gender', 'Female'], ['Email', 'ann@example.com'], ['About', 'Loves oolong'], ['Language', 'ja'],
      ['Joined', expect.any(String) as unknown as string],
    ]);
  });

  it('shows the name on the channel when an agent renamed the customer, and a custom gender as written', () => {
    const wire = { ...wireCustomer({ objectId: 'c1' }), displayName: 'Ann (VIP)', originalDisplayName: 'ann_88', gender: 'non-binary' };
    render(<I18nProvider i18n={i18n}><ProfileFields customer={customerRecordFrom(wire)} /></I18nProvider>);
    expect(shown().slice(0, 3)).toEqual([['Display name', 'Ann (VIP)'], ['Name on the channel', 'ann_88'], ['Gender', 'non-binary']]);
  });
});
