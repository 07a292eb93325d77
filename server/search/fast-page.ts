// The customer list query's common pages as prepared statements (docs/search.md, "The one round
// trip"): the newest customers, optionally with any of some tags and a name keyword, and nothing else.
// Built once per database and shape, so a request neither builds SQL nor (on PostgreSQL, where each
// connection keeps the named statement) has it parsed again; any other query takes the general path
// (customerConditions and customerPage), which answers the same rows.
import { and, arrayOverlaps, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { CustomerSearchMode } from '../../common/customer-search';
import type { CustomerListOptions, CustomerListWhere } from '../../common/contracts/search';
import type { Db } from '../db/client';
import { customers } from '../db/schema';
import { nameMatch, nameSearchValue } from './customer-query';
import type { CustomerRow } from '../messages/serialize';

/** A page's parameters: the statement is chosen by which of them are set. */
export interface FastPage {
  orgId: string;
  tags?: string[];
  name?: { mode: CustomerSearchMode; keyword: string };
  limit: number;
  skip: number;
}

/**
 * The fast page of a request, or undefined when the request asks for more than the newest customers
 * with tags $in and a name keyword (another filter, sort, cursor, count or the last messages).
 */
export function fastPageOf(orgId: string, where: CustomerListWhere, options: CustomerListOptions, searchMode: CustomerSearchMode, defaultLimit: number): FastPage | undefined {
  const { tags, nameSearch, ...otherWhere } = where;
  const { limit, skip, sort, ...otherOptions } = options;
  if (Object.keys(otherWhere).length > 0 || Object.keys(otherOptions).length > 0) return undefined;
  if (sort && !(Object.keys(sort).length === 1 && 'lastMessageAt' in sort)) return undefined;
  if (tags && (tags.$nin?.length || !tags.$in)) return undefined;
  const keyword = nameSearch?.trim();
  return {
    orgId,
    ...(tags?.$in ? { tags: tags.$in } : {}),
    ...(keyword ? { name: { mode: searchMode, keyword } } : {}),
    limit: limit ?? defaultLimit,
    skip: skip ?? 0,
  };
}

const placeholder = (name: string) => sql.placeholder(name);

function prepare(db: Db, shape: string, page: FastPage) {
  const conditions: SQL[] = [eq(customers.orgId, placeholder('orgId')), eq(customers.deleted, false)];
  if (page.tags) conditions.push(arrayOverlaps(customers.tags, placeholder('tags')));
  if (page.name) conditions.push(nameMatch(page.name.mode, placeholder('name')));
  // The order of customers_org_last_message_idx (migration 0035), as customerPage sorts.
  return db.select().from(customers).where(and(...conditions))
    .orderBy(sql`${customers.lastMessageAt} desc nulls last`, desc(customers.objectId))
    .limit(placeholder('limit')).offset(placeholder('skip'))
    .prepare(`find_customers_${shape}`);
}

type Prepared = ReturnType<typeof prepare>;
const preparedByDb = new WeakMap<Db, Map<string, Prepared>>();

export function fastCustomerPage(db: Db, page: FastPage): Promise<CustomerRow[]> {
  const shape = `${page.tags ? 'tags' : 'all'}_${page.name?.mode ?? 'noname'}`;
  let prepared = preparedByDb.get(db);
  if (!prepared) preparedByDb.set(db, prepared = new Map());
  let statement = prepared.get(shape);
  if (!statement) prepared.set(shape, statement = prepare(db, shape, page));
  const name = page.name && nameSearchValue(page.name.mode, page.name.keyword);
  return statement.execute({ orgId: page.orgId, tags: page.tags, name, limit: page.limit, skip: page.skip });
}
