// Query groups stay current (issue 27): a ready, unexpired query group whose members were last
// computed `refreshMs` ago (QUERY_GROUP_REFRESH_MS, 15 minutes; QUERY_GROUP_REFRESH_MS in the
// environment) is computed again, in the background, with no task: each group in one transaction that
// locks its row (FOR UPDATE SKIP LOCKED) and checks again that it is due, so of several server
// processes one refreshes it, and a refresh, requery or import task running on it is left alone.
import { and, asc, eq, lt, not, sql, type SQL } from 'drizzle-orm';
import type { CustomerFilterQuery } from '../../common/contracts/customer-filter';
import { WakeLoop } from '../background/wake-loop';
import type { Db } from '../db/client';
import { customerGroups } from '../db/schema';
import { replaceMembers } from './compute-members';

/** How often the schedule looks for groups due (at most). */
const LOOK_EVERY_MS = 60_000;

interface Log { error(object: unknown, message: string): void }

/** Query groups (all organizations) computed last before `cutoff`, ready and not expired. */
function due(cutoff: Date): SQL {
  return and(
    not(sql`${customerGroups.options} @> '{"isCustomCustomerGroup": true}'::jsonb`),
    eq(customerGroups.status, 'ready'),
    eq(customerGroups.expired, false),
    lt(customerGroups.updatedAt, cutoff),
  )!;
}

/**
 * Computes every due group again, the longest unchanged first, until `signal` aborts; answers how many
 * were. A group that fails is logged and left for the next pass.
 */
export async function refreshDueGroups(db: Db, refreshMs: number, log: Log, signal?: AbortSignal): Promise<number> {
  const cutoff = new Date(Date.now() - refreshMs);
  const candidates = await db.select({ objectId: customerGroups.objectId }).from(customerGroups).where(due(cutoff)).orderBy(asc(customerGroups.updatedAt));
  let refreshed = 0;
  for (const { objectId } of candidates) {
    if (signal?.aborted) break;
    try {
      refreshed += await db.transaction(async (tx) => {
        const [group] = await tx.select().from(customerGroups)
          .where(and(eq(customerGroups.objectId, objectId), due(cutoff))).for('update', { skipLocked: true });
        if (!group) return 0;
        await replaceMembers(tx, group, group.query as CustomerFilterQuery);
        return 1;
      });
    } catch (error) {
      log.error({ err: error, groupId: objectId }, 'the query group was not refreshed');
    }
  }
  return refreshed;
}

/**
 * Starts the schedule (a pass now, then every minute or `refreshMs`, whichever is shorter); answers a
 * function that stops it once the group being computed is done.
 */
export function scheduleGroupRefresh(db: Db, refreshMs: number, log: Log): () => Promise<void> {
  if (refreshMs <= 0) return async () => {};
  const stopping = new AbortController();
  const loop = new WakeLoop('query group refresh', log, Math.min(LOOK_EVERY_MS, refreshMs), async () => {
    await refreshDueGroups(db, refreshMs, log, stopping.signal);
  });
  loop.start();
  return () => {
    stopping.abort();
    return loop.stop();
  };
}
