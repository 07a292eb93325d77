// The customer filter query's rules (02 §3, §5), shared by the server's SQL
// (server/customer-management/filter-sql.ts) and the console's filtering of synced customers: the
// query is first normalized (a selection of every platform or gender filters nothing, a date filter
// without its type filters nothing), then every condition left must hold.
import type { CustomerFilterQuery, DateFilter } from './contracts/customer-filter';
import type { InboxCategory, Platform } from './contracts/base';
import { BROADCAST_GENDERS } from './broadcasts';
import { PLATFORMS } from './enums';

/** The all customers list: first page 40, then 20 on scroll (02 §9). */
export const FILTER_CUSTOMERS_FIRST_PAGE = 40;
export const FILTER_CUSTOMERS_NEXT_PAGE = 20;

/** A date range as instants (ms), either end open. */
export interface DateRange { from?: number; to?: number }

/** The query with 02 §5 applied and its dates read: what SQL and the evaluator both run. */
export interface NormalizedCustomerFilter {
  originalDisplayName?: string;
  displayName?: string;
  joined?: DateRange;
  lastMessage?: DateRange;
  tagsAny?: readonly string[];
  tagsAll?: readonly string[];
  tagsNone?: readonly string[];
  platforms?: readonly Platform[];
  genders?: readonly string[];
  cellPhone?: string;
  email?: string;
  friendship?: 'follow' | 'unfollow';
  inboxes?: readonly InboxCategory[];
  noTags?: true;
}

/** A field of the query that cannot be as given: its path and why. */
export interface FilterProblem { field: string; problem: string }

const instant = (text: string | undefined) => (text === undefined ? undefined : Date.parse(text));

/** What no schema can say: dates that are dates, present where the type needs them, in order. */
export function customerFilterProblem(query: CustomerFilterQuery): FilterProblem | undefined {
  for (const name of ['joinDate', 'conversationDate'] as const) {
    const filter = query[name];
    if (!filter?.type) continue;
    for (const end of ['start', 'end'] as const) {
      const text = filter[end];
      if (text !== undefined && Number.isNaN(Date.parse(text))) return { field: `${name}.${end}`, problem: 'must be a date and time (ISO 8601)' };
    }
    const needs = filter.type === 'between' ? (['start', 'end'] as const) : filter.type === 'after' ? (['start'] as const) : (['end'] as const);
    for (const end of needs) if (filter[end] === undefined) return { field: `${name}.${end}`, problem: `is needed by type "${filter.type}"` };
    if (filter.type === 'between' && instant(filter.start)! > instant(filter.end)!) return { field: `${name}.end`, problem: 'must not be before start' };
  }
  return undefined;
}

function rangeOf(filter: DateFilter | undefined): DateRange | undefined {
  if (!filter?.type) return undefined;
  return {
    ...(filter.type !== 'before' ? { from: instant(filter.start) } : {}),
    ...(filter.type !== 'after' ? { to: instant(filter.end) } : {}),
  };
}

/** Every platform but live chat (or all five) selected is no platform filter at all (02 §5). */
function platformsOf(platforms: readonly Platform[] | undefined): readonly Platform[] | undefined {
  if (!platforms?.length) return undefined;
  const coversAll = PLATFORMS.every((platform) => platform === 'livechat' || platforms.includes(platform));
  return coversAll ? undefined : platforms;
}

const nonEmpty = <T>(list: readonly T[] | undefined) => (list?.length ? list : undefined);
const trimmed = (text: string | undefined) => (text?.trim() ? text.trim() : undefined);

/** The query as it filters (call customerFilterProblem first: a bad date here filters by NaN). */
export function normalizeCustomerFilter(query: CustomerFilterQuery): NormalizedCustomerFilter {
  const genders = nonEmpty(query.genders);
  const normalized: NormalizedCustomerFilter = {
    originalDisplayName: trimmed(query.originalDisplayName),
    displayName: trimmed(query.displayName),
    joined: rangeOf(query.joinDate),
    lastMessage: rangeOf(query.conversationDate),
    tagsAny: nonEmpty(query.tagDensity?.$in),
    tagsAll: nonEmpty(query.tagDensity?.$all),
    tagsNone: nonEmpty(query.tagDensity?.$nin),
    platforms: platformsOf(query.platforms),
    // Every gender selected is no gender filter (02 §5).
    genders: genders && BROADCAST_GENDERS.every((gender) => genders.includes(gender)) ? undefined : genders,
    cellPhone: trimmed(query.cellPhone),
    email: trimmed(query.email),
    friendship: query.friendship,
    inboxes: nonEmpty(query.inboxes),
    noTags: query.isNoTagCustomer ? true : undefined,
  };
  return Object.fromEntries(Object.entries(normalized).filter(([, value]) => value !== undefined)) as NormalizedCustomerFilter;
}

/** The fields of a customer the filter reads (dates as ms; a gender absent or empty is `unknown`). */
export interface FilterableCustomer {
  displayName: string;
  originalDisplayName: string;
  platform: Platform;
  tags: readonly string[];
  inbox: readonly InboxCategory[];
  friendship: 'follow' | 'unfollow';
  joinedAt: number;
  lastMessageAt?: number;
  gender?: string;
  cellPhone?: string;
  email?: string;
}

const contains = (value: string | undefined, wanted: string) => value !== undefined && value.toLocaleLowerCase().includes(wanted.toLocaleLowerCase());
const within = (at: number | undefined, range: DateRange) =>
  at !== undefined && (range.from === undefined || at >= range.from) && (range.to === undefined || at <= range.to);

/** Whether the customer is selected by the normalized filter (the evaluator the console runs offline). */
export function customerFilterMatches(filter: NormalizedCustomerFilter, customer: FilterableCustomer): boolean {
  if (filter.originalDisplayName && !contains(customer.originalDisplayName, filter.originalDisplayName)) return false;
  if (filter.displayName && !contains(customer.displayName, filter.displayName)) return false;
  if (filter.joined && !within(customer.joinedAt, filter.joined)) return false;
  if (filter.lastMessage && !within(customer.lastMessageAt, filter.lastMessage)) return false;
  if (filter.tagsAny && !filter.tagsAny.some((tag) => customer.tags.includes(tag))) return false;
  if (filter.tagsAll && !filter.tagsAll.every((tag) => customer.tags.includes(tag))) return false;
  if (filter.tagsNone?.some((tag) => customer.tags.includes(tag))) return false;
  if (filter.platforms && !filter.platforms.includes(customer.platform)) return false;
  if (filter.genders && !filter.genders.includes(customer.gender || 'unknown')) return false;
  if (filter.cellPhone && !contains(customer.cellPhone, filter.cellPhone)) return false;
  if (filter.email && !contains(customer.email, filter.email)) return false;
  if (filter.friendship && customer.friendship !== filter.friendship) return false;
  if (filter.inboxes && !filter.inboxes.some((category) => customer.inbox.includes(category))) return false;
  return !(filter.noTags && customer.tags.length > 0);
}
