// Parley's cards (templates) as LINE template messages, and what LINE cannot take.
import { describe, expect, it } from 'vitest';
import type { TemplateButton, TemplateCard, TemplateData } from '../../../common/contracts/message-data';
import { lineMessageOf } from './outbound-messages';

const template = (templateType: TemplateData['templateType'], elements: TemplateCard[], content?: string) =>
  lineMessageOf({ contentType: 'template', data: { templateType, elements, ...(content === undefined ? {} : { content }) } });
const site: TemplateButton = { type: 'url', title: 'See more', data: 'https://shop.example.com/tea' };
const buy: TemplateButton = { type: 'postback', title: 'Buy', data: 'buy:tea' };
const card = (fields: Partial<TemplateCard> = {}): TemplateCard => ({ title: 'Green tea', subtitle: 'From Uji, 100 g', buttons: [site], ...fields });
const reasonOf = (answer: ReturnType<typeof lineMessageOf>) => ('unsupported' in answer ? answer.unsupported : undefined);

describe('templates to LINE', () => {
  it('sends a buttons card with its https image, title and subtitle; the alt text is the first card\'s title and subtitle', () => {
    expect(template('buttons', [card({ imageUrl: 'https://cdn.example.com/tea.jpg', buttons: [site, buy] })])).toEqual({
      type: 'template',
      altText: 'Green tea: From Uji, 100 g',
      template: {
        type: 'buttons', thumbnailImageUrl: 'https://cdn.example.com/tea.jpg', title: 'Green tea', text: 'From Uji, 100 g',
        actions: [
          { type: 'uri', label: 'See more', uri: 'https://shop.example.com/tea' },
          { type: 'postback', label: 'Buy', data: 'buy:tea', displayText: 'Buy' },
        ],
      },
    });
  });

  it('shows a card without a subtitle by its title as the text, with no title (LINE refuses a card without text)', () => {
    expect(template('buttons', [card({ subtitle: undefined })])).toMatchObject({
      altText: 'Green tea',
      template: { type: 'buttons', text: 'Green tea', actions: [{ type: 'uri', uri: 'https://shop.example.com/tea' }] },
    });
    expect(template('buttons', [card({ subtitle: undefined })])).not.toHaveProperty('template.title');
  });

  it('uses the template\'s own alt text when it has one', () => {
    expect(template('buttons', [card()], 'Our tea of the week')).toMatchObject({ altText: 'Our tea of the week' });
  });

  it('sends a confirm as its title and subtitle over two buttons', () => {
    const yes: TemplateButton = { type: 'postback', title: 'Yes', data: 'confirm:yes' };
    const no: TemplateButton = { type: 'postback', title: 'No', data: 'confirm:no' };
    expect(template('confirm', [{ title: 'Keep the order?', subtitle: 'Ships tomorrow', buttons: [yes, no] }])).toEqual({
      type: 'template',
      altText: 'Keep the order?: Ships tomorrow',
      template: {
        type: 'confirm', text: 'Keep the order?\nShips tomorrow',
        actions: [
          { type: 'postback', label: 'Yes', data: 'confirm:yes', displayText: 'Yes' },
          { type: 'postback', label: 'No', data: 'confirm:no', displayText: 'No' },
        ],
      },
    });
  });

  it('sends a carousel as one column per card, titled when every card has a subtitle', () => {
    const cards = [card({ imageUrl: 'https://cdn.example.com/green.jpg' }), card({ title: 'Black tea', subtitle: 'From Assam', imageUrl: 'https://cdn.example.com/black.jpg' })];
    expect(template('carousel', cards)).toEqual({
      type: 'template',
      altText: 'Green tea: From Uji, 100 g',
      template: {
        type: 'carousel',
        columns: [
          { thumbnailImageUrl: 'https://cdn.example.com/green.jpg', title: 'Green tea', text: 'From Uji, 100 g', actions: [{ type: 'uri', label: 'See more', uri: 'https://shop.example.com/tea' }] },
          { thumbnailImageUrl: 'https://cdn.example.com/black.jpg', title: 'Black tea', text: 'From Assam', actions: [{ type: 'uri', label: 'See more', uri: 'https://shop.example.com/tea' }] },
        ],
      },
    });
  });

  it('puts title and subtitle in the text of every column when some card has no subtitle (LINE wants titles on all columns or none)', () => {
    const answer = template('carousel', [card(), card({ title: 'Black tea', subtitle: undefined })]);
    expect(answer).toMatchObject({ template: { columns: [{ text: 'Green tea\nFrom Uji, 100 g' }, { text: 'Black tea' }] } });
    expect(answer).not.toHaveProperty('template.columns.0.title');
    expect(answer).not.toHaveProperty('template.columns.1.title');
  });

  it('turns each button into its LINE action: links and shared links open, a phone calls, a postback answers', () => {
    const buttons: TemplateButton[] = [
      { type: 'share-link', title: 'Share', data: 'https://shop.example.com/share' },
      { type: 'phone', title: 'Call us', data: '+886212345678' },
      { type: 'postback', title: 'Reserve one', data: 'reserve:tea' },
    ];
    expect(template('buttons', [card({ buttons })])).toMatchObject({
      template: {
        actions: [
          { type: 'uri', label: 'Share', uri: 'https://shop.example.com/share' },
          { type: 'uri', label: 'Call us', uri: 'tel:+886212345678' },
          { type: 'postback', label: 'Reserve one', data: 'reserve:tea', displayText: 'Reserve one' },
        ],
      },
    });
  });
});

