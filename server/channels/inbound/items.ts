// What a platform's webhook event means for Parley, whatever the platform: each adapter turns its
// events into these, and inbound/apply.ts stores them the same way for every channel.
import type { MessageContent } from '../../../common/contracts/message-data';

/** Media whose bytes the platform keeps: fetched through the adapter into our file storage. */
export interface PlatformMedia {
  contentType: 'image' | 'video' | 'audio' | 'file';
  /** The platform's handle for the bytes (LINE: the message id; Messenger: the attachment's URL). */
  contentId: string;
  fileName?: string;
  size?: number;
  /** Seconds. */
  duration?: number;
  /** What the customer wrote with it (WhatsApp's caption). */
  caption?: string;
}

/** The customer's name and picture as the platform gave them with the event (WhatsApp: the contact's profile name). */
export interface EventProfile {
  displayName: string;
  picture?: string;
}

export type InboundItem =
  /** A customer wrote: `messageId` is the platform's, so a redelivery stores nothing twice. */
  | { kind: 'message'; customerId: string; messageId: string; at: Date; content: MessageContent | { media: PlatformMedia }; replyToken?: string; profile?: EventProfile }
  /** The customer added the account as a friend (again), or blocked it. A follow may come with a reply token (LINE). */
  | { kind: 'follow' | 'unfollow'; customerId: string; at: Date; replyToken?: string }
  /** The customer took a message back. */
  | { kind: 'unsend'; customerId: string; messageId: string; at: Date }
  /** A message the account sent from the platform's own inbox (Messenger's echo), stored as the organization's. */
  | { kind: 'echo'; customerId: string; messageId: string; at: Date; content: MessageContent | { media: PlatformMedia } }
  /** Our own reply came back (its echo names it): it went, under the platform's `messageId`. */
  | { kind: 'ours'; ourMessageId: string; messageId: string }
  /**
   * The customer's app has (`delivered`) or showed (`read`) the account's messages: those named, and all
   * sent before `watermark`. `ourMessageId`: the receipt names our message by our id (WhatsApp's callback
   * data), so a reply whose answer was lost is known as sent first.
   */
  | { kind: 'receipt'; customerId: string; state: 'delivered' | 'read'; messageIds: string[]; watermark: Date; ourMessageId?: string }
  /** The platform says our reply did not reach the customer after all (by our id when it names it, else its own). */
  | { kind: 'undelivered'; ourMessageId?: string; messageId: string; error: string; detail?: string }
  /** Meta reviewed a message template of the account (WhatsApp): its new state, and why when it says. */
  | { kind: 'templateStatus'; waTemplateId: string; name?: string; language?: string; status: string; reason?: string }
  /** The customer put a reaction on a message (by the platform's id), or took it off. */
  | { kind: 'reaction'; customerId: string; targetId: string; reaction: string; removed: boolean; at: Date }
  /** Nothing to store (a group the bot joined, an event type Parley does not use); kept for the record. */
  | { kind: 'ignored'; reason: string };
