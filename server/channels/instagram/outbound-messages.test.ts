// Parley's content as Instagram messages: text, images, cards as the generic template; what Instagram
// does not take is refused with its reason.
import { describe, expect, it } from 'vitest';
import type { MessageContent, TemplateCard } from '../../../common/contracts/message-data';
import { instagramMessageOf } from './outbound-messages';

const card = (fields: Partial<TemplateCard> = {}): TemplateCard => ({ title: 'Bag', buttons: [{ type: 'url', title: 'See', data: 'https://shop.example' }], ...fields });
const template = (templateType: 'buttons' | 'carousel', elements: TemplateCard[]) =>
  instagramMessageOf({ contentType: 'template', data: { templateType, elements } } as MessageContent);

describe('Instagram messages', () => {
  it('sends text, images and cards (with or without an image) as the generic template', () => {
    expect(instagramMessageOf({ contentType: 'text', data: { content: 'Hi' } })).toEqual({ text: 'Hi' });
    expect(instagramMessageOf({ contentType: 'image', data: { url: 'https://x.example/a.png' } })).toEqual({ attachment: { type: 'image', payload: { url: 'https://x.example/a.png' } } });
    expect(template('buttons', [card()])).toEqual({ attachment: { type: 'template', payload: { template_type: 'generic', elements: [
      { title: 'Bag', buttons: [{ type: 'web_url', url: 'https://shop.example', title: 'See' }] },
    ] } } });
    expect(template('carousel', [card(), card({ title: 'Hat', imageUrl: 'https://x.example/hat.png' })])).toMatchObject({ attachment: { payload: { elements: [{}, { image_url: 'https://x.example/hat.png' }] } } });
  });

  it('refuses audio, video, files, call buttons and more than one card outside a carousel', () => {
    for (const contentType of ['audio', 'video', 'file'] as const) {
      expect(instagramMessageOf({ contentType, data: { url: 'https://x.example/a' } } as MessageContent)).toEqual({ unsupported: expect.any(String) });
    }
    expect(template('buttons', [card({ buttons: [{ type: 'phone', title: 'Call', data: '+886200000000' }] })])).toEqual({ unsupported: 'card 1, button "Call": Instagram templates have no call button' });
    expect(template('buttons', [card(), card()])).toEqual({ unsupported: 'a buttons card is one card' });
    expect(instagramMessageOf({ contentType: 'location', data: { latitude: 1, longitude: 2 } } as MessageContent)).toEqual({ unsupported: expect.stringMatching(/location/) });
  });
});
