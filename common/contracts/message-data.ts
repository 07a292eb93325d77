// Message content (02 §3 Content types; rules in common/message-content.ts; docs/messages.md): each
// content type's `data` as a TypeBox schema with its inferred type under the same name, and what an
// agent may send with publishTemplate (OutboundTemplate, with its limits) (docs/contracts.md).
import { Type, type Static } from 'typebox';
import { CARD_LIMITS, CARD_MAX_BUTTONS, CAROUSEL_MAX_CARDS, OUTBOUND_CONTENT_TYPES } from '../message-content';
import { TEXT_MESSAGE_MAX } from '../message-editor';
import { BOT_HANDOVER_REASONS } from '../message-bot';
import { errorAnswers, FunctionResponse } from './base';
import { StringEnum } from './keywords';
import { WhatsAppTemplateSend } from './whatsapp-templates';

const OptionalText = Type.Optional(Type.String());

/** Fields of 02 §3 Message.data that any content type may carry. */
export const MessageDataBase = Type.Object({
  /** The text of a text message; a caption or alternative text elsewhere. */
  content: OptionalText,
  event: OptionalText,
  templateType: OptionalText,
  title: OptionalText,
  originalDisplayName: OptionalText,
});
export type MessageDataBase = Static<typeof MessageDataBase>;
const base = MessageDataBase.properties;

export const TextData = Type.Object({ ...base, content: Type.String() });
export type TextData = Static<typeof TextData>;
/** image, audio, video, file: an http(s) URL (or a /files/ path of this server). */
export const MediaData = Type.Object({
  ...base,
  url: Type.String(),
  /** A still image of a video, or a smaller copy of an image. */
  previewUrl: OptionalText,
  fileName: OptionalText,
  /** Bytes. */
  size: Type.Optional(Type.Number()),
  /** Seconds (audio, video). */
  duration: Type.Optional(Type.Number()),
});
export type MediaData = Static<typeof MediaData>;
export const ImageSetData = Type.Object({ ...base, images: Type.Array(Type.Object({ url: Type.String(), previewUrl: OptionalText })) });
export type ImageSetData = Static<typeof ImageSetData>;
/** `title` is the place's name. */
export const LocationData = Type.Object({ ...base, latitude: Type.Number(), longitude: Type.Number(), address: OptionalText });
export type LocationData = Static<typeof LocationData>;
export const TemplateButtonType = Type.Union([
  Type.Literal('share-link'), Type.Literal('url'), Type.Literal('phone'), Type.Literal('postback'), Type.Literal('location'),
]);
export type TemplateButtonType = Static<typeof TemplateButtonType>;
/** `data`: the URL (url, share-link), the +number (phone) or the postback payload. */
export const TemplateButton = Type.Object({ type: TemplateButtonType, title: Type.String(), data: OptionalText });
export type TemplateButton = Static<typeof TemplateButton>;
export const TemplateCard = Type.Object({
  title: Type.String(), subtitle: OptionalText, imageUrl: OptionalText, buttons: Type.Array(TemplateButton),
});
export type TemplateCard = Static<typeof TemplateCard>;
const TemplateType = Type.Union([Type.Literal('buttons'), Type.Literal('carousel'), Type.Literal('confirm')]);
/** One card with buttons, a carousel of cards, or a confirm (a title and two buttons); `content` is the alt text. */
export const TemplateData = Type.Object({ ...base, templateType: TemplateType, elements: Type.Array(TemplateCard) });
export type TemplateData = Static<typeof TemplateData>;
/** A LINE sticker; `url` is its image when the channel gave one (else LINE's public image of the id). */
export const LineStickerData = Type.Object({ ...base, packageId: Type.String(), stickerId: Type.String(), url: OptionalText });
export type LineStickerData = Static<typeof LineStickerData>;
export const ImagemapAction = Type.Object({
  type: Type.Union([Type.Literal('url'), Type.Literal('message')]), label: OptionalText, data: Type.String(),
});
export type ImagemapAction = Static<typeof ImagemapAction>;
/** A LINE imagemap: one image whose areas are links or messages; `content` is the alt text. */
export const ImagemapData = Type.Object({ ...base, imageUrl: Type.String(), actions: Type.Array(ImagemapAction) });
export type ImagemapData = Static<typeof ImagemapData>;
/** A form the customer filled in (`title` the form's name). */
export const FormSubmissionData = Type.Object({ ...base, fields: Type.Array(Type.Object({ label: Type.String(), value: Type.String() })) });
export type FormSubmissionData = Static<typeof FormSubmissionData>;
/**
 * A post or page the customer shared (`title` its title, `content` what they wrote with it); with
 * `replyToStory`, their answer (`content`) to one of the account's stories (`url`).
 */
