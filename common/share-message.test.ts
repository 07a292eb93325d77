// The share message's content rules (common/broadcast-content.ts), as the console and the server
// apply them: a card or a carousel of links, room for the share button, its label, one per broadcast.
import { describe, expect, it } from 'vitest';
import { broadcastContentProblem, shareMessageProblem, withShareButton } from './broadcast-content';

const link = (title: string) => ({ type: 'url', title, data: `https://shop.example/${title.toLowerCase()}` });
const card = (buttons = [link('Shop')], title = 'Spring sale') => ({ title, subtitle: 'Tell your friends', buttons });
const setting = { buttonLabel: 'Share' };
const share = (data: object) => ({ contentType: 'shareMessage', data: data as Record<string, unknown> });

describe('share message rules', () => {
  it('takes a card or a carousel of links with a label of 1 to 20 characters', () => {
    expect(shareMessageProblem({ templateType: 'buttons', elements: [card()] }, setting)).toBeUndefined();
    expect(shareMessageProblem({ templateType: 'carousel', elements: [card(), card([link('More')])] }, setting)).toBeUndefined();
    expect(shareMessageProblem({ templateType: 'buttons', elements: [card([])] }, setting)).toBeUndefined();
  });

  it('refuses a confirm, buttons that are not links, and a third button of its own', () => {
    expect(shareMessageProblem({ templateType: 'confirm', elements: [card()] }, setting)?.message).toBe('a share message is a card or a carousel');
    expect(shareMessageProblem({ templateType: 'buttons', elements: [card([{ type: 'postback', title: 'Yes', data: 'yes' }])] }, setting)?.message)
      .toBe('card 1, button "Yes": a shared card\'s buttons are links only');
    expect(shareMessageProblem({ templateType: 'buttons', elements: [card([link('A'), link('B'), link('C')])] }, setting)?.message)
      .toBe('card 1: a shared card has at most 2 buttons (the share button is the last)');
  });

  it('names the label when it is missing or longer than 20 characters', () => {
    for (const buttonLabel of ['', '   ', 'x'.repeat(21)]) {
      expect(shareMessageProblem({ templateType: 'buttons', elements: [card()] }, { buttonLabel })).toEqual({ at: 'shareMessageSetting/buttonLabel', message: 'must have 1 to 20 characters' });
    }
    expect(shareMessageProblem({ templateType: 'buttons', elements: [card()] }, undefined)?.at).toBe('shareMessageSetting/buttonLabel');
  });

  it('checks the card as LINE gets it, share button included, by the card rules', () => {
    expect(shareMessageProblem({ templateType: 'buttons', elements: [card([link('Shop')], 'x'.repeat(41))] }, setting)?.message).toBe('card 1: title must have 1 to 40 characters');
    const sent = withShareButton({ templateType: 'buttons', elements: [card()] }, 'Share', 'https://liff.line.me/1-abc?token=t');
    expect(sent.elements[0]!.buttons.map((button) => button.title)).toEqual(['Shop', 'Share']);
  });

  it('takes one share message per broadcast, naming the field under messages', () => {
    const data = { templateType: 'buttons', elements: [card()] };
    expect(broadcastContentProblem([share(data)], ['line'], undefined, setting)).toBeUndefined();
    expect(broadcastContentProblem([share(data), share(data)], ['line'], undefined, setting)).toEqual({ field: 'messages/1/contentType', message: 'a broadcast has one share message at most' });
    expect(broadcastContentProblem([share({ ...data, templateType: 'confirm' })], ['line'], undefined, setting)?.field).toBe('messages/0/data/templateType');
    expect(broadcastContentProblem([share(data)], ['line'], undefined, { buttonLabel: '' })?.field).toBe('shareMessageSetting/buttonLabel');
  });
});
