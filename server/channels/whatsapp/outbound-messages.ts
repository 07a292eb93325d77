// Parley's reply content as a WhatsApp Cloud API message (`type` and its object), or why WhatsApp cannot
// take it (docs/channels.md, "WhatsApp"). Media go by link: our /files/ URLs arrive here signed under
// PUBLIC_URL (outbound/public-media.ts). A card becomes an interactive message where WhatsApp has one
// that shows it whole: reply buttons (1 to 3 postbacks) or one link button (cta_url).
import type { WhatsAppTemplateMessageData } from '../../../common/contracts/whatsapp-templates';
import type { MediaData, MessageContent, TemplateCard } from '../../../common/contracts/message-data';
import type { Unsupported } from '../outbound/unsupported';

export type WhatsAppMessageBody = Record<string, unknown> & { type: string };

/** WhatsApp's limits on interactive messages (characters). */
const LIMITS = { body: 1024, buttonTitle: 20, replyId: 256, buttons: 3 } as const;
const isPublicUrl = (url: string | undefined) => url !== undefined && /^https?:\/\//.test(url);

function mediaOf(type: 'image' | 'video' | 'audio' | 'document', data: MediaData): WhatsAppMessageBody | Unsupported {
  if (!isPublicUrl(data.url)) return { unsupported: `WhatsApp fetches media from a public http(s) URL, not ${data.url}` };
  const caption = type === 'audio' ? undefined : data.content;
  return { type, [type]: { link: data.url, ...(caption ? { caption } : {}), ...(type === 'document' && data.fileName ? { filename: data.fileName } : {}) } };
}

/** An approved template filled in: its body parameters, and its media header's link. */
function templateOf(data: WhatsAppTemplateMessageData): WhatsAppMessageBody | Unsupported {
  const components: Record<string, unknown>[] = [];
  const header = data.header;
  if (header && header.format !== 'TEXT') {
    if (!isPublicUrl(header.mediaUrl)) return { unsupported: `the template's ${header.format.toLowerCase()} header needs a public http(s) URL` };
    const kind = header.format.toLowerCase();
    components.push({ type: 'header', parameters: [{ type: kind, [kind]: { link: header.mediaUrl } }] });
  }
  if (data.parameters.length > 0) components.push({ type: 'body', parameters: data.parameters.map((text) => ({ type: 'text', text })) });
  return { type: 'template', template: { name: data.name, language: { code: data.language }, ...(components.length > 0 ? { components } : {}) } };
}

/** One card as an interactive message, or the WhatsApp limit it passes. */
function cardOf(card: TemplateCard): WhatsAppMessageBody | Unsupported {
  const text = [card.title, card.subtitle].filter(Boolean).join('\n');
  if (text.length > LIMITS.body) return { unsupported: `WhatsApp takes a card text of up to ${LIMITS.body} characters` };
  if (card.imageUrl !== undefined && !isPublicUrl(card.imageUrl)) return { unsupported: 'a card image must be a public http(s) URL' };
  const header = card.imageUrl ? { header: { type: 'image', image: { link: card.imageUrl } } } : {};
  const tooLong = card.buttons.find((button) => button.title.length > LIMITS.buttonTitle);
  if (tooLong) return { unsupported: `WhatsApp takes button titles of up to ${LIMITS.buttonTitle} characters ("${tooLong.title}")` };
  const [first] = card.buttons;
  if (card.buttons.length === 1 && (first!.type === 'url' || first!.type === 'share-link') && first!.data) {
    return { type: 'interactive', interactive: { type: 'cta_url', ...header, body: { text }, action: { name: 'cta_url', parameters: { display_text: first!.title, url: first!.data } } } };
  }
  if (card.buttons.length === 0 || card.buttons.length > LIMITS.buttons || card.buttons.some((button) => button.type !== 'postback')) {
    return { unsupported: 'WhatsApp shows a card with 1 to 3 postback buttons, or with one link button' };
  }
  const buttons = card.buttons.map((button) => ({ type: 'reply', reply: { id: (button.data || button.title).slice(0, LIMITS.replyId), title: button.title } }));
  return { type: 'interactive', interactive: { type: 'button', ...header, body: { text }, action: { buttons } } };
}

export function whatsAppMessageOf(content: MessageContent): WhatsAppMessageBody | Unsupported {
  switch (content.contentType) {
    case 'text':
      return { type: 'text', text: { body: content.data.content, preview_url: /https?:\/\//.test(content.data.content) } };
    case 'image':
    case 'video':
    case 'audio':
      return mediaOf(content.contentType, content.data);
    case 'file':
      return mediaOf('document', content.data);
    case 'location': {
      const { latitude, longitude, title, address } = content.data;
      return { type: 'location', location: { latitude, longitude, ...(title ? { name: title } : {}), ...(address ? { address } : {}) } };
    }
    case 'template': {
      const data = content.data as unknown as WhatsAppTemplateMessageData | typeof content.data;
      if (data.templateType === 'whatsapp') return templateOf(data as WhatsAppTemplateMessageData);
      const { elements } = content.data;
      if (elements.length !== 1) return { unsupported: 'WhatsApp shows one card per message (a carousel is a template made in WhatsApp Manager)' };
      return cardOf(elements[0]!);
    }
    default:
      return { unsupported: `WhatsApp replies cannot be ${content.contentType}` };
  }
}
