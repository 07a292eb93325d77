// Every content rule of a broadcast (03 §5 "Card and message content rules for broadcasts", 02 §5
// Card limits), in one place: the console checks with these functions as the user composes, the
// server refuses the same with a 400 naming the field. Shapes: common/contracts/broadcasts.ts.
import { BROADCAST_CONTENT_TYPES, BROADCAST_MAX_MESSAGES, NOT_SUPPORTED_CONTENT_TYPE } from './broadcasts';
import type { Platform } from './contracts/base';
import type { TemplateData } from './contracts/message-data';
import { CARD_MAX_BUTTONS, httpUrl, isMediaUrl, templateProblem } from './message-content';
import { liffShareUrl, SHARE_BUTTON_LABEL_MAX } from './line-liff';

/** Card images are 960 wide and 960, 1553 or 500 high (03 §5). */
export const CARD_IMAGE_WIDTH = 960;
export const CARD_IMAGE_HEIGHTS = [960, 1553, 500] as const;
/** Imagemap areas are drawn on the image scaled to this width (03 §9). */
export const IMAGEMAP_BASE_WIDTH = 320;
export const IMAGEMAP_ACTIONS_MAX = 50;
/** Quick reply: LINE takes up to 13 buttons whose labels have up to 20 characters. */
export const QUICK_REPLY_ITEMS_MAX = 13;
export const QUICK_REPLY_LABEL_MAX = 20;
export const QUICK_REPLY_TEXT_MAX = 300;
export const BROADCAST_ALT_TEXT_MAX = 400;

/** A problem with the field it is about (a path under the request body, e.g. `messages/1/data/elements/0/title`). */
export interface ContentProblem {
  field: string;
  message: string;
}

const characters = (text: string | undefined) => [...(text ?? '')].length;
/** A video card's media: https, or a file uploaded here (served under PUBLIC_URL, which platforms need as https). */
const isHttpsOrOurs = (url: string | undefined) => (httpUrl(url)?.startsWith('https://') ?? false) || (url?.startsWith('/files/') === true && isMediaUrl(url));
/** A valid link or an app link (`line://…`, `myshop://…`): 02 §5 Formats. */
export function isLinkOrAppLink(value: string | undefined): boolean {
  if (httpUrl(value)) return true;
  return /^[a-z][a-z0-9+.-]{1,30}:\/\/\S+$/i.test(value ?? '') && !/^(javascript|data|file|vbscript):/i.test(value ?? '');
}

/** The card image size rule (03 §5); undefined when the size fits. */
export function cardImageSizeProblem(size: { width: number; height: number }): string | undefined {
  if (size.width === CARD_IMAGE_WIDTH && (CARD_IMAGE_HEIGHTS as readonly number[]).includes(size.height)) return undefined;
  return `card images must be ${CARD_IMAGE_WIDTH} wide and ${CARD_IMAGE_HEIGHTS.join(', ')} high (this one is ${size.width}×${size.height})`;
}

interface CardWithSize {
  title: string;
  subtitle?: string;
  imageUrl?: string;
  imageSize?: { width: number; height: number };
  buttons: { type: string; title: string; data?: string }[];
}

/** A card set (buttons, carousel) or confirm of a broadcast: 02 §5 card limits and 03 §5's extra rules. */
export function cardSetProblem(data: { templateType: string; elements: CardWithSize[]; content?: string }, platforms: readonly Platform[]): string | undefined {
  // WhatsApp allows 1024-character titles; a broadcast that reaches any other platform keeps to 40 (02 §5).
  const titlePlatform: Platform = platforms.length > 0 && platforms.every((platform) => platform === 'whatsapp') ? 'whatsapp' : 'line';
  for (const [index, card] of data.elements.entries()) {
    if (data.templateType !== 'confirm' && !card.subtitle?.trim()) return `card ${index + 1}: subtitle is required`;
    if (card.imageSize) {
      const problem = cardImageSizeProblem(card.imageSize);
      if (problem) return `card ${index + 1}: ${problem}`;
    }
  }
  if (data.content && characters(data.content) > BROADCAST_ALT_TEXT_MAX) return `the alternative text has at most ${BROADCAST_ALT_TEXT_MAX} characters`;
  return templateProblem(data as TemplateData, titlePlatform);
}

