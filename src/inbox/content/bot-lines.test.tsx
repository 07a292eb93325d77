// The message bot in a conversation (issue 28): its replies carry the bot label, and the hand-over and
// hand-back show as event lines, one text per reason.
import { cleanup, render, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ContentDataMap, ContentType } from '../../../common/contracts/message-data';
import { db } from '../../../local/db';
import type { MessageRecord } from '../../../local/records';
import { activateLocale } from '../../i18n/activate';
import { MessageList } from '../MessageList';
import type { SenderContext } from '../sender-label';

const conversationId = 'Conv000001';
const senders: SenderContext = { currentUserId: 'UserMe0001', organizationName: 'Tea House', customerName: 'Mei' };
let clock = 0;

function message<K extends ContentType>(objectId: string, contentType: K, data: ContentDataMap[K], fields: Partial<MessageRecord> = {}): MessageRecord {
  const createdAt = new Date(Date.UTC(2024, 4, 1, 10, 0, clock++)).toISOString();
  return {
    objectId, orgId: 'Org0000001', conversationId, customerId: 'Cust000001', platform: 'line',
    contentType, data, sendType: 'receive', senderType: 'Customer', senderId: 'Cust000001', createdAt, updatedAt: createdAt, ...fields,
  };
}

async function showConversation(messages: MessageRecord[]) {
  await db.messages.bulkPut(messages);
  render(<I18nProvider i18n={i18n}><MessageList orgId="Org0000001" conversationId={conversationId} senders={senders} /></I18nProvider>);
  return screen.findByRole('log', { name: 'Messages' });
}

const ann = { userId: 'UserAnn001', name: 'Ann' };

beforeAll(async () => {
  Element.prototype.scrollTo = () => {};
  await activateLocale('en-US');
});
beforeEach(async () => {
  await db.messages.clear();
  await db.pendingMessages.clear();
});
afterEach(cleanup);

describe('the message bot in a conversation', () => {
  it('shows the quick replies the bot put under its last reply, and none under a message of anyone else', async () => {
    const quickReply = { items: [{ label: 'Coupons', text: 'coupon' }, { label: 'A person', text: 'talk to a person' }] };
    const log = await showConversation([
      message('MsgAsk0002', 'text', { content: 'menu' }),
      message('MsgBot0002', 'text', { content: 'Tap a part of the menu.', quickReply } as ContentDataMap['text'], { sendType: 'send', senderType: 'Bot', senderId: 'Rule000001' }),
      message('MsgAgent02', 'text', { content: 'Or ask me.', quickReply } as ContentDataMap['text'], { sendType: 'send', senderType: '_User', senderId: 'UserAnn001', senderName: 'Ann' }),
    ]);
    await within(log).findByText('Tap a part of the menu.');
    const [, bot, agent] = within(log).getAllByRole('article');
    const buttons = within(bot!).getByRole('list', { name: 'Quick replies' });
    expect(within(buttons).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Coupons', 'A person']);
    expect(within(agent!).queryByRole('list', { name: 'Quick replies' })).toBeNull();
  });

  it('shows the bot\'s replies with the bot label, and an agent\'s without it', async () => {
    const log = await showConversation([
      message('MsgAsk0001', 'text', { content: 'Opening hours?' }),
      message('MsgBot0001', 'text', { content: 'We open at 9.' }, { sendType: 'send', senderType: 'Bot', senderId: 'Rule000001' }),
      message('MsgAgent01', 'text', { content: 'See you then!' }, { sendType: 'send', senderType: '_User', senderId: 'UserAnn001', senderName: 'Ann' }),
    ]);
    await within(log).findByText('We open at 9.');
    const [, bot, agent] = within(log).getAllByRole('article');
    const botLabel = within(bot!).getByText('Bot');
    expect(botLabel.querySelector('svg')).not.toBeNull();
    expect(botLabel.className).toContain('bg-violet-100');
    const agentLabel = within(agent!).getByText('Ann');
    expect(agentLabel.querySelector('svg')).toBeNull();
    expect(agentLabel.className).not.toContain('bg-violet-100');
  });

  it('says who took over from the bot, why the bot handed over, and who handed it back', async () => {
    const log = await showConversation([
      message('MsgOver001', 'notifyEvent', { event: 'botHandover', reason: 'agentReplied', by: ann }),
      message('MsgOver002', 'notifyEvent', { event: 'botHandover', reason: 'agentAssigned', by: ann }),
      message('MsgOver003', 'notifyEvent', { event: 'botHandover', reason: 'askedForPerson' }),
      message('MsgOver004', 'notifyEvent', { event: 'botHandover', reason: 'aiUnsure' }),
      message('MsgOver005', 'notifyEvent', { event: 'botHandover', reason: 'aiPointsOut' }),
      message('MsgOver006', 'notifyEvent', { event: 'botHandover', reason: 'aiFailed' }),
      message('MsgBack001', 'notifyEvent', { event: 'botHandback', by: ann }),
    ]);
    await within(log).findByText('Ann took over from the bot');
    expect(within(log).getAllByRole('note').map((line) => line.firstChild?.textContent)).toEqual([
      'Ann took over from the bot',
      'Ann took over from the bot by assigning the conversation',
      'The bot handed the conversation to the team: the customer asked for a person',
      'The bot handed the conversation to the team: the AI was unsure',
      'The bot handed the conversation to the team: the AI points of this month are used up',
      'The bot handed the conversation to the team: the AI service did not answer',
      'Ann handed the conversation back to the bot',
    ]);
  });
});
