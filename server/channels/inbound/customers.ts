// The customers of a channel: found by their id on the platform, created on first contact with the
// name and picture the platform gives (else a name made from the platform's id: inbound/apply.ts).
import { and, eq } from 'drizzle-orm';
import { randomId } from '../../../common/ids';
import type { Platform } from '../../../common/contracts/base';
import type { Db, Queryable } from '../../db/client';
import { conversations, customers } from '../../db/schema';
import { reserveSeq } from '../../db/sequence';
import type { CustomerRow } from '../../messages/serialize';
import { LIVECHAT_ACCOUNT } from '../../../common/message-bot';
import { startingInbox } from '../../message-bot/start';

export interface ChannelCustomerKey {
  orgId: string;
  /** The connected account the customer writes to (none for live chat). */
  integrationId: string | null;
  platform: Platform;
  /** The customer's id on the platform. */
  platformCustomerId: string;
}

export async function findChannelCustomer(db: Queryable, key: ChannelCustomerKey): Promise<CustomerRow | undefined> {
  const [customer] = await db.select().from(customers).where(and(
    eq(customers.orgId, key.orgId), eq(customers.platform, key.platform), eq(customers.platformCustomerId, key.platformCustomerId),
  )).limit(1);
  return customer;
}

/** The customer and its conversation, created with `profile` on first contact (also under concurrent first events). */
export async function createChannelCustomer(
  db: Db, key: ChannelCustomerKey, profile: { displayName: string; picture?: string; email?: string | null },
): Promise<CustomerRow> {
  return db.transaction(async (tx) => {
    const seq = await reserveSeq(tx, key.orgId);
    const [created] = await tx.insert(customers).values({
      objectId: randomId(),
      orgId: key.orgId,
      platformCustomerId: key.platformCustomerId,
      integrationId: key.integrationId,
      platform: key.platform,
      conversationId: randomId(),
      displayName: profile.displayName,
      originalDisplayName: profile.displayName,
      picture: profile.picture,
      email: profile.email,
      // A new conversation of an account the bot starts with is the bot's (server/message-bot).
      inbox: await startingInbox(tx, key.orgId, key.integrationId ?? LIVECHAT_ACCOUNT),
      seq,
    }).onConflictDoNothing().returning();
    if (!created) return (await findChannelCustomer(tx, key))!;
    await tx.insert(conversations).values({ objectId: created.conversationId, orgId: created.orgId, customerId: created.objectId });
    return created;
  });
}

/** Follow state as the platform says (a blocked account: unfollow); answers the changed row. */
export async function setFriendship(db: Db, customer: CustomerRow, friendship: 'follow' | 'unfollow'): Promise<CustomerRow> {
  if (customer.friendship === friendship) return customer;
  return db.transaction(async (tx) => {
    const [updated] = await tx.update(customers).set({ friendship, seq: await reserveSeq(tx, customer.orgId), updatedAt: new Date() })
      .where(eq(customers.objectId, customer.objectId)).returning();
    return updated!;
  });
}

/** Keeps the platform's token for answering the customer's newest message (it replaces an older one). */
export async function keepReplyToken(db: Queryable, customerId: string, replyToken: string, at: Date): Promise<void> {
  await db.update(customers).set({ replyToken, replyTokenAt: at }).where(eq(customers.objectId, customerId));
}

