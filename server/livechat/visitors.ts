// Live-chat visitors and the customer each becomes on its first message.
import { eq } from 'drizzle-orm';
import { randomId } from '../../common/ids';
import type { Db, Queryable } from '../db/client';
import { customers, visitors } from '../db/schema';
import { reserveSeq } from '../db/sequence';
import { createChannelCustomer, findChannelCustomer, type ChannelCustomerKey } from '../channels/inbound/customers';
import type { CustomerRow } from '../messages/serialize';
import { hashToken, newSecret } from '../security/tokens';

export type VisitorRow = typeof visitors.$inferSelect;

export async function findVisitor(db: Queryable, visitorToken: string): Promise<VisitorRow | undefined> {
  const [visitor] = await db.select().from(visitors).where(eq(visitors.tokenHash, hashToken(visitorToken))).limit(1);
  return visitor;
}

/** A new visitor of the organization with a fresh secret token (only its hash is kept). */
export async function createVisitor(db: Queryable, orgId: string, name?: string): Promise<{ visitor: VisitorRow; visitorToken: string }> {
  const visitorToken = newSecret('v:');
  const displayName = name?.trim() || `Visitor ${1000 + Math.floor(Math.random() * 9000)}`;
  const [visitor] = await db.insert(visitors)
    .values({ objectId: randomId(), orgId, tokenHash: hashToken(visitorToken), displayName })
    .returning();
  return { visitor: visitor!, visitorToken };
}

/**
 * The pre-chat form's answer: the visitor's name (when given) and e-mail, kept on the visitor and on
 * its customer if it is one already (a customer made later takes them from the visitor). Answers the
 * customer it changed, whose change the consoles are to hear.
 */
export async function giveVisitorProfile(db: Db, visitor: VisitorRow, profile: { name?: string; email?: string }): Promise<CustomerRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.update(visitors).set({
      ...(profile.name ? { displayName: profile.name } : {}),
      ...(profile.email ? { email: profile.email } : {}),
      profileGivenAt: new Date(),
    }).where(eq(visitors.objectId, visitor.objectId));
    const customer = await findVisitorCustomer(tx, visitor);
    if (!customer || (!profile.name && !profile.email)) return undefined;
    const [updated] = await tx.update(customers).set({
      ...(profile.name ? { displayName: profile.name, originalDisplayName: profile.name } : {}),
      ...(profile.email ? { email: profile.email } : {}),
      seq: await reserveSeq(tx, visitor.orgId),
      updatedAt: new Date(),
    }).where(eq(customers.objectId, customer.objectId)).returning();
    return updated;
  });
}

const customerKeyOf = (visitor: VisitorRow): ChannelCustomerKey =>
  ({ orgId: visitor.orgId, integrationId: null, platform: 'livechat', platformCustomerId: visitor.objectId });

/** The visitor's customer, or undefined before the visitor's first message. */
export function findVisitorCustomer(db: Queryable, visitor: VisitorRow): Promise<CustomerRow | undefined> {
  return findChannelCustomer(db, customerKeyOf(visitor));
}

/** The visitor's customer and conversation, created on first use with the visitor's name and e-mail. */
export async function ensureVisitorCustomer(db: Db, visitor: VisitorRow): Promise<CustomerRow> {
  return await findVisitorCustomer(db, visitor)
    ?? createChannelCustomer(db, customerKeyOf(visitor), { displayName: visitor.displayName, email: visitor.email });
}
