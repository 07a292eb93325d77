// Instagram's messaging events as inbound items: what each kind of DM becomes, and stable event ids.
import { describe, expect, it } from 'vitest';
import { messagingEventsOf, messagingInboundItem, type MessagingEvent } from '../meta/messaging-events';
import { instagramContentOf } from './inbound-content';

const from = (fields: Partial<MessagingEvent>): MessagingEvent => ({ sender: { id: '6101' }, recipient: { id: '178401' }, timestamp: 1_700_000_000_000, ...fields });
const itemOf = (message: MessagingEvent['message']) => messagingInboundItem(from({ message }), instagramContentOf);

describe('Instagram events', () => {
  it('reads likes, story mentions, story replies and shared posts and reels', () => {
    expect(itemOf({ mid: 'm_1', attachments: [{ type: 'like_heart' }] })).toMatchObject({ kind: 'message', content: { contentType: 'likeHeart', data: {} } });
    expect(itemOf({ mid: 'm_2', attachments: [{ type: 'story_mention', payload: { url: 'https://cdn/story' } }] }))
      .toMatchObject({ content: { contentType: 'storyMention', data: { url: 'https://cdn/story' } } });
    expect(itemOf({ mid: 'm_3', text: 'So nice', reply_to: { story: { url: 'https://cdn/s2', id: '17' } } }))
      .toMatchObject({ content: { contentType: 'share', data: { url: 'https://cdn/s2', content: 'So nice', replyToStory: true } } });
    for (const type of ['share', 'ig_reel', 'reel']) {
      expect(itemOf({ mid: `m_${type}`, attachments: [{ type, payload: { url: 'https://ig/p/1', title: 'A post' } }] }))
        .toMatchObject({ content: { contentType: 'share', data: { url: 'https://ig/p/1', title: 'A post' } } });
    }
  });

  it('reads text, quick replies and media as Messenger does, and a seen receipt by its message', () => {
    expect(itemOf({ mid: 'm_4', text: 'Yes', quick_reply: { payload: 'YES' } })).toMatchObject({ content: { contentType: 'text', data: { content: 'YES' } } });
    expect(itemOf({ mid: 'm_5', attachments: [{ type: 'image', payload: { url: 'https://cdn/i' } }] }))
      .toMatchObject({ content: { media: { contentType: 'image', contentId: 'https://cdn/i' } } });
    expect(itemOf({ mid: 'm_6', attachments: [{ type: 'story_mention' }] })).toMatchObject({ kind: 'ignored' });
    expect(messagingInboundItem(from({ read: { mid: 'm_ours' } }), instagramContentOf))
      .toEqual({ kind: 'receipt', customerId: '6101', state: 'read', messageIds: ['m_ours'], watermark: new Date(1_700_000_000_000) });
    expect(messagingEventsOf({ id: '178401', messaging: [from({ read: { mid: 'm_ours' } })] })?.map((event) => event.eventId)).toEqual(['read:6101:m_ours']);
  });
});
