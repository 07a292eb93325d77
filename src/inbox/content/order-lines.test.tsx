// A customer's orders in the conversation (chatPay, issue 29): placed, paid, shipped, cancelled and
// expired show as event lines for the agents, each naming the order.
import { cleanup, render, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NotifyEventData } from '../../../common/contracts/message-data';
import { db } from '../../../local/db';
import type { MessageRecord } from '../../../local/records';
import { activateLocale } from '../../i18n/activate';
import { MessageList } from '../MessageList';

const conversationId = 'Conv000001';

function line(index: number, event: NotifyEventData['event']): MessageRecord {
  const createdAt = new Date(Date.UTC(2026, 10, 1, 10, 0, index)).toISOString();
  return {
    objectId: `MsgOrder0${index}`, orgId: 'Org0000001', conversationId, customerId: 'Cust000001', platform: 'line', contentType: 'notifyEvent',
    data: { event, order: { id: 'Order00001', number: '#12' } }, sendType: 'send', senderType: 'Bot', senderId: 'chat-pay:Org0000001', createdAt, updatedAt: createdAt,
  };
}

beforeAll(async () => {
  Element.prototype.scrollTo = () => {};
  await activateLocale('en-US');
});
beforeEach(async () => {
  await db.messages.clear();
  await db.pendingMessages.clear();
});
afterEach(cleanup);

describe('order event lines', () => {
  it('says what happened to the order, by its number', async () => {
    await db.messages.bulkPut((['orderPlaced', 'orderPaid', 'orderShipped', 'orderCancelled', 'orderExpired', 'orderDelivered'] as const).map((event, index) => line(index, event)));
    render(<I18nProvider i18n={i18n}><MessageList orgId="Org0000001" conversationId={conversationId}
      senders={{ currentUserId: 'UserMe0001', organizationName: 'Tea House', customerName: 'Mei' }} /></I18nProvider>);
    const log = await screen.findByRole('log', { name: 'Messages' });
    await within(log).findByText('Order #12 was placed');
    expect(within(log).getAllByRole('note').map((note) => note.firstChild?.textContent)).toEqual([
      'Order #12 was placed', 'Order #12 was paid', 'Order #12 has shipped', 'Order #12 was cancelled', 'Order #12 expired unpaid and was cancelled',
      'Order #12 was delivered',
    ]);
  });
});
