// Messenger webhook entries as stored events (stable ids) and as inbound items.
import { describe, expect, it } from 'vitest';
import { messagingEventsOf as messengerEventsOf, type MessagingEvent as MessengerEvent } from '../meta/messaging-events';
import { messengerInboundItem } from './inbound-events';

const from = (fields: Partial<MessengerEvent>): MessengerEvent => ({ sender: { id: '24001' }, recipient: { id: '10401' }, timestamp: 1_700_000_000_000, ...fields });

describe('Messenger events', () => {
  it('gives each event an id that a redelivery repeats, and one per attachment', () => {
    const events = messengerEventsOf({ id: '10401', messaging: [
      from({ message: { mid: 'm_1', text: 'hi' } }),
      from({ message: { mid: 'm_2', attachments: [{ type: 'image', payload: { url: 'https://cdn/1' } }, { type: 'file', payload: { url: 'https://cdn/2' } }] } }),
      from({ message: { mid: 'm_1', is_deleted: true } }),
      from({ postback: { title: 'Buy', payload: 'BUY' } }),
      from({ reaction: { mid: 'm_1', action: 'react', emoji: '👍' } }),
      from({ delivery: { mids: ['m_9'], watermark: 5 } }),
      from({ read: { watermark: 6 } }),
      from({}),
    ] });
    expect(events?.map((event) => event.eventId)).toEqual([
      'm_1', 'm_2', 'm_2#1', 'deleted:m_1', 'postback:24001:1700000000000', 'reaction:24001:m_1:react:1700000000000',
      'delivery:24001:5:m_9', 'read:24001:6',
    ]);
    expect(messengerEventsOf({ id: '10401' })).toBeUndefined();
  });

  it('reads what the person sent, what the Page sent, and receipts', () => {
    expect(messengerInboundItem(from({ message: { mid: 'm_1', text: 'Yes', quick_reply: { payload: 'YES' } } })))
      .toMatchObject({ kind: 'message', customerId: '24001', messageId: 'm_1', content: { contentType: 'text', data: { content: 'YES' } } });
    expect(messengerInboundItem(from({ postback: { title: 'Buy', payload: 'BUY' } })))
      .toMatchObject({ kind: 'message', messageId: 'postback:24001:1700000000000', content: { data: { content: 'BUY' } } });
    const echo = { sender: { id: '10401' }, recipient: { id: '24001' }, timestamp: 1 };
    expect(messengerInboundItem({ ...echo, message: { mid: 'm_5', is_echo: true, text: 'from the inbox' } }))
      .toMatchObject({ kind: 'echo', customerId: '24001', messageId: 'm_5' });
    expect(messengerInboundItem({ ...echo, message: { mid: 'm_6', is_echo: true, metadata: 'parley:abc123', attachments: [{ type: 'template' }] } }))
      .toEqual({ kind: 'ours', ourMessageId: 'abc123', messageId: 'm_6' });
    expect(messengerInboundItem(from({ delivery: { mids: ['m_6'], watermark: 9 } })))
      .toEqual({ kind: 'receipt', customerId: '24001', state: 'delivered', messageIds: ['m_6'], watermark: new Date(9) });
    expect(messengerInboundItem(from({ message: { mid: 'm_7', attachments: [{ type: 'fallback', payload: { url: 'https://a.example' } }] } })))
      .toMatchObject({ content: { contentType: 'share', data: { url: 'https://a.example' } } });
    expect(messengerInboundItem(from({ message: { mid: 'm_8', attachments: [{ type: 'audio', payload: { url: 'https://cdn/a' } }] } })))
      .toMatchObject({ content: { media: { contentType: 'audio', contentId: 'https://cdn/a' } } });
  });
});
