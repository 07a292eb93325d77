// All customers offline over fake-indexeddb: every query of the shared table of cases
// (common/testing/customer-filter-cases.ts), read page after page in each sort and order, answers the
// customers the evaluator selects in the server's order, and counts them; another organization's never.
import { beforeAll, describe, expect, it } from 'vitest';
import { normalizeCustomerFilter, type FilterableCustomer } from '../common/customer-filter';
import { FILTER_CASES, FILTER_CUSTOMERS } from '../common/testing/customer-filter-cases';
import { countSyncedCustomers, syncedCustomersPage, type SyncedCustomerSort } from './customer-filter-queries';
import { db } from './db';
import type { CustomerRecord } from './records';

const orgId = 'Org0000001';
const iso = (at: number | undefined) => (at === undefined ? undefined : new Date(at).toISOString());

function recordOf(objectId: string, org: string, customer: FilterableCustomer): CustomerRecord {
  return {
    objectId, orgId: org, customerId: objectId, platform: customer.platform, displayName: customer.displayName,
    originalDisplayName: customer.originalDisplayName, inbox: [...customer.inbox], friendship: customer.friendship, tags: [...customer.tags],
    conversationId: `conv-${objectId}`, lastMessageAt: iso(customer.lastMessageAt) ?? '', assignedAt: '', assignee: '', box: 'open', badge: 0,
    joinedAt: iso(customer.joinedAt), updatedAt: '2026-11-28T00:00:00.000Z',
    profile: {
      ...(customer.gender ? { gender: customer.gender } : {}), ...(customer.cellPhone ? { cellPhone: customer.cellPhone } : {}),
      ...(customer.email ? { email: customer.email } : {}),
    },
  };
}

// Two more just like Amy (the same last message), so the objectId breaks a tie across pages.
const customers: Record<string, FilterableCustomer> = { ...FILTER_CUSTOMERS, amy2: FILTER_CUSTOMERS.amy!, amy3: FILTER_CUSTOMERS.amy! };

/** The server's order, written out: by the time asked, those without one last, the name (objectId here) breaking ties, as asked. */
function inServerOrder(names: string[], { sort, order }: SyncedCustomerSort): string[] {
  const keyOf = (name: string) => (sort === 'joinedAt' ? customers[name]!.joinedAt : customers[name]!.lastMessageAt);
  const sign = order === 'desc' ? -1 : 1;
  return [...names].sort((a, b) => {
    const [ka, kb] = [keyOf(a), keyOf(b)];
    if ((ka === undefined) !== (kb === undefined)) return ka === undefined ? 1 : -1;
    if (ka !== undefined && kb !== undefined && ka !== kb) return sign * (ka - kb);
    return sign * (a < b ? -1 : 1);
  });
}

const SORTS: SyncedCustomerSort[] = [
  { sort: 'lastMessageAt', order: 'desc' }, { sort: 'lastMessageAt', order: 'asc' }, { sort: 'joinedAt', order: 'desc' }, { sort: 'joinedAt', order: 'asc' },
];

beforeAll(async () => {
  await db.customers.clear();
  await db.customers.bulkPut(Object.entries(customers).flatMap(([name, customer]) => [
    recordOf(name, orgId, customer), recordOf(`other-${name}`, 'Org0000002', customer),
  ]));
});

describe('the synced customers a filter selects', () => {
  it.each(FILTER_CASES)('$name', async ({ query, expected }) => {
    const filter = normalizeCustomerFilter(query);
    const selected = [...expected, ...(expected.includes('amy') ? ['amy2', 'amy3'] : [])];
    for (const sort of SORTS) {
      // Pages of two, each after the last row of the one before, as the list asks while scrolling.
      const read: string[] = [];
      for (;;) {
        const page = await syncedCustomersPage(orgId, filter, sort, 2, read.length > 0 ? await db.customers.get(read.at(-1)!) : undefined);
        read.push(...page.map((row) => row.objectId));
        if (page.length < 2) break;
      }
      expect(read, `${sort.sort} ${sort.order}`).toEqual(inServerOrder(selected, sort));
    }
    expect(await countSyncedCustomers(orgId, filter)).toBe(selected.length);
  });
});
