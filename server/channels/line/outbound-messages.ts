// Parley's message content as LINE message objects (Messaging API), or why it cannot go yet.
import type { messagingApi } from '@line/bot-sdk';
import type { ImagemapData, MessageContent, TemplateButton, TemplateCard, TemplateData } from '../../../common/contracts/message-data';
import { everyOrReason, isUnsupported, type Unsupported } from '../outbound/unsupported';

/** LINE's limits on a location's title and address. */
const LOCATION_TEXT_MAX = 100;

/**
 * LINE's limits on templates (Messaging API reference: template messages, action objects). A limit
 * that Parley's own card rules allow past is refused here with its reason, never cut short.
 */
const TEMPLATE = { altText: 400, title: 40, label: 20, uri: 1000, postbackData: 300, confirmText: 240, carouselColumns: 10 } as const;
interface ColumnRule { name: string; textMax: number; textMaxUnderHeader: number; actionsMax: number }
const BUTTONS: ColumnRule = { name: 'LINE\'s buttons template', textMax: 160, textMaxUnderHeader: 60, actionsMax: 4 };
const CAROUSEL: ColumnRule = { name: 'a LINE carousel card', textMax: 120, textMaxUnderHeader: 60, actionsMax: 3 };

const HTTPS_NEEDED = 'LINE fetches images, videos and audio over HTTPS only: set PUBLIC_URL to this server\'s https address';
const CARD_IMAGE_HTTPS_NEEDED = 'LINE fetches card images over HTTPS only: use an https image URL';
const isHttps = (url: string | undefined): url is string => url?.startsWith('https://') ?? false;


// LINE counts template titles and texts and button labels in grapheme clusters, the alt text, URIs
// and postback data in UTF-16 units (string length) ("Character counting in a text").
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
const graphemeCount = (text: string) => [...graphemes.segment(text)].length;

const uriAction = (label: string, uri: string, at: string): messagingApi.URIAction | Unsupported =>
  (uri.length > TEMPLATE.uri ? { unsupported: `${at}: LINE takes links of at most ${TEMPLATE.uri} characters` } : { type: 'uri', label, uri });

function actionOf(button: TemplateButton, at: string): messagingApi.Action | Unsupported {
  const label = button.title;
  if (graphemeCount(label) > TEMPLATE.label) return { unsupported: `${at}: LINE takes button titles of at most ${TEMPLATE.label} characters` };
  const data = button.data ?? '';
  switch (button.type) {
    case 'url':
    case 'share-link':
      return uriAction(label, data, at);
    case 'phone':
      return uriAction(label, `tel:${data}`, at);
    case 'postback':
      if (data.length > TEMPLATE.postbackData) return { unsupported: `${at}: LINE takes postback data of at most ${TEMPLATE.postbackData} characters` };
      // LINE shows displayText in the chat as what the customer said; the webhook brings back `data`.
      return { type: 'postback', label, data, displayText: label };
    case 'location':
      return { unsupported: `${at}: LINE templates have no location button (LINE's location action is for quick replies only)` };
  }
}

const actionsOf = (card: TemplateCard, at: string) => everyOrReason(card.buttons, (button) => actionOf(button, `${at}, button "${button.title}"`));

/**
 * The title and text LINE shows for a card. LINE refuses a card without text, so a card without a
 * subtitle shows its title as the text, with no title; `titled: false` puts title and subtitle in the text.
 */
function cardTexts(card: TemplateCard, titled: boolean): { title?: string; text: string } {
  if (titled && card.subtitle) return { title: card.title, text: card.subtitle };
  return { text: card.subtitle ? `${card.title}\n${card.subtitle}` : card.title };
}

