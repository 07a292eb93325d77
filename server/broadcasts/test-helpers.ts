// Customers written straight into a test server's database (any platform, window, tags, gender…), for
// the broadcast tests: the audience rules are about those columns, not about how a customer arrived.
import { randomId } from '../../common/ids';
import type { Platform } from '../../common/contracts/base';
import type { Db } from '../db/client';
import { conversations, customers } from '../db/schema';

export interface SeedCustomer {
  platform: Platform;
  integrationId?: string | null;
  platformCustomerId?: string;
  tags?: string[];
  gender?: string;
  inbox?: string[];
  friendship?: 'follow' | 'unfollow';
  /** Hours since the customer last wrote (null: never). */
  lastInboundHoursAgo?: number | null;
}

/** Inserts the customers (and their conversations); answers their objectIds in order. */
export async function seedCustomers(db: Db, orgId: string, seeds: readonly SeedCustomer[]): Promise<string[]> {
  const now = Date.now();
  const rows = seeds.map((seed) => {
    const objectId = randomId();
    const hours = seed.lastInboundHoursAgo === undefined ? 1 : seed.lastInboundHoursAgo;
    return {
      objectId,
      orgId,
      platformCustomerId: seed.platformCustomerId ?? `${seed.platform}-${objectId}`,
      integrationId: seed.integrationId ?? null,
      platform: seed.platform,
      conversationId: randomId(),
      displayName: `Customer ${objectId}`,
      originalDisplayName: `Customer ${objectId}`,
      inbox: (seed.inbox ?? ['all']) as never,
      friendship: seed.friendship ?? 'follow',
      tags: seed.tags ?? [],
      profile: seed.gender ? { gender: seed.gender } : {},
      lastInboundAt: hours === null ? null : new Date(now - hours * 3600_000),
      seq: 0,
    };
  });
  for (let at = 0; at < rows.length; at += 1000) {
    const page = rows.slice(at, at + 1000);
    await db.transaction(async (tx) => {
      await tx.insert(customers).values(page);
      await tx.insert(conversations).values(page.map((row) => ({ objectId: row.conversationId, orgId, customerId: row.objectId })));
    });
  }
  return rows.map((row) => row.objectId);
}
