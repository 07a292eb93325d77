// All customers offline (issue 27): the customers synced to this device that a filter query selects,
// with the evaluator the server's SQL is tested against (common/customer-filter.ts).
import { Dexie } from 'dexie';
import { customerFilterMatches, type FilterableCustomer, type NormalizedCustomerFilter } from '../common/customer-filter';
import { db } from './db';
import type { CustomerRecord } from './records';

const time = (iso: string | undefined) => (iso ? Date.parse(iso) : Number.NaN);

/** The fields the filter reads, from a synced customer (a customer stored before joinedAt was kept has none: no join range holds it). */
export function filterableOf(record: CustomerRecord): FilterableCustomer {
  return {
    displayName: record.displayName,
    originalDisplayName: record.originalDisplayName,
    platform: record.platform,
    tags: record.tags,
    inbox: record.inbox,
    friendship: record.friendship,
    joinedAt: time(record.joinedAt),
    ...(record.lastMessageAt ? { lastMessageAt: time(record.lastMessageAt) } : {}),
    ...(record.profile?.gender ? { gender: record.profile.gender } : {}),
    ...(record.profile?.cellPhone ? { cellPhone: record.profile.cellPhone } : {}),
    ...(record.profile?.email ? { email: record.profile.email } : {}),
  };
}

export interface SyncedCustomerSort { sort: 'lastMessageAt' | 'joinedAt'; order: 'desc' | 'asc' }

/**
 * The organization's synced customers the filter selects, sorted as the server sorts: by the time
 * asked, those without one last either way, the objectId breaking ties.
 */
export async function syncedCustomersMatching(orgId: string, filter: NormalizedCustomerFilter, { sort, order }: SyncedCustomerSort): Promise<CustomerRecord[]> {
  const rows = await db.customers.where('[orgId+lastMessageAt]').between([orgId, Dexie.minKey], [orgId, Dexie.maxKey]).toArray();
  const matching = rows.filter((row) => customerFilterMatches(filter, filterableOf(row)));
  const sign = order === 'desc' ? -1 : 1;
  const keyOf = (row: CustomerRecord) => time(sort === 'joinedAt' ? row.joinedAt : row.lastMessageAt || undefined);
  return matching.sort((a, b) => {
    const ka = keyOf(a);
    const kb = keyOf(b);
    const aMissing = Number.isNaN(ka);
    const bMissing = Number.isNaN(kb);
    if (aMissing !== bMissing) return aMissing ? 1 : -1;
    if (!aMissing && ka !== kb) return sign * (ka - kb);
    return sign * (a.objectId < b.objectId ? -1 : a.objectId > b.objectId ? 1 : 0);
  });
}
