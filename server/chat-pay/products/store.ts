// Products and their variations in the database, every read and write scoped by the organization (a
// product of another one is not found: 404). A variation's stock is its own column: orders reserve it
// with one UPDATE (server/chat-pay/orders/place.ts). Deleting keeps the rows for past orders.
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_PRODUCT_STATUS, DUPLICATE_SKU, copiedProduct, type StockFilter } from '../../../common/chat-pay';
import type { ProductListQuery } from '../../../common/contracts/chat-pay';
import { randomId } from '../../../common/ids';
import type { Db, Queryable } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { notFound } from '../../http/errors';
import { conflict } from '../errors';
import { shopProducts, shopVariations } from '../schema';
import { nextSerial } from '../serials';
import type { CheckedProduct } from './check';
import type { ProductWithVariations, VariationRow } from './serialize';
import { toProduct } from './serialize';

const live = (orgId: string) => and(eq(shopProducts.orgId, orgId), eq(shopProducts.deleted, false));
const totalStock = sql<number>`(select coalesce(sum(v.stock), 0) from ${shopVariations} v where v.product_id = ${shopProducts.objectId} and not v.deleted)`;

/** The stock filter in SQL, as common/chat-pay.ts stockLevel places a total. */
function stockCondition(filter: StockFilter, lowCount: number): SQL {
  if (filter === 'outofstock') return sql`${totalStock} = 0`;
  return filter === 'low' ? sql`${totalStock} between 1 and ${lowCount}` : sql`${totalStock} > ${lowCount}`;
}

/** The live variations of these products, in their order. */
async function variationsOf(db: Queryable, productIds: string[]): Promise<Map<string, VariationRow[]>> {
  const rows = productIds.length === 0 ? [] : await db.select().from(shopVariations)
    .where(and(inArray(shopVariations.productId, productIds), eq(shopVariations.deleted, false))).orderBy(asc(shopVariations.position));
  const byProduct = new Map<string, VariationRow[]>(productIds.map((id) => [id, []]));
  for (const row of rows) byProduct.get(row.productId)!.push(row);
  return byProduct;
}

/** A page of the organization's products: title or sku search, stock and status filters, by serial. */
export async function listProducts(db: Queryable, orgId: string, query: ProductListQuery & { page: number; limit: number }, lowCount: number): Promise<ProductWithVariations[]> {
  const search = query.search?.trim();
  const pattern = search ? `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : undefined;
  const products = await db.select().from(shopProducts).where(and(
    live(orgId),
    query.status ? eq(shopProducts.status, query.status) : undefined,
    query.stock ? stockCondition(query.stock, lowCount) : undefined,
    pattern ? or(ilike(shopProducts.title, pattern), sql`exists (select 1 from ${shopVariations} v where v.product_id = ${shopProducts.objectId}
      and not v.deleted and v.sku ilike ${pattern})`) : undefined,
  )).orderBy(query.order === 'asc' ? asc(shopProducts.serial) : desc(shopProducts.serial))
    .limit(query.limit).offset((query.page - 1) * query.limit);
  const variations = await variationsOf(db, products.map((product) => product.objectId));
  return products.map((product) => ({ product, variations: variations.get(product.objectId)! }));
}

export async function productOfOrg(db: Queryable, orgId: string, productId: string): Promise<ProductWithVariations> {
  const [product] = await db.select().from(shopProducts).where(and(live(orgId), eq(shopProducts.objectId, productId))).limit(1);
  if (!product) throw notFound();
  return { product, variations: (await variationsOf(db, [productId])).get(productId)! };
}

/** A sku another live variation of the organization has: 409 "Duplicate sku". */
async function refusingDuplicateSku<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error) === 'shop_variations_org_sku_idx') throw conflict(DUPLICATE_SKU);
    throw error;
  }
}

const variationValues = (orgId: string, productId: string, variation: CheckedProduct['variations'][number], position: number) => ({
  orgId, productId, position,
  sku: variation.sku,
  stock: variation.stock_quantity,
  regularPrice: variation.regular_price,
  salePrice: variation.sale_price ?? null,
  currency: variation.currency,
  attributes: variation.attributes,
});

export function createProduct(db: Db, orgId: string, fields: CheckedProduct): Promise<ProductWithVariations> {
  return refusingDuplicateSku(() => db.transaction(async (tx) => {
    const { variations, status = DEFAULT_PRODUCT_STATUS, ...own } = fields;
    const serial = await nextSerial(tx, orgId, 'product');
    const [product] = await tx.insert(shopProducts).values({ objectId: randomId(), orgId, serial, status, ...own }).returning();
    await tx.insert(shopVariations).values(variations.map((variation, position) => ({
      objectId: randomId(), ...variationValues(orgId, product!.objectId, variation, position),
    })));
    return productOfOrg(tx, orgId, product!.objectId);
  }));
}

/**
 * Replaces the product's fields and variations: a variation named by its id is updated, one without
 * an id (or an id the product does not have) is added, one left out is deleted (kept for past orders).
 */
export function updateProduct(db: Db, orgId: string, productId: string, fields: CheckedProduct): Promise<ProductWithVariations> {
  return refusingDuplicateSku(() => db.transaction(async (tx) => {
    const current = await productOfOrg(tx, orgId, productId);
    const { variations, ...own } = fields;
    await tx.update(shopProducts).set({ ...own, updatedAt: new Date() }).where(eq(shopProducts.objectId, productId));
    const known = new Set(current.variations.map((variation) => variation.objectId));
    const kept = new Set<string>();
    // Left out first: their skus are free for the variations saved now.
    const keptIds = variations.map((variation) => variation.id).filter((id) => known.has(id));
    const dropped = [...known].filter((id) => !keptIds.includes(id));
    if (dropped.length > 0) await tx.update(shopVariations).set({ deleted: true }).where(inArray(shopVariations.objectId, dropped));
    for (const [position, variation] of variations.entries()) {
      const values = variationValues(orgId, productId, variation, position);
      if (known.has(variation.id) && !kept.has(variation.id)) {
        kept.add(variation.id);
        await tx.update(shopVariations).set(values).where(eq(shopVariations.objectId, variation.id));
      } else {
        await tx.insert(shopVariations).values({ objectId: randomId(), ...values });
      }
    }
    return productOfOrg(tx, orgId, productId);
  }));
}

/** Deleted for the lists, the storefront and new orders; kept for the orders that name it. */
export async function deleteProduct(db: Db, orgId: string, productId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.update(shopProducts).set({ deleted: true, updatedAt: new Date() })
      .where(and(live(orgId), eq(shopProducts.objectId, productId))).returning({ objectId: shopProducts.objectId });
    if (!row) throw notFound();
    await tx.update(shopVariations).set({ deleted: true }).where(eq(shopVariations.productId, productId));
  });
}

/** The copy rule (common/chat-pay.ts copiedProduct): a draft " - 1", new variation ids, no skus. */
export async function copyProduct(db: Db, orgId: string, productId: string): Promise<ProductWithVariations> {
  const original = toProduct(await productOfOrg(db, orgId, productId));
  const copy = copiedProduct(original);
  return createProduct(db, orgId, {
    status: copy.status, title: copy.title, desc: copy.desc, images: copy.images, specs: copy.specs, attributes: copy.attributes, variations: copy.variations,
  });
}
