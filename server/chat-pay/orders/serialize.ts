// Order rows to the contract's Order.
import type { Order } from '../../../common/contracts/chat-pay';
import type { shopOrders } from '../schema';

export type OrderRow = typeof shopOrders.$inferSelect;

export const orderNumber = (serial: number) => `#${serial}`;

export function toOrder(row: OrderRow): Order {
  return {
    id: row.objectId,
    serial: row.serial,
    number: orderNumber(row.serial),
    customer_id: row.customerId,
    conversation: row.conversationId,
    status: row.status,
    payment: { status: row.paymentStatus, method: row.paymentMethod },
    shipping: {
      status: row.shippingStatus, type: row.shippingType, price: row.shippingPrice, ...(row.address === null ? {} : { address: row.address }),
      ...(row.shippingType === 'uberDirect' ? { courier: { state: row.deliveryState, ...(row.deliveryTrackingUrl ? { trackingUrl: row.deliveryTrackingUrl } : {}) } } : {}),
    },
    items: row.items,
    subtotal: row.subtotal,
    total: row.total,
    currency: row.currency,
    contact: row.contact,
    notes: row.notes,
    receiptId: row.receiptId,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    agent_id: row.agentId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
