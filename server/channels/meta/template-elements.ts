// Cards as the Send API's template elements and buttons, for Messenger and Instagram (both take the
// generic template: a title, a subtitle, an image, up to 3 buttons; Instagram has no call button). A
// limit Parley's own card rules allow past is refused with its reason, never cut short (Send API
// reference: generic template, buttons).
import type { TemplateButton, TemplateCard } from '../../../common/contracts/message-data';
import { everyOrReason, isUnsupported, type Unsupported } from '../outbound/unsupported';

export const TEMPLATE_LIMITS = { elements: 10, buttons: 3, title: 80, subtitle: 80, buttonText: 640, buttonTitle: 20, payload: 1000 } as const;

/** Which platform's templates: its name in the reasons, and whether it has call (phone_number) buttons. */
export interface TemplatePlatform { name: 'Messenger' | 'Instagram'; phoneButtons: boolean }

export type SendApiButton =
  | { type: 'web_url'; url: string; title: string }
  | { type: 'postback' | 'phone_number'; title: string; payload: string };

function buttonOf(button: TemplateButton, at: string, platform: TemplatePlatform): SendApiButton | Unsupported {
  const { title } = button;
  const { name } = platform;
  if (title.length > TEMPLATE_LIMITS.buttonTitle) return { unsupported: `${at}: ${name} takes button titles of at most ${TEMPLATE_LIMITS.buttonTitle} characters` };
  const data = button.data ?? '';
  switch (button.type) {
    case 'url':
    case 'share-link':
      return { type: 'web_url', url: data, title };
    case 'phone':
      return platform.phoneButtons ? { type: 'phone_number', title, payload: data } : { unsupported: `${at}: ${name} templates have no call button` };
    case 'postback':
      if (data.length > TEMPLATE_LIMITS.payload) return { unsupported: `${at}: ${name} takes postback payloads of at most ${TEMPLATE_LIMITS.payload} characters` };
      return { type: 'postback', title, payload: data };
    case 'location':
      return { unsupported: `${at}: ${name} templates have no location button` };
  }
}

export function buttonsOf(card: TemplateCard, at: string, platform: TemplatePlatform): SendApiButton[] | Unsupported {
  if (card.buttons.length > TEMPLATE_LIMITS.buttons) return { unsupported: `${at}: ${platform.name} takes at most ${TEMPLATE_LIMITS.buttons} buttons on a card` };
  return everyOrReason(card.buttons, (button) => buttonOf(button, `${at}, button "${button.title}"`, platform));
}

/** An element of the generic template: a title, a subtitle, an image, up to 3 buttons. */
function elementOf(card: TemplateCard, at: string, platform: TemplatePlatform): Record<string, unknown> | Unsupported {
  const { name } = platform;
  if (card.imageUrl && !/^https?:\/\//.test(card.imageUrl)) return { unsupported: `${at}: ${name} fetches card images from a public http(s) URL` };
  if (card.title.length > TEMPLATE_LIMITS.title) return { unsupported: `${at}: ${name} takes a card title of at most ${TEMPLATE_LIMITS.title} characters` };
  if ((card.subtitle ?? '').length > TEMPLATE_LIMITS.subtitle) return { unsupported: `${at}: ${name} takes a card subtitle of at most ${TEMPLATE_LIMITS.subtitle} characters` };
  const buttons = buttonsOf(card, at, platform);
  if (isUnsupported(buttons)) return buttons;
  return {
    title: card.title,
    ...(card.subtitle ? { subtitle: card.subtitle } : {}),
    ...(card.imageUrl ? { image_url: card.imageUrl } : {}),
    ...(buttons.length > 0 ? { buttons } : {}),
  };
}

/** The generic template's payload: one element a card (up to 10, a carousel). */
export function genericTemplateOf(cards: readonly TemplateCard[], platform: TemplatePlatform): Record<string, unknown> | Unsupported {
  if (cards.length > TEMPLATE_LIMITS.elements) return { unsupported: `a ${platform.name} carousel has at most ${TEMPLATE_LIMITS.elements} cards` };
  const elements = everyOrReason(cards, (card, index) => elementOf(card, `card ${index + 1}`, platform));
  return isUnsupported(elements) ? elements : { template_type: 'generic', elements };
}
