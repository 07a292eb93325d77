// Revocable login sessions. The client holds 'r:' + a random secret; only its sha256 is stored.
// A session ends when revoked, after the idle timeout, or at its absolute lifetime (SessionPolicy).
import { and, desc, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { randomId } from '../../common/ids';
import type { Queryable } from '../db/client';
import { sessions, users } from '../db/schema';
import { hashToken, newSecret } from '../security/tokens';
import type { SessionPolicy } from './session-policy';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/** Where a request comes from: kept on the session for the user's list of sessions. */
export interface ClientInfo {
  ipAddress: string;
  userAgent: string;
}

/** Last-seen is written at most this often per session: one small write a minute, not one per request. */
const TOUCH_INTERVAL_MS = 60_000;
const USER_AGENT_MAX = 500;

export function clientOf(request: FastifyRequest): ClientInfo {
  return { ipAddress: request.ip, userAgent: (request.headers['user-agent'] ?? '').slice(0, USER_AGENT_MAX) };
}

export async function createSession(db: Queryable, userId: string, client: ClientInfo): Promise<string> {
  const token = newSecret('r:');
  await db.insert(sessions).values({ tokenHash: hashToken(token), objectId: randomId(), userId, ...client });
  return token;
}

/** Conditions of a live session now: not revoked, used within the idle timeout, younger than the lifetime. */
function live(policy: SessionPolicy, now: Date) {
  return and(
    isNull(sessions.revokedAt),
    gt(sessions.lastSeenAt, new Date(now.getTime() - policy.idleTimeoutMs)),
    gt(sessions.createdAt, new Date(now.getTime() - policy.maxAgeMs)),
  );
}

/** What a live session is checked by: its id and times. */
export type LiveSession = Pick<SessionRow, 'objectId' | 'createdAt' | 'lastSeenAt'>;

/** Whether a session last seen at `lastSeenAt` is due a new last-seen time. */
export const dueTouch = (session: Pick<SessionRow, 'lastSeenAt'>, now: Date): boolean => now.getTime() - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS;

/**
 * The user and session of a live token, or undefined. A use marks the session seen (with the
 * client's address and agent when given), at most once a minute.
 */
export async function findSession(db: Queryable, token: string, policy: SessionPolicy, client?: ClientInfo):
  Promise<{ user: UserRow; session: LiveSession } | undefined> {
  const now = new Date();
  const [row] = await db.select({ user: users, session: liveSessionColumns })
    .from(sessions)
    .innerJoin(users, eq(users.objectId, sessions.userId))
    .where(liveSessionWhere(token, policy, now))
    .limit(1);
  if (!row) return undefined;
  await markSeenIfDue(db, token, row.session, now, client);
  return row;
}

/** What a live session is read as (its user joined from `users`). */
export const liveSessionColumns = { objectId: sessions.objectId, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt };

/** The token's session, if live now. */
export const liveSessionWhere = (token: string, policy: SessionPolicy, now: Date) => and(eq(sessions.tokenHash, hashToken(token)), live(policy, now));

/** Marks a session just read as live seen now (with the client's address and agent), if its minute has passed. */
export async function markSeenIfDue(db: Queryable, token: string, session: LiveSession, now: Date, client?: ClientInfo): Promise<void> {
  if (!dueTouch(session, now)) return;
  await db.update(sessions).set({ lastSeenAt: now, ...client }).where(eq(sessions.tokenHash, hashToken(token)));
  session.lastSeenAt = now;
}

/**
 * Marks a session seen now if it is still live (the check a cached session gets once a minute):
 * false when it was revoked or has expired meanwhile.
 */
export async function touchLiveSession(db: Queryable, token: string, policy: SessionPolicy, now: Date, client?: ClientInfo): Promise<boolean> {
  const touched = await db.update(sessions).set({ lastSeenAt: now, ...client })
    .where(and(eq(sessions.tokenHash, hashToken(token)), live(policy, now)))
    .returning({ objectId: sessions.objectId });
  return touched.length > 0;
}

/** The user of a live session, or undefined. */
export async function findSessionUser(db: Queryable, token: string, policy: SessionPolicy, client?: ClientInfo): Promise<UserRow | undefined> {
  return (await findSession(db, token, policy, client))?.user;
}

/** The user's live sessions, the most recently used first. */
export async function listSessions(db: Queryable, userId: string, policy: SessionPolicy): Promise<SessionRow[]> {
  return db.select().from(sessions)
    .where(and(eq(sessions.userId, userId), live(policy, new Date())))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** Revokes the session of a token; answers its user's id, or undefined when it was unknown or already revoked. */
export async function revokeSession(db: Queryable, token: string): Promise<string | undefined> {
  const [revoked] = await db.update(sessions).set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
    .returning({ userId: sessions.userId });
  return revoked?.userId;
}

/**
 * Revokes the user's sessions: the ones named by `only` (ids), else all but `exceptToken`'s.
 * Answers the ids revoked, so their sockets can be closed.
 */
export async function revokeUserSessions(db: Queryable, userId: string, { only, exceptToken }: { only?: string[]; exceptToken?: string } = {}): Promise<string[]> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (only) conditions.push(inArray(sessions.objectId, only));
  if (exceptToken) conditions.push(ne(sessions.tokenHash, hashToken(exceptToken)));
  const revoked = await db.update(sessions).set({ revokedAt: new Date() }).where(and(...conditions))
    .returning({ objectId: sessions.objectId });
  return revoked.map(({ objectId }) => objectId);
}
