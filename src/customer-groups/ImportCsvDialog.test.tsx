import { act, cleanup, render, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n/activate';
import { ImportCsvDialog } from './ImportCsvDialog';

function renderDialog() {
  render(
    <I18nProvider i18n={i18n}>
      <ImportCsvDialog open orgId="Org0000001" onClose={() => {}} onStarted={() => {}} />
    </I18nProvider>,
  );
}

beforeAll(() => activateLocale('en-US'));
afterEach(cleanup);

describe('ImportCsvDialog', () => {
  it('shows the columns the file needs and a sample before the upload', () => {
    renderDialog();
    const upload = screen.getByRole('dialog', { name: 'Upload a file' });
    expect(within(upload).getByText(/the id on the customer's channel \(a customer export's “Platform ID” column\)/)).toBeTruthy();
    expect(within(upload).getByText(/the customer's id in Parley \(a customer export's “Customer ID” column\)/)).toBeTruthy();
    expect(within(upload).getByText('Other columns are ignored, so a file from Export customers imports as it is.')).toBeTruthy();
    const sample = within(upload).getByRole('table', { name: 'Sample file' });
    expect(within(sample).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['customerId', 'Name']);
    expect(within(sample).getAllByRole('row')).toHaveLength(3);
    expect(within(upload).getByRole('button', { name: 'Choose a file' })).toBeTruthy();
  });

  it('names the export\'s columns in the console\'s language', async () => {
    try {
      await act(() => activateLocale('zh-TW'));
      renderDialog();
      const upload = screen.getByRole('dialog', { name: '上傳檔案' });
      expect(within(upload).getByText(/顧客匯出檔的「平台 ID」欄/)).toBeTruthy();
      expect(within(upload).getByText(/顧客匯出檔的「顧客 ID」欄/)).toBeTruthy();
      expect(within(upload).getByRole('table', { name: '範例檔案' })).toBeTruthy();
    } finally {
      await act(() => activateLocale('en-US'));
    }
  });
});
