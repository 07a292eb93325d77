// All customers offline (issue 27): the customers synced to this device that a filter query selects,
// with the evaluator the server's SQL is tested against (common/customer-filter.ts). A page by last
// message reads the index in the server's order and stops at its last row; the count, and a page by
// joined (no index), read every synced customer in chunks, never all of them at once.
import { Dexie } from 'dexie';
import { customerFilterMatches, type FilterableCustomer, type NormalizedCustomerFilter } from '../common/customer-filter';
import { db } from './db';
import type { CustomerRecord } from './records';

/** Customers read at a time when every synced one is read. */
const CHUNK = 2000;

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

/** The server's order: by the time asked, those without one last either way, the objectId breaking ties. Negative: `a` comes first. */
function compareAs({ sort, order }: SyncedCustomerSort): (a: CustomerRecord, b: CustomerRecord) => number {
  const sign = order === 'desc' ? -1 : 1;
  const keyOf = (row: CustomerRecord) => time(sort === 'joinedAt' ? row.joinedAt : row.lastMessageAt || undefined);
  return (a, b) => {
    const ka = keyOf(a);
    const kb = keyOf(b);
    const aMissing = Number.isNaN(ka);
    const bMissing = Number.isNaN(kb);
    if (aMissing !== bMissing) return aMissing ? 1 : -1;
    if (!aMissing && ka !== kb) return sign * (ka - kb);
    return sign * (a.objectId < b.objectId ? -1 : a.objectId > b.objectId ? 1 : 0);
  };
}

/** Calls `visit` with each of the organization's synced customers the filter selects, in chunks by objectId; stops once `signal` aborts. */
async function eachMatching(orgId: string, filter: NormalizedCustomerFilter, visit: (row: CustomerRecord) => void, signal?: AbortSignal): Promise<void> {
  let last: string | undefined;
  for (;;) {
    if (signal?.aborted) return;
    const chunk = await (last === undefined ? db.customers.orderBy(':id') : db.customers.where(':id').above(last)).limit(CHUNK).toArray();
    for (const row of chunk) if (row.orgId === orgId && customerFilterMatches(filter, filterableOf(row))) visit(row);
    if (chunk.length < CHUNK) return;
    last = chunk.at(-1)!.objectId;
  }
}

/**
 * The next `limit` of the organization's synced customers the filter selects, after `after` (the last
 * row shown; none for the first page), sorted as the server sorts.
 */
export async function syncedCustomersPage(
  orgId: string, filter: NormalizedCustomerFilter, sort: SyncedCustomerSort, limit: number, after?: CustomerRecord,
): Promise<CustomerRecord[]> {
  const compare = compareAs(sort);
  const wanted = (row: CustomerRecord) => (!after || compare(after, row) < 0) && customerFilterMatches(filter, filterableOf(row));
  if (sort.sort === 'joinedAt') {
    const matching: CustomerRecord[] = [];
    await eachMatching(orgId, filter, (row) => { if (!after || compare(after, row) < 0) matching.push(row); });
    return matching.sort(compare).slice(0, limit);
  }
  // The index orders rows by last message, then objectId: newest first is the index backwards, where
  // those who never wrote ('') come last; oldest first reads those who wrote, then those who did not.
  const byLastMessage = db.customers.where('[orgId+lastMessageAt]');
  if (sort.order === 'desc') {
    return byLastMessage.between([orgId, Dexie.minKey], [orgId, after?.lastMessageAt ?? Dexie.maxKey], true, true).reverse().filter(wanted).limit(limit).toArray();
  }
  const wrote = after?.lastMessageAt === '' ? [] : await byLastMessage.between([orgId, after?.lastMessageAt ?? ''], [orgId, Dexie.maxKey], Boolean(after), true)
    .filter(wanted).limit(limit).toArray();
  if (wrote.length === limit) return wrote;
  const never = await byLastMessage.equals([orgId, '']).filter(wanted).limit(limit - wrote.length).toArray();
  return [...wrote, ...never];
}

/** How many of the organization's synced customers the filter selects (undefined once `signal` aborted). */
export async function countSyncedCustomers(orgId: string, filter: NormalizedCustomerFilter, signal?: AbortSignal): Promise<number | undefined> {
  let count = 0;
  await eachMatching(orgId, filter, () => { count += 1; }, signal);
  return signal?.aborted ? undefined : count;
}
