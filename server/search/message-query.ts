// The message search of 02 §7 (message query shape): POST /functions/findMessageV3 with a where that
// names no conversation. Newest first on _created_at; the keyword is escaped before it becomes a pattern.
import { and, count, eq, exists, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { escapeLikePattern, MESSAGE_SEARCH_FIELDS } from '../../common/customer-search';
import { PAGE_SIZE } from '../../common/constants';
import type { BindScope } from '../../common/customer-profile';
import type { MessageSearchOptions, MessageSearchResult, MessageSearchWhere } from '../../common/contracts/search';
import type { Db } from '../db/client';
import { customers, messages } from '../db/schema';
import { categoryCondition, sortParamRequired } from '../inbox/list';
import { toMessage } from '../messages/serialize';
import { checkWhereFields, tagConditions } from './customer-query';

const WHERE_FIELDS: readonly (keyof MessageSearchWhere)[] = [
  'keyword', 'platform', '_created_at', 'senderType', 'sender', 'before', 'inbox', 'tags',
];

/** The message's text fields contain the keyword, ignoring case (common/customer-search.ts messageTextMatches). */
function keywordCondition(keyword: string): SQL {
  const pattern = `%${escapeLikePattern(keyword)}%`;
  return or(...MESSAGE_SEARCH_FIELDS.map((field) => ilike(sql`${messages.data}->>${field}`, pattern)))!;
}

/** Conditions on the message's customer: inbox categories (any) and tags. */
function customerFilter(where: MessageSearchWhere, userId: string, scope: BindScope | undefined): SQL | undefined {
  const conditions: SQL[] = [];
  if (where.inbox?.$in.length) conditions.push(or(...where.inbox.$in.map((category) => categoryCondition(category, userId, scope)))!);
  if (where.tags) conditions.push(...tagConditions(customers.tags, where.tags));
  if (conditions.length === 0) return undefined;
  return exists(sql`(select 1 from ${customers} where ${and(eq(customers.objectId, messages.customerId), ...conditions)})`);
}

export interface MessageSearchQuery {
  orgId: string;
  userId: string;
  /** The caller's roles, for inbox bind and subBind (../inbox/bind-scope.ts). */
  scope?: BindScope;
  where: MessageSearchWhere;
  options: MessageSearchOptions;
}

function searchScope({ orgId, userId, scope, where, options }: MessageSearchQuery): SQL {
  checkWhereFields(where, WHERE_FIELDS, 'the message search');
  if (where.before && !options.sort) throw sortParamRequired();
  const conditions: SQL[] = [eq(messages.orgId, orgId), eq(messages.deleted, false)];
  const keyword = where.keyword?.trim();
  if (keyword) conditions.push(keywordCondition(keyword));
  if (where.platform) conditions.push(inArray(messages.platform, where.platform.$in));
  if (where._created_at?.$gte) conditions.push(gte(messages.createdAt, new Date(where._created_at.$gte)));
  if (where._created_at?.$lte) conditions.push(lte(messages.createdAt, new Date(where._created_at.$lte)));
  if (where.senderType) conditions.push(inArray(messages.senderType, where.senderType.$in));
  if (where.sender !== undefined) conditions.push(eq(messages.senderId, where.sender));
  if (where.before) conditions.push(lt(messages.createdAt, new Date(where.before)));
  const onCustomer = customerFilter(where, userId, scope);
  if (onCustomer) conditions.push(onCustomer);
  return and(...conditions)!;
}

/** A page of matching messages, newest first (ties by objectId), and their count in all when asked. */
export async function messageSearch(db: Db, query: MessageSearchQuery): Promise<MessageSearchResult> {
  const scope = searchScope(query);
  const rows = await db.select().from(messages).where(scope)
    // As messages_org_created_idx is ordered (desc nulls last), so the newest-first page reads it and stops early.
    .orderBy(sql`${messages.createdAt} desc nulls last`, sql`${messages.objectId} desc nulls last`)
    .limit(query.options.limit ?? PAGE_SIZE)
    .offset(query.options.skip ?? 0);
  if (!query.options.count) return { messages: rows.map(toMessage) };
  const [row] = await db.select({ total: count() }).from(messages).where(scope);
  return { messages: rows.map(toMessage), count: row?.total ?? 0 };
}
