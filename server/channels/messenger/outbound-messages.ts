// Parley's message content as Messenger messages (Send API), or why it cannot go: text, media by URL,
// and cards as Messenger templates — a card with an image, and carousels, as the generic template
// (meta/template-elements.ts); a card without an image as the button template.
import type { MessageContent, TemplateCard, TemplateData } from '../../../common/contracts/message-data';
import { isUnsupported, type Unsupported } from '../outbound/unsupported';
import { buttonsOf, genericTemplateOf, TEMPLATE_LIMITS, type TemplatePlatform } from '../meta/template-elements';

const MESSENGER: TemplatePlatform = { name: 'Messenger', phoneButtons: true };

export type MessengerMessage =
  | { text: string }
  | { attachment: { type: 'image' | 'video' | 'audio' | 'file'; payload: { url: string; is_reusable: false } } }
  | { attachment: { type: 'template'; payload: Record<string, unknown> } };

/** The button template: a text (the card's title and subtitle) and 1 to 3 buttons, no image. */
function buttonTemplateOf(card: TemplateCard): Record<string, unknown> | Unsupported {
  const text = card.subtitle ? `${card.title}\n${card.subtitle}` : card.title;
  if (text.length > TEMPLATE_LIMITS.buttonText) return { unsupported: `Messenger's button template takes at most ${TEMPLATE_LIMITS.buttonText} characters of text` };
  if (card.buttons.length === 0) return { unsupported: 'Messenger\'s button template needs 1 to 3 buttons' };
  const buttons = buttonsOf(card, 'card 1', MESSENGER);
  return isUnsupported(buttons) ? buttons : { template_type: 'button', text, buttons };
}

function templateOf(data: TemplateData): Record<string, unknown> | Unsupported {
  const [first, ...others] = data.elements;
  if (!first) return { unsupported: 'a template without cards cannot be sent to Messenger' };
  if (data.templateType !== 'carousel' && others.length > 0) return { unsupported: `a ${data.templateType} card is one card` };
  if (data.templateType !== 'carousel' && !first.imageUrl) return buttonTemplateOf(first);
  return genericTemplateOf(data.elements, MESSENGER);
}

/** Media content's URLs are absolute here (outbound/public-media.ts). */
export function messengerMessageOf(content: MessageContent): MessengerMessage | Unsupported {
  switch (content.contentType) {
    case 'text':
      return { text: content.data.content };
    case 'image':
    case 'video':
    case 'audio':
    case 'file':
      return { attachment: { type: content.contentType, payload: { url: content.data.url, is_reusable: false } } };
    case 'template': {
      const payload = templateOf(content.data);
      return isUnsupported(payload) ? payload : { attachment: { type: 'template', payload } };
    }
    default:
      return { unsupported: `${content.contentType} messages cannot be sent to Messenger by this server yet` };
  }
}
