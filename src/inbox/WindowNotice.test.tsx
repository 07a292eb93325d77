import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Platform } from '../../common/contracts/base';
import type { MessageTag } from '../../common/customer-profile';
import { MESSAGING_WINDOW_MS } from '../../common/messaging-window';
import { db } from '../../local/db';
import { activateLocale } from '../i18n/activate';
import { Composer } from './Composer';
import { useWindowRefusal } from './use-window-refusal';
import { WindowNotice } from './WindowNotice';

/** The conversation's reply area as ConversationPane puts it together: the notice, then the composer. */
function ReplyArea({ platform, lastInboundAt, tag, onSend }: {
  platform: Platform; lastInboundAt?: string; tag: MessageTag; onSend: (text: string) => Promise<void>;
}) {
  const need = useWindowRefusal(platform, lastInboundAt, tag);
  return (
    <>
      {need && <WindowNotice id="window-notice" need={need} platform={platform} customerName="Mei" />}
      <Composer orgId="Org0000001" conversationId="Conv000001" onSend={onSend} blockedBy={need ? 'window-notice' : undefined} />
    </>
  );
}

const sendButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Send' });
const start = Date.parse('2026-11-25T12:00:00Z');
const ago = (ms: number) => new Date(start - ms).toISOString();

function show(props: { platform: Platform; lastInboundAt?: string; tag?: MessageTag }) {
  const onSend = vi.fn<(text: string) => Promise<void>>(async () => undefined);
  const ui = (next: typeof props) => <I18nProvider i18n={i18n}><ReplyArea tag="NO_TAG" onSend={onSend} {...next} /></I18nProvider>;
  const view = render(ui(props));
  return { onSend, rerender: (next: typeof props) => view.rerender(ui(next)) };
}

beforeAll(() => activateLocale('en-US'));
beforeEach(async () => {
  vi.useFakeTimers({ now: start, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  await db.drafts.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the messaging window in the conversation', () => {
  it('stops a plain Messenger reply when the window closes while the conversation is open, keeping the draft', async () => {
    const { onSend, rerender } = show({ platform: 'facebook', lastInboundAt: ago(MESSAGING_WINDOW_MS - 60_000) });
    const textbox = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(textbox, { target: { value: 'Your parcel left today' } });
    expect(sendButton().disabled).toBe(false);
    expect(screen.queryByRole('status')).toBeNull();

    act(() => { vi.advanceTimersByTime(60_000); });
    expect(screen.getByRole('status').textContent).toContain('Mei last wrote more than 24 hours ago: Messenger now takes only a message with a tag.');
    expect(sendButton().disabled).toBe(true);
    // The button says why: its description is the notice.
    expect(document.getElementById(sendButton().getAttribute('aria-describedby') ?? '')).toBe(screen.getByRole('status'));
    fireEvent.keyDown(textbox, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    expect(textbox).toHaveProperty('value', 'Your parcel left today');

    // A tag lets it go; so does a new message from the customer, which opens the window again.
    rerender({ platform: 'facebook', lastInboundAt: ago(MESSAGING_WINDOW_MS - 60_000), tag: 'POST_PURCHASE_UPDATE' });
    expect(screen.queryByRole('status')).toBeNull();
    expect(sendButton().disabled).toBe(false);
    rerender({ platform: 'facebook', lastInboundAt: new Date().toISOString() });
    expect(sendButton().disabled).toBe(false);
  });

  it('asks for an approved template on WhatsApp, and nothing on LINE', () => {
    show({ platform: 'whatsapp', lastInboundAt: ago(2 * MESSAGING_WINDOW_MS) });
    expect(screen.getByRole('status').textContent).toContain('WhatsApp now takes only an approved template.');
    cleanup();
    show({ platform: 'line', lastInboundAt: ago(2 * MESSAGING_WINDOW_MS) });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
