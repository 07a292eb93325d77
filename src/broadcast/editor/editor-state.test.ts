// The editor's state: each message kind's problems as the shared rules word them (in the active
// language), the 5-message cap, timing (5 minutes ahead by default, now clears it, a past time is
// refused), and the create payload.
import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { BROADCAST_MAX_MESSAGES, BROADCAST_SCHEDULE_DEFAULT_MS, SCHEDULE_MUST_BE_FUTURE } from '../../../common/broadcasts';
import { activateLocale } from '../../i18n/activate';
import {
  canAddMessage, emptyEditor, messageProblems, newMessage, payloadOf, scheduleProblemOf, sendProblems, withTiming, type EditorMessage, type EditorState,
} from './editor-state';
import { problemText } from '../../cards/problem-text';

beforeAll(() => activateLocale('en-US'));

const NOW = Date.parse('2026-03-01T10:00:00.000Z');
const withMessages = (...messages: EditorMessage[]): EditorState => ({ ...emptyEditor(), name: 'Spring sale', audience: { ...emptyEditor().audience, platforms: ['line'] }, messages });
const problemOf = (message: EditorMessage) => messageProblems(withMessages(message)).messages[0];

describe('message problems (common/broadcast-content.ts)', () => {
  it('text and image name their field', () => {
    expect(problemOf(newMessage('text'))).toEqual({ field: 'messages/0/data/content', message: 'the text is required' });
    expect(problemOf({ ...newMessage('image'), contentType: 'image', data: { url: 'photo.png' } })).toEqual({ field: 'messages/0/data/url', message: 'the image is required (an http(s) URL or a file uploaded here)' });
    expect(problemOf({ ...newMessage('text'), contentType: 'text', data: { content: 'Hello' } })).toBeUndefined();
  });

  it('a card needs its subtitle, its image in the card sizes and valid buttons', () => {
    const card = newMessage('card');
    const data = card.data as Extract<EditorMessage, { contentType: 'template' }>['data'] & { elements: { title: string; subtitle?: string; imageUrl?: string; imageSize?: { width: number; height: number }; buttons: { type: 'url' | 'phone'; title: string; data: string }[] }[] };
    expect(problemOf(card)?.message).toBe('card 1: subtitle is required');
    const sized = { ...card, data: { ...data, elements: [{ title: 'Tea', subtitle: 'Hot', imageUrl: 'https://example.com/a.png', imageSize: { width: 960, height: 700 }, buttons: [] }] } } as EditorMessage;
    expect(problemOf(sized)?.message).toBe('card 1: card images must be 960 wide and 960, 1553, 500 high (this one is 960×700)');
    const button = { ...card, data: { ...data, elements: [{ title: 'Tea', subtitle: 'Hot', buttons: [{ type: 'phone', title: 'Call', data: '0912' }] }] } } as EditorMessage;
    expect(problemOf(button)?.message).toBe('card 1, button "Call": needs a number starting with +');
    expect(problemText(i18n, problemOf(button)!.message)).toBe('Card 1, button “Call”: Give a phone number starting with + (e.g. +886912345678).');
  });

  it('a confirm needs its question; its buttons 1 to 20 characters', () => {
    expect(problemOf(newMessage('confirm'))?.message).toBe('card 1: title must have 1 to 40 characters');
  });

  it('an imagemap needs its image, alt text, an area with display text, on the image', () => {
    const map = newMessage('imagemap') as Extract<EditorMessage, { contentType: 'imagemap' }>;
    expect(problemOf(map)).toEqual({ field: 'messages/0/data/imageUrl', message: 'the image is required (an http(s) URL or a file uploaded here)' });
    const drawn = { ...map, data: { ...map.data, imageUrl: 'https://example.com/map.png', content: 'Menu', baseHeight: 200, actions: [{ type: 'url' as const, label: 'Shop', data: 'https://example.com', area: { x: 300, y: 0, width: 40, height: 10 } }] } };
    expect(problemOf(drawn)).toEqual({ field: 'messages/0/data/actions/0/area', message: 'the area must lie on the image (320×200)' });
    expect(problemText(i18n, problemOf(drawn)!.message)).toBe('The area must lie on the image (320×200).');
  });

  it('a video card needs https links and a file name', () => {
    const video = newMessage('richvideo') as Extract<EditorMessage, { contentType: 'richvideo' }>;
    expect(problemOf({ ...video, data: { url: 'http://example.com/v.mp4', previewUrl: '', fileName: '' } })?.message).toBe('the video URL must be https');
    expect(problemOf({ ...video, data: { url: 'https://example.com/v.mp4', previewUrl: 'https://example.com/p.jpg', fileName: '' } }))
      .toEqual({ field: 'messages/0/data/fileName', message: 'the file name is required' });
  });

  it('a WhatsApp template message needs a template; quick replies their labels', () => {
    expect(problemOf(newMessage('whatsapp'))?.message).toBe('choose an approved template');
    const state = { ...withMessages({ ...newMessage('text'), contentType: 'text', data: { content: 'Hi' } }), quickReply: [{ label: '', text: 'Yes' }] };
    expect(messageProblems(state).quickReply).toEqual({ field: 'quickReply/items/0/label', message: 'must have 1 to 20 characters' });
  });

  it('names a problem with the index of its message', () => {
    const state = withMessages({ ...newMessage('text'), contentType: 'text', data: { content: 'Hi' } }, newMessage('text'));
    expect(messageProblems(state).messages[1]?.field).toBe('messages/1/data/content');
  });
});

