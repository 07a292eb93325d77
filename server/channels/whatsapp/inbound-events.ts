// WhatsApp webhook entries (object 'whatsapp_business_account') as Parley's inbound items. An entry is
// the Business Account; each `messages` change names its phone number (value.metadata.phone_number_id),
// so an entry is split by number first (entryAccountsOf), then each message, status and template review
// is one stored event with a stable id: the message's wamid, the status's wamid and state, the
// template's id, state and time.
import type { InboundItem, PlatformMedia } from '../inbound/items';
import { deliveryErrorOf } from './whatsapp-errors';

interface Media { id?: string; mime_type?: string; caption?: string; filename?: string }
interface Contact { name?: { formatted_name?: string }; phones?: { phone?: string; wa_id?: string }[]; emails?: { email?: string }[] }

export interface WhatsAppMessage {
  from?: string;
  id?: string;
  timestamp?: string;
  type?: string;
  text?: { body?: string };
  image?: Media; audio?: Media; video?: Media; document?: Media; sticker?: Media;
  location?: { latitude?: number; longitude?: number; name?: string; address?: string };
  contacts?: Contact[];
  interactive?: { type?: string; button_reply?: { id?: string; title?: string }; list_reply?: { id?: string; title?: string } };
  button?: { text?: string; payload?: string };
  reaction?: { message_id?: string; emoji?: string };
}

export interface WhatsAppStatus {
  id?: string;
  status?: string;
  timestamp?: string;
  recipient_id?: string;
  biz_opaque_callback_data?: string;
  errors?: { code?: number; title?: string; message?: string; error_data?: { details?: string } }[];
}

interface TemplateReview {
  event?: string;
  message_template_id?: number | string;
  message_template_name?: string;
  message_template_language?: string;
  reason?: string;
}

/** What one stored event holds: a message with its sender's profile name, a status, or a template's review. */
export type WhatsAppEvent =
  | { message: WhatsAppMessage; profileName?: string }
  | { status: WhatsAppStatus }
  | { templateReview: TemplateReview };

