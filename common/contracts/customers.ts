// Customers as the inbox lists them (02 §3): each a TypeBox schema with its inferred type under the
// same name (docs/contracts.md). The Customer schema serializes every answer that carries a customer:
// each field toCustomer (server/messages/serialize.ts) writes is here, or it would not leave the server.
import { Type, type Static } from 'typebox';
import { InboxCategory, IsoTime, Platform, Pointer, SenderType, SortDescending } from './base';

/** A Parse date on the wire. */
export const ParseDate = Type.Object({ __type: Type.Literal('Date'), iso: IsoTime });
export type ParseDate = Static<typeof ParseDate>;

/** How many inbound messages wait unread, and when an agent last read the conversation (ISO time). */
export const LastRead = Type.Object({ badge: Type.Integer(), lastReadAt: Type.Optional(IsoTime) });
export type LastRead = Static<typeof LastRead>;

export const LastMessagePreview = Type.Object({
  objectId: Type.String(),
  contentType: Type.String(),
  text: Type.String(),
  senderType: SenderType,
  createdAt: IsoTime,
});
export type LastMessagePreview = Static<typeof LastMessagePreview>;

const OptionalText = Type.Optional(Type.String());

export const Customer = Type.Object({
  objectId: Type.String(),
  organization: Pointer('Organization'),
  /** The customer's id on its platform (for live chat: the visitor id). */
  customerId: Type.String(),
  platform: Platform,
  displayName: Type.String(),
  originalDisplayName: Type.String(),
  picture: OptionalText,
  inbox: Type.Array(InboxCategory),
  friendship: Type.Union([Type.Literal('follow'), Type.Literal('unfollow')]),
  tags: Type.Array(Type.String()),
  joinedAt: ParseDate,
  lastMessageAt: Type.Optional(ParseDate),
  lastInboundAt: Type.Optional(ParseDate),
  assignedAt: Type.Optional(ParseDate),
  /** The user (objectId) the customer is assigned to, if anyone (02 §7 assign). */
  assignee: OptionalText,
  /** Agents watch this customer (POST /customer/monitoring/update; docs/customer-profile.md). */
  isMonitoring: Type.Optional(Type.Boolean()),
  /** The connected account (Integration objectId) the customer writes to; absent for live chat. WhatsApp: its number's templates. */
  integrationId: OptionalText,
  /** The org role the customer is bound to (POST /functions/bind), and its name. */
  bind: OptionalText,
  bindName: OptionalText,
  customField1: OptionalText,
  customField2: OptionalText,
  customField3: OptionalText,
  /** Profile fields of 02 §3, when the channel or a form told us. */
  gender: OptionalText,
  birthday: OptionalText,
  cellPhone: OptionalText,
  email: OptionalText,
  nation: OptionalText,
  location: OptionalText,
  address: OptionalText,
  about: OptionalText,
  language: OptionalText,
  conversation: Type.Object({ objectId: Type.String(), lastMessage: Type.Optional(LastMessagePreview) }),
  lastRead: LastRead,
  createdAt: IsoTime,
  updatedAt: IsoTime,
});
export type Customer = Static<typeof Customer>;

/** The customer list's sort (02 §7): exactly one of its three time keys, descending. */
export const CustomerSort = Type.Object({
  lastMessageAt: Type.Optional(SortDescending),
  assignedAt: Type.Optional(SortDescending),
  lastInboundAt: Type.Optional(SortDescending),
}, { minProperties: 1, maxProperties: 1, additionalProperties: false });
export type CustomerSort = Static<typeof CustomerSort>;
