// Messages: the stored message, a conversation's page, sending (02 §3, §7; docs/messages.md).
import type { ParsePointer } from '../parse';
import type { Platform, SenderType } from './base';
import type { ContentType, MessageData, OutboundContent } from './message-data';

export interface Message {
  objectId: string;
  organization: ParsePointer<'Organization'>;
  conversation: ParsePointer<'Conversation'>;
  customer: ParsePointer<'Customer'>;
  platform: Platform;
  contentType: ContentType;
  data: MessageData;
  /** 'send' for messages from the organization to the customer, 'receive' for inbound. */
  sendType: 'send' | 'receive';
  senderType: SenderType;
  sender: { objectId: string; className: SenderType };
  profile?: { firstName?: string; displayName?: string; picture?: string };
  receiptId?: string;
  /** The Facebook or WhatsApp message tag a reply went out with (publishTemplate options.fbMessengerTag). */
  messageTag?: string;
  error?: string;
  createdAt: string;
  updatedAt: string;
}

/** POST /functions/findMessageV3 — a conversation's messages, newest first. */
export interface FindMessageRequest {
  orgId: string;
  where: { conversation: string; before?: string };
  options?: { limit?: number };
}
export interface FindMessageResult { messages: Message[] }

/** POST /functions/publishTemplate — send a message; `receiptId` is the idempotency key. */
export interface PublishTemplateRequest {
  orgId: string;
  conversation: string;
  receiptId: string;
  template: OutboundContent;
  options?: { fbMessengerTag?: string };
}
/** The stored message (the same one for a repeated receiptId). */
export type PublishTemplateResult = Message;
