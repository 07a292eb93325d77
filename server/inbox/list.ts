// The inbox list query (inboxesV3): a category's customers, newest first on its sort key, with an
// optional before-cursor on that key (02 §4, §5, §7). Membership follows common/inbox-rules.ts.
import { and, arrayContains, desc, eq, isNotNull, isNull, lt, not, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { sortKeyOf, type InboxSortKey } from '../../common/inbox-rules';
import type { InboxCategory, InboxesRequest } from '../../common/protocol';
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

/** The SQL of `isInCategory` (common/inbox-rules.ts); keep the two in step. */
export function categoryCondition(category: InboxCategory, userId: string): SQL {
  switch (category) {
    case 'unassigned':
      return and(isNull(customers.assignee), notDoneOrSpam())!;
    case 'all':
      return notDoneOrSpam();
    case 'self':
    case 'private':
      return and(eq(customers.assignee, userId), isNotNull(customers.assignee), notDoneOrSpam())!;
    case 'done':
      return and(inInbox('done'), not(inInbox('spam')))!;
    case 'spam':
      return inInbox('spam');
    case 'unfollow':
      return eq(customers.friendship, 'unfollow');
    default:
      return inInbox(category);
  }
}

/**
 * Checks the cursor and sort of a request against the category's sort key: a before-cursor needs a
 * sort (error/sort-param-is-required), and both must be on the category's key.
 */
export function cursorOf(category: InboxCategory, request: Pick<InboxesRequest, 'where' | 'options'>): Date | undefined {
  const key = sortKeyOf(category);
  const where = request.where ?? {};
  const sort = request.options?.sort;
  const cursors = (['lastMessageAt', 'assignedAt', 'lastInboundAt'] as const).filter((field) => where[field] !== undefined);
  if (sort && !(key in sort)) throw badRequest(`options.sort must be {${key}: -1} for inbox ${category}`);
  if (cursors.length === 0) return undefined;
  if (!sort) throw sortParamRequired();
  if (cursors.length > 1 || cursors[0] !== key) throw badRequest(`the before-cursor of inbox ${category} is where.${key}.$lt`);
  return new Date(where[key]!.$lt);
}

export interface InboxPageQuery {
  orgId: string;
  userId: string;
  category: InboxCategory;
  before?: Date;
  limit: number;
  skip: number;
}

export async function inboxPage(db: Db, query: InboxPageQuery): Promise<CustomerRow[]> {
  const column = SORT_COLUMNS[sortKeyOf(query.category)];
  const conditions = [eq(customers.orgId, query.orgId), eq(customers.deleted, false), categoryCondition(query.category, query.userId)];
  if (query.before) conditions.push(lt(column, query.before));
  return db.select().from(customers).where(and(...conditions))
    .orderBy(sql`${column} desc nulls last`, desc(customers.objectId))
    .limit(query.limit)
    .offset(query.skip);
}
