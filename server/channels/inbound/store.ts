// Webhook events in the database (channel_events): stored once per platform event id, claimed by a
// processor for a while (a claim that runs out is taken again: the process holding it died), then
// marked done, or failed after its last attempt.
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { randomId } from '../../../common/ids';
import type { Db, Queryable } from '../../db/client';
import { channelEvents } from '../../db/schema';
import type { IntegrationRow } from '../integrations/serialize';

export type ChannelEventRow = typeof channelEvents.$inferSelect;

/** How often an event is tried before it is marked failed (each try is logged). */
const EVENT_MAX_ATTEMPTS = 5;

/** Stores the events not stored yet (a redelivery adds nothing); answers how many were new. */
export async function storeEvents(db: Queryable, integration: IntegrationRow, events: readonly { eventId: string; payload: unknown }[]): Promise<number> {
  if (events.length === 0) return 0;
  const inserted = await db.insert(channelEvents).values(events.map((event) => ({
    objectId: randomId(),
    integrationId: integration.objectId,
    orgId: integration.orgId,
    eventId: event.eventId,
    payload: event.payload,
  }))).onConflictDoNothing().returning({ objectId: channelEvents.objectId });
  return inserted.length;
}

/** Claims up to `limit` pending events, oldest first, until `claimMs` from now. */
export function claimEvents(db: Db, limit: number, claimMs: number): Promise<ChannelEventRow[]> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const due = await tx.select({ objectId: channelEvents.objectId }).from(channelEvents)
      .where(and(eq(channelEvents.status, 'pending'), or(isNull(channelEvents.claimedUntil), lt(channelEvents.claimedUntil, now))))
      .orderBy(asc(channelEvents.receivedAt)).limit(limit).for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx.update(channelEvents)
      .set({ claimedUntil: new Date(now.getTime() + claimMs), attempts: sql`${channelEvents.attempts} + 1` })
      .where(inArray(channelEvents.objectId, due.map((row) => row.objectId))).returning();
  });
}

export async function finishEvent(db: Queryable, objectId: string): Promise<void> {
  await db.update(channelEvents).set({ status: 'done', processedAt: new Date(), claimedUntil: null, error: null })
    .where(eq(channelEvents.objectId, objectId));
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
