// Test data: the customers of the shared filter cases (common/testing/customer-filter-cases.ts) as rows
// of an organization. Answers each row's id with its name in the table.
import { randomId } from '../../common/ids';
import { FILTER_CUSTOMERS } from '../../common/testing/customer-filter-cases';
import type { Db } from '../db/client';
import { conversations, customers } from '../db/schema';

export async function seedFilterCustomers(db: Db, orgId: string): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const rows = Object.entries(FILTER_CUSTOMERS).map(([name, customer]) => {
    const objectId = randomId();
    names.set(objectId, name);
    return {
      objectId, orgId, platform: customer.platform, platformCustomerId: `${customer.platform}-${objectId}`, conversationId: randomId(),
      displayName: customer.displayName, originalDisplayName: customer.originalDisplayName, tags: [...customer.tags], inbox: [...customer.inbox],
      friendship: customer.friendship, joinedAt: new Date(customer.joinedAt),
      lastMessageAt: customer.lastMessageAt === undefined ? null : new Date(customer.lastMessageAt),
      profile: customer.gender ? { gender: customer.gender } : {}, cellPhone: customer.cellPhone ?? null, email: customer.email ?? null, seq: 0,
    };
  });
  await db.transaction(async (tx) => {
    await tx.insert(customers).values(rows);
    await tx.insert(conversations).values(rows.map((row) => ({ objectId: row.conversationId, orgId, customerId: row.objectId })));
  });
  return names;
}
