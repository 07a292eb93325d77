// Parley's content as Messenger messages: text, media by URL, cards as the generic or button template,
// and each limit refused with its reason.
import { describe, expect, it } from 'vitest';
import type { MessageContent, TemplateCard } from '../../../common/contracts/message-data';
import { messengerMessageOf } from './outbound-messages';

const card = (fields: Partial<TemplateCard> = {}): TemplateCard => ({
  title: 'Spring sale', subtitle: 'Everything 20% off', buttons: [{ type: 'url', title: 'Shop', data: 'https://shop.example' }], ...fields,
});
const template = (templateType: 'buttons' | 'carousel' | 'confirm', elements: TemplateCard[]) =>
  messengerMessageOf({ contentType: 'template', data: { templateType, elements } } as MessageContent);

describe('Messenger messages', () => {
  it('sends text and media by URL', () => {
    expect(messengerMessageOf({ contentType: 'text', data: { content: 'Hi' } })).toEqual({ text: 'Hi' });
    expect(messengerMessageOf({ contentType: 'file', data: { url: 'https://x.example/a.pdf', fileName: 'a.pdf' } }))
      .toEqual({ attachment: { type: 'file', payload: { url: 'https://x.example/a.pdf', is_reusable: false } } });
    expect(messengerMessageOf({ contentType: 'location', data: { latitude: 1, longitude: 2 } })).toEqual({ unsupported: expect.stringMatching(/location/) });
  });

  it('sends a card without an image as the button template, with each button type', () => {
    const buttons = [
      { type: 'postback' as const, title: 'Yes', data: 'ANSWER_YES' },
      { type: 'phone' as const, title: 'Call us', data: '+886212345678' },
      { type: 'share-link' as const, title: 'Share', data: 'https://shop.example/s' },
    ];
    expect(template('confirm', [card({ buttons })])).toEqual({
      attachment: { type: 'template', payload: { template_type: 'button', text: 'Spring sale\nEverything 20% off', buttons: [
        { type: 'postback', title: 'Yes', payload: 'ANSWER_YES' },
        { type: 'phone_number', title: 'Call us', payload: '+886212345678' },
        { type: 'web_url', url: 'https://shop.example/s', title: 'Share' },
      ] } },
    });
  });

  it('sends a card with an image, and carousels, as the generic template', () => {
    const withImage = card({ imageUrl: 'https://img.example/1.jpg' });
    expect(template('carousel', [withImage, card({ subtitle: undefined, buttons: [] })])).toEqual({
      attachment: { type: 'template', payload: { template_type: 'generic', elements: [
        { title: 'Spring sale', subtitle: 'Everything 20% off', image_url: 'https://img.example/1.jpg', buttons: [{ type: 'web_url', url: 'https://shop.example', title: 'Shop' }] },
        { title: 'Spring sale' },
      ] } },
    });
    expect(template('buttons', [withImage])).toMatchObject({ attachment: { payload: { template_type: 'generic' } } });
  });

  it('refuses what passes a Messenger limit, naming it', () => {
    expect(template('carousel', Array.from({ length: 11 }, () => card()))).toEqual({ unsupported: 'a Messenger carousel has at most 10 cards' });
    expect(template('buttons', [card({ buttons: [] })])).toEqual({ unsupported: 'Messenger\'s button template needs 1 to 3 buttons' });
    const four = Array.from({ length: 4 }, (_, index) => ({ type: 'postback' as const, title: `B${index}`, data: 'x' }));
    expect(template('buttons', [card({ buttons: four })])).toEqual({ unsupported: 'card 1: Messenger takes at most 3 buttons on a card' });
    expect(template('carousel', [card({ title: 'x'.repeat(81) })])).toEqual({ unsupported: 'card 1: Messenger takes a card title of at most 80 characters' });
    expect(template('buttons', [card({ buttons: [{ type: 'location', title: 'Where', data: '' }] })]))
      .toEqual({ unsupported: 'card 1, button "Where": Messenger templates have no location button' });
    expect(template('carousel', [card({ imageUrl: '/files/abc' })])).toEqual({ unsupported: 'card 1: Messenger fetches card images from a public http(s) URL' });
  });
});
