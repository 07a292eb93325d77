import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECENT_REPLY_MS } from '../../../common/presence';
import { db } from '../../../local/db';
import type { MessageRecord } from '../../../local/records';
import { activateLocale } from '../../i18n/activate';
import { Composer } from '../Composer';
import { RecentReplyDialog } from './RecentReplyDialog';
import { useSendCheck } from './use-send-check';

const ORG = 'Org0000001';
const CONV = 'Conv000001';

function Conversation({ onSend }: { onSend: (text: string) => Promise<void> }) {
  const check = useSendCheck(CONV, 'me');
  return (
    <>
      <Composer orgId={ORG} conversationId={CONV} onSend={onSend} confirmSend={check.confirmSend} />
      <RecentReplyDialog asking={check.asking} onAnswer={check.answer} />
    </>
  );
}

function draw() {
  const onSend = vi.fn<(text: string) => Promise<void>>(async () => undefined);
  render(<I18nProvider i18n={i18n}><Conversation onSend={onSend} /></I18nProvider>);
  return { onSend, box: screen.getByRole('textbox', { name: 'Message' }) };
}

let count = 0;
async function stored(fields: Partial<MessageRecord> & { agoMs: number }) {
  const { agoMs, ...rest } = fields;
  const createdAt = new Date(Date.now() - agoMs).toISOString();
  await db.messages.put({
    objectId: `Msg${String(++count).padStart(7, '0')}`, orgId: ORG, conversationId: CONV, customerId: 'Cust000001', platform: 'livechat',
    contentType: 'text', data: { content: 'We can ship on Monday.' }, sendType: 'send', senderType: '_User', senderId: 'ann', senderName: 'Ann',
    createdAt, updatedAt: createdAt, ...rest,
  });
}

async function typeAndSend(box: HTMLElement, text: string) {
  fireEvent.change(box, { target: { value: text } });
  await act(async () => {
    fireEvent.keyDown(box, { key: 'Enter' });
  });
}

beforeAll(() => activateLocale('en-US'));
beforeEach(async () => {
  localStorage.clear();
  await Promise.all([db.drafts.clear(), db.messages.clear()]);
});
afterEach(cleanup);

describe('the warning before sending', () => {
  it('asks when another agent replied less than 30 s ago; Cancel (focused first) keeps what was typed', async () => {
    await stored({ agoMs: 12_000 });
    const { onSend, box } = draw();
    await typeAndSend(box, 'Monday works for us');
    const dialog = await screen.findByRole('dialog', { name: 'Ann replied 12 seconds ago. Send anyway?' });
    expect(dialog.textContent).toContain('We can ship on Monday.');
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    fireEvent.click(cancel);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveProperty('value', 'Monday works for us');
  });

  it('sends with Send anyway', async () => {
    await stored({ agoMs: 1000 });
    const { onSend, box } = draw();
    await typeAndSend(box, 'Monday works for us');
    fireEvent.click(await screen.findByRole('button', { name: 'Send anyway' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('Monday works for us'));
    expect(box).toHaveProperty('value', '');
  });

  it('does not ask for a reply older than 30 s, the agent\'s own, the customer\'s, or another conversation\'s', async () => {
    await stored({ agoMs: RECENT_REPLY_MS + 1000 });
    await stored({ agoMs: 2000, senderId: 'me', senderName: 'Me' });
    await stored({ agoMs: 2000, senderType: 'Customer', senderId: 'Cust000001', sendType: 'receive' });
    await stored({ agoMs: 2000, conversationId: 'Conv000002' });
    const { onSend, box } = draw();
    await typeAndSend(box, 'Hello');
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('Hello'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
