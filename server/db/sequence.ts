// Change-feed sequence numbers. The per-organization counter row is incremented inside the
// writer's transaction: its row lock is held until commit, so writers of one organization take
// numbers one after another and commit in that order. A reader therefore never sees seq N+1
// while N is still uncommitted (see docs/server.md, "Change feed").
import { eq, sql } from 'drizzle-orm';
import type { Tx } from './client';
import { orgSequences } from './schema';

/** Reserves `count` consecutive sequence numbers for the organization; answers the first. */
export async function reserveSeq(tx: Tx, orgId: string, count = 1): Promise<number> {
  const [row] = await tx.update(orgSequences)
    .set({ seq: sql`${orgSequences.seq} + ${count}` })
    .where(eq(orgSequences.orgId, orgId))
    .returning({ seq: orgSequences.seq });
  if (!row) throw new Error(`organization ${orgId} has no sequence row`);
  return Number(row.seq) - count + 1;
}
