// The customer filter query (02 §3) as one WHERE clause over the organization's customers: the same
// normalized conditions the console evaluates offline (common/customer-filter.ts), so a filter answers
// the same customers online and off. Names, phone and e-mail contain the text, ignoring case, with
// LIKE's wildcards escaped (02 §5).
import { and, arrayContains, arrayOverlaps, eq, gte, ilike, inArray, isNotNull, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { NormalizedCustomerFilter, DateRange } from '../../common/customer-filter';
import { escapeLikePattern } from '../../common/customer-search';
import { customers } from '../db/schema';

const containsText = (column: PgColumn | SQL, text: string) => ilike(column, `%${escapeLikePattern(text)}%`);

function withinRange(column: PgColumn, range: DateRange): SQL {
  return and(
    isNotNull(column),
    range.from === undefined ? undefined : gte(column, new Date(range.from)),
    range.to === undefined ? undefined : lte(column, new Date(range.to)),
  )!;
}

/** A gender given, or none (`unknown`). */
function genderIn(genders: readonly string[]): SQL {
  const gender = sql`${customers.profile}->>'gender'`;
  const named = genders.filter((one) => one !== 'unknown');
  return or(
    named.length > 0 ? inArray(gender, named) : undefined,
    genders.includes('unknown') ? sql`coalesce(${gender}, '') = ''` : undefined,
  )!;
}

/** The organization's (not deleted) customers the filter selects. */
export function customerFilterWhere(orgId: string, filter: NormalizedCustomerFilter): SQL {
  return and(
    eq(customers.orgId, orgId),
    eq(customers.deleted, false),
    filter.originalDisplayName ? containsText(customers.originalDisplayName, filter.originalDisplayName) : undefined,
    filter.displayName ? containsText(customers.displayName, filter.displayName) : undefined,
    filter.joined ? withinRange(customers.joinedAt, filter.joined) : undefined,
    filter.lastMessage ? withinRange(customers.lastMessageAt, filter.lastMessage) : undefined,
    filter.tagsAny ? arrayOverlaps(customers.tags, [...filter.tagsAny]) : undefined,
    filter.tagsAll ? arrayContains(customers.tags, [...filter.tagsAll]) : undefined,
    filter.tagsNone ? not(arrayOverlaps(customers.tags, [...filter.tagsNone])) : undefined,
    filter.platforms ? inArray(customers.platform, [...filter.platforms]) : undefined,
    filter.genders ? genderIn(filter.genders) : undefined,
    filter.cellPhone ? containsText(customers.cellPhone, filter.cellPhone) : undefined,
    filter.email ? containsText(customers.email, filter.email) : undefined,
    filter.friendship ? eq(customers.friendship, filter.friendship) : undefined,
    filter.inboxes ? arrayOverlaps(customers.inbox, [...filter.inboxes]) : undefined,
    filter.noTags ? sql`cardinality(${customers.tags}) = 0` : undefined,
  )!;
}