/** A buttons template's card or a carousel's column: the two share their shape and differ in limits. */
function columnOf(card: TemplateCard, at: string, titled: boolean, rule: ColumnRule): messagingApi.CarouselColumn | Unsupported {
  if (card.imageUrl && !isHttps(card.imageUrl)) return { unsupported: `${at}: ${CARD_IMAGE_HTTPS_NEEDED}` };
  const texts = cardTexts(card, titled);
  const underHeader = texts.title !== undefined || Boolean(card.imageUrl);
  const textMax = underHeader ? rule.textMaxUnderHeader : rule.textMax;
  if (texts.title !== undefined && graphemeCount(texts.title) > TEMPLATE.title) {
    return { unsupported: `${at}: ${rule.name} takes a title of at most ${TEMPLATE.title} characters` };
  }
  if (graphemeCount(texts.text) > textMax) {
    return { unsupported: `${at}: ${rule.name} takes at most ${textMax} characters of text${underHeader ? ' under an image or a title' : ''}` };
  }
  if (card.buttons.length === 0 || card.buttons.length > rule.actionsMax) return { unsupported: `${at}: ${rule.name} needs 1 to ${rule.actionsMax} buttons` };
  const actions = actionsOf(card, at);
  if (isUnsupported(actions)) return actions;
  return { ...(card.imageUrl ? { thumbnailImageUrl: card.imageUrl } : {}), ...texts, actions };
}

function buttonsOf(card: TemplateCard): messagingApi.ButtonsTemplate | Unsupported {
  const column = columnOf(card, 'card 1', true, BUTTONS);
  return isUnsupported(column) ? column : { type: 'buttons', ...column };
}

/** LINE's confirm template is a text and two buttons: no title, no image. */
function confirmOf(card: TemplateCard): messagingApi.ConfirmTemplate | Unsupported {
  if (card.imageUrl) return { unsupported: 'LINE\'s confirm template has no image' };
  const { text } = cardTexts(card, false);
  if (graphemeCount(text) > TEMPLATE.confirmText) return { unsupported: `LINE's confirm template takes at most ${TEMPLATE.confirmText} characters of text` };
  if (card.buttons.length !== 2) return { unsupported: 'LINE\'s confirm template needs exactly 2 buttons' };
  const actions = actionsOf(card, 'card 1');
  return isUnsupported(actions) ? actions : { type: 'confirm', text, actions };
}

function carouselOf(cards: TemplateCard[]): messagingApi.CarouselTemplate | Unsupported {
  if (cards.length > TEMPLATE.carouselColumns) return { unsupported: `a LINE carousel has at most ${TEMPLATE.carouselColumns} cards` };
  if (new Set(cards.map((card) => Boolean(card.imageUrl))).size > 1) return { unsupported: 'LINE wants images on every card of a carousel or on none' };
  if (new Set(cards.map((card) => card.buttons.length)).size > 1) return { unsupported: 'LINE wants the same number of buttons on every card of a carousel' };
  // LINE wants titles on every column or on none: when some cards have no subtitle, no column is titled.
  const titled = cards.every((card) => card.subtitle);
  const columns = everyOrReason(cards, (card, index) => columnOf(card, `card ${index + 1}`, titled, CAROUSEL));
  return isUnsupported(columns) ? columns : { type: 'carousel', columns };
}

function templateMessageOf(data: TemplateData): messagingApi.TemplateMessage | Unsupported {
  const [first, ...others] = data.elements;
  if (!first) return { unsupported: 'a template without cards cannot be sent to LINE' };
  if (data.templateType !== 'carousel' && others.length > 0) return { unsupported: `LINE's ${data.templateType} template shows one card` };
  const template = data.templateType === 'carousel' ? carouselOf(data.elements) : data.templateType === 'confirm' ? confirmOf(first) : buttonsOf(first);
  if (isUnsupported(template)) return template;
  // LINE shows the alt text in notifications and the chat list.
  const altText = data.content || [first.title, first.subtitle].filter(Boolean).join(': ');
  if (altText.length > TEMPLATE.altText) return { unsupported: `LINE takes a template's alternative text of at most ${TEMPLATE.altText} characters` };
  return { type: 'template', altText, template };
}

