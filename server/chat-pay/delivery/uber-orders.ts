// Uber Direct for chatPay's orders (docs/chat-pay.md, "Uber Direct"): whether the storefront offers it
// now, the quote in the shop's money, the courier asked for when the merchant confirms the shipping
// (once: a conditional UPDATE claims the asking, Uber's idempotency key covers a retry within its 6
// hours, an answer lost is 'unknown' and never asked again blindly after them) and cancelled.
import { and, eq, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  CURRENCY_DIGITS, UBER_ALREADY_DROPOFF, UBER_DELIVERY_CANCELLED, UBER_DELIVERY_PENDING, UBER_DELIVERY_UNKNOWN, UBER_UNREACHABLE, type Currency,
} from '../../../common/chat-pay';
import type { DeliveryQuote, ShopSettings } from '../../../common/contracts/chat-pay';
import { ParseErrorCode } from '../../../common/parse';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { ApiError, badRequest, notFound } from '../../http/errors';
import { conflict } from '../errors';
import type { ChatPayServices } from '../kit';
import type { OrderRow } from '../orders/serialize';
import { shopOrders } from '../schema';
import { UberNoAnswer, UberRefusal, type UberDelivery } from './uber-direct';
import { pickupReadyAt, withinHours } from './uber-rules';

export type UberServices = Pick<ChatPayServices, 'db' | 'uber'>;

/** Uber keeps an idempotency key 6 hours: within them the same key asks for no second courier. */
export const UBER_IDEMPOTENCY_MS = 6 * 3600_000;
/** A 'creating' older than this was left by a process that stopped while asking: as unknown. */
const CREATING_STALE_MS = 2 * 60_000;

export const uberIdempotencyKey = (orderId: string) => `chat-pay:${orderId}:uber`;

/** Whether the storefront offers Uber Direct now: the shop enables it, the server has it, and now is within the courier hours (UTC). */
export function uberOffered(settings: Pick<ShopSettings, 'shipping'>, serverHasUber: boolean, now = new Date()): boolean {
  const { enabled, options } = settings.shipping.uberDirect;
  return serverHasUber && enabled && withinHours(options.open, options.close, now);
}

/**
 * Uber's fee (hundredths of the currency, as Stripe's two-decimal amounts) in our minor unit of
 * CURRENCY_DIGITS (TWD, JPY: whole units; USD: cents). Rounded up: the shop never pays Uber more than
 * the customer paid it.
 */
export function fromUberFee(fee: number, currency: Currency): number {
  return Math.ceil(fee / 10 ** (2 - CURRENCY_DIGITS[currency]));
}

const unreachable = () => new ApiError(502, ParseErrorCode.OTHER_CAUSE, UBER_UNREACHABLE);

function pickupOf(settings: ShopSettings) {
  const address = settings.contact.address;
  if (!address.location || !address.value.trim()) throw conflict('Shop settings incomplete');
  return { address: address.value.trim(), location: { lat: address.location.lat, lng: address.location.lng } };
}

function uberOf(services: UberServices) {
  if (!services.uber) throw badRequest('body/delivery/type uberDirect is not offered by the shop');
  return services.uber.client;
}

/** Uber's price to `address` in the shop's money; Uber refusing the address: not deliverable (the shop's deliverableAction said with it). */
export async function uberQuote(services: UberServices, settings: ShopSettings, address: string, now = new Date()): Promise<DeliveryQuote> {
  if (!address.trim()) throw badRequest('body/address is required');
  if (!uberOffered(settings, Boolean(services.uber), now)) throw badRequest('body/delivery/type uberDirect is not offered by the shop now');
  const client = uberOf(services);
  const pickup = pickupOf(settings);
  try {
    const quote = await client.quote({
      pickupAddress: pickup.address, pickupLocation: pickup.location, dropoffAddress: address.trim(),
      pickupReadyAt: pickupReadyAt(settings.shipping.uberDirect.options.pickupImmediately, settings.preparationTime, now),
    });
    if (quote.currency !== settings.currency) throw conflict(`Uber quotes in ${quote.currency}, not the shop's ${settings.currency}`);
    return { deliverable: true, fee: fromUberFee(quote.fee, settings.currency), currency: settings.currency, quoteId: quote.id, expiresAt: quote.expires };
  } catch (error) {
    if (error instanceof UberRefusal && error.status < 500 && error.status !== 429 && error.status !== 401) {
      return { deliverable: false, action: settings.deliverableAction };
    }
    if (error instanceof UberRefusal || error instanceof UberNoAnswer) throw unreachable();
    throw error;
  }
}

/** The quote an Uber Direct order is priced with, asked again now (never the caller's number): 400 naming the address when Uber cannot deliver there. */
export async function uberOrderQuote(services: UberServices, settings: ShopSettings, address: string | undefined): Promise<{ id: string; fee: number }> {
  if (!address?.trim()) throw badRequest('body/delivery/address is required for delivery');
  const quote = await uberQuote(services, settings, address);
  if (!quote.deliverable) throw badRequest('body/delivery/address: Uber cannot deliver there');
  return { id: quote.quoteId, fee: quote.fee };
}

