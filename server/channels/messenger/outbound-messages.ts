// Parley's message content as Messenger messages (Send API), or why it cannot go: text, media by URL,
// and cards as Messenger templates — a card with an image, and carousels, as the generic template; a
// card without an image as the button template. A limit Parley's own card rules allow past is refused
// with its reason, never cut short (Send API reference: generic template, button template, buttons).
import type { MessageContent, TemplateButton, TemplateCard, TemplateData } from '../../../common/contracts/message-data';
import { everyOrReason, isUnsupported, type Unsupported } from '../outbound/unsupported';

const LIMITS = { elements: 10, buttons: 3, title: 80, subtitle: 80, buttonText: 640, buttonTitle: 20, payload: 1000 } as const;

type MessengerButton =
  | { type: 'web_url'; url: string; title: string }
  | { type: 'postback' | 'phone_number'; title: string; payload: string };

export type MessengerMessage =
  | { text: string }
  | { attachment: { type: 'image' | 'video' | 'audio' | 'file'; payload: { url: string; is_reusable: false } } }
  | { attachment: { type: 'template'; payload: Record<string, unknown> } };

function buttonOf(button: TemplateButton, at: string): MessengerButton | Unsupported {
  const { title } = button;
  if (title.length > LIMITS.buttonTitle) return { unsupported: `${at}: Messenger takes button titles of at most ${LIMITS.buttonTitle} characters` };
  const data = button.data ?? '';
  switch (button.type) {
    case 'url':
    case 'share-link':
      return { type: 'web_url', url: data, title };
    case 'phone':
      return { type: 'phone_number', title, payload: data };
    case 'postback':
      if (data.length > LIMITS.payload) return { unsupported: `${at}: Messenger takes postback payloads of at most ${LIMITS.payload} characters` };
      return { type: 'postback', title, payload: data };
    case 'location':
      return { unsupported: `${at}: Messenger templates have no location button` };
  }
}

function buttonsOf(card: TemplateCard, at: string): MessengerButton[] | Unsupported {
  if (card.buttons.length > LIMITS.buttons) return { unsupported: `${at}: Messenger takes at most ${LIMITS.buttons} buttons on a card` };
  return everyOrReason(card.buttons, (button) => buttonOf(button, `${at}, button "${button.title}"`));
}

/** An element of the generic template: a title, a subtitle, an image, up to 3 buttons. */
function elementOf(card: TemplateCard, at: string): Record<string, unknown> | Unsupported {
  if (card.imageUrl && !/^https?:\/\//.test(card.imageUrl)) return { unsupported: `${at}: Messenger fetches card images from a public http(s) URL` };
  if (card.title.length > LIMITS.title) return { unsupported: `${at}: Messenger takes a card title of at most ${LIMITS.title} characters` };
  if ((card.subtitle ?? '').length > LIMITS.subtitle) return { unsupported: `${at}: Messenger takes a card subtitle of at most ${LIMITS.subtitle} characters` };
  const buttons = buttonsOf(card, at);
  if (isUnsupported(buttons)) return buttons;
  return {
    title: card.title,
    ...(card.subtitle ? { subtitle: card.subtitle } : {}),
    ...(card.imageUrl ? { image_url: card.imageUrl } : {}),
    ...(buttons.length > 0 ? { buttons } : {}),
  };
}

/** The button template: a text (the card's title and subtitle) and 1 to 3 buttons, no image. */
function buttonTemplateOf(card: TemplateCard): Record<string, unknown> | Unsupported {
  const text = card.subtitle ? `${card.title}\n${card.subtitle}` : card.title;
  if (text.length > LIMITS.buttonText) return { unsupported: `Messenger's button template takes at most ${LIMITS.buttonText} characters of text` };
  if (card.buttons.length === 0) return { unsupported: 'Messenger\'s button template needs 1 to 3 buttons' };
  const buttons = buttonsOf(card, 'card 1');
  return isUnsupported(buttons) ? buttons : { template_type: 'button', text, buttons };
}

function templateOf(data: TemplateData): Record<string, unknown> | Unsupported {
  const [first, ...others] = data.elements;
  if (!first) return { unsupported: 'a template without cards cannot be sent to Messenger' };
  if (data.templateType !== 'carousel' && others.length > 0) return { unsupported: `a ${data.templateType} card is one card` };
  if (data.elements.length > LIMITS.elements) return { unsupported: `a Messenger carousel has at most ${LIMITS.elements} cards` };
  if (data.templateType !== 'carousel' && !first.imageUrl) return buttonTemplateOf(first);
  const elements = everyOrReason(data.elements, (card, index) => elementOf(card, `card ${index + 1}`));
  return isUnsupported(elements) ? elements : { template_type: 'generic', elements };
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
