// Messages: the stored message, a conversation's page, sending (02 §3, §7; docs/messages.md): each a
// TypeBox schema with its inferred type under the same name, and the routes' schemas (docs/contracts.md).
// The Message schema serializes every answer that carries a message: each field toMessage
// (server/messages/serialize.ts) writes is here, or it would not leave the server.
import { Type, type Static } from 'typebox';
import { MESSAGE_TAGS } from '../customer-profile';
import { errorAnswers, FunctionResponse, Id, IsoTime, Platform, Pointer, SenderType } from './base';
import { Const, StringEnum } from './keywords';
import { ContentType, MessageData, OutboundTemplate } from './message-data';

const OptionalText = Type.Optional(Type.String());

/**
 * DELIVERY_STATES: sending to the platform, accepted by it, or refused (with its error); then, where
 * the platform tells (Messenger's receipts), on the customer's device and seen.
 */
export const DELIVERY_STATES = ['pending', 'sent', 'failed', 'delivered', 'read'] as const;
/**
 * How a reply on a connected platform (LINE, …) went: the server sends it from a durable job after
 * storing it. Live-chat replies have none (the visitor's socket gets them).
 */
export const MessageDelivery = Type.Object({
  state: StringEnum(DELIVERY_STATES),
  /** Error key when failed (01 §8: platform errors), and the platform's own words. */
  error: OptionalText,
  detail: OptionalText,
});
export type MessageDelivery = Static<typeof MessageDelivery>;

export const Message = Type.Object({
  objectId: Type.String(),
  organization: Pointer('Organization'),
  conversation: Pointer('Conversation'),
  customer: Pointer('Customer'),
  platform: Platform,
  contentType: ContentType,
  /** Every field of the content type's data (message-data.ts MessageData: permissive on the wire). */
  data: MessageData,
  /** 'send' for messages from the organization to the customer, 'receive' for inbound. */
  sendType: Type.Union([Type.Literal('send'), Type.Literal('receive')]),
  senderType: SenderType,
  sender: Type.Object({ objectId: Type.String(), className: SenderType }),
  profile: Type.Optional(Type.Object({ firstName: OptionalText, displayName: OptionalText, picture: OptionalText })),
  receiptId: OptionalText,
  /** The Facebook or WhatsApp message tag a reply went out with (publishTemplate options.fbMessengerTag). */
  messageTag: OptionalText,
  error: OptionalText,
  delivery: Type.Optional(MessageDelivery),
  createdAt: IsoTime,
  updatedAt: IsoTime,
});
export type Message = Static<typeof Message>;

/**
 * POST /functions/findMessageV3 — a conversation's messages, newest first. (Without a conversation
 * the same call is the message search: search.ts, whose SearchRoutes.findMessages validates both.)
 */
export const FindMessageRequest = Type.Object({
  orgId: Id,
  where: Type.Object({ conversation: Type.String({ minLength: 1 }), before: Type.Optional(Type.String({ format: 'date-time' })) }),
  options: Type.Optional(Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })) })),
});
export type FindMessageRequest = Static<typeof FindMessageRequest>;
export const FindMessageResult = Type.Object({ messages: Type.Array(Message) });
export type FindMessageResult = Static<typeof FindMessageResult>;

/** POST /functions/publishTemplate — send a message; `receiptId` is the idempotency key. */
export const PublishTemplateRequest = Type.Object({
  orgId: Type.Optional(Id),
  conversation: Type.String({ minLength: 1 }),
  receiptId: Type.String({ minLength: 1, maxLength: 200 }),
  template: OutboundTemplate,
  options: Type.Optional(Type.Object({ fbMessengerTag: Type.Optional(StringEnum(MESSAGE_TAGS)) })),
});
export type PublishTemplateRequest = Static<typeof PublishTemplateRequest>;
/** The stored message (the same one for a repeated receiptId). */
export const PublishTemplateResult = Message;
export type PublishTemplateResult = Message;

/** POST /classes/Message/{id} with `_method: 'DELETE'` — delete a message; answers `{}`. */
export const MessageDeleteRequest = Type.Object({ _method: Const('DELETE') });
export type MessageDeleteRequest = Static<typeof MessageDeleteRequest>;

/** The routes' schemas: what each validates and answers. */
/** POST /functions/resendDelivery — send again a reply its platform refused (delivery failed). */
export const ResendDeliveryRequest = Type.Object({ orgId: Type.Optional(Id), messageId: Id });
export type ResendDeliveryRequest = Static<typeof ResendDeliveryRequest>;

export const MessageRoutes = {
  publishTemplate: { body: PublishTemplateRequest, response: { 200: FunctionResponse(PublishTemplateResult), ...errorAnswers } },
  delete: {
    params: Type.Object({ id: Type.String({ minLength: 1 }) }),
    body: MessageDeleteRequest,
    response: { 200: Type.Object({}), ...errorAnswers },
  },
  resendDelivery: { body: ResendDeliveryRequest, response: { 200: FunctionResponse(Message), ...errorAnswers } },
};
