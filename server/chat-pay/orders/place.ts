// Placing an order (the merchant's for a customer, or the customer's on the storefront), in one
// transaction: the prices are the product's at this moment (never the caller's), and each line's
// stock is reserved by one conditional UPDATE (`stock = stock - q … where stock >= q`) that cannot
// oversell however many orders race; any line short rolls everything back: 409 "Not enough stock".
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  MONEY_MAX, NOT_ENOUGH_STOCK, SHOP_INCOMPLETE, orderTotals, settingsMissing, unitPrice, variationLabel, type PaymentMethod,
} from '../../../common/chat-pay';
import type { OrderContact, OrderDelivery, OrderItem, OrderItemRequest, ShopSettings } from '../../../common/contracts/chat-pay';
import { randomId } from '../../../common/ids';
import type { Db } from '../../db/client';
import { badRequest } from '../../http/errors';
import type { CustomerRow } from '../../messages/serialize';
import { conflict } from '../errors';
import { awaitsPaymentFirst, offeredMethods } from '../payment/methods';
import { shopOrders, shopProducts, shopVariations } from '../schema';
import { lastSender } from '../products/sends';
import { nextSerial } from '../serials';
import type { OrderRow } from './serialize';

export interface NewOrder {
  customer: CustomerRow;
  settings: ShopSettings;
  items: OrderItemRequest[];
  delivery: OrderDelivery;
  contact: OrderContact;
  notes?: string;
  paymentMethod: PaymentMethod;
  /** The storefront sells published products only; the merchant may order any live one. */
  publishedOnly: boolean;
  /** The server takes cards (it has a Stripe key) and the caller can send the customer to pay: the storefront. */
  cardPayments?: boolean;
  /** The member creating the order for the customer; none (the storefront): the last sender of its products (products/sends.ts). */
  memberId?: string;
  /** An Uber Direct delivery: Uber's quote asked by the server (delivery/uber-orders.ts), its fee the shipping price. */
  uberQuote?: { id: string; fee: number };
}

/** The same variation asked for twice is one line of both quantities. */
function mergedLines(items: readonly OrderItemRequest[]): OrderItemRequest[] {
  const byVariation = new Map<string, OrderItemRequest>();
  for (const item of items) {
    const known = byVariation.get(item.variation_id);
    byVariation.set(item.variation_id, known ? { ...known, quantity: known.quantity + item.quantity } : { ...item });
  }
  return [...byVariation.values()];
}

/** What the order asks of the shop before any stock is touched: settings complete, the method and the delivery offered. */
function checkShopTakes(order: NewOrder): void {
  const { settings } = order;
  if (settingsMissing(settings).length > 0) throw conflict(SHOP_INCOMPLETE);
  if (!offeredMethods(settings, order.cardPayments ?? false).includes(order.paymentMethod)) throw badRequest(`body/paymentMethod ${order.paymentMethod} is not offered by the shop`);
  const offered = order.delivery.type === 'uberDirect' ? Boolean(order.uberQuote) : settings.shipping.self.enabled;
  if (!offered) throw badRequest(`body/delivery/type ${order.delivery.type} is not offered by the shop`);
  if (!order.delivery.address?.trim()) throw badRequest('body/delivery/address is required for delivery');
}

export function placeOrder(db: Db, order: NewOrder): Promise<OrderRow> {
  checkShopTakes(order);
  const { customer, settings } = order;
  const orgId = customer.orgId;
  const lines = mergedLines(order.items);
  return db.transaction(async (tx) => {
    const variations = await tx.select({ variation: shopVariations, title: shopProducts.title, status: shopProducts.status })
      .from(shopVariations).innerJoin(shopProducts, eq(shopProducts.objectId, shopVariations.productId))
      .where(and(
        eq(shopVariations.orgId, orgId), eq(shopVariations.deleted, false), eq(shopProducts.deleted, false),
        inArray(shopVariations.objectId, lines.map((line) => line.variation_id)),
      ));
    const byId = new Map(variations.map((row) => [row.variation.objectId, row]));
    const items: OrderItem[] = lines.map((line) => {
      const row = byId.get(line.variation_id);
      const index = order.items.findIndex((item) => item.variation_id === line.variation_id);
      if (!row || row.variation.productId !== line.product_id || (order.publishedOnly && row.status !== 'publish')) {
        throw badRequest(`body/items/${index}/variation_id is not a variation of product ${line.product_id} on sale`);
      }
      if (row.variation.currency !== settings.currency) throw conflict(`body/items/${index}: priced in ${row.variation.currency}, not the shop's ${settings.currency}`);
      return {
        product_id: line.product_id, variation_id: line.variation_id, title: row.title, variation: variationLabel(row.variation.attributes),
        quantity: line.quantity, unit_price: unitPrice({ regular_price: row.variation.regularPrice, sale_price: row.variation.salePrice ?? undefined }),
        currency: row.variation.currency,
      };
    });
    const totals = orderTotals(items, order.uberQuote ? { price: order.uberQuote.fee, free_amount: 0 } : settings.shipping.self);
    // Before any stock is taken: an amount beyond MONEY_MAX is no order this shop takes (nor a column holds).
    if (totals.total > MONEY_MAX) throw badRequest(`body/items: the order's total must be at most ${MONEY_MAX}`);
    // In one order of rows (by id): two orders never wait on each other's lines in a circle.
    for (const line of [...items].sort((a, b) => a.variation_id.localeCompare(b.variation_id))) {
      const reserved = await tx.update(shopVariations).set({ stock: sql`${shopVariations.stock} - ${line.quantity}` })
        .where(and(eq(shopVariations.objectId, line.variation_id), sql`${shopVariations.stock} >= ${line.quantity}`))
        .returning({ objectId: shopVariations.objectId });
      if (reserved.length === 0) throw conflict(NOT_ENOUGH_STOCK);
    }
    const now = Date.now();
    const expireMs = settings.order.expire * 1000;
    const expires = awaitsPaymentFirst(order.paymentMethod);
    const [row] = await tx.insert(shopOrders).values({
      objectId: randomId(),
      orgId,
      serial: await nextSerial(tx, orgId, 'order'),
      customerId: customer.objectId,
      conversationId: customer.conversationId,
      status: 'processing',
      paymentStatus: 'unpaid',
      paymentMethod: order.paymentMethod,
      shippingStatus: 'processing',
      shippingType: order.delivery.type,
      shippingPrice: totals.shippingPrice,
      address: order.delivery.address!.trim(),
      items,
      subtotal: totals.subtotal,
      total: totals.total,
      currency: settings.currency,
      contact: order.contact,
      notes: order.notes ?? '',
      // Reminded at half the time (03 §4 orderExpiryReminder), cancelled at its end.
      expiresAt: expires ? new Date(now + expireMs) : null,
      remindAt: expires ? new Date(now + expireMs / 2) : null,
      deliveryQuoteId: order.uberQuote?.id ?? null,
      agentId: order.memberId ?? await lastSender(tx, orgId, customer.objectId, items.map((item) => item.product_id)),
    }).returning();
    return row!;
  });
}