interface Change { field?: unknown; value?: unknown }
interface MessagesValue {
  metadata?: { phone_number_id?: unknown };
  contacts?: { wa_id?: string; profile?: { name?: string } }[];
  messages?: unknown[];
  statuses?: unknown[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const changesOf = (entry: unknown): Change[] => (isObject(entry) && Array.isArray(entry.changes) ? entry.changes.filter(isObject) : []);
const phoneNumberOf = (change: Change) => {
  const id = isObject(change.value) && isObject(change.value.metadata) ? change.value.metadata.phone_number_id : undefined;
  return typeof id === 'string' ? id : undefined;
};

/**
 * The entry's changes by the account they are for: `messages` changes by their phone number; template
 * reviews (`message_template_status_update`) are the Business Account's, for every number of it.
 */
export function whatsAppEntryAccounts(entry: unknown): { account: string; entry: unknown; byParent?: true }[] {
  const { id, time } = entry as { id: string; time?: unknown };
  const byNumber = new Map<string, Change[]>();
  const reviews: Change[] = [];
  for (const change of changesOf(entry)) {
    const number = change.field === 'messages' ? phoneNumberOf(change) : undefined;
    if (number) byNumber.set(number, [...(byNumber.get(number) ?? []), change]);
    else if (change.field === 'message_template_status_update') reviews.push(change);
  }
  return [
    ...[...byNumber].map(([account, changes]) => ({ account, entry: { id, time, changes } })),
    ...(reviews.length > 0 ? [{ account: id, entry: { id, time, changes: reviews }, byParent: true as const }] : []),
  ];
}

/** The events of one account's part of an entry, each with its id; undefined when it is not WhatsApp's. */
export function whatsAppEventsOf(entry: unknown): { eventId: string; payload: WhatsAppEvent }[] | undefined {
  if (!isObject(entry) || !Array.isArray(entry.changes)) return undefined;
  return changesOf(entry).flatMap((change) => {
    if (!isObject(change.value)) return [];
    if (change.field === 'message_template_status_update') return templateReviewEvents(change.value as TemplateReview, entry.time);
    if (change.field !== 'messages') return [];
    const value = change.value as MessagesValue;
    const contacts = (Array.isArray(value.contacts) ? value.contacts : []).filter(isObject) as NonNullable<MessagesValue['contacts']>;
    const names = new Map(contacts.map((contact) => [contact.wa_id, contact.profile?.name] as const));
    const messages = (Array.isArray(value.messages) ? value.messages : []).filter(isObject) as WhatsAppMessage[];
    const statuses = (Array.isArray(value.statuses) ? value.statuses : []).filter(isObject) as WhatsAppStatus[];
    return [
      ...messages.filter((message) => typeof message.id === 'string').flatMap((message) => messageEvents(message, names.get(message.from))),
      ...statuses.filter((status) => typeof status.id === 'string' && typeof status.status === 'string')
        .map((status) => ({ eventId: `status:${status.id}:${status.status}`, payload: { status } })),
    ];
  });
}

function templateReviewEvents(review: TemplateReview, time: unknown): { eventId: string; payload: WhatsAppEvent }[] {
  const id = review.message_template_id;
  if ((typeof id !== 'string' && typeof id !== 'number') || typeof review.event !== 'string') return [];
  // The same state may come again later (approved, paused, approved): the entry's time tells them apart,
  // else the time it came (a redelivery then applies the same state twice, which changes nothing).
  return [{ eventId: `template:${id}:${review.event}:${typeof time === 'number' ? time : Date.now()}`, payload: { templateReview: review } }];
}

/** A message of several shared contacts is one event each (`wamid#n`), so each is stored once. */
function messageEvents(message: WhatsAppMessage, profileName: string | undefined): { eventId: string; payload: WhatsAppEvent }[] {
  const name = typeof profileName === 'string' && profileName !== '' ? { profileName } : {};
  const contacts = message.type === 'contacts' && Array.isArray(message.contacts) ? message.contacts : [];
  if (contacts.length <= 1) return [{ eventId: message.id!, payload: { message, ...name } }];
  return contacts.map((contact, index) => {
    const id = index === 0 ? message.id! : `${message.id}#${index}`;
    return { eventId: id, payload: { message: { ...message, id, contacts: [contact] }, ...name } };
  });
}

type Content = Extract<InboundItem, { kind: 'message' }>['content'];

const MEDIA_TYPES: Record<string, PlatformMedia['contentType']> = { image: 'image', sticker: 'image', video: 'video', audio: 'audio', document: 'file' };

/** The first of the texts that is a non-empty string. */
const textOf = (...candidates: unknown[]) => candidates.find((value): value is string => typeof value === 'string' && value !== '');

function contentOf(message: WhatsAppMessage): Content {
  const type = message.type ?? '';
  const mediaType = Object.hasOwn(MEDIA_TYPES, type) ? MEDIA_TYPES[type] : undefined;
  const media = (message as Record<string, unknown>)[type] as Media | undefined;
  if (mediaType && typeof media?.id === 'string') {
    const caption = textOf(media.caption);
    const fileName = textOf(media.filename);
    return { media: { contentType: mediaType, contentId: media.id, ...(caption ? { caption } : {}), ...(fileName ? { fileName } : {}) } };
  }
  const text = type === 'text' ? textOf(message.text?.body)
    // A tapped reply button or list row of our interactive message: its id is what we gave it (a card button's data).
    : type === 'interactive' ? textOf(message.interactive?.button_reply?.id, message.interactive?.button_reply?.title, message.interactive?.list_reply?.id, message.interactive?.list_reply?.title)
    // A template's quick-reply button.
    : type === 'button' ? textOf(message.button?.payload, message.button?.text) : undefined;
  if (text) return { contentType: 'text', data: { content: text } };
  const { location } = message;
  if (type === 'location' && typeof location?.latitude === 'number' && typeof location.longitude === 'number') {
    const title = textOf(location.name);
    const address = textOf(location.address);
    return { contentType: 'location', data: { latitude: location.latitude, longitude: location.longitude, ...(title ? { title } : {}), ...(address ? { address } : {}) } };
  }
  const contact = type === 'contacts' ? message.contacts?.[0] : undefined;
  const phone = textOf(contact?.phones?.[0]?.phone, contact?.phones?.[0]?.wa_id);
  const email = textOf(contact?.emails?.[0]?.email);
  const displayName = textOf(contact?.name?.formatted_name, phone, email);
  if (displayName) return { contentType: 'customerShare', data: { displayName, ...(phone ? { phone } : {}), ...(email ? { email } : {}) } };
  // Anything else (an order, a type WhatsApp added later): the agent sees that something came.
  return { contentType: 'unsupported', data: {} };
}

/** WhatsApp's times are seconds since the epoch, as text. */
const timeOf = (timestamp: unknown) => {
  const seconds = Number(timestamp);
  return Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date();
};

function statusItem(status: WhatsAppStatus): InboundItem {
  const ourMessageId = textOf(status.biz_opaque_callback_data);
  const ours = ourMessageId ? { ourMessageId } : {};
  const messageId = status.id!;
  switch (status.status) {
    case 'sent':
      return ourMessageId ? { kind: 'ours', ourMessageId, messageId } : { kind: 'ignored', reason: 'a message sent from elsewhere' };
    case 'delivered':
    case 'read':
      if (!textOf(status.recipient_id)) return { kind: 'ignored', reason: 'a status without its recipient' };
      return { kind: 'receipt', customerId: status.recipient_id!, state: status.status, messageIds: [messageId], watermark: new Date(0), ...ours };
    case 'failed': {
      const error = Array.isArray(status.errors) ? status.errors[0] : undefined;
      const detail = textOf(error?.error_data?.details, error?.message, error?.title);
      return { kind: 'undelivered', messageId, error: deliveryErrorOf(typeof error?.code === 'number' ? error.code : undefined), ...(detail ? { detail } : {}), ...ours };
    }
    default:
      return { kind: 'ignored', reason: `a status Parley does not use (${status.status})` };
  }
}

export function whatsAppInboundItem(event: WhatsAppEvent): InboundItem {
  if ('status' in event) return statusItem(event.status);
  if ('templateReview' in event) {
    const review = event.templateReview;
    return {
      kind: 'templateStatus',
      waTemplateId: String(review.message_template_id),
      status: review.event!,
      ...(textOf(review.message_template_name) ? { name: review.message_template_name } : {}),
      ...(textOf(review.message_template_language) ? { language: review.message_template_language } : {}),
      ...(textOf(review.reason) && review.reason !== 'NONE' ? { reason: review.reason } : {}),
    };
  }
  const { message } = event;
  if (!textOf(message.from)) return { kind: 'ignored', reason: 'a message without its sender' };
  const at = timeOf(message.timestamp);
  const profile = event.profileName ? { profile: { displayName: event.profileName } } : {};
  if (message.type === 'reaction') {
    const targetId = textOf(message.reaction?.message_id);
    if (!targetId) return { kind: 'ignored', reason: 'a reaction without its message' };
    // An empty emoji takes the reaction off.
    const emoji = textOf(message.reaction?.emoji);
    return { kind: 'reaction', customerId: message.from!, targetId, reaction: emoji ?? '', removed: !emoji, at };
  }
  return { kind: 'message', customerId: message.from!, messageId: message.id!, at, content: contentOf(message), ...profile };
}
