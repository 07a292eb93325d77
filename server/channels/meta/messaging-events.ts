// The Messenger Platform's messaging webhook events (Messenger's object 'page' and Instagram's object
// 'instagram' share them: `entry[].messaging[]`) as stored events and inbound items. Each event has a
// stable id (the message's `mid` for messages and echoes, one made of the event's own fields for
// postbacks, reactions, deliveries and reads); a message with several attachments is one event per
// attachment, so each is stored once as its own message. What a message's content means is each
// platform's (`ContentOf`): Instagram has story mentions, likes and reels that Messenger has not.
import type { InboundItem, PlatformMedia } from '../inbound/items';

export interface MessagingAttachment {
  type?: string;
  payload?: { url?: string; title?: string } | null;
  title?: string;
  url?: string;
}

export interface MessagingMessage {
  mid?: string; text?: string; is_echo?: boolean; is_deleted?: boolean; metadata?: string;
  quick_reply?: { payload?: string }; attachments?: MessagingAttachment[];
  /** Instagram: the message answers one of the account's stories. */
  reply_to?: { mid?: string; story?: { url?: string; id?: string } };
}

export interface MessagingEvent {
  sender?: { id?: string };
  recipient?: { id?: string };
  timestamp?: number;
  message?: MessagingMessage;
  postback?: { mid?: string; title?: string; payload?: string };
  reaction?: { mid?: string; action?: string; reaction?: string; emoji?: string };
  delivery?: { mids?: string[]; watermark?: number };
  /** Messenger: everything before `watermark` was read; Instagram (messaging_seen): the message `mid` was seen. */
  read?: { watermark?: number; mid?: string };
}

/** A message's content as the platform means it: stored as it is, or media fetched into our storage. */
export type MessagingContent = Extract<InboundItem, { kind: 'message' }>['content'];
export type ContentOf = (message: MessagingMessage) => MessagingContent | undefined;

/** Our replies carry this metadata (their message id after it): their echoes are known as ours. */
export const OUR_METADATA_PREFIX = 'parley:';

/** The first of the texts that is a non-empty string. */
export const textOf = (...candidates: unknown[]) => candidates.find((value): value is string => typeof value === 'string' && value !== '');

const MEDIA_TYPES: Record<string, PlatformMedia['contentType']> = { image: 'image', video: 'video', audio: 'audio', file: 'file' };

/**
 * What Messenger and Instagram messages both hold: text (a quick reply as its payload), media fetched
 * into our storage, a shared link (or anything else with a URL) as a share, else a title as text.
 */
export function messagingContentOf(message: MessagingMessage): MessagingContent | undefined {
  const attachment = message.attachments?.[0];
  if (!attachment) {
    const content = textOf(message.quick_reply?.payload, message.text);
    return content ? { contentType: 'text', data: { content } } : undefined;
  }
  const url = textOf(attachment.payload?.url, attachment.url);
  const mediaType = attachment.type ? MEDIA_TYPES[attachment.type] : undefined;
  if (mediaType && url) return { media: { contentType: mediaType, contentId: url } };
  const text = textOf(message.text);
  if (url) return { contentType: 'share', data: { url, ...(text ? { content: text } : {}) } };
  const title = textOf(attachment.title, attachment.payload?.title, message.text);
  return title ? { contentType: 'text', data: { content: title } } : undefined;
}

/** The events of one entry, each with its id; undefined when the entry has no messaging events. */
export function messagingEventsOf(entry: unknown): { eventId: string; payload: unknown }[] | undefined {
  const messaging = (entry as { messaging?: unknown } | null)?.messaging;
  if (!Array.isArray(messaging)) return undefined;
  return (messaging as unknown[]).filter(isEvent).flatMap((event) => {
    const key = eventKeyOf(event);
    if (!key) return [];
    const attachments = Array.isArray(event.message?.attachments) ? event.message.attachments : [];
    if (attachments.length <= 1) return [{ eventId: key, payload: event }];
    return attachments.map((attachment, index) => ({
      eventId: index === 0 ? key : `${key}#${index}`,
      payload: { ...event, message: { ...event.message, mid: index === 0 ? event.message!.mid : `${event.message!.mid}#${index}`, attachments: [attachment] } },
    }));
  });
}

