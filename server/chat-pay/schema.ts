// chatPay's tables (docs/chat-pay.md), in a schema file of their own: drizzle.config.ts and
// server/db/client.ts take it beside server/db/schema.ts. Money columns are integers in the minor unit
// of the row's currency; stock is a column of its variation so that one UPDATE reserves it.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Currency, DeliveryType, OrderStatus, PaymentMethod, PaymentStatus, ProductStatus, ShippingStatus, Spec, VariationAttribute } from '../../common/chat-pay';
import type { OrderContact, OrderItem, ShopSettings } from '../../common/contracts/chat-pay';
import { customers, organizations } from '../db/schema';

const orgId = () => text('org_id').notNull().references(() => organizations.objectId, { onDelete: 'cascade' });
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

/** The store settings of an organization; none: the defaults (server/chat-pay/settings). */
export const shopSettings = pgTable('shop_settings', {
  orgId: orgId().primaryKey(),
  settings: jsonb('settings').$type<ShopSettings>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** The last serial given per organization and kind: one UPDATE … RETURNING takes the next. */
export const shopSerials = pgTable('shop_serials', {
  orgId: orgId(),
  kind: text('kind').$type<'product' | 'order'>().notNull(),
  last: integer('last').notNull(),
}, (table) => [primaryKey({ columns: [table.orgId, table.kind] })]);

export const shopProducts = pgTable('shop_products', {
  objectId: text('object_id').primaryKey(),
  orgId: orgId(),
  serial: integer('serial').notNull(),
  status: text('status').$type<ProductStatus>().notNull(),
  title: text('title').notNull(),
  desc: text('desc').notNull().default(''),
  images: text('images').array().notNull().default(sql`'{}'::text[]`),
  specs: jsonb('specs').$type<Spec[]>().notNull(),
  attributes: jsonb('attributes').$type<{ name: string; value: string }[]>().notNull(),
  /** Deleted products stay for the orders that name them; lists and the storefront leave them out. */
  deleted: boolean('deleted').notNull().default(false),
  ...timestamps,
}, (table) => [uniqueIndex('shop_products_org_serial_idx').on(table.orgId, table.serial)]);

export const shopVariations = pgTable('shop_variations', {
  objectId: text('object_id').primaryKey(),
  orgId: orgId(),
  productId: text('product_id').notNull().references(() => shopProducts.objectId, { onDelete: 'cascade' }),
  /** Order among the product's variations (the specs' combination order). */
  position: integer('position').notNull(),
  sku: text('sku').notNull().default(''),
  stock: integer('stock').notNull().default(0),
  regularPrice: integer('regular_price').notNull(),
  salePrice: integer('sale_price'),
  currency: text('currency').$type<Currency>().notNull(),
  attributes: jsonb('attributes').$type<VariationAttribute[]>().notNull(),
  deleted: boolean('deleted').notNull().default(false),
  /** When the merchant was told this variation runs low; cleared when its stock is above the low count again. */
  lowStockNotifiedAt: timestamp('low_stock_notified_at', { withTimezone: true, mode: 'date' }),
}, (table) => [
  index('shop_variations_product_idx').on(table.productId),
  // "Duplicate sku": a sku names one live variation of the organization, even when two saves race.
  uniqueIndex('shop_variations_org_sku_idx').on(table.orgId, table.sku).where(sql`${table.sku} <> '' and not ${table.deleted}`),
  check('shop_variations_stock_check', sql`${table.stock} >= 0`),
]);

export const shopOrders = pgTable('shop_orders', {
  objectId: text('object_id').primaryKey(),
  orgId: orgId(),
  serial: integer('serial').notNull(),
  customerId: text('customer_id').notNull().references(() => customers.objectId, { onDelete: 'cascade' }),
  conversationId: text('conversation_id').notNull(),
  status: text('status').$type<OrderStatus>().notNull(),
  paymentStatus: text('payment_status').$type<PaymentStatus>().notNull(),
  paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
  shippingStatus: text('shipping_status').$type<ShippingStatus>().notNull(),
  shippingType: text('shipping_type').$type<DeliveryType>().notNull(),
  shippingPrice: integer('shipping_price').notNull(),
  address: text('address'),
  /** The lines as ordered: titles, labels and prices of that moment. */
  items: jsonb('items').$type<OrderItem[]>().notNull(),
  subtotal: integer('subtotal').notNull(),
  total: integer('total').notNull(),
  currency: text('currency').$type<Currency>().notNull(),
  contact: jsonb('contact').$type<OrderContact>().notNull(),
  notes: text('notes').notNull().default(''),
  receiptId: text('receipt_id').notNull().default(''),
  /** An unpaid order awaiting payment is cancelled then (null: it does not expire). */
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
  /** When the customer is reminded before it expires; cleared once reminded. */
  remindAt: timestamp('remind_at', { withTimezone: true, mode: 'date' }),
  /** The payment provider's reference of the order's online payment (a Stripe Checkout Session id). */
  paymentRef: text('payment_ref'),
  /** When the provider said so of the last payment event applied: an older event changes nothing. */
  paymentEventAt: timestamp('payment_event_at', { withTimezone: true, mode: 'date' }),
  /** The member whose product send led to the order (statistics' sales per agent); null: none. */
  agentId: text('agent_id'),
  /** The courier's delivery of an Uber Direct order (Uber's delivery id); null until one is asked for. */
  deliveryRef: text('delivery_ref'),
  /** The Uber Direct quote the customer's delivery price came from. */
  deliveryQuoteId: text('delivery_quote_id'),
  /** Where the customer and the merchant follow the courier. */
  deliveryTrackingUrl: text('delivery_tracking_url'),
  /** Asking Uber for the courier: 'creating' while asked, 'created' once answered, 'unknown' when the answer was lost. */
  deliveryState: text('delivery_state').$type<'creating' | 'created' | 'unknown'>(),
  /** When the courier was first asked for: an answer lost is asked again with the same key only while Uber keeps it (6 h). */
  deliveryAskedAt: timestamp('delivery_asked_at', { withTimezone: true, mode: 'date' }),
  /** When Uber said so of the last delivery status applied (or the merchant cancelled): an older event changes nothing. */
  deliveryEventAt: timestamp('delivery_event_at', { withTimezone: true, mode: 'date' }),
  ...timestamps,
}, (table) => [
  uniqueIndex('shop_orders_org_serial_idx').on(table.orgId, table.serial),
  index('shop_orders_org_created_idx').on(table.orgId, table.createdAt),
  index('shop_orders_expires_idx').on(table.expiresAt).where(sql`${table.expiresAt} is not null`),
  index('shop_orders_remind_idx').on(table.remindAt).where(sql`${table.remindAt} is not null`),
  uniqueIndex('shop_orders_payment_ref_idx').on(table.paymentRef).where(sql`${table.paymentRef} is not null`),
  uniqueIndex('shop_orders_delivery_ref_idx').on(table.deliveryRef).where(sql`${table.deliveryRef} is not null`),
]);

/** The last time a member sent a product to a customer: an order of that product is credited to them. */
export const shopProductSends = pgTable('shop_product_sends', {
  orgId: orgId(),
  customerId: text('customer_id').notNull().references(() => customers.objectId, { onDelete: 'cascade' }),
  productId: text('product_id').notNull().references(() => shopProducts.objectId, { onDelete: 'cascade' }),
  senderId: text('sender_id').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (table) => [primaryKey({ columns: [table.orgId, table.customerId, table.productId] })]);

/** Payment and delivery providers' webhook events applied (provider 'stripe', 'uber'), by their own id: a replayed event changes nothing. */
export const shopPaymentEvents = pgTable('shop_payment_events', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
