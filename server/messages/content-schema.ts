// JSON schema of what an agent may send with publishTemplate (docs/messages.md): one `data` shape per
// outbound content type. Template rules that span fields are in common/message-content.ts.
import { CARD_LIMITS, CARD_MAX_BUTTONS, CAROUSEL_MAX_CARDS, OUTBOUND_CONTENT_TYPES } from '../../common/message-content';
import type { OutboundContentType } from '../../common/contracts/message-data';
import { TEXT_MESSAGE_MAX } from '../../common/message-editor';

/** Media are http(s) URLs or files of this server (/files/{id}/{name}). */
const mediaUrl = { type: 'string', minLength: 1, maxLength: 2000, pattern: '^(https?://|/files/)' };
const caption = { type: 'string', maxLength: 5000 };
const media = {
  type: 'object',
  required: ['url'],
  properties: {
    url: mediaUrl,
    previewUrl: mediaUrl,
    fileName: { type: 'string', minLength: 1, maxLength: 255 },
    size: { type: 'integer', minimum: 0 },
    duration: { type: 'number', minimum: 0 },
    content: caption,
  },
};
const button = {
  type: 'object',
  required: ['type', 'title'],
  properties: {
    type: { enum: ['share-link', 'url', 'phone', 'postback', 'location'] },
    title: { type: 'string', maxLength: CARD_LIMITS.buttonTitle },
    data: { type: 'string', maxLength: 2000 },
  },
};
const card = {
  type: 'object',
  required: ['title', 'buttons'],
  properties: {
    title: { type: 'string', maxLength: CARD_LIMITS.whatsappTitle },
    subtitle: { type: 'string', maxLength: CARD_LIMITS.subtitle },
    imageUrl: mediaUrl,
    buttons: { type: 'array', maxItems: CARD_MAX_BUTTONS, items: button },
  },
};

const dataSchemas: Record<OutboundContentType, object> = {
  text: { type: 'object', required: ['content'], properties: { content: { type: 'string', minLength: 1, maxLength: TEXT_MESSAGE_MAX } } },
  image: media,
  audio: media,
  video: media,
  file: { ...media, required: ['url', 'fileName'] },
  location: {
    type: 'object',
    required: ['latitude', 'longitude'],
    properties: {
      latitude: { type: 'number', minimum: -90, maximum: 90 },
      longitude: { type: 'number', minimum: -180, maximum: 180 },
      title: { type: 'string', maxLength: 200 },
      address: { type: 'string', maxLength: 500 },
    },
  },
  template: {
    type: 'object',
    required: ['templateType', 'elements'],
    properties: {
      templateType: { enum: ['buttons', 'carousel', 'confirm'] },
      elements: { type: 'array', minItems: 1, maxItems: CAROUSEL_MAX_CARDS, items: card },
      content: { type: 'string', maxLength: 400 },
    },
  },
};

/** `template` of publishTemplate: the content type, then the data shape of that type. */
export const outboundContentSchema = {
  type: 'object',
  required: ['contentType', 'data'],
  properties: { contentType: { enum: OUTBOUND_CONTENT_TYPES }, data: { type: 'object' } },
  allOf: OUTBOUND_CONTENT_TYPES.map((contentType) => ({
    if: { properties: { contentType: { const: contentType } } },
    // oxlint-disable-next-line unicorn/no-thenable -- JSON Schema's if/then/else keyword, not a promise
    then: { properties: { data: dataSchemas[contentType] } },
  })),
};