interface ImagemapInput {
  imageUrl: string;
  content?: string;
  baseHeight: number;
  actions: { type: string; label?: string; data: string; area: { x: number; y: number; width: number; height: number } }[];
}

/** An imagemap (03 §5): an image, display text on every action, no location, links valid, areas on the image. */
export function imagemapProblem(data: ImagemapInput): { at: string; message: string } | undefined {
  if (!isMediaUrl(data.imageUrl)) return { at: 'imageUrl', message: 'the image is required (an http(s) URL or a file uploaded here)' };
  if (!data.content?.trim()) return { at: 'content', message: 'the alternative text is required' };
  if (data.actions.length === 0) return { at: 'actions', message: 'an imagemap needs at least one action' };
  for (const [index, action] of data.actions.entries()) {
    const at = `actions/${index}`;
    if (action.type === 'location') return { at: `${at}/type`, message: 'location actions are not allowed' };
    if (!action.label?.trim()) return { at: `${at}/label`, message: 'every action needs its display text' };
    if (action.type === 'url' && !isLinkOrAppLink(action.data)) return { at: `${at}/data`, message: 'needs a valid URL or app link' };
    if (action.type === 'message' && !action.data.trim()) return { at: `${at}/data`, message: 'needs the text to send' };
    const { x, y, width, height } = action.area;
    if (x + width > IMAGEMAP_BASE_WIDTH || y + height > data.baseHeight) {
      return { at: `${at}/area`, message: `the area must lie on the image (${IMAGEMAP_BASE_WIDTH}×${data.baseHeight})` };
    }
  }
  return undefined;
}

/** A video card (03 §5 Video card set): an https video, an https preview image and a file name. */
export function richVideoProblem(data: { url: string; previewUrl: string; fileName: string }): { at: string; message: string } | undefined {
  if (!isHttpsOrOurs(data.url)) return { at: 'url', message: 'the video URL must be https' };
  if (!isHttpsOrOurs(data.previewUrl)) return { at: 'previewUrl', message: 'the preview image URL must be https' };
  if (!data.fileName.trim()) return { at: 'fileName', message: 'the file name is required' };
  return undefined;
}

/** Quick reply buttons (shown under the last message on LINE). */
export function quickReplyProblem(quickReply: { items: { label: string; text: string }[] }): ContentProblem | undefined {
  if (quickReply.items.length === 0 || quickReply.items.length > QUICK_REPLY_ITEMS_MAX) {
    return { field: 'quickReply/items', message: `must have 1 to ${QUICK_REPLY_ITEMS_MAX} buttons` };
  }
  for (const [index, item] of quickReply.items.entries()) {
    if (!item.label.trim() || characters(item.label) > QUICK_REPLY_LABEL_MAX) {
      return { field: `quickReply/items/${index}/label`, message: `must have 1 to ${QUICK_REPLY_LABEL_MAX} characters` };
    }
    if (!item.text.trim() || characters(item.text) > QUICK_REPLY_TEXT_MAX) {
      return { field: `quickReply/items/${index}/text`, message: `must have 1 to ${QUICK_REPLY_TEXT_MAX} characters` };
    }
  }
  return undefined;
}

/** A card as a message stores and sends it: the images' sizes are the editor's check, not the platforms'. */
export function cardWithoutSizes<Type extends string, Card extends { imageSize?: unknown }>(data: { templateType: Type; elements: Card[]; content?: string }) {
  const { templateType, elements, content } = data;
  return { templateType, elements: elements.map(({ imageSize: _size, ...card }) => card), ...(content ? { content } : {}) };
}

interface ShareCard {
  templateType: string;
  elements: CardWithSize[];
  content?: string;
}

/** The share message as LINE customers get it: the card with the button that opens the share page (`url`: the LIFF URL) on each card. */
export function withShareButton<Data extends ShareCard>(data: Data, buttonLabel: string, url: string): Data {
  return { ...data, elements: data.elements.map((card) => ({ ...card, buttons: [...card.buttons, { type: 'url', title: buttonLabel, data: url }] })) };
}

/**
 * A share message (a card customers share through the LIFF app's share target picker, 03 §3): one
 * card or a carousel whose buttons are links only (the picker takes nothing else), leaving room for
 * the share button, whose label (shareMessageSetting.buttonLabel) has 1 to 20 characters.
 */
