// The tag-management.out-of-quota dialog: the numbers, the way to tag management and to sales.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SALES_EMAIL } from '../../common/defaults';
import { activateLocale } from '../i18n/activate';
import { TagQuotaDialog } from './TagQuotaDialog';

beforeAll(() => activateLocale('en-US'));
afterEach(cleanup);

describe('TagQuotaDialog', () => {
  it('says how many tags are used against the quota and links to tag management and sales', () => {
    const onClose = vi.fn<() => void>();
    render(
      <I18nProvider i18n={i18n}>
        <MemoryRouter>
          <TagQuotaDialog orgId="Org0000001" use={{ used: 12, quota: 10 }} onClose={onClose} />
        </MemoryRouter>
      </I18nProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Tag quota used up' });
    expect(dialog.textContent).toContain('carry 12 different tags; its quota is 10');
    expect(dialog.textContent).toContain(DEFAULT_SALES_EMAIL);
    expect(screen.getByRole('link', { name: 'Tag management' }).getAttribute('href')).toBe('/customer-management/Org0000001/tag-management');
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toMatch(new RegExp(`^mailto:${DEFAULT_SALES_EMAIL}\\?subject=`));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
