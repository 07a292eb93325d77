// Adding and removing tags on a customer: one transaction that also takes a change-feed number, so
// the new tag list reaches every device through POST /functions/changes.
import { and, eq } from 'drizzle-orm';
import { CUSTOMER_TAGS_MAX, withTags, withoutTags } from '../../common/notes-tags';
import type { Db } from '../db/client';
import { customers } from '../db/schema';
import { reserveSeq } from '../db/sequence';
import { badRequest, notFound } from '../http/errors';
import type { CustomerRow } from '../messages/serialize';

export type TagMethod = 'add' | 'delete';

export async function tagCustomer(db: Db, orgId: string, customerId: string, method: TagMethod, tags: readonly string[]): Promise<CustomerRow> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ objectId: customers.objectId, tags: customers.tags }).from(customers)
      .where(and(eq(customers.orgId, orgId), eq(customers.objectId, customerId), eq(customers.deleted, false)))
      .limit(1)
      .for('update');
    if (!found) throw notFound();
    const next = method === 'add' ? withTags(found.tags, tags) : withoutTags(found.tags, tags);
    if (next.length > CUSTOMER_TAGS_MAX && next.length > found.tags.length) {
      throw badRequest(`a customer has at most ${CUSTOMER_TAGS_MAX} tags`);
    }
    // Even an add of tags the customer has already takes a number: the answer is then the current row,
    // and the devices that missed it catch up; it costs one feed entry.
    const seq = await reserveSeq(tx, orgId);
    const [updated] = await tx.update(customers)
      .set({ tags: next, seq, updatedAt: new Date() })
      .where(eq(customers.objectId, found.objectId))
      .returning();
    return updated!;
  });
}
