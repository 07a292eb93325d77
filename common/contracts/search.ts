// The customer and message searches (02 §7; docs/search.md; server/search): each request and answer as
// a TypeBox schema with its inferred type under the same name, and the routes' schemas
// (docs/contracts.md). Unknown `where` fields are refused by the query builders (server/search).
import { INBOX_CATEGORIES, PLATFORMS, SENDER_TYPES } from '../enums';
import { Type, type Static, type TSchema } from 'typebox';
import { SEARCH_KEYWORD_MAX } from '../customer-search';
import { BeforeCursor, errorAnswers, FunctionResponse, Id, InboxCategory, SortDescending } from './base';
import { Customer, CustomerSort } from './customers';
import { Message } from './messages';

export { BeforeCursor };

/** Largest page, and the most ids one $in may list. */
export const SEARCH_MAX_PAGE = 100;

const DateTime = Type.String({ format: 'date-time' });
const SearchText = Type.String({ maxLength: SEARCH_KEYWORD_MAX });
/** Any of a list (at most a page of it). */
const InList = <T extends TSchema>(item: T) => Type.Object({ $in: Type.Array(item, { maxItems: SEARCH_MAX_PAGE }) });
/** One value, or any of a list. */
export const OneOrIn = <T extends TSchema>(item: T) => Type.Union([item, InList(item)]);
export type OneOrIn<T> = T | { $in: T[] };
const TimeRange = Type.Object({ $gte: Type.Optional(DateTime), $lte: Type.Optional(DateTime) });
const Tag = Type.String({ minLength: 1, maxLength: 100 });
const TagList = Type.Optional(Type.Array(Tag, { maxItems: SEARCH_MAX_PAGE }));
const TagsInNin = Type.Object({ $in: TagList, $nin: TagList });
const Paging = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: SEARCH_MAX_PAGE })),
  skip: Type.Optional(Type.Integer({ minimum: 0 })),
  count: Type.Optional(Type.Boolean()),
};

export type CustomerSortKey = keyof CustomerSort;

/**
 * The customer list query (02 §7) of POST /functions/findCustomerV3 and /functions/getCustomersV3.
 * A before-cursor needs `options.sort` on the same key (error/sort-param-is-required).
 */
export const CustomerListWhere = Type.Object({
  objectId: Type.Optional(OneOrIn(Id)),
  /** The customer's id on its platform. */
  customerId: Type.Optional(OneOrIn(Id)),
  /** The conversation's objectId. */
  conversation: Type.Optional(OneOrIn(Id)),
  cellPhone: Type.Optional(SearchText),
  email: Type.Optional(SearchText),
  platform: Type.Optional(InList(Type.Enum([...PLATFORMS]))),
  /** Name search: exact (fullMode) or case-insensitive contains (containMode), by Organization.customerSearchMode. */
  nameSearch: Type.Optional(SearchText),
  lastMessageAt: Type.Optional(BeforeCursor),
  assignedAt: Type.Optional(BeforeCursor),
  lastInboundAt: Type.Optional(BeforeCursor),
  /** Customers with a message in this time range. */
  message: Type.Optional(Type.Object({ _created_at: TimeRange })),
  inbox: Type.Optional(InboxCategory),
  tags: Type.Optional(TagsInNin),
});
export type CustomerListWhere = Static<typeof CustomerListWhere>;

export const CustomerListOptions = Type.Object({
  /** Each customer comes with its last message in full (`message`). */
  message: Type.Optional(Type.Boolean()),
  /** Only customers with unread messages (lastRead.badge > 0). */
  badgeOnly: Type.Optional(Type.Boolean()),
  monitoringOnly: Type.Optional(Type.Boolean()),
  /** Only customers bound to this org role. */
  bindRoleId: Type.Optional(Id),
  /** Default {lastMessageAt: -1}. */
  sort: Type.Optional(CustomerSort),
  /** `limit`: default 20, at most 100; `count`: also answer how many customers match in all. */
  ...Paging,
});
export type CustomerListOptions = Static<typeof CustomerListOptions>;

