// Uber Direct's pure decisions (docs/chat-pay.md, "Uber Direct"): whether now is within the shop's
// courier hours, when the courier may pick up, and which of our shipping statuses (03 §4) a delivery
// status of Uber's webhook (event.delivery_status) means. Organizations have no time zone of their own:
// the hours are read in the zone given, UTC as the statistics count days (stats/routes.ts).
import type { ShippingStatus } from '../../../common/chat-pay';

/** UTC: the zone the statistics' days are counted in, as organizations have none. */
export const SHOP_TIME_ZONE = 'UTC';

/** `HH:MM` (00:00–23:59) as minutes of the day; anything else: undefined. */
export function minutesOf(time: string): number | undefined {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/** The minutes of the day at `now` in `timeZone`. */
export function minutesOfDay(now: Date, timeZone = SHOP_TIME_ZONE): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit' }).formatToParts(now);
  const part = (type: 'hour' | 'minute') => Number(parts.find((one) => one.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

/**
 * Whether `now` is within the courier hours `open` (included) to `close` (excluded) in `timeZone`.
 * The settings refuse a close before the open; equal times, or a time that is not `HH:MM`, open nothing.
 */
export function withinHours(open: string, close: string, now: Date, timeZone = SHOP_TIME_ZONE): boolean {
  const from = minutesOf(open);
  const to = minutesOf(close);
  if (from === undefined || to === undefined || from >= to) return false;
  const minute = minutesOfDay(now, timeZone);
  return minute >= from && minute < to;
}

/** When the courier may pick up: at once, or after the shop's preparation time (minutes). */
export function pickupReadyAt(pickupImmediately: boolean, preparationMinutes: number, now: Date): Date {
  return pickupImmediately ? now : new Date(now.getTime() + Math.max(0, preparationMinutes) * 60_000);
}

/** The delivery statuses Uber's webhook names (event.delivery_status). */
export const UBER_DELIVERY_STATUSES = ['pending', 'pickup', 'pickup_complete', 'dropoff', 'delivered', 'canceled', 'returned'] as const;
export type UberDeliveryStatus = (typeof UBER_DELIVERY_STATUSES)[number];

const SHIPPING_OF_UBER: Record<UberDeliveryStatus, ShippingStatus> = {
  // Accepted, no courier yet; a courier on the way to the shop: the shipping the merchant confirmed.
  pending: 'shipping',
  pickup: 'shipping',
  // The courier has the parcel and is on the way to the customer.
  pickup_complete: 'shipped',
  dropoff: 'shipped',
  delivered: 'delivered',
  canceled: 'cancelled',
  returned: 'returned',
};

/** Our shipping status for Uber's delivery status; a status Uber may add later: undefined (nothing moves). */
export function shippingStatusOfUber(status: string): ShippingStatus | undefined {
  return (UBER_DELIVERY_STATUSES as readonly string[]).includes(status) ? SHIPPING_OF_UBER[status as UberDeliveryStatus] : undefined;
}

/** Whether the courier has already reached the customer: cancelling is refused ("Uber courier already dropoff"). */
export const uberDroppedOff = (status: string) => status === 'delivered' || status === 'returned';