describe('limits and timing', () => {
  it('takes at most 5 messages', () => {
    const five = withMessages(...Array.from({ length: BROADCAST_MAX_MESSAGES }, () => ({ ...newMessage('text'), contentType: 'text' as const, data: { content: 'Hi' } })));
    expect(canAddMessage(five)).toBe(false);
    expect(canAddMessage({ ...five, messages: five.messages.slice(1) })).toBe(true);
    expect(sendProblems({ ...five, messages: [...five.messages, five.messages[0]!] }, NOW).content).toBe(true);
  });

  it('a schedule starts 5 minutes ahead, now clears it, a past time is refused', () => {
    const scheduled = withTiming(emptyEditor(), 'scheduled', NOW);
    expect(Date.parse(scheduled.scheduleAt)).toBe(NOW + BROADCAST_SCHEDULE_DEFAULT_MS);
    // Not on a whole minute: rounded up to the next, since the field shows (and sends) minutes only.
    const odd = NOW + 37_250;
    const rounded = Date.parse(withTiming(emptyEditor(), 'scheduled', odd).scheduleAt);
    expect(rounded % 60_000).toBe(0);
    expect(rounded - odd).toBeGreaterThanOrEqual(BROADCAST_SCHEDULE_DEFAULT_MS);
    expect(rounded - odd).toBeLessThan(BROADCAST_SCHEDULE_DEFAULT_MS + 60_000);
    expect(scheduleProblemOf(scheduled, NOW)).toBeUndefined();
    expect(scheduleProblemOf({ ...scheduled, scheduleAt: new Date(NOW - 60_000).toISOString() }, NOW)).toBe(SCHEDULE_MUST_BE_FUTURE);
    expect(withTiming(scheduled, 'now', NOW)).toMatchObject({ timing: 'now', scheduleAt: '' });
  });
});

describe('payload', () => {
  it('sends only the conditions given, the messages without editor fields, the schedule and options', () => {
    const state: EditorState = {
      ...withMessages({ ...newMessage('text'), contentType: 'text', data: { content: 'Hi' } }),
      audience: { ...emptyEditor().audience, platforms: ['line', 'facebook'], tagsMode: 'all', tags: ['vip'], tagsExcluded: ['churned'], customersExcluded: ['Cust000001'] },
      timing: 'scheduled', scheduleAt: '2026-03-01T10:05:00.000Z', fbMessengerTag: 'ACCOUNT_UPDATE',
    };
    expect(payloadOf(state, false)).toEqual({
      name: 'Spring sale',
      query: { platforms: ['line', 'facebook'], tagDensity: { $all: ['vip'], $nin: ['churned'] }, customerObjectIds: { $nin: ['Cust000001'] } },
      messages: [{ contentType: 'text', data: { content: 'Hi' } }],
      scheduleAt: '2026-03-01T10:05:00.000Z',
      options: { fbMessengerTag: 'ACCOUNT_UPDATE', whatsappTag: 'NO_TAG', isDraft: false, applyFacebook24Policy: true, applyLineUnfollowFilter: true },
    });
    expect(payloadOf({ ...state, timing: 'now', scheduleAt: '' }, true)).toMatchObject({ scheduleAt: null, options: { isDraft: true } });
  });

  it('a resend names the broadcast whose failures it reaches; a WhatsApp template sets the WhatsApp tag', () => {
    const state = { ...emptyEditor('Task000001'), name: 'Again', messages: [{ ...newMessage('whatsapp'), contentType: 'template' as const, data: { templateType: 'whatsapp' as const, waTemplateId: 'Tpl0000001', placeholders: [] } }] };
    expect(payloadOf(state, false)).toMatchObject({ query: { resendTaskId: 'Task000001' }, options: { whatsappTag: 'WHATSAPP_TEMPLATE' } });
  });
});

const shareCard = (): EditorMessage => ({
  ...newMessage('shareMessage'), contentType: 'shareMessage',
  data: { templateType: 'buttons', elements: [{ title: 'Spring sale', subtitle: 'Tell your friends', buttons: [{ type: 'url', title: 'Shop', data: 'https://shop.example/spring' }] }] },
});

describe('a share message (LINE)', () => {
  it('needs its button label, said at that field, and then goes with shareMessageSetting', () => {
    const state = withMessages(shareCard());
    expect(problemOf(shareCard())).toEqual({ field: 'shareMessageSetting/buttonLabel', message: 'must have 1 to 20 characters' });
    expect(sendProblems(state, NOW).content).toBe(true);
    const labelled = { ...state, shareButtonLabel: 'Share with friends' };
    expect(sendProblems(labelled, NOW).content).toBe(false);
    expect(payloadOf(labelled, false)).toMatchObject({ messages: [{ contentType: 'shareMessage' }], shareMessageSetting: { buttonLabel: 'Share with friends' } });
    // Without a share message the setting does not go.
    expect(payloadOf({ ...withMessages(newMessage('text')), shareButtonLabel: 'Share' }, false)).not.toHaveProperty('shareMessageSetting');
  });
});
