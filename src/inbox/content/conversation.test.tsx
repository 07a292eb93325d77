import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TYPING_TIME_MS } from '../../../common/constants';
import { metaTypingKey } from '../../../local/meta';
import { createPendingEntry, templateMessageOf } from '../../../local/outbox/outbox';
import { confirmSent } from '../../../local/stores/store-incoming';
import type { ContentDataMap, ContentType } from '../../../common/contracts/message-data';
import { db } from '../../../local/db';
import type { MessageRecord } from '../../../local/records';
import { wireMessage } from '../../../local/test-fixtures';
import { activateLocale } from '../../i18n/activate';
import { MessageList } from '../MessageList';
import { senderLabel, type SenderContext } from '../sender-label';

const conversationId = 'Conv000001';
const senders: SenderContext = { currentUserId: 'UserMe0001', organizationName: 'Tea House', customerName: 'Mei' };
let clock = 0;

function message<K extends ContentType>(objectId: string, contentType: K, data: ContentDataMap[K], fields: Partial<MessageRecord> = {}): MessageRecord {
  const createdAt = new Date(Date.UTC(2024, 4, 1, 10, 0, clock++)).toISOString();
  return {
    objectId, orgId: 'Org0000001', conversationId, customerId: 'Cust000001', platform: 'facebook',
    contentType, data, sendType: 'receive', senderType: 'Customer', senderId: 'Cust000001', createdAt, updatedAt: createdAt, ...fields,
  };
}

async function showConversation(messages: MessageRecord[]) {
  await db.messages.bulkPut(messages);
  render(<I18nProvider i18n={i18n}><MessageList orgId="Org0000001" conversationId={conversationId} senders={senders} /></I18nProvider>);
  return screen.findByRole('log', { name: 'Messages' });
}

beforeAll(async () => {
  // jsdom lays nothing out: the list's follow-the-end scroll has nothing to do.
  Element.prototype.scrollTo = () => {};
  await activateLocale('en-US');
});
beforeEach(async () => {
  await db.messages.clear();
  await db.pendingMessages.clear();
  await db.meta.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('a conversation', () => {
  it('shows reactions on the message they target, the latest per sender, and never as messages', async () => {
    const log = await showConversation([
      message('MsgTarget1', 'text', { content: 'Is it open today?' }),
      message('MsgReact01', 'react', { targetId: 'MsgTarget1', reaction: '😮' }),
      message('MsgReact02', 'react', { targetId: 'MsgTarget1', reaction: '👍' }),
      message('MsgReact03', 'react', { targetId: 'MsgTarget1', reaction: '👍' }, { senderType: '_User', senderId: 'UserOther1', sendType: 'send' }),
      message('MsgTarget2', 'text', { content: 'Yes until 9' }, { senderType: '_User', senderId: 'UserMe0001', sendType: 'send' }),
      message('MsgReact04', 'react', { targetId: 'MsgTarget2', reaction: '❤️' }),
      message('MsgReact05', 'unreact', { targetId: 'MsgTarget2', reaction: '❤️' }),
    ]);
    await within(log).findByText('Is it open today?');
    expect(within(log).getAllByRole('article')).toHaveLength(2);
    const [first, second] = within(log).getAllByRole('article');
    expect(within(first!).getByRole('list', { name: 'Reactions' }).textContent).toBe('👍2');
    expect(within(first!).getByRole('listitem', { name: '👍 × 2' })).toBeTruthy();
    expect(within(second!).queryByRole('list', { name: 'Reactions' })).toBeNull();
  });

  it('shows events as centered lines, and the lock notice while the latest lock event is a start', async () => {
    const log = await showConversation([
      message('MsgFollow1', 'notifyEvent', { event: 'follow' }),
      message('MsgRefer01', 'notifyEvent', { event: 'referral', referral: { source: 'ads', ref: 'spring' } }),
      message('MsgRecur01', 'recurringNotificationStart', { title: 'Weekly deals' }),
      message('MsgLock001', 'notifyEvent', { event: 'lockStart' }),
    ]);
    await within(log).findByText('Mei followed the account');
    expect(within(log).getAllByRole('note').map((line) => line.firstChild?.textContent)).toEqual([
      'Mei followed the account',
      'Mei came from an ad (spring)',
      'Mei subscribed to recurring notifications: Weekly deals',
      'The conversation was locked',
    ]);
    expect(screen.getByRole('status').textContent).toBe('This conversation is locked: it is being handled elsewhere for now.');
  });

  it('drops the lock notice once the conversation is unlocked', async () => {
    const log = await showConversation([
      message('MsgLock001', 'notifyEvent', { event: 'lockStart' }),
      message('MsgLock002', 'notifyEvent', { event: 'lockEnd' }),
    ]);
    await within(log).findByText('The conversation was unlocked');
    expect(screen.queryByRole('status')).toBeNull();
  });
});

const from = (senderType: MessageRecord['senderType'], senderId: string, senderName?: string) => senderLabel({ senderType, senderId, senderName }, senders);

describe('a sent reply', () => {
  it('never leaves the view while the server confirms it: the outbox entry and the stored message swap in one step', async () => {
    const reply = { orgId: 'Org0000001', conversationId, customerId: 'Cust000001', text: 'Reply 200' };
    await db.pendingMessages.put(createPendingEntry(reply, 'Receipt200', Date.UTC(2024, 4, 1, 11)));
    const log = await showConversation([]);
    await within(log).findByText('Pending');

    // Every state the list passes through, as the agent could see it.
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(log.textContent ?? ''));
    observer.observe(log, { childList: true, subtree: true, characterData: true });
    await confirmSent('Receipt200', wireMessage({ objectId: 'MsgReply200', conversationId, text: 'Reply 200', receiptId: 'Receipt200' }));
    await waitFor(() => expect(log.textContent).not.toContain('Pending'));
    observer.disconnect();

    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((text) => !text.includes('Reply 200'))).toEqual([]);
    expect(within(log).getAllByText('Reply 200')).toHaveLength(1);
  });
});

