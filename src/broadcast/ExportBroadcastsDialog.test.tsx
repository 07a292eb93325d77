// Export broadcasts: the last month and the console's language by default, the chosen period (whole days in this
// browser's zone) and language sent, the task in the task list, refusals said in the dialog.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Task } from '../../common/contracts/tasks';
import { ApiError } from '../api/api-error';
import { activateLocale } from '../i18n/activate';
import type { BroadcastExportInput } from './broadcast-api';
import { ExportBroadcastsDialog, lastMonth } from './ExportBroadcastsDialog';
import { ORG } from './test-broadcast';

const api = vi.hoisted(() => ({ startBroadcastExport: vi.fn<(orgId: string, input: BroadcastExportInput) => Promise<Task>>() }));
const toasts = vi.hoisted(() => ({ showToast: vi.fn<(kind: string, text: string) => number>() }));
vi.mock('./broadcast-api', () => api);
vi.mock('../ui/toast-store', () => toasts);

beforeAll(() => activateLocale('en-US'));
beforeEach(() => {
  vi.clearAllMocks();
  api.startBroadcastExport.mockResolvedValue({} as Task);
});
afterEach(cleanup);

function draw() {
  const onClose = vi.fn<() => void>();
  render(<I18nProvider i18n={i18n}><ExportBroadcastsDialog open orgId={ORG} onClose={onClose} /></I18nProvider>);
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Export broadcasts' }) };
}

describe('ExportBroadcastsDialog', () => {
  it('defaults to the last month, up to today', () => {
    expect(lastMonth(new Date(2026, 2, 31, 15))).toEqual({ from: '2026-03-03', to: '2026-03-31' });
    expect(lastMonth(new Date(2026, 0, 15))).toEqual({ from: '2025-12-15', to: '2026-01-15' });
  });

  it('sends the period as whole days and the chosen language (the console’s by default), then points to the task list', async () => {
    const { onClose, dialog } = draw();
    const today = lastMonth(new Date());
    expect(within(dialog).getByLabelText<HTMLInputElement>('From').value).toBe(today.from);
    expect(within(dialog).getByLabelText<HTMLInputElement>('To').value).toBe(today.to);
    const language = within(dialog).getByLabelText<HTMLSelectElement>('Language of the file');
    expect(language.value).toBe('en-US');
    expect([...language.options].map((option) => option.value)).toEqual(['en-US', 'ja-JP', 'zh-TW', 'zh-CN']);

    fireEvent.change(within(dialog).getByLabelText('From'), { target: { value: '2026-02-01' } });
    fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: '2026-02-28' } });
    fireEvent.change(language, { target: { value: 'ja-JP' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(api.startBroadcastExport).toHaveBeenCalledWith(ORG, {
      locale: 'ja-JP', startDate: new Date(2026, 1, 1), endDate: new Date(new Date(2026, 2, 1).getTime() - 1),
    });
    expect(toasts.showToast).toHaveBeenCalledWith('info', 'Exporting broadcasts. Follow it in the task list, where you can download the file.');
  });

  it('asks in the console’s language by default, whichever it is', async () => {
    await activateLocale('ja-JP');
    try {
      render(<I18nProvider i18n={i18n}><ExportBroadcastsDialog open orgId={ORG} onClose={() => {}} /></I18nProvider>);
      const dialog = screen.getByRole('dialog');
      expect(within(dialog).getByRole<HTMLSelectElement>('combobox').value).toBe('ja-JP');
      fireEvent.click(within(dialog).getAllByRole('button').at(-1)!);
      await waitFor(() => expect(api.startBroadcastExport).toHaveBeenCalledWith(ORG, expect.objectContaining({ locale: 'ja-JP' })));
    } finally {
      await activateLocale('en-US');
    }
  });

  it('refuses a period that ends before it starts', () => {
    const { dialog } = draw();
    fireEvent.change(within(dialog).getByLabelText('From'), { target: { value: '2026-03-10' } });
    fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: '2026-03-01' } });
    expect(within(dialog).getByRole('alert').textContent).toBe('The first day must not be after the last.');
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Export' }).disabled).toBe(true);
  });

  it('says a refused export in the dialog and stays open', async () => {
    api.startBroadcastExport.mockRejectedValue(new ApiError(403, { code: 119, error: 'error/feature-disabled' }));
    const { onClose, dialog } = draw();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('error/feature-disabled');
    expect(onClose).not.toHaveBeenCalled();
  });
});
