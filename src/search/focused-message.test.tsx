import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../local/db';
import type { MessageRecord } from '../../local/records';
import { activateLocale } from '../i18n/activate';
import { MessageList } from '../inbox/MessageList';

const conversationId = 'Conv000001';

function message(index: number): MessageRecord {
  const createdAt = new Date(Date.UTC(2024, 4, 1, 10, 0, index)).toISOString();
  return {
    objectId: `Msg${String(index).padStart(7, '0')}`, orgId: 'Org0000001', conversationId, customerId: 'Cust000001', platform: 'livechat',
    contentType: 'text', data: { content: `message ${index}` }, sendType: 'receive', senderType: 'Customer', senderId: 'Cust000001', createdAt, updatedAt: createdAt,
  };
}

let scrolledTo: Element[] = [];
function recordScroll(this: Element) { scrolledTo.push(this); }
beforeAll(async () => {
  Element.prototype.scrollTo = () => {};
  Element.prototype.scrollIntoView = recordScroll;
  await activateLocale('en-US');
});
beforeEach(async () => {
  scrolledTo = [];
  await db.messages.clear();
  await db.messages.bulkPut(Array.from({ length: 50 }, (_, index) => message(index)));
});
afterEach(cleanup);

describe('a conversation opened at a message (a search result)', () => {
  it('reads back past the first page to the message, marks it and scrolls to it', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <MessageList orgId="Org0000001" conversationId={conversationId} senders={{ currentUserId: 'Me', organizationName: 'Org', customerName: 'Mei' }}
          focusMessageId="Msg0000005" />
      </I18nProvider>,
    );
    const log = await screen.findByRole('log', { name: 'Messages' });
    await within(log).findByText('message 5', {}, { timeout: 5000 });
    // The 45 newest, from the focused message on; nothing older.
    expect(within(log).getAllByRole('article')).toHaveLength(45);
    expect(within(log).queryByText('message 4')).toBeNull();
    const marked = log.querySelector('[aria-current="true"]');
    expect(marked?.textContent).toContain('message 5');
    // The scroll is an effect after the render that showed the message: it may come a moment later.
    await waitFor(() => expect(scrolledTo).toEqual([marked]));
  });
});
