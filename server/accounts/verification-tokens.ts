// One-time tokens mailed to users (e-mail verification, password reset). The link carries a random
// secret; only its sha256 is stored, with an expiry, and using it marks it used.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { emailTokens } from '../db/schema';
import { hashToken, newSecret } from '../security/tokens';

export type TokenPurpose = (typeof emailTokens.$inferSelect)['purpose'];

/** A new token for the user; earlier unused tokens of the same purpose stop working. */
export async function issueToken(db: Queryable, userId: string, purpose: TokenPurpose, ttlMs: number): Promise<string> {
  const token = newSecret();
  const now = new Date();
  await db.update(emailTokens).set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
  await db.insert(emailTokens).values({ tokenHash: hashToken(token), userId, purpose, expiresAt: new Date(now.getTime() + ttlMs) });
  return token;
}

/**
 * Marks a live token (right purpose, unused, not expired) used and answers its user id; undefined
 * for anything else. One UPDATE: two concurrent uses of the same token cannot both succeed.
 */
export async function consumeToken(db: Queryable, token: string, purpose: TokenPurpose): Promise<string | undefined> {
  const now = new Date();
  const [row] = await db.update(emailTokens).set({ usedAt: now })
    .where(and(
      eq(emailTokens.tokenHash, hashToken(token)),
      eq(emailTokens.purpose, purpose),
      isNull(emailTokens.usedAt),
      gt(emailTokens.expiresAt, now),
    ))
    .returning({ userId: emailTokens.userId });
  return row?.userId;
}

/** Every unused token of the user stops working (the address they were mailed to is no longer theirs). */
export async function retireTokens(db: Queryable, userId: string): Promise<void> {
  await db.update(emailTokens).set({ usedAt: new Date() })
    .where(and(eq(emailTokens.userId, userId), isNull(emailTokens.usedAt)));
}
