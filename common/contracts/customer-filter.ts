// The customer filter query (02 §3 "Customer filter query", §5 "Customer search"): what the all
// customers screen, query groups, the keyword bot, the overview, coupons and automation select
// customers with. Every field given must hold (AND); none given, every customer. Its rules and the
// console's evaluator are common/customer-filter.ts; the server's SQL is server/customer-management.
import { Type, type Static } from 'typebox';
import { AUDIENCE_TAGS_MAX, BROADCAST_GENDERS } from '../broadcasts';
import { SEARCH_KEYWORD_MAX } from '../customer-search';
import { PLATFORMS } from '../enums';
import { errorAnswers, FunctionResponse, Id, InboxCategory } from './base';
import { Customer } from './customers';
import { StringEnum } from './keywords';

const Text = Type.String({ minLength: 1, maxLength: SEARCH_KEYWORD_MAX });
const Tags = Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: AUDIENCE_TAGS_MAX });
/**
 * Unknown fields refused, not dropped (the server drops them where additionalProperties is false):
 * a dropped condition would select more customers than asked.
 */
const NO_OTHER_FIELD = { additionalProperties: Type.Never() };

export const DATE_FILTER_TYPES = ['after', 'before', 'between'] as const;
export type DateFilterType = (typeof DATE_FILTER_TYPES)[number];

/** A date range: `after` uses start, `before` end, `between` both (inclusive). Without a type it filters nothing (02 §5). */
export const DateFilter = Type.Object({
  type: Type.Optional(StringEnum(DATE_FILTER_TYPES)),
  start: Type.Optional(Type.String({ maxLength: 40 })),
  end: Type.Optional(Type.String({ maxLength: 40 })),
}, NO_OTHER_FIELD);
export type DateFilter = Static<typeof DateFilter>;

export const CustomerFilterQuery = Type.Object({
  /** The platform's own name contains this (ignoring case). */
  originalDisplayName: Type.Optional(Text),
  /** The name the business gave contains this (ignoring case). */
  displayName: Type.Optional(Text),
  /** When the customer first wrote or followed. */
  joinDate: Type.Optional(DateFilter),
  /** When the conversation last had a message. */
  conversationDate: Type.Optional(DateFilter),
  /** Tags: any of $in, all of $all, none of $nin. */
  tagDensity: Type.Optional(Type.Object({ $in: Type.Optional(Tags), $all: Type.Optional(Tags), $nin: Type.Optional(Tags) }, NO_OTHER_FIELD)),
  /** E-commerce partners' tags: refused until an e-commerce platform is connected ("must NOT be valid"). */
  partnerTag: Type.Optional(Type.Unsafe<never>({ not: {} })),
  platforms: Type.Optional(Type.Array(StringEnum(PLATFORMS), { maxItems: PLATFORMS.length })),
  /** `unknown`: a customer without a gender. */
  genders: Type.Optional(Type.Array(StringEnum(BROADCAST_GENDERS), { maxItems: BROADCAST_GENDERS.length })),
  /** The phone number contains this. */
  cellPhone: Type.Optional(Text),
  /** The e-mail address contains this (ignoring case). */
  email: Type.Optional(Text),
  friendship: Type.Optional(StringEnum(['follow', 'unfollow'] as const)),
  /** In any of these inbox categories. */
  inboxes: Type.Optional(Type.Array(InboxCategory, { maxItems: 20 })),
  /** Only customers without any tag. */
  isNoTagCustomer: Type.Optional(Type.Boolean()),
}, NO_OTHER_FIELD);
export type CustomerFilterQuery = Static<typeof CustomerFilterQuery>;

export const FILTER_CUSTOMERS_SORTS = ['lastMessageAt', 'joinedAt'] as const;
/** The all customers list: first page 40, then 20 on scroll (02 §9); values in common/ for the console. */
export { FILTER_CUSTOMERS_FIRST_PAGE, FILTER_CUSTOMERS_NEXT_PAGE } from '../customer-filter';
export const FILTER_CUSTOMERS_LIMIT_MAX = 100;

/** POST /functions/filterCustomers: a page of the customers a filter selects, newest first, and their count when asked. */
export const FilterCustomersRequest = Type.Object({
  orgId: Type.Optional(Id),
  query: Type.Optional(CustomerFilterQuery),
  /** Newest first by this; customers who never wrote come last by last message. */
  sort: Type.Optional(StringEnum(FILTER_CUSTOMERS_SORTS)),
  order: Type.Optional(StringEnum(['desc', 'asc'] as const)),
  skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: FILTER_CUSTOMERS_LIMIT_MAX })),
  /** Also the number of customers the filter selects (one more query). */
  returnCount: Type.Optional(Type.Boolean()),
});
export type FilterCustomersRequest = Static<typeof FilterCustomersRequest>;

export const FilterCustomersResult = Type.Object({ customers: Type.Array(Customer), count: Type.Optional(Type.Integer()) });
export type FilterCustomersResult = Static<typeof FilterCustomersResult>;

export const CustomerFilterRoutes = {
  filterCustomers: { body: FilterCustomersRequest, response: { 200: FunctionResponse(FilterCustomersResult), ...errorAnswers } },
};
