// Two-step verification with TOTP (RFC 6238, otplib 13's function API): secrets, codes and the
// short-lived login challenge between the password and the code (docs/accounts-login.md).
import { and, eq, gt, lt } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { MfaGenerateResponse } from '../../common/contracts/accounts';
import type { Queryable } from '../db/client';
import { mfaChallenges, userMfa, users } from '../db/schema';
import { hashToken, newSecret } from '../security/tokens';
import type { UserRow } from './sessions';

export const MFA_ISSUER = 'Parley';
/** How long a tempId (the password step) stays valid. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** Codes of the previous and the next 30-second step are accepted too (clock drift). */
const EPOCH_TOLERANCE_S = 30;

/** A new secret for the user, pending until a code confirms it; replaces an earlier pending one. */
export async function generateMfaSecret(db: Queryable, user: UserRow): Promise<MfaGenerateResponse> {
  const secret = generateSecret();
  await db.insert(userMfa).values({ userId: user.objectId, pendingSecret: secret })
    .onConflictDoUpdate({ target: userMfa.userId, set: { pendingSecret: secret, updatedAt: new Date() } });
  const uri = generateURI({ issuer: MFA_ISSUER, label: user.email || user.username, secret });
  const qr = `data:image/svg+xml;base64,${Buffer.from(await QRCode.toString(uri, { type: 'svg', margin: 2 })).toString('base64')}`;
  return { secret, uri, qr };
}

/** The time step a code matches, or undefined (wrong, malformed, or not after `afterTimeStep`). */
async function matchCode(secret: string, code: string, afterTimeStep?: number | null): Promise<number | undefined> {
  try {
    const result = await verify({
      secret,
      token: code,
      epochTolerance: EPOCH_TOLERANCE_S,
      ...(afterTimeStep != null ? { afterTimeStep } : {}),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : undefined;
  } catch {
    // otplib throws on a token of the wrong shape: that is a wrong code.
    return undefined;
  }
}

/** What a request to turn two-step verification on or off came to (01 §8 keys for the failures). */
export type MfaChangeOutcome = 'done' | 'token-not-found' | 'not-valid';

/** Turns two-step verification on when `code` belongs to the pending secret. */
async function enableMfa(db: Queryable, userId: string, code: string): Promise<MfaChangeOutcome> {
  const [row] = await db.select().from(userMfa).where(eq(userMfa.userId, userId)).limit(1);
  if (!row?.pendingSecret) return 'token-not-found';
  if ((await matchCode(row.pendingSecret, code)) === undefined) return 'not-valid';
  const now = new Date();
  await db.update(userMfa).set({ secret: row.pendingSecret, pendingSecret: null, lastTimeStep: null, enabledAt: now, updatedAt: now })
    .where(and(eq(userMfa.userId, userId), eq(userMfa.pendingSecret, row.pendingSecret)));
  await db.update(users).set({ mfaEnabled: true, updatedAt: now }).where(eq(users.objectId, userId));
  return 'done';
}

/**
 * Turns two-step verification on (with a code of the secret from generate_code) or off (with a
 * current code of the confirmed secret). Asking for the state it already has changes nothing.
 */
export async function changeMfa(db: Queryable, user: UserRow, on: boolean, code: string): Promise<MfaChangeOutcome> {
  if (on === user.mfaEnabled) return 'done';
  if (on) return enableMfa(db, user.objectId, code);
  if (!(await verifyLoginCode(db, user.objectId, code))) return 'not-valid';
  await disableMfa(db, user.objectId);
  return 'done';
}

/** Turns two-step verification off and forgets its secrets (the caller has checked a current code). */
async function disableMfa(db: Queryable, userId: string): Promise<void> {
  await db.delete(userMfa).where(eq(userMfa.userId, userId));
  await db.update(users).set({ mfaEnabled: false, updatedAt: new Date() }).where(eq(users.objectId, userId));
}

/**
 * Checks a login code against the user's confirmed secret. A code is good once: its time step is
 * recorded, and codes of that step or earlier are refused afterwards (replay protection).
 */
export async function verifyLoginCode(db: Queryable, userId: string, code: string): Promise<boolean> {
  const [row] = await db.select().from(userMfa).where(eq(userMfa.userId, userId)).limit(1);
  if (!row?.secret) return false;
  const timeStep = await matchCode(row.secret, code, row.lastTimeStep);
  if (timeStep === undefined) return false;
  await db.update(userMfa).set({ lastTimeStep: timeStep, updatedAt: new Date() }).where(eq(userMfa.userId, userId));
  return true;
}

/** Starts the second step of a login: a random tempId (only its hash is stored), valid 5 minutes. */
export async function createChallenge(db: Queryable, userId: string, now = new Date()): Promise<string> {
  await db.delete(mfaChallenges).where(lt(mfaChallenges.expiresAt, now));
  const tempId = newSecret();
  await db.insert(mfaChallenges).values({ tempIdHash: hashToken(tempId), userId, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS) });
  return tempId;
}

/** The user of a live challenge, or undefined when the tempId is unknown, expired or used. */
export async function challengeUser(db: Queryable, tempId: string, now = new Date()): Promise<UserRow | undefined> {
  const [row] = await db.select({ user: users }).from(mfaChallenges)
    .innerJoin(users, eq(users.objectId, mfaChallenges.userId))
    .where(and(eq(mfaChallenges.tempIdHash, hashToken(tempId)), gt(mfaChallenges.expiresAt, now)))
    .limit(1);
  return row?.user;
}

/** Uses up a challenge; false when another request used it first. */
export async function consumeChallenge(db: Queryable, tempId: string): Promise<boolean> {
  const deleted = await db.delete(mfaChallenges).where(eq(mfaChallenges.tempIdHash, hashToken(tempId)))
    .returning({ tempIdHash: mfaChallenges.tempIdHash });
  return deleted.length > 0;
}