const setDelivery = (db: Db, orderId: string, fields: PgUpdateSetSource<typeof shopOrders>, where?: SQL) =>
  db.update(shopOrders).set({ ...fields, updatedAt: new Date() }).where(and(eq(shopOrders.objectId, orderId), where)).returning();

/**
 * The courier of an Uber Direct order, asked for once: the asking is claimed by one conditional UPDATE
 * (no state, or an 'unknown' / stale 'creating' still within Uber's 6 hours: then the same key finds
 * the same delivery); two clicks ask once (the other: 409). Answered: 'created' with the delivery's id
 * and tracking URL. Refused or failing: the state is cleared (502 "Uber unreachable", or 409 with
 * Uber's words). No answer: 'unknown' (502), asked again only within the key's hours.
 */
export async function dispatchUberCourier(services: UberServices, order: OrderRow, settings: ShopSettings, now = new Date()): Promise<OrderRow> {
  if (order.deliveryState === 'created' && order.deliveryRef) {
    // Cancelled or returned: the key `chat-pay:{orderId}:uber` names that delivery; confirming again would announce a dead courier.
    if (order.shippingStatus === 'cancelled' || order.shippingStatus === 'returned') throw conflict(UBER_DELIVERY_CANCELLED);
    return order;
  }
  const client = uberOf(services);
  const { db } = services;
  const keyValid = new Date(now.getTime() - UBER_IDEMPOTENCY_MS);
  // An answer lost is asked again with the same key only while Uber keeps it; the first asking's time stays.
  const [claimed] = await setDelivery(db, order.objectId, { deliveryState: 'creating', deliveryAskedAt: sql`coalesce(${shopOrders.deliveryAskedAt}, ${now})` }, or(
    isNull(shopOrders.deliveryState),
    and(eq(shopOrders.deliveryState, 'unknown'), gt(shopOrders.deliveryAskedAt, keyValid)),
    and(eq(shopOrders.deliveryState, 'creating'), lt(shopOrders.updatedAt, new Date(now.getTime() - CREATING_STALE_MS)), gt(shopOrders.deliveryAskedAt, keyValid)),
  ));
  if (!claimed) {
    const [current] = await db.select().from(shopOrders).where(eq(shopOrders.objectId, order.objectId)).limit(1);
    if (!current) throw notFound();
    if (current.deliveryState === 'created' && current.deliveryRef) return current;
    throw conflict(current.deliveryState === 'creating' ? UBER_DELIVERY_PENDING : UBER_DELIVERY_UNKNOWN);
  }
  const pickup = pickupOf(settings);
  let delivery: UberDelivery;
  try {
    delivery = await client.createDelivery({
      pickup: { name: settings.name, address: pickup.address, phone: settings.contact.phone.value, location: pickup.location },
      dropoff: { name: order.contact.name, address: order.address ?? '', phone: order.contact.phone, ...(order.notes ? { notes: order.notes } : {}) },
      items: order.items.map((item) => ({ name: item.variation ? `${item.title} (${item.variation})` : item.title, quantity: item.quantity })),
      externalId: order.objectId,
      idempotencyKey: uberIdempotencyKey(order.objectId),
      pickupReadyAt: pickupReadyAt(settings.shipping.uberDirect.options.pickupImmediately, settings.preparationTime, now),
    });
  } catch (error) {
    if (error instanceof UberNoAnswer) {
      // Uber may have made it: asked again only with the same key, while Uber keeps it.
      await setDelivery(db, order.objectId, { deliveryState: 'unknown' });
      throw unreachable();
    }
    await setDelivery(db, order.objectId, { deliveryState: null, deliveryAskedAt: null });
    if (error instanceof UberRefusal && error.status < 500 && error.status !== 429 && error.status !== 401) throw conflict(`Uber refused the delivery: ${error.message}`);
    if (error instanceof UberRefusal) throw unreachable();
    throw error;
  }
  const [created] = await setDelivery(db, order.objectId, {
    deliveryState: 'created', deliveryRef: delivery.id, deliveryTrackingUrl: delivery.tracking_url ?? null,
  });
  return created!;
}

/** Cancels the order's courier at Uber; after the dropoff: 409 "Uber courier already dropoff". */
export async function cancelUberCourier(services: UberServices, order: OrderRow): Promise<void> {
  if (!order.deliveryRef) {
    // Asked for and not answered: which courier to cancel is not known here (Uber's dashboard knows).
    if (order.deliveryState === 'creating') throw conflict(UBER_DELIVERY_PENDING);
    if (order.deliveryState === 'unknown') throw conflict(UBER_DELIVERY_UNKNOWN);
    return;
  }
  // Already cancelled (the merchant's earlier cancel, or Uber's webhook): nothing left to cancel at Uber.
  if (order.shippingStatus === 'cancelled') return;
  const client = uberOf(services);
  try {
    await client.cancelDelivery(order.deliveryRef);
    // Cancelled now: a status Uber made before it (a late pickup event) moves nothing back.
    await setDelivery(services.db, order.objectId, { deliveryEventAt: new Date() });
  } catch (error) {
    if (error instanceof UberRefusal && error.code === 'noncancelable_delivery') throw conflict(UBER_ALREADY_DROPOFF);
    if (error instanceof UberRefusal || error instanceof UberNoAnswer) throw unreachable();
    throw error;
  }
}