describe('a sent card', () => {
  it('shows as its card while in the outbox (Pending, then Resend on a refusal) and once the server has it', async () => {
    const card = {
      templateType: 'carousel' as const,
      elements: [
        { title: 'Oolong', subtitle: 'Spring harvest', buttons: [{ type: 'url' as const, title: 'Buy oolong', data: 'https://tea.example/oolong' }] },
        { title: 'Sencha', buttons: [{ type: 'phone' as const, title: 'Call us', data: '+886212345678' }] },
      ],
    };
    const entry = createPendingEntry(
      templateMessageOf({ orgId: 'Org0000001', conversationId, customerId: 'Cust000001', template: card, preview: 'Oolong' }), 'Receipt300', Date.UTC(2024, 4, 1, 11),
    );
    await db.pendingMessages.put(entry);
    const log = await showConversation([]);
    const pending = await within(log).findByRole('list', { name: 'Carousel of 2 cards' });
    expect(within(pending).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Oolong', 'Sencha']);
    expect(within(log).getByText('Pending')).toBeTruthy();

    await act(async () => { await db.pendingMessages.put({ ...entry, status: 'needResend', error: 'msg_im_error', errorDetail: 'template: card 1: title must have 1 to 40 characters' }); });
    const alert = await within(log).findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Resend' })).toBeTruthy();
    expect(within(log).getByRole('list', { name: 'Carousel of 2 cards' })).toBeTruthy();

    await confirmSent('Receipt300', {
      ...wireMessage({ objectId: 'MsgCard300', conversationId, receiptId: 'Receipt300' }), contentType: 'template', data: card,
    });
    await waitFor(() => expect(within(log).queryByRole('alert')).toBeNull());
    const article = log.querySelector<HTMLElement>('[data-message-id="MsgCard300"]')!;
    expect(article.dataset).toMatchObject({ contentType: 'template', receiptId: 'Receipt300', status: 'sent' });
    expect(log.querySelectorAll('[data-receipt-id="Receipt300"]')).toHaveLength(1);
    expect(within(article).getByRole('link', { name: 'Buy oolong' }).getAttribute('href')).toBe('https://tea.example/oolong');
    expect(within(article).getByRole('link', { name: 'Call us' }).getAttribute('href')).toBe('tel:+886212345678');
  });
});

describe('delivery receipts', () => {
  it('say Delivered or Seen under the newest reply only, as the platform reports it', async () => {
    const reply = (objectId: string, content: string, state: 'delivered' | 'read') =>
      message(objectId, 'text', { content }, { senderType: '_User', senderId: 'UserMe0001', sendType: 'send', delivery: { state } });
    const log = await showConversation([
      reply('MsgReply01', 'It ships today', 'read'),
      message('MsgAsk0001', 'text', { content: 'Great, thanks' }),
      reply('MsgReply02', 'Tracking number follows', 'delivered'),
    ]);
    await waitFor(() => expect(log.textContent).toContain('Tracking number follows'));
    expect(within(log).getAllByText(/^(Delivered|Seen)$/).map((note) => note.textContent)).toEqual(['Delivered']);
    await act(async () => { await db.messages.update('MsgReply02', { delivery: { state: 'read' } }); });
    await waitFor(() => expect(within(log).getAllByText(/^(Delivered|Seen)$/).map((note) => note.textContent)).toEqual(['Seen']));
  });
});

describe('typing signal', () => {
  it('shows the customer typing and hides it 5000 ms after the last signal', async () => {
    // The page's clock, with real time still passing for IndexedDB and the queries.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    const signalAt = Date.now();
    await db.meta.put({ key: metaTypingKey(conversationId), value: signalAt });
    const log = await showConversation([message('MsgHello01', 'text', { content: 'Hello' })]);
    await within(log).findByText('Hello');
    expect(await screen.findByText('Mei is typing…')).toBeTruthy();

    await act(async () => { vi.advanceTimersByTime(signalAt + TYPING_TIME_MS - Date.now() - 50); });
    expect(screen.getByText('Mei is typing…')).toBeTruthy();
    await act(async () => { vi.advanceTimersByTime(50); });
    expect(screen.queryByText('Mei is typing…')).toBeNull();
  });

  it('does not show a signal that went stale before the conversation opened', async () => {
    await db.meta.put({ key: metaTypingKey(conversationId), value: Date.now() - TYPING_TIME_MS });
    const log = await showConversation([message('MsgHello01', 'text', { content: 'Hello' })]);
    await within(log).findByText('Hello');
    expect(screen.queryByText('Mei is typing…')).toBeNull();
  });
});

describe('senderLabel (02 §6)', () => {
  it('names the current user, colleagues, the organization, bots and the customer', () => {
    expect(from('_User', 'UserMe0001', 'Ann')).toBe('You');
    expect(from('_User', 'UserOther1', 'Ken')).toBe('Ken');
    expect(from('_User', 'UserOther1')).toBe('User name updating');
    expect(from('Organization', 'Org0000001')).toBe('Tea House');
    expect(from('Bot', 'Bot0000001')).toBe('Bot');
    expect(from('Customer', 'Cust000001')).toBe('Mei');
  });
});
