// The composer's Card (issue 17): the card builder in a dialog, checked live with the shared card rules
// for the customer's platform, sending the card as the outbox takes it; what is built is never lost.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Platform } from '../../common/contracts/base';
import type { TemplateData } from '../../common/contracts/message-data';
import { activateLocale } from '../i18n/activate';
import { CardAction } from './CardDialog';

beforeAll(() => activateLocale('en-US'));
afterEach(cleanup);

function draw({ platform = 'line', blockedBy, onSend = vi.fn<(card: TemplateData) => Promise<void>>(async () => undefined) }: {
  platform?: Platform;
  blockedBy?: string;
  onSend?: (card: TemplateData) => Promise<void>;
} = {}) {
  render(<I18nProvider i18n={i18n}><CardAction orgId="Org0000001" platform={platform} blockedBy={blockedBy} onSend={onSend} /></I18nProvider>);
  return onSend;
}

async function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Card' }));
  return screen.findByRole('dialog', { name: 'Send a card' });
}

const type = (within_: HTMLElement, label: string, value: string) => fireEvent.change(within(within_).getByLabelText(label), { target: { value } });
const sendButton = (dialog: HTMLElement) => within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Send card' });

/** A card with one link button, as an agent fills it in. */
function fillCard(dialog: HTMLElement, title: string) {
  const card = within(dialog).getByRole('group', { name: 'Card 1' });
  type(card, 'Title', title);
  fireEvent.click(within(card).getByRole('button', { name: 'Add a button' }));
  type(card, 'Button 1: title', 'Buy');
  type(card, 'Button 1: Link', 'https://tea.example/oolong');
}

describe('Card in the composer', () => {
  it('checks live with the rules of a LINE customer and sends the card as the outbox takes it', async () => {
    const onSend = draw();
    const dialog = await openDialog();
    expect(within(dialog).getByText('Checked with the card rules of LINE: titles up to 40 characters, subtitles up to 60, button titles up to 20.')).toBeTruthy();
    // Nothing is said about an empty card; it cannot go yet.
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(sendButton(dialog).disabled).toBe(true);

    fillCard(dialog, 'O'.repeat(41));
    expect(within(dialog).getByRole('alert').textContent).toBe('Card 1: The title must have 1 to 40 characters.');
    expect(sendButton(dialog).disabled).toBe(true);
    type(dialog, 'Button 1: Link', 'javascript:alert(1)');
    type(dialog, 'Title', 'Oolong');
    expect(within(dialog).getByRole('alert').textContent).toBe('Card 1, button “Buy”: Give an http or https link.');
    type(dialog, 'Button 1: Link', 'https://tea.example/oolong');
    expect(within(dialog).queryByRole('alert')).toBeNull();

    fireEvent.click(sendButton(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Blank optional fields (subtitle, alternative text) do not go out.
    expect(onSend).toHaveBeenCalledWith({ templateType: 'buttons', elements: [{ title: 'Oolong', buttons: [{ type: 'url', title: 'Buy', data: 'https://tea.example/oolong' }] }] });
    // Once queued the card is cleared: the next one starts empty.
    const next = await openDialog();
    expect(within(next).getByLabelText<HTMLInputElement>('Title').value).toBe('');
  });

  it.each([
    ['en-US', '960 pixels wide; 960, 1553, or 500 pixels high.'],
    ['ja-JP', '幅は 960 ピクセル、高さは 960、1553、または500 ピクセル。'],
    ['zh-TW', '寬 960 像素；高 960、1553或500 像素。'],
  ] as const)('says the card image sizes as a person would in %s, as the image field\'s description', async (locale, said) => {
    draw();
    const image = within(await openDialog()).getByRole('textbox', { name: 'Card image' });
    try {
      await act(() => activateLocale(locale));
      const description = image.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent).join(' ');
      expect(description).toBe(said);
    } finally {
      await act(() => activateLocale('en-US'));
    }
  });

  it('takes 1024-character titles for a WhatsApp customer', async () => {
    const onSend = draw({ platform: 'whatsapp' });
    const dialog = await openDialog();
    expect(within(dialog).getByText(/titles up to 1024 characters/)).toBeTruthy();
    fillCard(dialog, 'O'.repeat(41));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    fireEvent.click(sendButton(dialog));
    await waitFor(() => expect(onSend).toHaveBeenCalledWith(expect.objectContaining({ elements: [expect.objectContaining({ title: 'O'.repeat(41) })] })));
  });

  it('builds a carousel or a confirm, and switching kinds or closing loses nothing', async () => {
    const onSend = draw();
    let dialog = await openDialog();
    fillCard(dialog, 'Oolong');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Carousel' }));
    expect(within(dialog).getAllByRole('group', { name: /^Card \d$/ })).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Confirm' }));
    const question = within(dialog).getByRole('group', { name: 'Card 1' });
    type(question, 'Question text', 'Keep the order?');
    type(question, 'Button 1: title', 'Yes');
    type(question, 'Button 1: Data sent back', 'keep:yes');
    type(question, 'Button 2: title', 'No');
    expect(within(dialog).getByRole('alert').textContent).toBe('Card 1, button “No”: The postback data must have 1 to 20 characters.');
    type(question, 'Button 2: Data sent back', 'keep:no');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await openDialog();
    expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: 'Confirm' }).checked).toBe(true);
    expect(within(dialog).getByLabelText<HTMLInputElement>('Question text').value).toBe('Keep the order?');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Card' }));
    expect(within(dialog).getByLabelText<HTMLInputElement>('Title').value).toBe('Oolong');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Confirm' }));

    fireEvent.click(sendButton(dialog));
    await waitFor(() => expect(onSend).toHaveBeenCalledWith({
      templateType: 'confirm',
      elements: [{ title: 'Keep the order?', buttons: [{ type: 'postback', title: 'Yes', data: 'keep:yes' }, { type: 'postback', title: 'No', data: 'keep:no' }] }],
    }));
  });

  it('keeps the card in the dialog when it could not be queued', async () => {
    const onSend = draw({ onSend: vi.fn<(card: TemplateData) => Promise<void>>(async () => { throw new Error('IndexedDB is closed'); }) });
    const dialog = await openDialog();
    fillCard(dialog, 'Oolong');
    fireEvent.click(sendButton(dialog));
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(sendButton(dialog).disabled).toBe(false));
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(within(dialog).getByLabelText<HTMLInputElement>('Title').value).toBe('Oolong');
  });

  it('waits while the messaging window refuses the reply, and says why', async () => {
    const onSend = draw({ platform: 'facebook', blockedBy: 'window-notice' });
    const dialog = await openDialog();
    fillCard(dialog, 'Oolong');
    const send = sendButton(dialog);
    expect(send.disabled).toBe(true);
    const why = within(dialog).getByRole('status');
    expect(send.getAttribute('aria-describedby')).toBe(why.id);
    expect(why.textContent).toContain('The card stays here until it can go.');
    expect(onSend).not.toHaveBeenCalled();
  });
});
