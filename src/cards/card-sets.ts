// What the card builder starts from and what it hands to a send: a card set is the builder's value
// (common/contracts/broadcasts.ts BroadcastCardData, with each image's size for the checks), a
// template message's data is what goes out (common/contracts/message-data.ts TemplateData).
import type { TemplateData } from '../../common/contracts/message-data';
import type { CardSet } from './CardBuilder';

export type CardSetKind = CardSet['templateType'];

/** An empty card of a card set or carousel. */
export const emptyCard = (): CardSet['elements'][number] => ({ title: '', subtitle: '', buttons: [] });

/** A new card set of a kind: one card, a carousel of two, or a confirm (a question and two postback buttons). */
export function newCardSet(templateType: CardSetKind): CardSet {
  switch (templateType) {
    case 'buttons': return { templateType, elements: [emptyCard()], content: '' };
    case 'carousel': return { templateType, elements: [emptyCard(), emptyCard()], content: '' };
    case 'confirm': return {
      templateType, elements: [{ title: '', buttons: [{ type: 'postback', title: '', data: '' }, { type: 'postback', title: '', data: '' }] }], content: '',
    };
  }
}

/** The message a card set sends: without what only the builder keeps (image sizes) and without blank optional fields. */
export function templateDataOf(set: CardSet): TemplateData {
  const content = set.content?.trim();
  return {
    templateType: set.templateType,
    elements: set.elements.map(({ title, subtitle, imageUrl, buttons }) => ({
      title,
      ...(subtitle?.trim() ? { subtitle } : {}),
      ...(imageUrl ? { imageUrl } : {}),
      buttons: buttons.map(({ type, title: buttonTitle, data }) => ({ type, title: buttonTitle, ...(data ? { data } : {}) })),
    })),
    ...(content ? { content } : {}),
  };
}
