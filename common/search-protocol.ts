// Wire shapes of the customer and message searches (02 §7; docs/search.md).
import type { InboxCategory, Platform, SenderType } from './contracts/base';
import type { Customer } from './contracts/customers';
import type { Message } from './contracts/messages';

/** A before-cursor on a sort key: rows strictly older than this ISO time. */
export interface BeforeCursor { $lt: string }
/** One value, or any of a list. */
export type OneOrIn<T> = T | { $in: T[] };
export type CustomerSortKey = 'lastMessageAt' | 'assignedAt' | 'lastInboundAt';

/**
 * The customer list query (02 §7) of POST /functions/findCustomerV3 and /functions/getCustomersV3.
 * A before-cursor needs `options.sort` on the same key (error/sort-param-is-required).
 */
export interface CustomerListWhere {
  objectId?: OneOrIn<string>;
  /** The customer's id on its platform. */
  customerId?: OneOrIn<string>;
  /** The conversation's objectId. */
  conversation?: OneOrIn<string>;
  cellPhone?: string;
  email?: string;
  platform?: { $in: Platform[] };
  /** Name search: exact (fullMode) or case-insensitive contains (containMode), by Organization.customerSearchMode. */
  nameSearch?: string;
  lastMessageAt?: BeforeCursor;
  assignedAt?: BeforeCursor;
  lastInboundAt?: BeforeCursor;
  /** Customers with a message in this time range. */
  message?: { _created_at: { $gte?: string; $lte?: string } };
  inbox?: InboxCategory;
  tags?: { $in?: string[]; $nin?: string[] };
}

export interface CustomerListOptions {
  /** Each customer comes with its last message in full (`message`). */
  message?: boolean;
  /** Only customers with unread messages (lastRead.badge > 0). */
  badgeOnly?: boolean;
  monitoringOnly?: boolean;
  /** Only customers bound to this org role. */
  bindRoleId?: string;
  /** Default {lastMessageAt: -1}. */
  sort?: Partial<Record<CustomerSortKey, -1>>;
  /** Default 20, at most 100. */
  limit?: number;
  skip?: number;
  /** Also answer how many customers match in all. */
  count?: boolean;
}

export interface CustomerListRequest { orgId: string; where?: CustomerListWhere; options?: CustomerListOptions }
export type ListedCustomer = Customer & { message?: Message };
export interface CustomerListResult { customers: ListedCustomer[]; count?: number }

/**
 * The message search (02 §7 message query shape): POST /functions/findMessageV3 with a `where`
 * that names no conversation. `before` is a cursor on _created_at and needs `options.sort`.
 */
export interface MessageSearchWhere {
  keyword?: string;
  platform?: { $in: Platform[] };
  _created_at?: { $gte?: string; $lte?: string };
  senderType?: { $in: SenderType[] };
  /** The sender's objectId (a member, the customer, …). */
  sender?: string;
  before?: string;
  /** The message's customer is in one of these inbox categories. */
  inbox?: { $in: InboxCategory[] };
  tags?: { $in?: string[]; $nin?: string[] };
}
export interface MessageSearchOptions {
  /** Default {_created_at: -1}. */
  sort?: { _created_at: -1 };
  limit?: number;
  skip?: number;
  count?: boolean;
}
export interface MessageSearchRequest { orgId: string; where: MessageSearchWhere; options?: MessageSearchOptions }
export interface MessageSearchResult { messages: Message[]; count?: number }