/** The message ids a delivery receipt names (strings only). */
const midsOf = (delivery: NonNullable<MessagingEvent['delivery']>) =>
  (Array.isArray(delivery.mids) ? delivery.mids.filter((mid): mid is string => typeof mid === 'string') : []);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An event whose parts are what Meta documents (objects, a string mid): anything else is skipped, never a 500. */
function isEvent(value: unknown): value is MessagingEvent {
  if (!isObject(value)) return false;
  const parts = ['sender', 'recipient', 'message', 'postback', 'reaction', 'delivery', 'read'].map((name) => value[name]);
  if (!parts.every((part) => part === undefined || isObject(part))) return false;
  const message = value.message as Record<string, unknown> | undefined;
  return message?.mid === undefined || typeof message.mid === 'string';
}

/** A postback's id: its mid, else (older events have none) its sender and time. */
const postbackIdOf = (event: MessagingEvent) => `postback:${event.postback?.mid ?? `${event.sender?.id}:${event.timestamp}`}`;

/** The event's stable id: the same on every redelivery of it. */
function eventKeyOf(event: MessagingEvent): string | undefined {
  const sender = event.sender?.id;
  if (event.message?.mid) return event.message.is_deleted ? `deleted:${event.message.mid}` : event.message.mid;
  if (event.postback) return postbackIdOf(event);
  if (event.reaction?.mid) return `reaction:${sender}:${event.reaction.mid}:${event.reaction.action}:${event.timestamp}`;
  if (event.delivery) return `delivery:${sender}:${event.delivery.watermark}:${midsOf(event.delivery).join(',')}`;
  if (event.read) return `read:${sender}:${event.read.watermark ?? event.read.mid}`;
  return undefined;
}

/** A time in ms as a date; none (0) when it is not a number. */
const dateOf = (ms: unknown) => new Date(typeof ms === 'number' && Number.isFinite(ms) ? ms : 0);

/** A read receipt: Messenger's watermark; Instagram's seen message, and with it all sent before it was seen. */
function readReceiptOf(event: MessagingEvent, customerId: string): InboundItem {
  const read = event.read!;
  const mid = typeof read.mid === 'string' ? read.mid : undefined;
  return { kind: 'receipt', customerId, state: 'read', messageIds: mid ? [mid] : [], watermark: dateOf(read.watermark ?? (mid ? event.timestamp : 0)) };
}

export function messagingInboundItem(event: MessagingEvent, contentOf: ContentOf): InboundItem {
  const customerId = event.message?.is_echo ? event.recipient?.id : event.sender?.id;
  if (!customerId) return { kind: 'ignored', reason: 'an event without its customer' };
  const at = new Date(event.timestamp ?? Date.now());
  const { message } = event;
  if (message?.mid) {
    if (message.is_deleted) return { kind: 'unsend', customerId, messageId: message.mid, at };
    // Our reply's echo names it, whatever it carried (a card's echo has nothing Parley shows).
    const ours = message.is_echo && typeof message.metadata === 'string' && message.metadata.startsWith(OUR_METADATA_PREFIX)
      ? message.metadata.slice(OUR_METADATA_PREFIX.length) : undefined;
    if (ours) return { kind: 'ours', ourMessageId: ours, messageId: message.mid };
    const content = contentOf(message);
    if (!content) return { kind: 'ignored', reason: 'a message with nothing Parley shows' };
    return { kind: message.is_echo ? 'echo' : 'message', customerId, messageId: message.mid, at, content };
  }
  if (event.postback) {
    // A tapped button of one of our cards, or the Get Started button: its payload is what the customer said.
    const content = textOf(event.postback.payload, event.postback.title);
    if (!content) return { kind: 'ignored', reason: 'a postback without a payload' };
    return { kind: 'message', customerId, messageId: postbackIdOf(event), at, content: { contentType: 'text', data: { content } } };
  }
  if (event.reaction?.mid) {
    const reaction = textOf(event.reaction.emoji, event.reaction.reaction) ?? '';
    return { kind: 'reaction', customerId, targetId: event.reaction.mid, reaction, removed: event.reaction.action === 'unreact', at };
  }
  if (event.delivery) {
    return { kind: 'receipt', customerId, state: 'delivered', messageIds: midsOf(event.delivery), watermark: dateOf(event.delivery.watermark) };
  }
  if (event.read) return readReceiptOf(event, customerId);
  return { kind: 'ignored', reason: 'an event type Parley does not use' };
}
