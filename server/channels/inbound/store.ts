// Webhook events in the database (channel_events): stored once per platform event id in the lane of
// their customer, claimed by a processor for a while (a claim that runs out is taken again: the process holding it died), then
// marked done, or failed after its last attempt.
import { and, asc, eq, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import { randomId } from '../../../common/ids';
import type { Db, Queryable } from '../../db/client';
import { channelEvents } from '../../db/schema';
import type { ChannelAdapter } from '../adapter';
import type { IntegrationRow } from '../integrations/serialize';
import { withinRoom, type ClaimRoom } from '../lanes/claim-room';

export type ChannelEventRow = typeof channelEvents.$inferSelect;

/** How often an event is tried before it is marked failed (each try is logged). */
const EVENT_MAX_ATTEMPTS = 5;

/**
 * The lane an event is applied in: its customer's (their events keep their order), or the account's own
 * ('') for an event of no customer. A payload the adapter cannot read goes in the account's lane.
 */
function laneOf(adapter: Pick<ChannelAdapter, 'itemOf'>, payload: unknown): string {
  try {
    const item = adapter.itemOf(payload);
    return 'customerId' in item ? item.customerId : '';
  } catch {
    return '';
  }
}

/** Stores the events not stored yet (a redelivery adds nothing), each in its lane; answers how many were new. */
export async function storeEvents(
  db: Queryable, integration: IntegrationRow, adapter: Pick<ChannelAdapter, 'itemOf'>, events: readonly { eventId: string; payload: unknown }[],
): Promise<number> {
  if (events.length === 0) return 0;
  const inserted = await db.insert(channelEvents).values(events.map((event) => ({
    objectId: randomId(),
    integrationId: integration.objectId,
    orgId: integration.orgId,
    eventId: event.eventId,
    lane: laneOf(adapter, event.payload),
    payload: event.payload,
  }))).onConflictDoNothing().returning({ objectId: channelEvents.objectId });
  return inserted.length;
}

/**
 * Marks the `applied` events done, then claims due lane heads (each customer's oldest pending event: a
 * customer's events are applied in the order stored), oldest first, within `room`, until `claimMs` from
 * now: one transaction for both, as the next event of a lane becomes its head once the last is done.
 */
export function claimEvents(db: Db, room: ClaimRoom, claimMs: number, applied: readonly string[]): Promise<ChannelEventRow[]> {
  return db.transaction(async (tx) => {
    await finishEvents(tx, applied);
    const now = new Date();
    const candidates = await tx.select({ objectId: channelEvents.objectId, integrationId: channelEvents.integrationId }).from(channelEvents)
      .where(and(
        eq(channelEvents.status, 'pending'),
        or(isNull(channelEvents.claimedUntil), lt(channelEvents.claimedUntil, now)),
        room.full.length > 0 ? notInArray(channelEvents.integrationId, room.full) : undefined,
        sql`not exists (select 1 from ${channelEvents} as older where older.integration_id = ${channelEvents.integrationId}
          and older.lane = ${channelEvents.lane} and older.status = 'pending' and older.queued < ${channelEvents.queued})`,
      ))
      .orderBy(asc(channelEvents.queued)).limit(room.limit).for('update', { skipLocked: true });
    const chosen = withinRoom(candidates, room, (row) => row.integrationId);
    if (chosen.length === 0) return [];
    return tx.update(channelEvents)
      .set({ claimedUntil: new Date(now.getTime() + claimMs), attempts: sql`${channelEvents.attempts} + 1` })
      .where(inArray(channelEvents.objectId, chosen.map((row) => row.objectId))).returning();
  });
}

/** The events were applied: done. */
export async function finishEvents(db: Queryable, objectIds: readonly string[]): Promise<void> {
  if (objectIds.length === 0) return;
  await db.update(channelEvents).set({ status: 'done', processedAt: new Date(), claimedUntil: null, error: null })
    .where(inArray(channelEvents.objectId, [...objectIds]));
}

/** A try that failed: the event waits `retryInMs` for the next, or is failed for good after the last (and stays stored). */
export async function failEvent(db: Queryable, event: ChannelEventRow, error: string, retryInMs: number): Promise<void> {
  const last = event.attempts >= EVENT_MAX_ATTEMPTS;
  await db.update(channelEvents).set({
    status: last ? 'failed' : 'pending',
    claimedUntil: last ? null : new Date(Date.now() + retryInMs),
    error,
    ...(last ? { processedAt: new Date() } : {}),
  }).where(eq(channelEvents.objectId, event.objectId));
}
