// Messenger webhook entries (object 'page') as Parley's inbound items: a messaging event per stored
// event, with a stable id (the message's `mid` for messages and echoes, one made of the event's own
// fields for postbacks, reactions, deliveries and reads). A message with several attachments is one
// event per attachment, so each is stored once as its own message.
import type { InboundItem, PlatformMedia } from '../inbound/items';

interface Attachment {
  type?: string;
  payload?: { url?: string; title?: string } | null;
  title?: string;
  url?: string;
}

export interface MessengerEvent {
  sender?: { id?: string };
  recipient?: { id?: string };
  timestamp?: number;
  message?: {
    mid?: string; text?: string; is_echo?: boolean; is_deleted?: boolean; metadata?: string;
    quick_reply?: { payload?: string }; attachments?: Attachment[];
  };
  postback?: { mid?: string; title?: string; payload?: string };
  reaction?: { mid?: string; action?: string; reaction?: string; emoji?: string };
  delivery?: { mids?: string[]; watermark?: number };
  read?: { watermark?: number };
}

/** Our replies carry this metadata (their message id after it): their echoes are known as ours. */
export const OUR_METADATA_PREFIX = 'parley:';

const MEDIA_TYPES: Record<string, PlatformMedia['contentType']> = { image: 'image', video: 'video', audio: 'audio', file: 'file' };

/** The events of one entry, each with its id; undefined when the entry is not Messenger's. */
export function messengerEventsOf(entry: unknown): { eventId: string; payload: unknown }[] | undefined {
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
const midsOf = (delivery: NonNullable<MessengerEvent['delivery']>) =>
  (Array.isArray(delivery.mids) ? delivery.mids.filter((mid): mid is string => typeof mid === 'string') : []);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An event whose parts are what Meta documents (objects, a string mid): anything else is skipped, never a 500. */
function isEvent(value: unknown): value is MessengerEvent {
  if (!isObject(value)) return false;
  const parts = ['sender', 'recipient', 'message', 'postback', 'reaction', 'delivery', 'read'].map((name) => value[name]);
  if (!parts.every((part) => part === undefined || isObject(part))) return false;
  const message = value.message as Record<string, unknown> | undefined;
  return message?.mid === undefined || typeof message.mid === 'string';
}

/** A postback's id: its mid, else (older events have none) its sender and time. */
const postbackIdOf = (event: MessengerEvent) => `postback:${event.postback?.mid ?? `${event.sender?.id}:${event.timestamp}`}`;

/** The event's stable id: the same on every redelivery of it. */
function eventKeyOf(event: MessengerEvent): string | undefined {
  const sender = event.sender?.id;
  if (event.message?.mid) return event.message.is_deleted ? `deleted:${event.message.mid}` : event.message.mid;
  if (event.postback) return postbackIdOf(event);
  if (event.reaction?.mid) return `reaction:${sender}:${event.reaction.mid}:${event.reaction.action}:${event.timestamp}`;
  if (event.delivery) return `delivery:${sender}:${event.delivery.watermark}:${midsOf(event.delivery).join(',')}`;
  if (event.read) return `read:${sender}:${event.read.watermark}`;
  return undefined;
}

type Content = Extract<InboundItem, { kind: 'message' }>['content'];

function contentOf(message: NonNullable<MessengerEvent['message']>): Content | undefined {
  const attachment = message.attachments?.[0];
  if (!attachment) {
    const content = textOf(message.quick_reply?.payload, message.text);
    return content ? { contentType: 'text', data: { content } } : undefined;
  }
  const url = textOf(attachment.payload?.url, attachment.url);
  const mediaType = attachment.type ? MEDIA_TYPES[attachment.type] : undefined;
  if (mediaType && url) return { media: { contentType: mediaType, contentId: url } };
  // A shared link (fallback) or anything else with a URL: a share; else its title as text.
  const text = textOf(message.text);
  if (url) return { contentType: 'share', data: { url, ...(text ? { content: text } : {}) } };
  const title = textOf(attachment.title, attachment.payload?.title, message.text);
  return title ? { contentType: 'text', data: { content: title } } : undefined;
}

/** A receipt's watermark (ms): everything sent before it; none (0) when it is not a number. */
const watermarkOf = (watermark: unknown) => new Date(typeof watermark === 'number' && Number.isFinite(watermark) ? watermark : 0);

/** The first of the texts that is a non-empty string. */
const textOf = (...candidates: unknown[]) => candidates.find((value): value is string => typeof value === 'string' && value !== '');

export function messengerInboundItem(event: MessengerEvent): InboundItem {
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
    return { kind: 'receipt', customerId, state: 'delivered', messageIds: midsOf(event.delivery), watermark: watermarkOf(event.delivery.watermark) };
  }
  if (event.read) return { kind: 'receipt', customerId, state: 'read', messageIds: [], watermark: watermarkOf(event.read.watermark) };
  return { kind: 'ignored', reason: 'an event type Parley does not use' };
}
