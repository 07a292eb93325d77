// What a signed link opens, read for its customer in its organization only: the customer (live), the
// linked product (published) and the customer's own orders. Anything else is not found (404).
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import type { CustomerRow } from '../../messages/serialize';
import { customerOfOrg } from '../customers';
import type { LinkTarget, ShopLinks } from '../links';
import { shopOrders } from '../schema';
import type { OrderRow } from '../orders/serialize';
import { productOfOrg } from '../products/store';
import type { ProductWithVariations } from '../products/serialize';

/** The link's target and its customer; 400 naming the token when it is not a link this server signed. */
export async function linkOf(db: Queryable, links: ShopLinks, token: string): Promise<{ target: LinkTarget; customer: CustomerRow }> {
  const target = links.verify(token);
  if (!target) throw badRequest('token is not a valid shop link');
  return { target, customer: await customerOfOrg(db, target.orgId, target.customerId) };
}

/** The linked product when it is on sale, else none (the page says it is not available). */
export async function publishedProduct(db: Queryable, orgId: string, productId: string): Promise<ProductWithVariations | undefined> {
  const product = await productOfOrg(db, orgId, productId).catch(() => undefined);
  return product?.product.status === 'publish' ? product : undefined;
}

export async function customerOrder(db: Queryable, customer: CustomerRow, orderId: string): Promise<OrderRow> {
  const [row] = await db.select().from(shopOrders).where(and(
    eq(shopOrders.orgId, customer.orgId), eq(shopOrders.customerId, customer.objectId), eq(shopOrders.objectId, orderId),
  )).limit(1);
  if (!row) throw notFound();
  return row;
}
