// LINE webhook events (Messaging API) as Parley's inbound items: messages of a user (text, image,
// video, audio, file, location, sticker), postbacks (a tapped card button), follow and unfollow, unsend.
// Events of groups and rooms (join, leave, members joining and leaving among them), and types Parley
// does not use, are recorded as ignored.
import type { webhook } from '@line/bot-sdk';
import type { InboundItem } from '../inbound/items';

function messageItem(userId: string, at: Date, message: webhook.MessageContent, replyToken: string | undefined): InboundItem {
  const base = { kind: 'message' as const, customerId: userId, messageId: message.id, at, ...(replyToken ? { replyToken } : {}) };
  switch (message.type) {
    case 'text':
      return { ...base, content: { contentType: 'text', data: { content: message.text } } };
    case 'sticker':
      return { ...base, content: { contentType: 'lineSticker', data: { packageId: message.packageId, stickerId: message.stickerId } } };
    case 'location':
      return {
        ...base,
        content: { contentType: 'location', data: { latitude: message.latitude, longitude: message.longitude, address: message.address, title: message.title } },
      };
    case 'image':
      return { ...base, content: { media: { contentType: 'image', contentId: message.id } } };
    case 'video':
      return { ...base, content: { media: { contentType: 'video', contentId: message.id, ...durationOf(message.duration) } } };
    case 'audio':
      return { ...base, content: { media: { contentType: 'audio', contentId: message.id, ...durationOf(message.duration) } } };
    case 'file':
      return { ...base, content: { media: { contentType: 'file', contentId: message.id, fileName: message.fileName, size: message.fileSize } } };
    default:
      // A type newer than this SDK's list.
      return { kind: 'ignored', reason: `message type ${(message as { type: string }).type}` };
  }
}

/** LINE gives durations in milliseconds. */
const durationOf = (milliseconds: number | undefined) => (milliseconds === undefined ? {} : { duration: milliseconds / 1000 });

const GROUPS_NOT_HANDLED = 'group chats are not handled: Parley answers one-to-one chats';

export function lineInboundItem(event: webhook.Event): InboundItem {
  const source = 'source' in event ? event.source : undefined;
  if (source?.type === 'group' || source?.type === 'room') return { kind: 'ignored', reason: GROUPS_NOT_HANDLED };
  if (source?.type !== 'user' || !source.userId) return { kind: 'ignored', reason: `${event.type} from a ${source?.type ?? 'unknown source'}` };
  const at = new Date(event.timestamp);
  switch (event.type) {
    case 'message':
      return messageItem(source.userId, at, event.message, event.replyToken);
    case 'follow':
      return { kind: 'follow', customerId: source.userId, at, ...(event.replyToken ? { replyToken: event.replyToken } : {}) };
    case 'unfollow':
      return { kind: 'unfollow', customerId: source.userId, at };
    case 'postback':
      // The customer tapped a postback button of one of our cards: LINE shows its title in the chat
      // and brings us its data, which is what the customer said. A postback has no message id: its
      // event's id, the same on a redelivery, stands for one.
      return {
        kind: 'message', customerId: source.userId, messageId: event.webhookEventId, at,
        content: { contentType: 'text', data: { content: event.postback.data } }, ...(event.replyToken ? { replyToken: event.replyToken } : {}),
      };
    case 'unsend':
      return { kind: 'unsend', customerId: source.userId, messageId: event.unsend.messageId, at };
    default:
      return { kind: 'ignored', reason: `event type ${event.type}` };
  }
}
