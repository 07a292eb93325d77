// Message content (02 §3 Content types; rules in common/message-content.ts; docs/messages.md).

/** Fields of 02 §3 Message.data that any content type may carry. */
export interface MessageDataBase {
  /** The text of a text message; a caption or alternative text elsewhere. */
  content?: string;
  event?: string;
  templateType?: string;
  title?: string;
  originalDisplayName?: string;
}
export interface TextData extends MessageDataBase { content: string }
/** image, audio, video, file: an http(s) URL (or a /files/ path of this server). */
export interface MediaData extends MessageDataBase {
  url: string;
  /** A still image of a video, or a smaller copy of an image. */
  previewUrl?: string;
  fileName?: string;
  /** Bytes. */
  size?: number;
  /** Seconds (audio, video). */
  duration?: number;
}
export interface ImageSetData extends MessageDataBase { images: { url: string; previewUrl?: string }[] }
/** `title` is the place's name. */
export interface LocationData extends MessageDataBase { latitude: number; longitude: number; address?: string }
export type TemplateButtonType = 'share-link' | 'url' | 'phone' | 'postback' | 'location';
/** `data`: the URL (url, share-link), the +number (phone) or the postback payload. */
export interface TemplateButton { type: TemplateButtonType; title: string; data?: string }
export interface TemplateCard { title: string; subtitle?: string; imageUrl?: string; buttons: TemplateButton[] }
/** One card with buttons, a carousel of cards, or a confirm (a title and two buttons); `content` is the alt text. */
export interface TemplateData extends MessageDataBase { templateType: 'buttons' | 'carousel' | 'confirm'; elements: TemplateCard[] }
/** A LINE sticker; `url` is its image when the channel gave one (else LINE's public image of the id). */
export interface LineStickerData extends MessageDataBase { packageId: string; stickerId: string; url?: string }
/** POST /functions/getLineSticker: the image of a sticker by id. */
export interface LineStickerRequest { stickerId: string; packageId?: string }
export interface LineStickerResult { stickerId: string; packageId?: string; url: string }
export interface ImagemapAction { type: 'url' | 'message'; label?: string; data: string }
/** A LINE imagemap: one image whose areas are links or messages; `content` is the alt text. */
export interface ImagemapData extends MessageDataBase { imageUrl: string; actions: ImagemapAction[] }
/** A form the customer filled in (`title` the form's name). */
export interface FormSubmissionData extends MessageDataBase { fields: { label: string; value: string }[] }
/** A post or page the customer shared. */
export interface ShareData extends MessageDataBase { url: string }
/** The customer mentioned the business in an Instagram story (the story may have expired). */
export interface StoryMentionData extends MessageDataBase { url: string }
/** A contact card the customer shared. */
export interface CustomerShareData extends MessageDataBase { displayName: string; phone?: string; email?: string }
/** react / unreact: a reaction (an emoji) put on or taken off another message of the conversation. */
export interface ReactionData extends MessageDataBase { targetId: string; reaction: string }
/** Messenger recurring notifications: opt-in (start), opt-out (stop) or one sent; `title` the topic. */
export interface RecurringNotificationData extends MessageDataBase { frequency?: 'daily' | 'weekly' | 'monthly' }
export type NotifyEventKind = 'follow' | 'block' | 'referral' | 'lockStart' | 'lockEnd' | 'login';
export type ReferralSource = 'ads' | 'messengerCode' | 'discoverTab' | 'customerChatPlugin';
export interface NotifyEventData extends MessageDataBase { event: NotifyEventKind; referral?: { source: ReferralSource; ref?: string } }
/** like heart, delete, unsupported: nothing but the base fields. */
export type EmptyData = MessageDataBase;

/** Each content type (02 §3) and the shape of its `data`. */
export interface ContentDataMap {
  text: TextData;
  image: MediaData;
  imageSet: ImageSetData;
  audio: MediaData;
  video: MediaData;
  file: MediaData;
  location: LocationData;
  template: TemplateData;
  lineSticker: LineStickerData;
  imagemap: ImagemapData;
  form: FormSubmissionData;
  share: ShareData;
  storyMention: StoryMentionData;
  likeHeart: EmptyData;
  delete: EmptyData;
  customerShare: CustomerShareData;
  unsupported: EmptyData;
  react: ReactionData;
  unreact: ReactionData;
  recurringNotificationStart: RecurringNotificationData;
  recurringNotificationStop: RecurringNotificationData;
  recurringNotificationSent: RecurringNotificationData;
  notifyEvent: NotifyEventData;
}
export type ContentType = keyof ContentDataMap;
export type MessageData = ContentDataMap[ContentType];
/** A content type with its data, type-checked together. */
export type MessageContent = { [K in ContentType]: { contentType: K; data: ContentDataMap[K] } }[ContentType];
/** What an agent can send with publishTemplate. */
export type OutboundContentType = 'text' | 'image' | 'audio' | 'video' | 'file' | 'location' | 'template';
export type OutboundContent = Extract<MessageContent, { contentType: OutboundContentType }>;
