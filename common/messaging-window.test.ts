import { describe, expect, it } from 'vitest';
import { messageTagsFor } from './customer-profile';
import { MESSAGING_WINDOW_MS, messagingWindowEnd, outsideWindowNeed, windowRefusal } from './messaging-window';

const now = Date.parse('2026-11-25T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('the messaging window', () => {
  it('closes 24 hours after the customer\'s last message; a customer who never wrote has none open', () => {
    expect(messagingWindowEnd(ago(0))).toBe(now + MESSAGING_WINDOW_MS);
    expect(messagingWindowEnd(undefined)).toBeUndefined();
    expect(messagingWindowEnd('not a date')).toBeUndefined();
    expect(outsideWindowNeed('facebook', ago(MESSAGING_WINDOW_MS - 1), now)).toBeUndefined();
    expect(outsideWindowNeed('facebook', ago(MESSAGING_WINDOW_MS), now)).toBe('tag');
    expect(outsideWindowNeed('facebook', null, now)).toBe('tag');
    expect(outsideWindowNeed('whatsapp', ago(MESSAGING_WINDOW_MS + 1), now)).toBe('template');
  });

  it('lets a tagged Messenger reply and a WhatsApp template through after it, nothing else', () => {
    const late = ago(2 * MESSAGING_WINDOW_MS);
    expect(windowRefusal('facebook', late, undefined, now)).toBe('tag');
    expect(windowRefusal('facebook', late, 'NO_TAG', now)).toBe('tag');
    expect(windowRefusal('facebook', late, 'POST_PURCHASE_UPDATE', now)).toBeUndefined();
    expect(windowRefusal('whatsapp', late, 'NO_TAG', now)).toBe('template');
    expect(windowRefusal('whatsapp', late, 'WHATSAPP_TEMPLATE', now)).toBeUndefined();
  });

  it('lets an Instagram reply through after it only as HUMAN_AGENT', () => {
    const late = ago(2 * MESSAGING_WINDOW_MS);
    expect(windowRefusal('instagram', ago(MESSAGING_WINDOW_MS - 1), undefined, now)).toBeUndefined();
    expect(windowRefusal('instagram', late, 'NO_TAG', now)).toBe('tag');
    expect(windowRefusal('instagram', late, 'HUMAN_AGENT', now)).toBeUndefined();
    expect(messageTagsFor('instagram')).toEqual(['NO_TAG', 'HUMAN_AGENT']);
  });

  it('does not apply to channels without a window', () => {
    for (const platform of ['line', 'livechat'] as const) expect(windowRefusal(platform, null, undefined, now)).toBeUndefined();
  });
});
