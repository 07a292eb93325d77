// The low-stock notice (03 §5 stock.low_count / stock.notify; docs/chat-pay.md "Low stock"): after
// stock is reserved by an order or edited, a variation at or below the low count notifies the members
// whose plan and role open chatPay's products, once. The notice is the variation's
// low_stock_notified_at, taken by one conditional UPDATE … WHERE low_stock_notified_at IS NULL
// RETURNING: of two orders (or processes) racing below the count one gets the row and notifies. Stock
// above the count again (a product save, stock returned) clears it, so the next fall notifies again.
import { and, eq, gt, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import { DEFAULT_SPEC_OPTION, variationLabel } from '../../../common/chat-pay';
import { notifyMembers, type NotifyServices } from '../../notifications/notify';
import { membersWithPart } from '../members';
import { shopProducts, shopVariations } from '../schema';
import { settingsOf } from '../settings/store';

/**
 * Looks at the variations after their stock changed: clears the notice of those above the low count,
 * and notifies once of each live one at or below it (when the settings ask to be notified). Never
 * throws: a notice must not undo the order or the save behind it.
 */
export async function checkLowStock(services: NotifyServices, orgId: string, variationIds: readonly string[]): Promise<void> {
  const { db } = services;
  if (variationIds.length === 0) return;
  try {
    const { stock } = await settingsOf(db, orgId);
    const ours = and(eq(shopVariations.orgId, orgId), inArray(shopVariations.objectId, [...new Set(variationIds)]));
    await db.update(shopVariations).set({ lowStockNotifiedAt: null })
      .where(and(ours, gt(shopVariations.stock, stock.low_count), isNotNull(shopVariations.lowStockNotifiedAt)));
    if (!stock.notify) return;
    const low = await db.update(shopVariations).set({ lowStockNotifiedAt: new Date() })
      .where(and(ours, eq(shopVariations.deleted, false), lte(shopVariations.stock, stock.low_count), isNull(shopVariations.lowStockNotifiedAt)))
      .returning({ productId: shopVariations.productId, stock: shopVariations.stock, attributes: shopVariations.attributes });
    if (low.length === 0) return;
    const products = await db.select({ objectId: shopProducts.objectId, title: shopProducts.title }).from(shopProducts)
      .where(inArray(shopProducts.objectId, low.map((row) => row.productId)));
    const titles = new Map(products.map((product) => [product.objectId, product.title]));
    const recipients = await membersWithPart(db, orgId, 'product');
    for (const row of low) {
      const label = variationLabel(row.attributes);
      // A product without specs of its own has the one default option: its title alone names it.
      const productName = `${titles.get(row.productId) ?? ''}${label && label !== DEFAULT_SPEC_OPTION ? ` (${label})` : ''}`;
      await notifyMembers(services, orgId, recipients, 'event/notify', (orgName) => ({
        type: 'link',
        link: { title: productName, href: `/chatPay/${orgId}/productsList/${row.productId}` },
        context: { eventType: 'lowStock', orgName, productName, stockLeft: row.stock },
      }));
    }
  } catch (error) {
    services.log?.warn({ err: error, orgId }, 'the low-stock notice failed');
  }
}
