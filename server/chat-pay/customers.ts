// The customer a merchant names (an order for them, a product sent to them): live, of the organization; 404 otherwise.
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { customers } from '../db/schema';
import { notFound } from '../http/errors';
import type { CustomerRow } from '../messages/serialize';

export async function customerOfOrg(db: Queryable, orgId: string, customerId: string): Promise<CustomerRow> {
  const [row] = await db.select().from(customers)
    .where(and(eq(customers.orgId, orgId), eq(customers.objectId, customerId), eq(customers.deleted, false))).limit(1);
  if (!row) throw notFound();
  return row;
}