describe('templates LINE cannot take, each with its reason', () => {
  const refusals: [string, ReturnType<typeof lineMessageOf>, RegExp][] = [
    ['a location button', template('buttons', [card({ buttons: [{ type: 'location', title: 'Where are you?' }] })]), /card 1, button "Where are you\?": LINE templates have no location button/],
    ['an http image', template('buttons', [card({ imageUrl: 'http://cdn.example.com/tea.jpg' })]), /card 1: LINE fetches card images over HTTPS only/],
    ['an http image in a carousel', template('carousel', [card({ imageUrl: 'https://cdn.example.com/a.jpg' }), card({ imageUrl: 'http://cdn.example.com/b.jpg' })]), /card 2: LINE fetches card images over HTTPS only/],
    ['5 buttons on a buttons card', template('buttons', [card({ buttons: [site, site, site, site, site] })]), /LINE's buttons template needs 1 to 4 buttons/],
    ['a buttons card without buttons', template('buttons', [card({ buttons: [] })]), /LINE's buttons template needs 1 to 4 buttons/],
    ['a buttons template of two cards', template('buttons', [card(), card()]), /LINE's buttons template shows one card/],
    ['a template without cards', template('carousel', []), /a template without cards/],
    ['11 carousel cards', template('carousel', Array.from({ length: 11 }, () => card())), /a LINE carousel has at most 10 cards/],
    ['4 buttons on carousel cards', template('carousel', [card({ buttons: [site, site, site, site] })]), /a LINE carousel card needs 1 to 3 buttons/],
    ['carousel cards without buttons', template('carousel', [card({ buttons: [] })]), /a LINE carousel card needs 1 to 3 buttons/],
    ['carousel cards with different numbers of buttons', template('carousel', [card(), card({ buttons: [site, buy] })]), /the same number of buttons on every card/],
    ['images on some carousel cards only', template('carousel', [card({ imageUrl: 'https://cdn.example.com/a.jpg' }), card()]), /images on every card of a carousel or on none/],
    ['a confirm with one button', template('confirm', [card({ buttons: [buy] })]), /LINE's confirm template needs exactly 2 buttons/],
    ['a confirm with an image', template('confirm', [card({ imageUrl: 'https://cdn.example.com/a.jpg', buttons: [buy, buy] })]), /LINE's confirm template has no image/],
    ['a confirm text over 240 characters', template('confirm', [card({ title: 'a'.repeat(200), subtitle: 'b'.repeat(60), buttons: [buy, buy] })]), /at most 240 characters of text/],
    ['a title over 40 characters', template('buttons', [card({ title: 'a'.repeat(41) })]), /LINE's buttons template takes a title of at most 40 characters/],
    ['a text over 60 characters under a title', template('buttons', [card({ subtitle: 'b'.repeat(61) })]), /at most 60 characters of text under an image or a title/],
    ['a text over 160 characters', template('buttons', [card({ title: 'a'.repeat(161), subtitle: undefined })]), /LINE's buttons template takes at most 160 characters of text$/],
    [
      'an untitled carousel text over 60 characters under an image',
      template('carousel', [card({ imageUrl: 'https://cdn.example.com/a.jpg', subtitle: 'b'.repeat(55) }), card({ imageUrl: 'https://cdn.example.com/b.jpg', subtitle: undefined })]),
      /card 1: a LINE carousel card takes at most 60 characters of text under an image or a title/,
    ],
    ['a carousel text over 120 characters', template('carousel', [card({ title: 'a'.repeat(121), subtitle: undefined })]), /a LINE carousel card takes at most 120 characters of text$/],
    ['a button title over 20 characters', template('buttons', [card({ buttons: [{ ...site, title: 'a'.repeat(21) }] })]), /LINE takes button titles of at most 20 characters/],
    ['a link over 1000 characters', template('buttons', [card({ buttons: [{ ...site, data: `https://shop.example.com/${'a'.repeat(1000)}` }] })]), /LINE takes links of at most 1000 characters/],
    ['postback data over 300 characters', template('buttons', [card({ buttons: [{ ...buy, data: 'a'.repeat(301) }] })]), /LINE takes postback data of at most 300 characters/],
    ['an alt text over 400 characters', template('buttons', [card()], 'a'.repeat(401)), /alternative text of at most 400 characters/],
  ];
  it.each(refusals)('refuses %s', (_name, answer, reason) => {
    expect(reasonOf(answer)).toMatch(reason);
  });

  it('counts titles and texts as LINE does, in what shows as one character (an emoji is one)', () => {
    expect(template('buttons', [card({ title: '🍵'.repeat(40) })])).toMatchObject({ template: { title: '🍵'.repeat(40) } });
  });
});
