// Helpers the dispatcher's platform parts share: the counters of a batch's outcomes and which
// recipients are due now.
import { eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { broadcastRecipients, broadcasts } from '../db/schema';

export interface Outcomes { success: number; failed: number; unknown: number }

/** Adds a batch's outcomes to the broadcast's counters (in the batch's transaction). */
export async function countOutcomes(tx: Tx, broadcastId: string, { success, failed, unknown }: Outcomes): Promise<void> {
  if (success + failed + unknown === 0) return;
  await tx.update(broadcasts).set({
    success: sql`${broadcasts.success} + ${success}`,
    failed: sql`${broadcasts.failed} + ${failed}`,
    unknown: sql`${broadcasts.unknown} + ${unknown}`,
    sent: sql`${broadcasts.sent} + ${success + failed + unknown}`,
    updatedAt: new Date(),
  }).where(eq(broadcasts.objectId, broadcastId));
}

/** Recipients due now: never tried, or their wait (a platform's Retry-After) is over. */
export const dueNow = () => or(isNull(broadcastRecipients.nextAttemptAt), lte(broadcastRecipients.nextAttemptAt, new Date()))!;
