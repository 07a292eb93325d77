// The all customers list: a page of the customers a filter selects, and how many it selects.
import { asc, count, desc, sql } from 'drizzle-orm';
import type { NormalizedCustomerFilter } from '../../common/customer-filter';
import type { Queryable } from '../db/client';
import { customers } from '../db/schema';
import type { CustomerRow } from '../messages/serialize';
import { customerFilterWhere } from './filter-sql';

export interface CustomerPage {
  sort: 'lastMessageAt' | 'joinedAt';
  order: 'desc' | 'asc';
  skip: number;
  limit: number;
}

export function filteredCustomers(db: Queryable, orgId: string, filter: NormalizedCustomerFilter, page: CustomerPage): Promise<CustomerRow[]> {
  const column = page.sort === 'joinedAt' ? customers.joinedAt : customers.lastMessageAt;
  // Who never wrote has no last message: last either way. The id breaks ties, so pages never overlap.
  const byColumn = page.order === 'desc' ? sql`${column} desc nulls last` : sql`${column} asc nulls last`;
  return db.select().from(customers).where(customerFilterWhere(orgId, filter))
    .orderBy(byColumn, page.order === 'desc' ? desc(customers.objectId) : asc(customers.objectId))
    .offset(page.skip).limit(page.limit);
}

export async function countFilteredCustomers(db: Queryable, orgId: string, filter: NormalizedCustomerFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(customers).where(customerFilterWhere(orgId, filter));
  return row?.total ?? 0;
}
