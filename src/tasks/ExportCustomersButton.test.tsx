import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../i18n/activate';
import { ExportCustomersButton } from './ExportCustomersButton';
import { startCustomerExport } from './tasks-api';

vi.mock('./tasks-api', () => ({ startCustomerExport: vi.fn<() => Promise<void>>(async () => undefined) }));

afterEach(cleanup);

describe('ExportCustomersButton', () => {
  it('exports in the console\'s language', async () => {
    for (const [locale, name] of [['ja-JP', '顧客をエクスポート'], ['en-US', 'Export customers']] as const) {
      await act(() => activateLocale(locale));
      render(<I18nProvider i18n={i18n}><ExportCustomersButton orgId="Org0000001" /></I18nProvider>);
      fireEvent.click(screen.getByRole('button', { name }));
      await waitFor(() => expect(startCustomerExport).toHaveBeenLastCalledWith('Org0000001', locale));
      cleanup();
    }
  });
});