export const ShareData = Type.Object({ ...base, url: Type.String(), replyToStory: Type.Optional(Type.Boolean()) });
export type ShareData = Static<typeof ShareData>;
/** The customer mentioned the business in an Instagram story (the story may have expired). */
export const StoryMentionData = ShareData;
export type StoryMentionData = Static<typeof StoryMentionData>;
/** A contact card the customer shared. */
export const CustomerShareData = Type.Object({ ...base, displayName: Type.String(), phone: OptionalText, email: OptionalText });
export type CustomerShareData = Static<typeof CustomerShareData>;
/** react / unreact: a reaction (an emoji) put on or taken off another message of the conversation. */
export const ReactionData = Type.Object({ ...base, targetId: Type.String(), reaction: Type.String() });
export type ReactionData = Static<typeof ReactionData>;
/** Messenger recurring notifications: opt-in (start), opt-out (stop) or one sent; `title` the topic. */
export const RecurringNotificationData = Type.Object({
  ...base, frequency: Type.Optional(Type.Union([Type.Literal('daily'), Type.Literal('weekly'), Type.Literal('monthly')])),
});
export type RecurringNotificationData = Static<typeof RecurringNotificationData>;
export const NotifyEventKind = Type.Union([
  Type.Literal('follow'), Type.Literal('block'), Type.Literal('referral'), Type.Literal('lockStart'), Type.Literal('lockEnd'), Type.Literal('login'),
  // The message bot let go of the conversation (with `reason`, and the agent as `by` when one took it), or got it back (docs/message-bot.md).
  Type.Literal('botHandover'), Type.Literal('botHandback'),
  // An order of the customer changed (chatPay, docs/chat-pay.md "Order events"), with `order`.
  Type.Literal('orderPlaced'), Type.Literal('orderPaid'), Type.Literal('orderCancelled'), Type.Literal('orderExpired'), Type.Literal('orderShipped'),
  // An Uber Direct courier delivered the order (its status webhook).
  Type.Literal('orderDelivered'),
]);
export type NotifyEventKind = Static<typeof NotifyEventKind>;
export const ReferralSource = Type.Union([
  Type.Literal('ads'), Type.Literal('messengerCode'), Type.Literal('discoverTab'), Type.Literal('customerChatPlugin'),
]);
export type ReferralSource = Static<typeof ReferralSource>;
export const NotifyEventData = Type.Object({
  ...base, event: NotifyEventKind, referral: Type.Optional(Type.Object({ source: ReferralSource, ref: OptionalText })),
  /** botHandover: why (common/message-bot.ts BOT_HANDOVER_REASONS). */
  reason: Type.Optional(StringEnum(BOT_HANDOVER_REASONS)),
  /** botHandover and botHandback by an agent: who, as they were named then. */
  by: Type.Optional(Type.Object({ userId: Type.String(), name: Type.String() })),
  /** order…: the order, as it is shown ("#12"). */
  order: Type.Optional(Type.Object({ id: Type.String(), number: Type.String() })),
});
export type NotifyEventData = Static<typeof NotifyEventData>;
/** like heart, delete, unsupported: nothing but the base fields. */
export const EmptyData = MessageDataBase;
export type EmptyData = MessageDataBase;

/** Each content type (02 §3) and the shape of its `data`. */
export const ContentDataMap = Type.Object({
  text: TextData,
  image: MediaData,
  imageSet: ImageSetData,
  audio: MediaData,
  video: MediaData,
  file: MediaData,
  location: LocationData,
  template: TemplateData,
  lineSticker: LineStickerData,
  imagemap: ImagemapData,
  form: FormSubmissionData,
  share: ShareData,
  storyMention: StoryMentionData,
  likeHeart: EmptyData,
  delete: EmptyData,
  customerShare: CustomerShareData,
  unsupported: EmptyData,
  react: ReactionData,
  unreact: ReactionData,
  recurringNotificationStart: RecurringNotificationData,
  recurringNotificationStop: RecurringNotificationData,
  recurringNotificationSent: RecurringNotificationData,
  notifyEvent: NotifyEventData,
});
export type ContentDataMap = Static<typeof ContentDataMap>;
export type ContentType = keyof ContentDataMap;
export const ContentType = StringEnum(Object.keys(ContentDataMap.properties) as ContentType[]);
export type MessageData = ContentDataMap[ContentType];
/**
 * A message's `data` on the wire. Permissive on purpose: a stored message answers its data as it is
 * (every field of every content type, and any a channel adds); a union of the shapes above would let
 * the serializer pick the first shape that fits and drop the fields of the others.
 */
export const MessageData = Type.Unsafe<MessageData>(Type.Record(Type.String(), Type.Unknown()));
/** A content type with its data, type-checked together. */
export type MessageContent = { [K in ContentType]: { contentType: K; data: ContentDataMap[K] } }[ContentType];
/** What an agent can send with publishTemplate. */
export type OutboundContentType = 'text' | 'image' | 'audio' | 'video' | 'file' | 'location' | 'template';
export type OutboundContent = Extract<MessageContent, { contentType: OutboundContentType }>;

