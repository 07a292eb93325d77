// Writing an announcement: the toolbar formats the selection (bold, italic, link, lists; Ctrl+B too),
// the preview shows it as members will, cleaned, and Publish sends what was written.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../i18n/activate';
import type { AnnouncementDraft } from './announcements-api';
import { AnnouncementDialog } from './AnnouncementDialog';

const api = vi.hoisted(() => ({
  createAnnouncement: vi.fn<(orgId: string, draft: AnnouncementDraft) => Promise<void>>(async () => {}),
  updateAnnouncement: vi.fn<(orgId: string, id: string, draft: Partial<AnnouncementDraft>) => Promise<void>>(async () => {}),
}));
vi.mock('./announcements-api', () => api);

beforeAll(() => activateLocale('en-US'));
beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

function draw() {
  const onClose = vi.fn<() => void>();
  render(<I18nProvider i18n={i18n}><AnnouncementDialog orgId="Org0000001" onClose={onClose} /></I18nProvider>);
  const dialog = screen.getByRole('dialog', { name: 'New announcement' });
  const content = within(dialog).getByLabelText<HTMLTextAreaElement>('Content');
  const preview = within(dialog).getByRole('region', { name: 'Preview' });
  const tool = (name: string) => within(within(dialog).getByRole('group', { name: 'Formatting' })).getByRole('button', { name });
  /** Types the text and selects [start, end) of it. */
  const type = (text: string, start = text.length, end = start) => {
    fireEvent.change(content, { target: { value: text } });
    content.setSelectionRange(start, end);
  };
  return { onClose, dialog, content, preview, tool, type };
}

describe('AnnouncementDialog', () => {
  it('bolds and italicizes the selection from the toolbar and the keyboard, and previews it', () => {
    const { content, preview, tool, type } = draw();
    expect(within(preview).getByText('What you write shows here as members will see it.')).toBeTruthy();
    type('Open on Monday', 8, 14);
    fireEvent.click(tool('Bold'));
    expect(content.value).toBe('Open on <strong>Monday</strong>');
    // The same word stays selected, in the field.
    expect(document.activeElement).toBe(content);
    expect(content.value.slice(content.selectionStart, content.selectionEnd)).toBe('Monday');
    expect(within(preview).getByText('Monday').tagName).toBe('STRONG');
    expect(within(preview).getByText('Monday').parentElement!.textContent).toBe('Open on Monday');

    content.setSelectionRange(0, 4);
    fireEvent.keyDown(content, { key: 'i', ctrlKey: true });
    expect(content.value).toBe('<em>Open</em> on <strong>Monday</strong>');
    expect(within(preview).getByText('Open').tagName).toBe('EM');
  });

  it('makes the selected lines a list the preview shows with its items', () => {
    const { content, preview, tool, type } = draw();
    type('Tea\nCake', 0, 8);
    fireEvent.click(tool('Bulleted list'));
    expect(content.value).toBe('<ul>\n<li>Tea</li>\n<li>Cake</li>\n</ul>');
    expect(within(within(preview).getByRole('list')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Tea', 'Cake']);
  });

  it('links the selection to a typed address; refuses a javascript: one; Escape closes the row, not the dialog', () => {
    const { dialog, content, preview, tool, type, onClose } = draw();
    type('See the menu', 8, 12);
    fireEvent.click(tool('Link'));
    const address = within(dialog).getByLabelText('Link address');
    expect(document.activeElement).toBe(address);
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    fireEvent.keyDown(address, { key: 'Enter' });
    expect(within(dialog).getByText('Type a web address (https://…) or an e-mail link (mailto:…).')).toBeTruthy();
    expect(content.value).toBe('See the menu');
    fireEvent.keyDown(address, { key: 'Escape' });
    expect(within(dialog).queryByLabelText('Link address')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();

    content.setSelectionRange(8, 12);
    fireEvent.click(tool('Link'));
    fireEvent.change(within(dialog).getByLabelText('Link address'), { target: { value: 'example.com/menu' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add link' }));
    expect(content.value).toBe('See the <a href="https://example.com/menu">menu</a>');
    expect(within(preview).getByRole('link', { name: 'menu' }).getAttribute('href')).toBe('https://example.com/menu');
  });

  it('previews HTML cleaned, and publishes what was written (the server cleans it again)', async () => {
    const { dialog, preview, type, onClose } = draw();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Holiday hours' } });
    const html = '<p>Closed on <b>Monday</b></p><img src="x" onerror="window.pwned = 1"><script>window.pwned = 2</script>';
    type(html);
    expect(within(preview).getByText('Monday').tagName).toBe('B');
    expect(preview.querySelector('script, [onerror]')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.createAnnouncement).toHaveBeenCalledWith('Org0000001', { name: 'Holiday hours', content: html, nailed: 'normal' });
  });
});
