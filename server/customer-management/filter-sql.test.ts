// The customer filter query in SQL answers the same customers as the console's evaluator: the shared
// table of hand-computed cases (common/testing/customer-filter-cases.ts), run on the real database,
// with another organization's matching customers never among them.
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeCustomerFilter } from '../../common/customer-filter';
import { FILTER_CASES } from '../../common/testing/customer-filter-cases';
import { customers } from '../db/schema';
import { startTestServer, type TestServer } from '../testing/harness';
import { customerFilterWhere } from './filter-sql';
import { seedFilterCustomers } from './seed-filter-customers';

let t: TestServer;
let orgId: string;
let nameOf: Map<string, string>;

beforeAll(async () => {
  t = await startTestServer();
  orgId = (await t.agentWithOrg('filters')).orgId;
  nameOf = await seedFilterCustomers(t.server.db, orgId);
  // The same customers in another organization: they match every case, and are never answered.
  await seedFilterCustomers(t.server.db, (await t.agentWithOrg('other')).orgId);
}, 30_000);
afterAll(() => t?.close());

describe('the customer filter query in SQL', () => {
  it.each(FILTER_CASES)('$name', async ({ query, expected }) => {
    const found = await t.server.db.select({ objectId: customers.objectId }).from(customers).where(customerFilterWhere(orgId, normalizeCustomerFilter(query)));
    expect(found.map((row) => nameOf.get(row.objectId)).sort()).toEqual([...expected].sort());
  });

  it('leaves out deleted customers', async () => {
    const amy = [...nameOf].find(([, name]) => name === 'amy')![0];
    await t.server.db.update(customers).set({ deleted: true }).where(inArray(customers.objectId, [amy]));
    const found = await t.server.db.select({ objectId: customers.objectId }).from(customers).where(customerFilterWhere(orgId, normalizeCustomerFilter({ tagDensity: { $all: ['vip', 'tw'] } })));
    expect(found).toEqual([]);
  });
});
