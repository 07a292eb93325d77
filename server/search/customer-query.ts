// The customer list query of 02 §7 (findCustomerV3, getCustomersV3): its where and options as SQL
// conditions over customers. Paging, sorting and inbox membership are the inbox list's (../inbox/list.ts).
import { and, arrayOverlaps, eq, exists, gt, gte, ilike, inArray, lte, not, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { BindScope } from '../../common/customer-profile';
import { escapeLikePattern, type CustomerSearchMode } from '../../common/customer-search';
import type { CustomerListOptions, CustomerListWhere, OneOrIn } from '../../common/contracts/search';
import { customers, messages } from '../db/schema';
import { badRequest } from '../http/errors';
import { categoryCondition } from '../inbox/list';

/** The where fields of the customer list query; any other answers 400 naming it. */
const WHERE_FIELDS: readonly (keyof CustomerListWhere)[] = [
  'objectId', 'customerId', 'conversation', 'cellPhone', 'email', 'platform', 'nameSearch',
  'lastMessageAt', 'assignedAt', 'lastInboundAt', 'message', 'inbox', 'tags',
];

export function checkWhereFields(where: object, allowed: readonly string[], what: string): void {
  const unknown = Object.keys(where).find((field) => !allowed.includes(field));
  if (unknown !== undefined) throw badRequest(`where.${unknown} is not a filter of ${what}`);
}

function oneOrIn(column: PgColumn, match: OneOrIn<string>): SQL {
  return typeof match === 'string' ? eq(column, match) : inArray(column, match.$in);
}

/** What a name is compared with: the keyword itself (fullMode), or a pattern containing it with wildcards escaped. */
export const nameSearchValue = (mode: CustomerSearchMode, keyword: string): string =>
  (mode === 'fullMode' ? keyword : `%${escapeLikePattern(keyword)}%`);

/**
 * fullMode: a name is exactly the value; containMode: a name matches the pattern, ignoring case. The
 * value is nameSearchValue's, given here or later (a prepared statement's placeholder).
 */
export function nameMatch(mode: CustomerSearchMode, value: string | Placeholder): SQL {
  if (mode === 'fullMode') return or(eq(customers.displayName, value), eq(customers.originalDisplayName, value))!;
  return or(ilike(customers.displayName, value), ilike(customers.originalDisplayName, value))!;
}

export const nameCondition = (mode: CustomerSearchMode, keyword: string): SQL => nameMatch(mode, nameSearchValue(mode, keyword));

/** Tags $in: any of them (none of an empty list); $nin: none of them. */
export function tagConditions(column: PgColumn, tags: { $in?: string[]; $nin?: string[] }): SQL[] {
  const conditions: SQL[] = [];
  // An empty array literal would be an SQL error: nothing has any of no tags.
  if (tags.$in) conditions.push(tags.$in.length ? arrayOverlaps(column, tags.$in) : sql`false`);
  if (tags.$nin?.length) conditions.push(not(arrayOverlaps(column, tags.$nin)));
  return conditions;
}

export interface CustomerQueryContext {
  /** The caller: inbox self/private mean "assigned to me". */
  userId: string;
  searchMode: CustomerSearchMode;
  /** The caller's roles, for inbox bind and subBind (../inbox/bind-scope.ts). */
  scope?: BindScope;
}

/** Every where condition and filtering option as SQL; the before-cursors are the pager's (beforeCursorOn). */
export function customerConditions(where: CustomerListWhere, options: CustomerListOptions, context: CustomerQueryContext): SQL[] {
  checkWhereFields(where, WHERE_FIELDS, 'the customer list query');
  const conditions: SQL[] = [];
  if (where.objectId !== undefined) conditions.push(oneOrIn(customers.objectId, where.objectId));
  if (where.customerId !== undefined) conditions.push(oneOrIn(customers.platformCustomerId, where.customerId));
  if (where.conversation !== undefined) conditions.push(oneOrIn(customers.conversationId, where.conversation));
  if (where.cellPhone !== undefined) conditions.push(eq(customers.cellPhone, where.cellPhone));
  if (where.email !== undefined) conditions.push(sql`lower(${customers.email}) = ${where.email.toLowerCase()}`);
  if (where.platform) conditions.push(inArray(customers.platform, where.platform.$in));
  if (where.nameSearch !== undefined && where.nameSearch.trim() !== '') conditions.push(nameCondition(context.searchMode, where.nameSearch.trim()));
  if (where.inbox) conditions.push(categoryCondition(where.inbox, context.userId, context.scope));
  if (where.tags) conditions.push(...tagConditions(customers.tags, where.tags));
  if (where.message) {
    const range = where.message._created_at;
    const inRange = [eq(messages.conversationId, customers.conversationId), eq(messages.deleted, false)];
    if (range.$gte) inRange.push(gte(messages.createdAt, new Date(range.$gte)));
    if (range.$lte) inRange.push(lte(messages.createdAt, new Date(range.$lte)));
    conditions.push(exists(sql`(select 1 from ${messages} where ${and(...inRange)})`));
  }
  if (options.badgeOnly) conditions.push(gt(customers.badge, 0));
  if (options.monitoringOnly) conditions.push(eq(customers.isMonitoring, true));
  if (options.bindRoleId !== undefined) conditions.push(eq(customers.bindRoleId, options.bindRoleId));
  return conditions;
}