export function shareMessageProblem(data: ShareCard, setting: { buttonLabel: string } | undefined): { at: string; message: string } | undefined {
  if (data.templateType !== 'buttons' && data.templateType !== 'carousel') return { at: 'data/templateType', message: 'a share message is a card or a carousel' };
  for (const [index, card] of data.elements.entries()) {
    if (card.buttons.length > CARD_MAX_BUTTONS - 1) return { at: 'data', message: `card ${index + 1}: a shared card has at most ${CARD_MAX_BUTTONS - 1} buttons (the share button is the last)` };
    const notLink = card.buttons.find((button) => button.type !== 'url');
    if (notLink) return { at: 'data', message: `card ${index + 1}, button "${notLink.title}": a shared card's buttons are links only` };
  }
  const label = setting?.buttonLabel ?? '';
  if (!label.trim() || characters(label) > SHARE_BUTTON_LABEL_MAX) {
    return { at: 'shareMessageSetting/buttonLabel', message: `must have 1 to ${SHARE_BUTTON_LABEL_MAX} characters` };
  }
  const problem = cardSetProblem(withShareButton(data, label, liffShareUrl('liff-id', 'token')), ['line']);
  return problem ? { at: 'data', message: problem } : undefined;
}

/** A broadcast message as the rules read it (the contract's shapes, loosely). */
export interface BroadcastMessageInput {
  contentType: string;
  data: Record<string, unknown> & { templateType?: string };
}

/**
 * The first problem of a broadcast's messages (and quick reply), or undefined. `platforms`: the
 * audience's platforms (common/broadcasts audiencePlatforms), for the platform-dependent limits.
 * An unknown content type answers the error key NOT_SUPPORTED_CONTENT_TYPE as its message.
 */
export function broadcastContentProblem(
  messages: readonly BroadcastMessageInput[], platforms: readonly Platform[], quickReply?: { items: { label: string; text: string }[] },
  shareMessageSetting?: { buttonLabel: string },
): ContentProblem | undefined {
  if (messages.length === 0 || messages.length > BROADCAST_MAX_MESSAGES) {
    return { field: 'messages', message: `must have 1 to ${BROADCAST_MAX_MESSAGES} messages` };
  }
  for (const [index, message] of messages.entries()) {
    const at = `messages/${index}`;
    if (!(BROADCAST_CONTENT_TYPES as readonly string[]).includes(message.contentType)) {
      return { field: `${at}/contentType`, message: NOT_SUPPORTED_CONTENT_TYPE };
    }
    const data = message.data;
    switch (message.contentType) {
      case 'text':
        if (!String(data.content ?? '').trim()) return { field: `${at}/data/content`, message: 'the text is required' };
        break;
      case 'image':
        if (!isMediaUrl(data.url as string)) return { field: `${at}/data/url`, message: 'the image is required (an http(s) URL or a file uploaded here)' };
        break;
      case 'template': {
        if (data.templateType === 'whatsapp') break;
        const problem = cardSetProblem(data as unknown as Parameters<typeof cardSetProblem>[0], platforms);
        if (problem) return { field: `${at}/data`, message: problem };
        break;
      }
      case 'imagemap': {
        const problem = imagemapProblem(data as unknown as ImagemapInput);
        if (problem) return { field: `${at}/data/${problem.at}`, message: problem.message };
        break;
      }
      case 'richvideo': {
        const problem = richVideoProblem(data as unknown as Parameters<typeof richVideoProblem>[0]);
        if (problem) return { field: `${at}/data/${problem.at}`, message: problem.message };
        break;
      }
      case 'shareMessage': {
        if (messages.findIndex((other) => other.contentType === 'shareMessage') !== index) return { field: `${at}/contentType`, message: 'a broadcast has one share message at most' };
        const problem = shareMessageProblem(data as unknown as ShareCard, shareMessageSetting);
        if (problem) return { field: problem.at.startsWith('shareMessageSetting') ? problem.at : `${at}/${problem.at}`, message: problem.message };
        break;
      }
    }
  }
  return quickReply ? quickReplyProblem(quickReply) : undefined;
}

/** Whether the messages carry a WhatsApp template (what reaches WhatsApp customers past 24 hours). */
export const hasWhatsAppTemplate = (messages: readonly BroadcastMessageInput[]) =>
  messages.some((message) => message.contentType === 'template' && message.data.templateType === 'whatsapp');
