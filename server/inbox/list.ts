// The inbox list query (inboxesV3): a category's customers, newest first on its sort key, with an
// optional before-cursor on that key (02 §4, §5, §7). Membership follows common/inbox-rules.ts.
// customerPage is the one paged customer query: the inbox and the customer searches (server/search) use it.
import { and, arrayContains, count, desc, eq, inArray, isNotNull, isNull, lt, ne, not, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { BindScope } from '../../common/customer-profile';
import { INBOX_SORT_KEYS, sortKeyOf, type InboxSortKey } from '../../common/inbox-rules';
import type { InboxCategory } from '../../common/contracts/base';
import type { InboxesRequest } from '../../common/contracts/inbox';
import type { Db } from '../db/client';
import { customers } from '../db/schema';
import { ApiError, badRequest } from '../http/errors';
import { ParseErrorCode } from '../../common/parse';
import type { CustomerRow } from '../messages/serialize';

export const sortParamRequired = () => new ApiError(400, ParseErrorCode.SCRIPT_FAILED, 'error/sort-param-is-required');

const SORT_COLUMNS: Record<InboxSortKey, PgColumn> = {
  lastMessageAt: customers.lastMessageAt,
  assignedAt: customers.assignedAt,
  lastInboundAt: customers.lastInboundAt,
};

const inInbox = (category: InboxCategory) => arrayContains(customers.inbox, [category]);
const notDoneOrSpam = () => not(or(inInbox('done'), inInbox('spam'))!);
/** `isFollowing`: a customer who blocked the account leaves the working lists. */
const following = () => ne(customers.friendship, 'unfollow');

/** The SQL of `isInCategory` (common/inbox-rules.ts); keep the two in step. */
export function categoryCondition(category: InboxCategory, userId: string, scope?: BindScope): SQL {
  switch (category) {
    case 'unassigned':
      return and(isNull(customers.assignee), not(inInbox('bot')), notDoneOrSpam(), following())!;
    case 'bot':
      return and(isNull(customers.assignee), inInbox('bot'), notDoneOrSpam(), following())!;
    case 'all':
      return and(notDoneOrSpam(), following())!;
    case 'self':
    case 'private':
      return and(eq(customers.assignee, userId), isNotNull(customers.assignee), notDoneOrSpam(), following())!;
    case 'done':
      return and(inInbox('done'), not(inInbox('spam')))!;
    case 'spam':
      return inInbox('spam');
    case 'unfollow':
      return eq(customers.friendship, 'unfollow');
    case 'bind':
      return scope?.roleId ? eq(customers.bindRoleId, scope.roleId) : sql`false`;
    case 'subBind':
      return scope?.subRoleIds.length ? inArray(customers.bindRoleId, [...scope.subRoleIds]) : sql`false`;
    default:
      return inInbox(category);
  }
}

type CursorFields = Partial<Record<InboxSortKey, { $lt: string }>>;

/**
 * The before-cursor of a customer list sorted on `key`: a cursor needs a sort
 * (error/sort-param-is-required), and it must be on the sort key.
 */
export function beforeCursorOn(key: InboxSortKey, where: CursorFields, sort: object | undefined, what: string): Date | undefined {
  const cursors = INBOX_SORT_KEYS.filter((field) => where[field] !== undefined);
  if (cursors.length === 0) return undefined;
  if (!sort) throw sortParamRequired();
  if (cursors.length > 1 || cursors[0] !== key) throw badRequest(`the before-cursor of ${what} is where.${key}.$lt`);
  return new Date(where[key]!.$lt);
}

/**
 * Checks the cursor and sort of a request against the category's sort key: a before-cursor needs a
 * sort (error/sort-param-is-required), and both must be on the category's key.
 */
export function cursorOf(category: InboxCategory, request: Pick<InboxesRequest, 'where' | 'options'>): Date | undefined {
  const key = sortKeyOf(category);
  const sort = request.options?.sort;
  if (sort && !(key in sort)) throw badRequest(`options.sort must be {${key}: -1} for inbox ${category}`);
  return beforeCursorOn(key, request.where ?? {}, sort, `inbox ${category}`);
}

/** A page of an organization's live customers matching `conditions`, newest first on `sortKey` (ties by objectId). */
export interface CustomerPageQuery {
  orgId: string;
  conditions: SQL[];
  sortKey: InboxSortKey;
  before?: Date;
  limit: number;
  skip: number;
}

/** The organization's live customers and the conditions: what a page and its count both read. */
export function customerScope(orgId: string, conditions: SQL[]): SQL {
  return and(eq(customers.orgId, orgId), eq(customers.deleted, false), ...conditions)!;
}

function pageScope(query: Omit<CustomerPageQuery, 'limit' | 'skip'>): SQL {
  const conditions = [...query.conditions];
  if (query.before) conditions.push(lt(SORT_COLUMNS[query.sortKey], query.before));
  return customerScope(query.orgId, conditions);
}

export async function customerPage(db: Db, query: CustomerPageQuery): Promise<CustomerRow[]> {
  const column = SORT_COLUMNS[query.sortKey];
  return db.select().from(customers).where(pageScope(query))
    .orderBy(sql`${column} desc nulls last`, desc(customers.objectId))
    .limit(query.limit)
    .offset(query.skip);
}

/** How many customers the query matches in all (its cursor included, its limit and skip not). */
export async function customerCount(db: Db, query: Omit<CustomerPageQuery, 'limit' | 'skip'>): Promise<number> {
  const [row] = await db.select({ total: count() }).from(customers).where(pageScope(query));
  return row?.total ?? 0;
}

export interface InboxPageQuery {
  orgId: string;
  userId: string;
  category: InboxCategory;
  before?: Date;
  limit: number;
  skip: number;
  /** The caller's role and the roles under it (bind, subBind; server/inbox/bind-scope.ts). */
  scope?: BindScope;
}

export async function inboxPage(db: Db, query: InboxPageQuery): Promise<CustomerRow[]> {
  return customerPage(db, {
    orgId: query.orgId,
    conditions: [categoryCondition(query.category, query.userId, query.scope)],
    sortKey: sortKeyOf(query.category),
    ...(query.before ? { before: query.before } : {}),
    limit: query.limit,
    skip: query.skip,
  });
}
