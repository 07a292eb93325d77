// What the pipelines leave behind once it has served: webhook events applied and bot jobs answered
// stay as rows (channel_events, bot_jobs) only so that a redelivery or a retry finds them. Platforms
// redeliver within hours, so after a week a finished row has done its work and is deleted; failed
// events are kept a month, for whoever looks into why. Deleted in batches, so no statement holds
// many rows locked while the pipelines work beside it.
import { and, eq, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { channelEvents } from '../db/schema';
import { botJobs } from '../message-bot/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A finished row is kept this long: longer than any platform redelivers a webhook. */
export const FINISHED_KEPT_MS = 7 * DAY_MS;
/** A failed event is kept this long, to be looked into. */
export const FAILED_KEPT_MS = 30 * DAY_MS;
const BATCH = 1000;

/** Runs a batch deletion again until a batch comes back short or `signal` aborts; answers how many went. */
async function untilShort(deleteBatch: () => Promise<unknown[]>, signal?: AbortSignal): Promise<number> {
  let total = 0;
  for (;;) {
    if (signal?.aborted) return total;
    const deleted = (await deleteBatch()).length;
    total += deleted;
    if (deleted < BATCH) return total;
  }
}

export interface Pruned {
  channelEvents: number;
  botJobs: number;
}

/** Deletes the finished rows older than their time (as of `now`); answers how many of each went. */
export async function pruneFinishedWork(db: Db, now = new Date(), signal?: AbortSignal): Promise<Pruned> {
  const finishedBefore = new Date(now.getTime() - FINISHED_KEPT_MS);
  const failedBefore = new Date(now.getTime() - FAILED_KEPT_MS);
  const oldEvents = db.select({ objectId: channelEvents.objectId }).from(channelEvents).where(or(
    and(eq(channelEvents.status, 'done'), lt(channelEvents.receivedAt, finishedBefore)),
    and(eq(channelEvents.status, 'failed'), lt(channelEvents.receivedAt, failedBefore)),
  )).limit(BATCH);
  const oldJobs = db.select({ messageId: botJobs.messageId }).from(botJobs)
    .where(and(eq(botJobs.status, 'done'), lt(botJobs.updatedAt, finishedBefore))).limit(BATCH);
  return {
    channelEvents: await untilShort(() => db.delete(channelEvents).where(inArray(channelEvents.objectId, oldEvents))
      .returning({ objectId: channelEvents.objectId }), signal),
    botJobs: await untilShort(() => db.delete(botJobs).where(inArray(botJobs.messageId, oldJobs))
      .returning({ messageId: botJobs.messageId }), signal),
  };
}
