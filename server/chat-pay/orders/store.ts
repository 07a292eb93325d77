// Orders in the database, scoped by the organization (another one's order: 404): the list, one order,
// the merchant's edits, batch status changes, and the unhandled count. Stock goes back in the same
// transaction as the change that cancels an order (the merchant's, or expiry: expiry.ts), once.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  ORDER_CANCELLED, STATUSES_OF_TYPE, orderStatusChangeAllowed, type OrderStatus, type OrderStatusType, type PaymentStatus, type ShippingStatus,
} from '../../../common/chat-pay';
import type { OrderListRequest, UpdateOrderRequest } from '../../../common/contracts/chat-pay';
import type { Db, Queryable, Tx } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import { conflict } from '../errors';
import { shopOrders, shopVariations } from '../schema';
import type { OrderRow } from './serialize';

export async function listOrders(db: Queryable, orgId: string, request: OrderListRequest & { page: number; limit: number }): Promise<OrderRow[]> {
  const filter = request.filter ?? {};
  return db.select().from(shopOrders).where(and(
    eq(shopOrders.orgId, orgId),
    filter.customer_id ? eq(shopOrders.customerId, filter.customer_id) : undefined,
    filter.status ? eq(shopOrders.status, filter.status) : undefined,
    filter.payment ? eq(shopOrders.paymentStatus, filter.payment) : undefined,
    filter.shipping ? eq(shopOrders.shippingStatus, filter.shipping) : undefined,
  )).orderBy(desc(shopOrders.serial)).limit(request.limit).offset((request.page - 1) * request.limit);
}

export async function orderOfOrg(db: Queryable, orgId: string, orderId: string): Promise<OrderRow> {
  const [row] = await db.select().from(shopOrders).where(and(eq(shopOrders.orgId, orgId), eq(shopOrders.objectId, orderId))).limit(1);
  if (!row) throw notFound();
  return row;
}

export async function updateOrder(db: Queryable, orgId: string, orderId: string, fields: UpdateOrderRequest): Promise<OrderRow> {
  const [row] = await db.update(shopOrders).set({
    ...(fields.contact ? { contact: fields.contact } : {}),
    ...(fields.notes === undefined ? {} : { notes: fields.notes }),
    ...(fields.address ? { address: fields.address.trim() } : {}),
    updatedAt: new Date(),
  }).where(and(eq(shopOrders.orgId, orgId), eq(shopOrders.objectId, orderId))).returning();
  if (!row) throw notFound();
  return row;
}

/** The order's lines go back to their variations' stock (a deleted variation's too: it may come back). */
export async function returnStock(tx: Tx, order: Pick<OrderRow, 'items'>): Promise<void> {
  for (const line of order.items) {
    await tx.update(shopVariations).set({ stock: sql`${shopVariations.stock} + ${line.quantity}` }).where(eq(shopVariations.objectId, line.variation_id));
  }
}

/** Orders in processing: the ones not yet handled (the sidebar's count, 01 §4 orderNeedUpdate). */
export async function unhandledCount(db: Queryable, orgId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(shopOrders).where(and(eq(shopOrders.orgId, orgId), eq(shopOrders.status, 'processing')));
  return row?.total ?? 0;
}

/** The change of one order: its new fields for the type and status. */
function changeOf(order: OrderRow, type: OrderStatusType, status: string): Partial<OrderRow> {
  if (type === 'order') {
    if (!orderStatusChangeAllowed(order.status, status as OrderStatus)) throw conflict(ORDER_CANCELLED);
    // Out of processing (the merchant took it on, or cancelled it), the order no longer expires.
    return { status: status as OrderStatus, ...(status === 'processing' ? {} : { expiresAt: null, remindAt: null }) };
  }
  if (type === 'payment') return { paymentStatus: status as PaymentStatus, ...(status === 'unpaid' ? {} : { expiresAt: null, remindAt: null }) };
  return { shippingStatus: status as ShippingStatus };
}

/**
 * Sets one status (of the order, the payment or the shipping) on every order named, all or none (an
 * id of another organization: 404). An order becoming cancelled gives its stock back.
 */
export function changeStatuses(db: Db, orgId: string, orderIds: readonly string[], type: OrderStatusType, status: string): Promise<{ before: OrderRow[]; after: OrderRow[] }> {
  if (!STATUSES_OF_TYPE[type].includes(status)) throw badRequest(`body/status must be one of ${STATUSES_OF_TYPE[type].join(', ')} for type ${type}`);
  const ids = [...new Set(orderIds)];
  return db.transaction(async (tx) => {
    const before = await tx.select().from(shopOrders).where(and(eq(shopOrders.orgId, orgId), inArray(shopOrders.objectId, ids)))
      .orderBy(shopOrders.objectId).for('update');
    if (before.length !== ids.length) throw notFound();
    const after: OrderRow[] = [];
    for (const order of before) {
      const [row] = await tx.update(shopOrders).set({ ...changeOf(order, type, status), updatedAt: new Date() })
        .where(eq(shopOrders.objectId, order.objectId)).returning();
      if (type === 'order' && status === 'cancelled' && order.status !== 'cancelled') await returnStock(tx, order);
      after.push(row!);
    }
    return { before, after };
  });
}

/** Sets the shipping status and the receipt of the message that says so. */
export async function setShipping(db: Queryable, orgId: string, orderId: string, shippingStatus: ShippingStatus, receiptId: string): Promise<OrderRow> {
  const [row] = await db.update(shopOrders).set({ shippingStatus, receiptId, updatedAt: new Date() })
    .where(and(eq(shopOrders.orgId, orgId), eq(shopOrders.objectId, orderId))).returning();
  if (!row) throw notFound();
  return row;
}

/** The receipt of the last status message sent to the order's customer. */
export async function setReceipt(db: Queryable, orgId: string, orderId: string, receiptId: string): Promise<OrderRow> {
  const [row] = await db.update(shopOrders).set({ receiptId, updatedAt: new Date() })
    .where(and(eq(shopOrders.orgId, orgId), eq(shopOrders.objectId, orderId))).returning();
  if (!row) throw notFound();
  return row;
}
