// Revocable login sessions. The client holds 'r:' + a random secret; only its sha256 is stored.
import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { sessions, users } from '../db/schema';
import { hashToken, newSecret } from '../security/tokens';

export type UserRow = typeof users.$inferSelect;

export async function createSession(db: Queryable, userId: string): Promise<string> {
  const token = newSecret('r:');
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId });
  return token;
}

/** The user of a live (not revoked) session, or undefined. */
export async function findSessionUser(db: Queryable, token: string): Promise<UserRow | undefined> {
  const [row] = await db.select({ user: users }).from(sessions)
    .innerJoin(users, eq(users.objectId, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
    .limit(1);
  return row?.user;
}

/** Revokes the session; false when it was unknown or already revoked. */
export async function revokeSession(db: Queryable, token: string): Promise<boolean> {
  const revoked = await db.update(sessions).set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
    .returning({ tokenHash: sessions.tokenHash });
  return revoked.length > 0;
}
