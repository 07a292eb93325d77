// The change feed: customers and messages changed after a sequence number, merged in seq order.
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Change, ChangesResult } from '../../common/contracts/changes';
import type { Db } from '../db/client';
import { customers, messages } from '../db/schema';
import { toCustomer, toMessage } from '../messages/serialize';

export async function readChanges(db: Db, orgId: string, since: number, limit: number): Promise<ChangesResult> {
  // Both tables are read in one snapshot: it holds a gap-free prefix of the org's sequence numbers,
  // while two separate reads could see a later message but miss an earlier customer change.
  // limit + 1 rows of each table are enough to fill the page and to know whether more wait.
  const [customerRows, messageRows] = await db.transaction(async (tx) => [
    await tx.select().from(customers).where(and(eq(customers.orgId, orgId), gt(customers.seq, since)))
      .orderBy(asc(customers.seq)).limit(limit + 1),
    await tx.select().from(messages).where(and(eq(messages.orgId, orgId), gt(messages.seq, since)))
      .orderBy(asc(messages.seq)).limit(limit + 1),
  ] as const, { isolationLevel: 'repeatable read', accessMode: 'read only' });
  const all: Change[] = [
    ...customerRows.map((row): Change => row.deleted
      ? { seq: row.seq, className: 'Customer', objectId: row.objectId, op: 'delete' }
      : { seq: row.seq, className: 'Customer', objectId: row.objectId, op: 'upsert', object: toCustomer(row) }),
    ...messageRows.map((row): Change => row.deleted
      ? { seq: row.seq, className: 'Message', objectId: row.objectId, op: 'delete' }
      : { seq: row.seq, className: 'Message', objectId: row.objectId, op: 'upsert', object: toMessage(row) }),
  ].toSorted((a, b) => a.seq - b.seq);
  const changes = all.slice(0, limit);
  return { changes, cursor: changes.at(-1)?.seq ?? since, hasMore: all.length > limit };
}
