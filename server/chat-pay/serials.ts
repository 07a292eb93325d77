// Serials per organization (products and orders: 1, 2, 3 …): one INSERT … ON CONFLICT UPDATE …
// RETURNING takes the next, so two writers never share one (the row stays locked until commit).
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { shopSerials } from './schema';

export async function nextSerial(db: Queryable, orgId: string, kind: 'product' | 'order'): Promise<number> {
  const [row] = await db.insert(shopSerials).values({ orgId, kind, last: 1 })
    .onConflictDoUpdate({ target: [shopSerials.orgId, shopSerials.kind], set: { last: sql`${shopSerials.last} + 1` } })
    .returning({ last: shopSerials.last });
  return row!.last;
}
