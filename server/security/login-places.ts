// Addresses an account has fully logged in from (docs/accounts-login.md). From these the owner is
// never slowed by failures made elsewhere: a stranger guessing the password from other addresses
// cannot keep the owner out of the office they always work from.
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { knownLoginPlaces } from '../db/schema';

/** A place not logged in from for this long is forgotten. */
const REMEMBER_MS = 180 * 24 * 60 * 60 * 1000;

export async function isKnownPlace(db: Queryable, userId: string, ipAddress: string, now = new Date()): Promise<boolean> {
  const [row] = await db.select({ userId: knownLoginPlaces.userId }).from(knownLoginPlaces).where(and(
    eq(knownLoginPlaces.userId, userId), eq(knownLoginPlaces.ipAddress, ipAddress),
    gt(knownLoginPlaces.lastLoginAt, new Date(now.getTime() - REMEMBER_MS)),
  )).limit(1);
  return row !== undefined;
}

/** Remembers a successful login's address, and forgets the user's places unused for too long. */
export async function rememberPlace(db: Queryable, userId: string, ipAddress: string, now = new Date()): Promise<void> {
  await db.insert(knownLoginPlaces).values({ userId, ipAddress, lastLoginAt: now })
    .onConflictDoUpdate({ target: [knownLoginPlaces.userId, knownLoginPlaces.ipAddress], set: { lastLoginAt: now } });
  await db.delete(knownLoginPlaces).where(and(
    eq(knownLoginPlaces.userId, userId), lt(knownLoginPlaces.lastLoginAt, new Date(now.getTime() - REMEMBER_MS)),
  ));
}
