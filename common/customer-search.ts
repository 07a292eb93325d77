// Search rules shared by the server's SQL and the console's IndexedDB search (02 §5 Query building,
// §7 customer list and message search query shapes; docs/search.md).
import { isInCategory, type InboxState } from './inbox-rules';
import type { InboxCategory, Platform, SenderType } from './contracts/base';

/** How the customer name search matches, stored per organization (Organization.customerSearchMode). */
export type CustomerSearchMode = 'fullMode' | 'containMode';
export const CUSTOMER_SEARCH_MODES: readonly CustomerSearchMode[] = ['fullMode', 'containMode'];
export const DEFAULT_CUSTOMER_SEARCH_MODE: CustomerSearchMode = 'containMode';

/** The server is asked once the agent stops typing this long (02 §9 debounce). */
export const SEARCH_DEBOUNCE_MS = 600;

/** Longest search keyword accepted (a name or a message text fragment). */
export const SEARCH_KEYWORD_MAX = 100;

/** The keyword with LIKE's wildcards (% and _) and its escape character (\) escaped, so it matches itself. */
export function escapeLikePattern(keyword: string): string {
  return keyword.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The names a customer is found by: the name the business gave it and the platform's own. */
export interface NamedCustomer { displayName: string; originalDisplayName: string }

/** fullMode: one of the names is exactly the keyword; containMode: one contains it, ignoring case. */
export function nameMatches(mode: CustomerSearchMode, customer: NamedCustomer, keyword: string): boolean {
  const names = [customer.displayName, customer.originalDisplayName];
  if (mode === 'fullMode') return names.includes(keyword);
  const wanted = keyword.toLocaleLowerCase();
  return names.some((name) => name.toLocaleLowerCase().includes(wanted));
}

/** The fields of a message's data the keyword is looked for in (text, captions, titles). */
export const MESSAGE_SEARCH_FIELDS = ['content', 'title'] as const;

/** A message contains the keyword (case-insensitive) in one of MESSAGE_SEARCH_FIELDS. */
export function messageTextMatches(data: Partial<Record<(typeof MESSAGE_SEARCH_FIELDS)[number], unknown>>, keyword: string): boolean {
  const wanted = keyword.toLocaleLowerCase();
  return MESSAGE_SEARCH_FIELDS.some((field) => {
    const value = data[field];
    return typeof value === 'string' && value.toLocaleLowerCase().includes(wanted);
  });
}

/**
 * The message search of 02 §7 as the console asks it (server: POST /functions/findMessageV3 with a
 * where naming no conversation; offline: the same rules over IndexedDB). Times are ISO strings.
 */
export interface MessageSearchFilter {
  keyword?: string;
  platforms?: Platform[];
  /** Sent at or after / at or before. */
  from?: string;
  to?: string;
  senderTypes?: SenderType[];
  /** The message's customer is in one of these inbox categories. */
  inboxes?: InboxCategory[];
  tagsIn?: string[];
  tagsNotIn?: string[];
}

/** The fields of a message the filter reads. */
export interface SearchableMessage {
  platform: Platform;
  senderType: SenderType;
  createdAt: string;
  data: object;
}

/** The message-level part of the filter (keyword, platform, time range, sender type). */
export function messageMatches(filter: MessageSearchFilter, message: SearchableMessage): boolean {
  const keyword = filter.keyword?.trim();
  if (keyword && !messageTextMatches(message.data as Record<string, unknown>, keyword)) return false;
  if (filter.platforms?.length && !filter.platforms.includes(message.platform)) return false;
  if (filter.from && message.createdAt < filter.from) return false;
  if (filter.to && message.createdAt > filter.to) return false;
  return !filter.senderTypes?.length || filter.senderTypes.includes(message.senderType);
}

/** Whether the filter says anything about the message's customer (inboxes, tags). */
export function filtersCustomers(filter: MessageSearchFilter): boolean {
  return Boolean(filter.inboxes?.length || filter.tagsIn?.length || filter.tagsNotIn?.length);
}

/** The customer-level part of the filter: in any of the inboxes, with any tag of tagsIn, with none of tagsNotIn. */
export function customerMatches(filter: MessageSearchFilter, customer: InboxState & { tags: readonly string[] }, userId: string): boolean {
  if (filter.inboxes?.length && !filter.inboxes.some((category) => isInCategory(category, customer, userId))) return false;
  if (filter.tagsIn?.length && !filter.tagsIn.some((tag) => customer.tags.includes(tag))) return false;
  return !filter.tagsNotIn?.some((tag) => customer.tags.includes(tag));
}
