import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messageRecordFrom } from '../../local/mapping';
import type { MessageRecord } from '../../local/records';
import { wireMessage } from '../../local/test-fixtures';
import { activateLocale } from '../i18n/activate';
import { MessageBubble } from './MessageBubble';

const sync = vi.hoisted(() => ({ resendDelivery: vi.fn<(orgId: string, messageId: string) => Promise<void>>(async () => undefined) }));
vi.mock('../data/sync-client', () => ({ getSync: () => sync }));

beforeAll(() => activateLocale('en-US'));
afterEach(cleanup);

describe('message actions', () => {
  it('show on hover and keyboard focus only, and stay named, focusable and in the accessibility tree', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <button type="button">before</button>
        <MessageBubble message={messageRecordFrom(wireMessage({ objectId: 'm1', text: 'Where is my parcel?' }))} sender="Mei" />
      </I18nProvider>,
    );
    const bubble = screen.getByRole('article');
    const actions = within(bubble).getByRole('group', { name: 'Message actions' });
    // Out of sight until the message is hovered or focused within (CSS: jsdom does not hover).
    expect(bubble.className.split(' ')).toContain('group/message');
    expect(actions.className.split(' ')).toEqual(expect.arrayContaining([
      'opacity-0', 'group-hover/message:opacity-100', 'group-focus-within/message:opacity-100',
    ]));
    expect(actions.closest('[aria-hidden="true"]')).toBeNull();
    const keep = await within(actions).findByRole('button', { name: 'Keep' });
    // Reached by Tab: a button, not taken out of the tab order.
    expect(keep.tabIndex).toBe(0);
    keep.focus();
    expect(document.activeElement).toBe(keep);
    expect(bubble.matches(':focus-within')).toBe(true);
  });
});

const reply = (delivery: MessageRecord['delivery']) => ({
  ...messageRecordFrom(wireMessage({ objectId: 'm2', text: 'It is in stock', receiptId: 'r-m2' })), platform: 'line' as const, delivery,
});
const draw = (message: MessageRecord) => render(<I18nProvider i18n={i18n}><MessageBubble message={message} sender="Mei" /></I18nProvider>);

describe('a reply on a connected platform', () => {

  it('says it is on its way to the platform, and nothing once the platform has it', () => {
    draw(reply({ state: 'pending' }));
    expect(screen.getByText('Sending to LINE…')).toBeTruthy();
    cleanup();
    draw(reply({ state: 'sent' }));
    expect(screen.queryByText('Sending to LINE…')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why the platform refused it, in its words when there is no better text, and resends it', () => {
    draw(reply({ state: 'failed', error: 'line:400', detail: 'The request body has 1 error(s); messages[0].text: May not be empty' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('LINE refused the reply: The request body has 1 error(s); messages[0].text: May not be empty');
    fireEvent.click(within(alert).getByRole('button', { name: 'Resend' }));
    expect(sync.resendDelivery).toHaveBeenCalledWith('org1', 'm2');
    cleanup();
    draw(reply({ state: 'failed', error: 'line:unknown', detail: 'LINE did not answer within 15 s' }));
    expect(screen.getByRole('alert').textContent).toContain('LINE did not answer, so the reply may not have arrived.');
  });
});

const on = (platform: 'instagram' | 'whatsapp', delivery: MessageRecord['delivery']) => ({ ...reply(delivery), platform });

describe('a reply on Instagram or WhatsApp', () => {
  it("explains each of their refusals in the agent's words", () => {
    const cases = [
      ['instagram', 'instagram:outside-window', 'Instagram takes only a message tagged Human agent'],
      ['instagram', 'instagram:user-unavailable', 'cannot be reached on Instagram'],
      ['instagram', 'instagram:rate-limited', 'Instagram is limiting'],
      ['instagram', 'instagram:token-expired', "The Instagram account's Page token has expired"],
      ['instagram', 'instagram:unknown', 'Instagram did not answer'],
      ['instagram', 'instagram:unsupported', 'no audio or video'],
      ['whatsapp', 'whatsapp:outside-window', 'WhatsApp takes only an approved template'],
      ['whatsapp', 'whatsapp:user-unavailable', 'This number cannot get WhatsApp messages'],
      ['whatsapp', 'whatsapp:rate-limited', 'WhatsApp is limiting'],
      ['whatsapp', 'whatsapp:token-expired', "The WhatsApp number's access token has expired"],
      ['whatsapp', 'whatsapp:template', 'WhatsApp refused the template'],
      ['whatsapp', 'whatsapp:unknown', 'WhatsApp did not answer'],
      ['whatsapp', 'whatsapp:unsupported', 'cannot be sent to WhatsApp yet'],
    ] as const;
    for (const [platform, error, text] of cases) {
      draw(on(platform, { state: 'failed', error, detail: 'Meta said so' }));
      expect(screen.getByRole('alert').textContent, error).toContain(text);
      cleanup();
    }
  });

  it('says Delivered, then Seen, under the newest reply', () => {
    render(<I18nProvider i18n={i18n}><MessageBubble message={on('whatsapp', { state: 'delivered' })} sender="Mei" newestReply /></I18nProvider>);
    expect(screen.getByText('Delivered')).toBeTruthy();
    cleanup();
    render(<I18nProvider i18n={i18n}><MessageBubble message={on('instagram', { state: 'read' })} sender="Mei" newestReply /></I18nProvider>);
    expect(screen.getByText('Seen')).toBeTruthy();
  });
});
