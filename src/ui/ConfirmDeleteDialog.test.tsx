import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../i18n/activate';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';

function renderDialog(onConfirm: () => Promise<void>, confirmName?: string) {
  const onClose = vi.fn<() => void>();
  render(
    <I18nProvider i18n={i18n}>
      <ConfirmDeleteDialog
        open
        title="Delete organization"
        description="Everything goes."
        confirmName={confirmName}
        onConfirm={onConfirm}
        onClose={onClose}
        errorText={(cause) => (cause instanceof Error ? cause.message : 'failed')}
      />
    </I18nProvider>,
  );
  return { onClose };
}

describe('ConfirmDeleteDialog', () => {
  beforeAll(async () => { await activateLocale('en-US'); });
  afterEach(cleanup);

  it('keeps Delete disabled until the exact name is typed (surrounding spaces ignored)', async () => {
    const onConfirm = vi.fn<() => Promise<void>>(async () => undefined);
    renderDialog(onConfirm, 'Acme Shop');
    const deleteButton = screen.getByRole<HTMLButtonElement>('button', { name: 'Delete' });
    const input = screen.getByLabelText('Type Acme Shop to confirm');
    expect(deleteButton.disabled).toBe(true);
    fireEvent.change(input, { target: { value: 'acme shop' } });
    expect(deleteButton.disabled).toBe(true);
    fireEvent.change(input, { target: { value: '  Acme Shop ' } });
    expect(deleteButton.disabled).toBe(false);
    fireEvent.click(deleteButton);
    await waitFor(() => expect(onConfirm).toHaveBeenCalledOnce());
  });

  it('asks no name when none is required', () => {
    renderDialog(async () => undefined);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Delete' }).disabled).toBe(false);
  });

  it('shows the failure and stays open, keeping what was typed', async () => {
    const { onClose } = renderDialog(async () => { throw new Error('The organization could not be deleted.'); }, 'Acme');
    const input = screen.getByLabelText<HTMLInputElement>('Type Acme to confirm');
    fireEvent.change(input, { target: { value: 'Acme' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The organization could not be deleted.')).toBeTruthy();
    expect(input.value).toBe('Acme');
    expect(onClose).not.toHaveBeenCalled();
  });
});
