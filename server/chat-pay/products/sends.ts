// Who sent a product to a customer last (statistics' sales per agent, docs/chat-pay.md): a send is kept
// per organization, customer and product, the newest replacing the older; a storefront order is
// credited to the member of the most recent send to its customer of any of its products.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { shopProductSends } from '../schema';

export async function recordSend(db: Queryable, send: { orgId: string; customerId: string; productId: string; senderId: string }): Promise<void> {
  await db.insert(shopProductSends).values({ ...send, sentAt: new Date() }).onConflictDoUpdate({
    target: [shopProductSends.orgId, shopProductSends.customerId, shopProductSends.productId],
    set: { senderId: send.senderId, sentAt: sql`excluded.sent_at` },
  });
}

/** The member of the most recent send of any of `productIds` to the customer; null: none was sent. */
export async function lastSender(db: Queryable, orgId: string, customerId: string, productIds: readonly string[]): Promise<string | null> {
  const [row] = await db.select({ senderId: shopProductSends.senderId }).from(shopProductSends).where(and(
    eq(shopProductSends.orgId, orgId), eq(shopProductSends.customerId, customerId), inArray(shopProductSends.productId, [...productIds]),
  )).orderBy(desc(shopProductSends.sentAt)).limit(1);
  return row?.senderId ?? null;
}