// ── What publishTemplate accepts: one `data` shape per outbound content type, with its limits ──

/** Media are http(s) URLs or files of this server (/files/{id}/{name}). */
const MediaUrl = Type.String({ minLength: 1, maxLength: 2000, pattern: '^(https?://|/files/)' });
const OutboundMedia = Type.Object({
  url: MediaUrl,
  previewUrl: Type.Optional(MediaUrl),
  fileName: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
  size: Type.Optional(Type.Integer({ minimum: 0 })),
  duration: Type.Optional(Type.Number({ minimum: 0 })),
  content: Type.Optional(Type.String({ maxLength: 5000 })),
});
const OutboundButton = Type.Object({
  type: Type.Enum(['share-link', 'url', 'phone', 'postback', 'location']),
  title: Type.String({ maxLength: CARD_LIMITS.buttonTitle }),
  data: Type.Optional(Type.String({ maxLength: 2000 })),
});
const OutboundCard = Type.Object({
  title: Type.String({ maxLength: CARD_LIMITS.whatsappTitle }),
  subtitle: Type.Optional(Type.String({ maxLength: CARD_LIMITS.subtitle })),
  imageUrl: Type.Optional(MediaUrl),
  buttons: Type.Array(OutboundButton, { maxItems: CARD_MAX_BUTTONS }),
});
const outboundData = {
  text: Type.Object({ content: Type.String({ minLength: 1, maxLength: TEXT_MESSAGE_MAX }) }),
  image: OutboundMedia,
  audio: OutboundMedia,
  video: OutboundMedia,
  file: Type.Object({ ...OutboundMedia.properties, fileName: Type.String({ minLength: 1, maxLength: 255 }) }),
  location: Type.Object({
    latitude: Type.Number({ minimum: -90, maximum: 90 }),
    longitude: Type.Number({ minimum: -180, maximum: 180 }),
    title: Type.Optional(Type.String({ maxLength: 200 })),
    address: Type.Optional(Type.String({ maxLength: 500 })),
  }),
  template: Type.Object({
    templateType: Type.Enum(['buttons', 'carousel', 'confirm']),
    elements: Type.Array(OutboundCard, { minItems: 1, maxItems: CAROUSEL_MAX_CARDS }),
    content: Type.Optional(Type.String({ maxLength: 400 })),
  }),
} satisfies Record<OutboundContentType, unknown>;

/** A WhatsApp message template filled in (common/contracts/whatsapp-templates.ts): a `template` whose templateType is 'whatsapp'. */
export type OutboundWhatsAppTemplate = { contentType: 'template'; data: WhatsAppTemplateSend };

/** A `template`'s data: a WhatsApp template when its templateType says so, else a card set. */
const templateData = {
  if: { type: 'object', properties: { templateType: { const: 'whatsapp' } }, required: ['templateType'] },
  // oxlint-disable-next-line unicorn/no-thenable -- JSON Schema's if/then/else keyword, not a promise
  then: WhatsAppTemplateSend,
  else: outboundData.template,
};

/**
 * `template` of publishTemplate: the content type, then the data shape of that type (JSON Schema's
 * if/then per type, so that a wrong field is named as it is: `body/template/data/url …`).
 */
export const OutboundTemplate = Type.Unsafe<OutboundContent | OutboundWhatsAppTemplate>(Type.Object({
  contentType: Type.Enum(OUTBOUND_CONTENT_TYPES),
  data: Type.Object({}),
}, {
  // `type: 'object'` on each branch: an answer's serializer (fast-json-stringify, strict) warns without it.
  allOf: OUTBOUND_CONTENT_TYPES.map((contentType) => ({
    if: { type: 'object', properties: { contentType: { const: contentType } } },
    // oxlint-disable-next-line unicorn/no-thenable -- JSON Schema's if/then/else keyword, not a promise
    then: { type: 'object', properties: { data: contentType === 'template' ? templateData : outboundData[contentType] } },
  })),
}));

/** POST /functions/getLineSticker: the image of a sticker by id. */
const StickerId = Type.String({ pattern: '^[0-9]{1,20}$' });
export const LineStickerRequest = Type.Object({ stickerId: StickerId, packageId: Type.Optional(StickerId) });
export type LineStickerRequest = Static<typeof LineStickerRequest>;
export const LineStickerResult = Type.Object({ stickerId: Type.String(), packageId: OptionalText, url: Type.String() });
export type LineStickerResult = Static<typeof LineStickerResult>;

export const StickerRoutes = {
  getLineSticker: { body: LineStickerRequest, response: { 200: FunctionResponse(LineStickerResult), ...errorAnswers } },
};
