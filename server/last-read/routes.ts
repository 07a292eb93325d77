// Read state of conversations (02 §7): reset (the agent read it: badge 0) and set (e.g. mark unread).
// Each write takes a change-feed number in its own transaction and tells the organization's sockets.
import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { LastReadRoutes, type LastReadResponse } from '../../common/contracts/read-state';
import type { Db } from '../db/client';
import { customers } from '../db/schema';
import { reserveSeq } from '../db/sequence';
import { requireMember } from '../http/auth';
import { notFound } from '../http/errors';
import { toCustomer, type CustomerRow } from '../messages/serialize';
import type { Services } from '../services';

/**
 * Sets the read state of one live customer of the organization, with a new change-feed number, in one
 * transaction; 404 when there is no such customer in this organization.
 */
async function writeReadState(db: Db, orgId: string, which: SQL, badge: number, lastReadAt: Date): Promise<CustomerRow> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ objectId: customers.objectId }).from(customers)
      .where(and(eq(customers.orgId, orgId), eq(customers.deleted, false), which)).limit(1);
    // No sequence number is taken for a miss (an unused number would be harmless, but there is no need).
    if (!found) throw notFound();
    const seq = await reserveSeq(tx, orgId);
    const [updated] = await tx.update(customers)
      .set({ badge, lastReadAt, seq, updatedAt: new Date() })
      .where(eq(customers.objectId, found.objectId))
      .returning();
    return updated!;
  });
}

function answer(row: CustomerRow): LastReadResponse {
  const customer = toCustomer(row);
  return { lastRead: customer.lastRead, customer };
}

export async function lastReadRoutes(fastify: FastifyInstance, { db, realtime }: Services): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post('/last_read/conversation/reset', { schema: LastReadRoutes.reset }, async (request) => {
    const { orgId } = await requireMember(db, request);
    const row = await writeReadState(db, orgId, eq(customers.conversationId, request.body.conversationId), 0, new Date());
    realtime.customer(orgId, toCustomer(row));
    return answer(row);
  });

  app.post('/last_read/conversation/set', { schema: LastReadRoutes.set }, async (request) => {
    const { orgId } = await requireMember(db, request);
    const { id, badge, lastReadAt } = request.body;
    const row = await writeReadState(db, orgId, eq(customers.objectId, id), badge, new Date(lastReadAt));
    realtime.customer(orgId, toCustomer(row));
    return answer(row);
  });
}
