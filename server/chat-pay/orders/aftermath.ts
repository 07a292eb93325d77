// What follows an order's change for the organization, once the change is committed: the consoles hear
// the unhandled count (notify.ts), the conversation gets the order's event line (events.ts), and the
// variations whose stock moved are looked at for the low-stock notice (products/low-stock.ts). A line
// or a notice that fails is logged: the order's change stands.
import type { ChatPayServices } from '../kit';
import { checkLowStock } from '../products/low-stock';
import { eventsOfChange, orderEventLine, type OrderEvent } from './events';
import { announceUnhandled, unhandledDelta } from './notify';
import type { OrderRow } from './serialize';

interface Log { warn(object: unknown, message: string): void }

async function eventLine(services: ChatPayServices, log: Log, order: OrderRow, event: OrderEvent, key?: string): Promise<void> {
  await orderEventLine(services, order, event, key).catch((error: unknown) => log.warn({ err: error, orderId: order.objectId, event }, 'the order event line was not stored'));
}

const variationsOf = (orders: readonly OrderRow[]) => orders.flatMap((order) => order.items.map((item) => item.variation_id));

/** An order was placed (by the merchant or on the storefront): its stock was reserved. */
export async function afterPlacement(services: ChatPayServices, log: Log, order: OrderRow): Promise<void> {
  await announceUnhandled(services, order.orgId, 1);
  await eventLine(services, log, order, 'orderPlaced');
  await checkLowStock({ ...services, log }, order.orgId, variationsOf([order]));
}

/**
 * Orders changed (status batch, shipping confirmed or cancelled): the unhandled count, each order's
 * events (cancelled, paid, shipped), and the stock cancelled orders gave back.
 */
export async function afterChanges(services: ChatPayServices, log: Log, orgId: string, before: readonly OrderRow[], after: readonly OrderRow[]): Promise<void> {
  await announceUnhandled(services, orgId, unhandledDelta(before, after));
  const cancelled: OrderRow[] = [];
  for (const [index, order] of after.entries()) {
    const events = eventsOfChange(before[index]!, order);
    // A kind may come again (shipped after a cancelled shipping): the change's time tells them apart.
    for (const event of events) await eventLine(services, log, order, event, `${event}:${order.updatedAt.getTime()}`);
    if (events.includes('orderCancelled')) cancelled.push(order);
  }
  await checkLowStock({ ...services, log }, orgId, variationsOf(cancelled));
}

/** An unpaid order expired (expiry.ts): cancelled, its stock back. */
export async function afterExpiry(services: ChatPayServices, log: Log, order: OrderRow): Promise<void> {
  await announceUnhandled(services, order.orgId, -1);
  await eventLine(services, log, order, 'orderExpired');
  await checkLowStock({ ...services, log }, order.orgId, variationsOf([order]));
}