/** LINE lays an imagemap out on an image 1040 wide; areas drawn at 320 wide (03 §9) are scaled to it. */
const IMAGEMAP_LINE_WIDTH = 1040;
const IMAGEMAP_DRAWN_WIDTH = 320;
/** A broadcast imagemap's areas (common/contracts/broadcasts.ts): drawn on the image at 320 wide, `baseHeight` its height there. */
type ImagemapLayoutAction = ImagemapData['actions'][number] & { area?: { x: number; y: number; width: number; height: number } };
interface BroadcastImagemapLayout {
  baseHeight?: number;
  actions: ImagemapLayoutAction[];
}

function imagemapMessageOf(data: Omit<ImagemapData, 'actions'> & BroadcastImagemapLayout): messagingApi.ImagemapMessage | Unsupported {
  if (!isHttps(data.imageUrl)) return { unsupported: 'LINE fetches imagemap images over HTTPS only: use an https image URL' };
  if (!data.baseHeight || data.actions.some((action) => !action.area)) return { unsupported: 'an imagemap needs its areas to be sent to LINE' };
  const scale = (value: number) => Math.round((value * IMAGEMAP_LINE_WIDTH) / IMAGEMAP_DRAWN_WIDTH);
  const altText = (data.content || 'Imagemap').slice(0, TEMPLATE.altText);
  return {
    type: 'imagemap',
    baseUrl: data.imageUrl,
    altText,
    baseSize: { width: IMAGEMAP_LINE_WIDTH, height: scale(data.baseHeight) },
    actions: data.actions.map((action) => {
      const area = { x: scale(action.area!.x), y: scale(action.area!.y), width: scale(action.area!.width), height: scale(action.area!.height) };
      return action.type === 'url'
        ? { type: 'uri', linkUri: action.data, area, ...(action.label ? { label: action.label } : {}) }
        : { type: 'message', text: action.data, area, ...(action.label ? { label: action.label } : {}) };
    }),
  };
}

/** Quick reply buttons under a message: each a message action that sends its text (a broadcast's, the message bot's). */
export const lineQuickReplyOf = (items: readonly { label: string; text: string }[]): messagingApi.QuickReply =>
  ({ items: items.map((item) => ({ type: 'action', action: { type: 'message', label: item.label, text: item.text } })) });

/** Media content's URLs are absolute here (outbound/public-media.ts). */
export function lineMessageOf(content: MessageContent): messagingApi.Message | Unsupported {
  switch (content.contentType) {
    case 'image': {
      const { url, previewUrl } = content.data;
      if (!isHttps(url)) return { unsupported: HTTPS_NEEDED };
      return { type: 'image', originalContentUrl: url, previewImageUrl: isHttps(previewUrl) ? previewUrl : url };
    }
    case 'video': {
      const { url, previewUrl } = content.data;
      if (!isHttps(url) || !isHttps(previewUrl)) return { unsupported: HTTPS_NEEDED };
      return { type: 'video', originalContentUrl: url, previewImageUrl: previewUrl };
    }
    case 'audio': {
      const { url, duration } = content.data;
      if (!isHttps(url)) return { unsupported: HTTPS_NEEDED };
      // LINE wants the length in milliseconds; without one it would refuse the message.
      return { type: 'audio', originalContentUrl: url, duration: Math.max(1, Math.round((duration ?? 1) * 1000)) };
    }
    case 'file':
      // LINE has no file message: the file goes as its name and a link.
      return { type: 'text', text: `${content.data.fileName ?? content.data.url}\n${content.data.url}` };
    case 'text':
      return { type: 'text', text: content.data.content };
    case 'location': {
      const { latitude, longitude, address, title } = content.data;
      const place = (title || address || `${latitude}, ${longitude}`).slice(0, LOCATION_TEXT_MAX);
      return { type: 'location', title: place, address: (address || place).slice(0, LOCATION_TEXT_MAX), latitude, longitude };
    }
    case 'lineSticker':
      return { type: 'sticker', packageId: content.data.packageId, stickerId: content.data.stickerId };
    case 'template':
      return templateMessageOf(content.data);
    case 'imagemap':
      return imagemapMessageOf(content.data as Omit<ImagemapData, 'actions'> & BroadcastImagemapLayout);
    default:
      return { unsupported: `${content.contentType} messages cannot be sent to LINE by this server yet` };
  }
}
