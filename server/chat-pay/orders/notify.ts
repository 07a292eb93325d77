// What follows an order's change: the customer's status message through the outbound pipeline
// (send.ts), and the organization's consoles hearing the unhandled count (`orderNeedUpdate`, 01 §4).
import { and, eq } from 'drizzle-orm';
import { customers, organizations } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { CustomerRow, MessageRow } from '../../messages/serialize';
import type { ChatPayServices } from '../kit';
import { sendToCustomer, type ShopSend } from '../send';
import { settingsOf } from '../settings/store';
import { orderMessageText, type OrderNews } from './messages';
import { orderNumber, type OrderRow } from './serialize';
import { unhandledCount } from './store';

/** The order's customer (deleted ones too: the order stays theirs); 404 when gone. */
export async function customerOfOrder(services: Pick<ChatPayServices, 'db'>, order: Pick<OrderRow, 'orgId' | 'customerId'>): Promise<CustomerRow> {
  const [row] = await services.db.select().from(customers).where(and(eq(customers.orgId, order.orgId), eq(customers.objectId, order.customerId))).limit(1);
  if (!row) throw notFound();
  return row;
}

/** The shop's name as the customer sees the sender, with the organization's locale for the text. */
export async function shopVoice(services: Pick<ChatPayServices, 'db'>, orgId: string): Promise<{ name: string; locale: string }> {
  const [org] = await services.db.select({ name: organizations.displayName, locale: organizations.locale }).from(organizations)
    .where(eq(organizations.objectId, orgId)).limit(1);
  const settings = await settingsOf(services.db, orgId);
  return { name: settings.name || org?.name || '', locale: org?.locale ?? 'en-US' };
}

/** Sends the order's news to its customer as a text with the order's link; undefined when the background may not send now. */
export async function sendOrderNews(
  services: ChatPayServices, order: OrderRow, news: OrderNews, send: Omit<ShopSend, 'sender'> & { sender?: ShopSend['sender']; extra?: string },
): Promise<MessageRow | undefined> {
  const customer = await customerOfOrder(services, order);
  const voice = await shopVoice(services, order.orgId);
  const url = services.links.url({ kind: 'order', orgId: order.orgId, customerId: order.customerId, targetId: order.objectId });
  const content = orderMessageText(news, { number: orderNumber(order.serial), total: order.total, currency: order.currency, expiresAt: order.expiresAt }, {
    locale: voice.locale, url, ...(send.extra ? { extra: send.extra } : {}),
  });
  return sendToCustomer(services, customer, { contentType: 'text', data: { content } }, {
    receiptId: send.receiptId,
    sender: send.sender ?? { kind: 'shop', orgId: order.orgId, name: voice.name },
    ...(send.messageTag ? { messageTag: send.messageTag } : {}),
  });
}

/** The consoles hear the new unhandled count when `delta` orders entered (or, negative, left) processing. */
export async function announceUnhandled(services: Pick<ChatPayServices, 'db' | 'realtime'>, orgId: string, delta: number): Promise<void> {
  if (delta === 0) return;
  services.realtime.orderNeedUpdate(orgId, { type: 'orderNeedUpdate', orgId, unhandledCount: await unhandledCount(services.db, orgId), unhandledDelta: delta });
}

const inProcessing = (rows: readonly Pick<OrderRow, 'status'>[]) => rows.filter((row) => row.status === 'processing').length;

/** How many of the orders entered (+) or left (−) processing between `before` and `after`. */
export function unhandledDelta(before: readonly Pick<OrderRow, 'status'>[], after: readonly Pick<OrderRow, 'status'>[]): number {
  return inProcessing(after) - inProcessing(before);
}
