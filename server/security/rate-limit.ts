// Login rate limiting (docs/accounts-login.md). Failed attempts are counted per key (an account at
// one client address, a client address, an account from everywhere) in the database, so every server process sees the same counts and a restart
// forgets nothing. After `freeFailures` failures a key must wait before its next attempt; each
// further failure doubles the wait, up to `maxDelayMs`. One failure is forgiven per `decayMs`
// without failures, and a successful login clears the account's counts. A blocked attempt is refused
// with 429 and the time to wait (never a silent lock-out) and does not count as a failure.
import { and, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { type TooManyAttemptsBody } from '../../common/contracts/accounts';
import { LoginErrorCode } from '../../common/error-keys';
import type { Db, Queryable } from '../db/client';
import { loginThrottles } from '../db/schema';
import { hashToken } from './tokens';

export interface ThrottlePolicy {
  /** Failures (after decay) allowed before a wait is imposed. */
  freeFailures: number;
  /** Wait after the `freeFailures`-th failure; doubled by each further one. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** One failure is forgiven per this much time since the last failure. */
  decayMs: number;
}

const MINUTE = 60_000;

/**
 * An account tried from one client address (password or TOTP code): 5 tries, then 1, 2, 4, 8,
 * 15 minutes. Failures elsewhere never count here, so a stranger cannot hold the owner off.
 */
export const ACCOUNT_AT_ADDRESS_POLICY: ThrottlePolicy = { freeFailures: 5, baseDelayMs: MINUTE, maxDelayMs: 15 * MINUTE, decayMs: 10 * MINUTE };
/** A client address, whatever it tries (password spraying): more room, as one office (one NAT address) has many staff. */
export const ADDRESS_POLICY: ThrottlePolicy = { freeFailures: 20, baseDelayMs: MINUTE, maxDelayMs: 15 * MINUTE, decayMs: 5 * MINUTE };
/**
 * An account from every address together (guessing spread over many addresses): plenty of room,
 * then a slow-down of at most a minute, never a lock-out. Not applied at the account's known places.
 */
export const ACCOUNT_POLICY: ThrottlePolicy = { freeFailures: 50, baseDelayMs: 5_000, maxDelayMs: MINUTE, decayMs: 2 * MINUTE };

/** Rows with no failure for this long and no running block are deleted. */
const STALE_MS = 24 * 60 * MINUTE;

export interface ThrottleKey {
  key: string;
  policy: ThrottlePolicy;
}

/**
 * Who is tried: an existing account by id (its username and e-mail count as one), or a name that
 * is no account, limited exactly like one so that the answers tell nothing.
 */
export type LoginTarget = { userId: string } | { name: string };
const targetKey = (target: LoginTarget) => ('userId' in target ? `account:${target.userId}` : `name:${target.name.toLowerCase()}`);

export const accountAtAddressKey = (target: LoginTarget, ip: string): ThrottleKey => ({ key: `${targetKey(target)}@${ip}`, policy: ACCOUNT_AT_ADDRESS_POLICY });
export const accountKey = (target: LoginTarget): ThrottleKey => ({ key: targetKey(target), policy: ACCOUNT_POLICY });
export const addressKey = (ip: string): ThrottleKey => ({ key: `address:${ip}`, policy: ADDRESS_POLICY });

/** Failures left after forgiving one per `decayMs` since the last failure. */
function decayed(failures: number, lastFailureAt: Date, policy: ThrottlePolicy, now: Date): number {
  const forgiven = Math.floor(Math.max(0, now.getTime() - lastFailureAt.getTime()) / policy.decayMs);
  return Math.max(0, failures - forgiven);
}

/** The wait imposed after `failures` failures: 0, then base × 2^k up to the maximum. */
export function delayAfter(failures: number, policy: ThrottlePolicy): number {
  if (failures < policy.freeFailures) return 0;
  const doublings = Math.min(failures - policy.freeFailures, 20);
  return Math.min(policy.baseDelayMs * 2 ** doublings, policy.maxDelayMs);
}

/** Milliseconds until every key may try again; 0 when none is blocked. */
export async function blockedFor(db: Queryable, keys: ThrottleKey[], now = new Date()): Promise<number> {
  const rows = await db.select({ blockedUntil: loginThrottles.blockedUntil }).from(loginThrottles)
    .where(inArray(loginThrottles.keyHash, keys.map(({ key }) => hashToken(key))));
  return Math.max(0, ...rows.map(({ blockedUntil }) => (blockedUntil ? blockedUntil.getTime() - now.getTime() : 0)));
}

/** Counts a failure for each key; answers the wait now imposed (0 when none). */
export async function recordFailure(db: Db, keys: ThrottleKey[], now = new Date()): Promise<number> {
  let wait = 0;
  await db.transaction(async (tx) => {
    for (const { key, policy } of keys) {
      const keyHash = hashToken(key);
      await tx.insert(loginThrottles).values({ keyHash, failures: 0, lastFailureAt: now }).onConflictDoNothing();
      // The row lock orders concurrent failures of one key (PostgreSQL; PGlite runs one at a time).
      const [row] = await tx.select().from(loginThrottles).where(sql`${loginThrottles.keyHash} = ${keyHash}`).for('update');
      const failures = decayed(row!.failures, row!.lastFailureAt, policy, now) + 1;
      const delay = delayAfter(failures, policy);
      const blockedUntil = delay > 0 ? new Date(now.getTime() + delay) : null;
      await tx.update(loginThrottles).set({ failures, lastFailureAt: now, blockedUntil })
        .where(sql`${loginThrottles.keyHash} = ${keyHash}`);
      wait = Math.max(wait, delay);
    }
    await tx.delete(loginThrottles).where(and(
      lt(loginThrottles.lastFailureAt, new Date(now.getTime() - STALE_MS)),
      or(isNull(loginThrottles.blockedUntil), lt(loginThrottles.blockedUntil, now)),
    ));
  });
  return wait;
}

/** Forgets the failures of the keys (an account after a successful login). */
export async function clearFailures(db: Queryable, keys: ThrottleKey[]): Promise<void> {
  await db.delete(loginThrottles).where(inArray(loginThrottles.keyHash, keys.map(({ key }) => hashToken(key))));
}

/** "30 seconds", "2 minutes": the wait in words for the error text. */
function waitText(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}

/** Answers 429 `{code: 155, error, retryAfter}` with a Retry-After header (seconds). */
export function sendTooManyAttempts(reply: FastifyReply, waitMs: number): FastifyReply {
  const retryAfter = Math.max(1, Math.ceil(waitMs / 1000));
  const body: TooManyAttemptsBody = {
    code: LoginErrorCode.TOO_MANY_ATTEMPTS,
    error: `Too many failed login attempts. Try again in ${waitText(retryAfter)}.`,
    retryAfter,
  };
  return reply.status(429).header('Retry-After', String(retryAfter)).send(body);
}
