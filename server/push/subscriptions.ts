// Push subscriptions in the database: one row per browser endpoint, owned by a user and a session.
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { pushSubscriptions, sessions } from '../db/schema';

export interface NewSubscription {
  endpoint: string;
  userId: string;
  sessionHash: string;
  p256dh: string;
  auth: string;
}

export interface StoredSubscription {
  endpoint: string;
  userId: string;
  p256dh: string;
  auth: string;
  /** The session that subscribed was revoked (logout, password change): no more pushes. */
  revoked: boolean;
}

/** Stores the subscription; a browser subscribing again (or for another login) takes the row over. */
export async function saveSubscription(db: Queryable, subscription: NewSubscription): Promise<void> {
  const { userId, sessionHash, p256dh, auth } = subscription;
  await db.insert(pushSubscriptions).values(subscription)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, sessionHash, p256dh, auth, updatedAt: new Date() } });
}

/** Removes the user's subscription with this endpoint; false when the user has none such. */
export async function removeSubscription(db: Queryable, userId: string, endpoint: string): Promise<boolean> {
  const removed = await db.delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ endpoint: pushSubscriptions.endpoint });
  return removed.length > 0;
}

export async function subscriptionsOf(db: Queryable, userIds: readonly string[]): Promise<StoredSubscription[]> {
  if (userIds.length === 0) return [];
  const rows = await db.select({
    endpoint: pushSubscriptions.endpoint,
    userId: pushSubscriptions.userId,
    p256dh: pushSubscriptions.p256dh,
    auth: pushSubscriptions.auth,
    revokedAt: sessions.revokedAt,
  }).from(pushSubscriptions)
    .innerJoin(sessions, eq(sessions.tokenHash, pushSubscriptions.sessionHash))
    .where(inArray(pushSubscriptions.userId, [...userIds]));
  return rows.map(({ revokedAt, ...row }) => ({ ...row, revoked: revokedAt !== null }));
}

export async function deleteSubscriptions(db: Queryable, endpoints: readonly string[]): Promise<void> {
  if (endpoints.length === 0) return;
  await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.endpoint, [...endpoints]));
}