export const CustomerListRequest = Type.Object({
  orgId: Type.Optional(Id), where: Type.Optional(CustomerListWhere), options: Type.Optional(CustomerListOptions),
});
export type CustomerListRequest = Static<typeof CustomerListRequest>;
/** getCustomersV3: the customers named by where.objectId.$in (the message center refreshing rows). */
export const CustomersByIdRequest = Type.Object({
  orgId: Type.Optional(Id),
  where: Type.Object({ ...CustomerListWhere.properties, objectId: InList(Id) }),
  options: Type.Optional(CustomerListOptions),
});
export type CustomersByIdRequest = Static<typeof CustomersByIdRequest>;
export const ListedCustomer = Type.Object({ ...Customer.properties, message: Type.Optional(Message) });
export type ListedCustomer = Static<typeof ListedCustomer>;
export const CustomerListResult = Type.Object({ customers: Type.Array(ListedCustomer), count: Type.Optional(Type.Integer()) });
export type CustomerListResult = Static<typeof CustomerListResult>;

/**
 * The message search (02 §7 message query shape): POST /functions/findMessageV3 with a `where`
 * that names no conversation. `before` is a cursor on _created_at and needs `options.sort`.
 */
export const MessageSearchWhere = Type.Object({
  keyword: Type.Optional(SearchText),
  platform: Type.Optional(InList(Type.Enum([...PLATFORMS]))),
  _created_at: Type.Optional(TimeRange),
  senderType: Type.Optional(InList(Type.Enum([...SENDER_TYPES]))),
  /** The sender's objectId (a member, the customer, …). */
  sender: Type.Optional(Id),
  before: Type.Optional(DateTime),
  /** The message's customer is in one of these inbox categories. */
  inbox: Type.Optional(InList(Type.Enum([...INBOX_CATEGORIES]))),
  tags: Type.Optional(TagsInNin),
});
export type MessageSearchWhere = Static<typeof MessageSearchWhere>;
export const MessageSearchOptions = Type.Object({
  /** Default {_created_at: -1}. */
  sort: Type.Optional(Type.Object({ _created_at: SortDescending }, { additionalProperties: false })),
  ...Paging,
});
export type MessageSearchOptions = Static<typeof MessageSearchOptions>;
export const MessageSearchRequest = Type.Object({ orgId: Type.Optional(Id), where: MessageSearchWhere, options: Type.Optional(MessageSearchOptions) });
export type MessageSearchRequest = Static<typeof MessageSearchRequest>;
export const MessageSearchResult = Type.Object({ messages: Type.Array(Message), count: Type.Optional(Type.Integer()) });
export type MessageSearchResult = Static<typeof MessageSearchResult>;

/**
 * The body of POST /functions/findMessageV3: a conversation's page (messages.ts FindMessageRequest:
 * conversation, before, limit) or, without a conversation, the message search.
 */
export const FindMessagesBody = Type.Object({
  orgId: Type.Optional(Id),
  where: Type.Object({ conversation: Type.Optional(Type.String({ minLength: 1 })), ...MessageSearchWhere.properties }),
  options: Type.Optional(MessageSearchOptions),
});
export type FindMessagesBody = Static<typeof FindMessagesBody>;

/** The routes' schemas: what each validates and answers. */
export const SearchRoutes = {
  findCustomers: { body: CustomerListRequest, response: { 200: FunctionResponse(CustomerListResult), ...errorAnswers } },
  getCustomers: { body: CustomersByIdRequest, response: { 200: FunctionResponse(CustomerListResult), ...errorAnswers } },
  /** A conversation's page answers FindMessageResult: the same shape without `count`. */
  findMessages: { body: FindMessagesBody, response: { 200: FunctionResponse(MessageSearchResult), ...errorAnswers } },
};
