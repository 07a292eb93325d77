// Rules of message content (02 §3 Content types, §5 Formats and Card limits) that the console and
// the server both follow. The data shapes are in contracts/message-data.ts (ContentDataMap).
import type { Platform } from './contracts/base';
import type { ContentType, MessageContent, OutboundContentType, TemplateData } from './contracts/message-data';

export const CONTENT_TYPES: readonly ContentType[] = [
  'text', 'image', 'imageSet', 'audio', 'video', 'file', 'location', 'template', 'lineSticker', 'imagemap', 'form',
  'share', 'storyMention', 'likeHeart', 'delete', 'customerShare', 'unsupported', 'react', 'unreact',
  'recurringNotificationStart', 'recurringNotificationStop', 'recurringNotificationSent', 'notifyEvent',
];
export const OUTBOUND_CONTENT_TYPES: readonly OutboundContentType[] = ['text', 'image', 'audio', 'video', 'file', 'location', 'template'];

/** Card limits (02 §5, §9), in characters. */
export const CARD_LIMITS = {
  title: 40,
  subtitle: 60,
  buttonTitle: 20,
  whatsappTitle: 1024,
  /** Confirm template: button titles and postback data, 1 to 20. */
  confirmText: 20,
} as const;
/** Cards in one carousel. */
export const CAROUSEL_MAX_CARDS = 10;
/** Buttons on one card. */
export const CARD_MAX_BUTTONS = 3;

/** Reactions change another message; they are never shown as messages of their own. */
export function isReaction(contentType: string): contentType is 'react' | 'unreact' {
  return contentType === 'react' || contentType === 'unreact';
}

/** Events shown as a centered line across the conversation rather than as a bubble. */
export function isSystemLine(contentType: string): boolean {
  return contentType === 'notifyEvent' || contentType.startsWith('recurringNotification');
}

/**
 * Not a message to answer (an event line, a reaction): it is neither unread, nor the inbox row's last
 * message, nor the customer's last inbound time (Meta's messaging window), nor pushed.
 */
export function isNotice(contentType: string): boolean {
  return isSystemLine(contentType) || isReaction(contentType);
}

/** An absolute http(s) URL, or undefined: what may become a link or an image source. */
/**
 * Whether media of a message can be fetched: an http(s) URL, or a file stored on this server
 * (`/files/…`, signed under PUBLIC_URL when a platform fetches it: server/channels/outbound/public-media.ts).
 */
export function isMediaUrl(value: string | undefined): boolean {
  return httpUrl(value) !== undefined || /^\/files\/[^?#]+$/.test(value ?? '') && !(value ?? '').split('/').includes('..');
}

export function httpUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** A phone button's data (02 §5 Formats): a + and digits. */
export function isPhoneButtonData(value: string | undefined): value is string {
  return /^\+\d{4,20}$/.test(value ?? '');
}

const characters = (text: string) => [...text].length;

/**
 * What is wrong with a template (02 §5 Card limits, Button card set, Confirm template), or undefined.
 * Without a platform, the limits every platform takes (40-character titles): a reply template's.
 */
export function templateProblem(data: TemplateData, platform?: Platform): string | undefined {
  const titleMax = platform === 'whatsapp' ? CARD_LIMITS.whatsappTitle : CARD_LIMITS.title;
  const buttonMax = data.templateType === 'confirm' ? CARD_LIMITS.confirmText : CARD_LIMITS.buttonTitle;
  if (data.templateType !== 'carousel' && data.elements.length !== 1) return `a ${data.templateType} template has exactly one card`;
  const withImage = data.elements.filter((card) => card.imageUrl).length;
  if (withImage !== 0 && withImage !== data.elements.length) return 'card images must be all present or all absent';
  if (new Set(data.elements.map((card) => card.buttons.length)).size > 1) return 'every card must have the same number of buttons';
  for (const [index, card] of data.elements.entries()) {
    const at = `card ${index + 1}`;
    if (card.title.trim() === '' || characters(card.title) > titleMax) return `${at}: title must have 1 to ${titleMax} characters`;
    if (card.subtitle && characters(card.subtitle) > CARD_LIMITS.subtitle) return `${at}: subtitle must have at most ${CARD_LIMITS.subtitle} characters`;
    if (card.imageUrl && !isMediaUrl(card.imageUrl)) return `${at}: image must be an http(s) URL or a file uploaded here`;
    if (data.templateType === 'confirm' && card.buttons.length !== 2) return 'a confirm template has two buttons';
    for (const button of card.buttons) {
      const label = `${at}, button "${button.title}"`;
      if (button.title.trim() === '' || characters(button.title) > buttonMax) return `${label}: title must have 1 to ${buttonMax} characters`;
      if (button.type === 'location') return `${label}: location buttons are not allowed`;
      if ((button.type === 'url' || button.type === 'share-link') && !httpUrl(button.data)) return `${label}: needs an http(s) URL`;
      if (button.type === 'phone' && !isPhoneButtonData(button.data)) return `${label}: needs a number starting with +`;
      if (button.type === 'postback') {
        const max = data.templateType === 'confirm' ? CARD_LIMITS.confirmText : 1000;
        if (!button.data || characters(button.data) > max) return `${label}: postback data must have 1 to ${max} characters`;
      }
    }
  }
  return undefined;
}

/** The line an inbox row shows for a message: its text, else its title or file name. */
export function previewTextOf(content: Pick<MessageContent, 'data'>): string {
  const data = content.data as { content?: string; title?: string; fileName?: string };
  return data.content ?? data.title ?? data.fileName ?? '';
}

/** LINE's public image of a sticker (its CDN serves every sticker by id); undefined for an id that is not a number. */
export function lineStickerImageUrl(stickerId: string): string | undefined {
  return /^\d{1,20}$/.test(stickerId) ? `https://stickershop.line-scdn.net/stickershop/v1/sticker/${stickerId}/android/sticker.png` : undefined;
}
