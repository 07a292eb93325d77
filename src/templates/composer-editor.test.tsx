// The message editor rules of 02 §5 as the agent meets them in the composer and the template form.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../local/db';
import { activateLocale } from '../i18n/activate';
import { Composer } from '../inbox/Composer';
import { TemplateForm, type TemplateFormValue } from './TemplateForm';

const wrap = (node: ReactNode) => render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);

function renderComposer(props: { maxLength?: number; customerName?: string } = {}) {
  const onSend = vi.fn<(text: string) => Promise<void>>(async () => undefined);
  wrap(<Composer orgId="Org0000001" conversationId="Conv000001" onSend={onSend} {...props} />);
  return { textbox: screen.getByRole('textbox', { name: 'Message' }), onSend };
}

beforeAll(() => activateLocale('en-US'));
beforeEach(async () => {
  localStorage.clear();
  await db.drafts.clear();
});
afterEach(cleanup);

describe('composer editor rules', () => {
  it('counts against the maximum, turns red and refuses to send when over', () => {
    const { textbox, onSend } = renderComposer({ maxLength: 10, customerName: 'Ana' });
    fireEvent.change(textbox, { target: { value: 'Hi {{customerName}}!' } });
    // The token counts as the name: "Hi Ana!" is 7.
    expect(screen.getByText('7/10')).toBeTruthy();
    expect(textbox.getAttribute('aria-invalid')).toBe('false');
    fireEvent.change(textbox, { target: { value: 'Hello there {{customerName}}' } });
    expect(screen.getByText('15/10')).toBeTruthy();
    expect(textbox.getAttribute('aria-invalid')).toBe('true');
    expect(textbox.className).toContain('border-red-500');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
    fireEvent.keyDown(textbox, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends the customer\'s name in place of the token', async () => {
    const { textbox, onSend } = renderComposer({ customerName: 'Ana Lima' });
    fireEvent.change(textbox, { target: { value: 'Thanks {{customerName}}, see you {{customerName}}!' } });
    await act(async () => {
      fireEvent.keyDown(textbox, { key: 'Enter' });
    });
    expect(onSend).toHaveBeenCalledWith('Thanks Ana Lima, see you Ana Lima!');
  });

  it('trims pasted text and puts it where the caret is', async () => {
    const { textbox } = renderComposer();
    fireEvent.change(textbox, { target: { value: 'Order: ' } });
    (textbox as HTMLTextAreaElement).setSelectionRange(7, 7);
    fireEvent.paste(textbox, { clipboardData: { getData: () => '  \n 42-AB \n' } });
    await waitFor(() => expect(textbox).toHaveProperty('value', 'Order: 42-AB'));
  });
});

describe('template form', () => {
  it('inserts the customer-name token, counts it as itself, and saves name and text trimmed', async () => {
    const onSave = vi.fn<(input: TemplateFormValue) => Promise<void>>(async () => undefined);
    wrap(<TemplateForm orgId="Org0000001" onSave={onSave} onCancel={() => undefined} />);
    const save = screen.getByRole('button', { name: 'Save template' });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Template name' }), { target: { value: ' Greeting ' } });
    const text = screen.getByRole('textbox', { name: 'Template text' }) as HTMLTextAreaElement;
    fireEvent.change(text, { target: { value: 'Hi ' } });
    text.setSelectionRange(3, 3);
    fireEvent.click(screen.getByRole('button', { name: 'Insert customer name' }));
    expect(text.value).toBe('Hi {{customerName}}');
    expect(screen.getByText('19/2000')).toBeTruthy();
    await act(async () => {
      fireEvent.click(save);
    });
    expect(onSave).toHaveBeenCalledWith({ name: 'Greeting', content: 'Hi {{customerName}}' });
  });

  it('turns red and cannot be saved over 2000 characters', () => {
    wrap(<TemplateForm orgId="Org0000001" onSave={async () => undefined} onCancel={() => undefined} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Template name' }), { target: { value: 'Long' } });
    const text = screen.getByRole('textbox', { name: 'Template text' });
    fireEvent.change(text, { target: { value: 'x'.repeat(2001) } });
    expect(screen.getByText('2001/2000')).toBeTruthy();
    expect(text.className).toContain('border-red-500');
    expect(screen.getByRole('button', { name: 'Save template' })).toHaveProperty('disabled', true);
  });
});
