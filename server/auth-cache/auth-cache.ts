// Who is calling, kept in this process between requests (docs/security.md, "The auth cache"): a
// session token's user and session times, and a user's access in an organization (membership, org
// role, plan, integrations, search mode). A warm request reads neither, so an authenticated read
// costs only its own query. Entries go when a write tells every process so (./invalidate.ts);
// a session is checked against the database again at least once a minute (its last-seen write), and
// an absolute or idle expiry is noticed here without a write.
import type { ClusterBus } from '../cluster/bus';
import { orgAccessOf, type OrgAccess } from '../access/org-access';
import type { SessionPolicy } from '../accounts/session-policy';
import { dueTouch, findSession, touchLiveSession, type ClientInfo, type LiveSession, type UserRow } from '../accounts/sessions';
import type { Queryable } from '../db/client';
import { hashToken } from '../security/tokens';
import { readCaller } from './caller';
import { AUTH_CACHE_CHANNEL, parseForget, type Forget } from './invalidate';

/** Sessions and memberships kept at most: the least recently used go first past these. */
const MAX_SESSIONS = 20_000;
const MAX_MEMBERS = 50_000;
/**
 * A membership is read again after this long even when no write told us: a net for changes made
 * outside the server (an operator's SQL) and for a message lost while Redis reconnected.
 */
const MEMBER_MAX_AGE_MS = 5 * 60_000;

interface SessionEntry {
  user: UserRow;
  session: LiveSession;
  /** The last-seen write in flight: the requests meanwhile wait for it rather than each write too. */
  touching?: Promise<boolean>;
}
interface MemberEntry { orgId: string; userId: string; access: OrgAccess; loadedAt: number }
const memberKey = (orgId: string, userId: string) => `${orgId} ${userId}`;

/** A Map used as a least-recently-used list: a hit moves to the end, the oldest goes past `max`. */
class Recent<V> {
  private readonly entries = new Map<string, V>();
  constructor(private readonly max: number) {}
  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }
  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }
  delete(key: string): void {
    this.entries.delete(key);
  }
  deleteWhere(test: (value: V) => boolean): void {
    for (const [key, value] of this.entries) if (test(value)) this.entries.delete(key);
  }
}

export class AuthCache {
  private readonly sessions = new Recent<SessionEntry>(MAX_SESSIONS);
  private readonly members = new Recent<MemberEntry>(MAX_MEMBERS);
  /**
   * Counts the forgets heard. A database read that a forget overtook is answered but not kept: it may
   * have read the state before the write that caused the forget.
   */
  private forgets = 0;

  constructor(private readonly policy: SessionPolicy) {}

  forget(change: Forget): void {
    this.forgets++;
    if (change.kind === 'user') {
      this.sessions.deleteWhere((entry) => entry.user.objectId === change.id);
      this.members.deleteWhere((entry) => entry.userId === change.id);
    } else {
      this.members.deleteWhere((entry) => entry.orgId === change.id);
    }
  }

  /** The user of a live session token, or undefined; from the cache when it holds the token. */
  async sessionUser(db: Queryable, token: string, client: ClientInfo): Promise<UserRow | undefined> {
    const key = hashToken(token);
    const now = new Date();
    const cached = this.sessions.get(key);
    if (cached) {
      if (now.getTime() - cached.session.createdAt.getTime() >= this.policy.maxAgeMs) {
        this.sessions.delete(key);
        return undefined;
      }
      // Last seen is written once a minute; that write also finds a session ended meanwhile. An idle
      // expiry seen from here is checked there too: another process may have seen it used since.
      if (!dueTouch(cached.session, now) && now.getTime() - cached.session.lastSeenAt.getTime() < this.policy.idleTimeoutMs) return cached.user;
      cached.touching ??= this.touch(db, key, cached, token, now, client);
      return (await cached.touching) ? cached.user : undefined;
    }
    const forgets = this.forgets;
    const found = await findSession(db, token, this.policy, client);
    if (found && this.forgets === forgets) this.sessions.set(key, found);
    return found?.user;
  }

  /** Writes the session's last-seen time if it is still live; drops it from the cache when it is not. */
  private async touch(db: Queryable, key: string, entry: SessionEntry, token: string, now: Date, client: ClientInfo): Promise<boolean> {
    const forgets = this.forgets;
    try {
      const live = await touchLiveSession(db, token, this.policy, now, client);
      if (live && this.forgets === forgets) entry.session = { ...entry.session, lastSeenAt: now };
      else this.sessions.delete(key);
      return live;
    } finally {
      entry.touching = undefined;
    }
  }

  /**
   * The user of a live session token and their access in the organization (undefined: not a member),
   * or undefined when the session is not live; both read in one query when the cache holds neither.
   */
  async caller(db: Queryable, token: string, orgId: string, client: ClientInfo): Promise<{ user: UserRow; access: OrgAccess | undefined } | undefined> {
    const key = hashToken(token);
    if (this.sessions.get(key)) {
      const user = await this.sessionUser(db, token, client);
      return user && { user, access: await this.memberAccess(db, orgId, user.objectId) };
    }
    const forgets = this.forgets;
    const loadedAt = Date.now();
    const found = await readCaller(db, token, orgId, this.policy, client);
    if (!found) return undefined;
    const { user, session, access } = found;
    if (this.forgets === forgets) {
      this.sessions.set(key, { user, session });
      if (access) this.members.set(memberKey(orgId, user.objectId), { orgId, userId: user.objectId, access, loadedAt });
    }
    return { user, access };
  }

  /** The user's access in the organization, or undefined when not a member; from the cache when it holds it. */
  async memberAccess(db: Queryable, orgId: string, userId: string): Promise<OrgAccess | undefined> {
    const key = memberKey(orgId, userId);
    const cached = this.members.get(key);
    if (cached && Date.now() - cached.loadedAt < MEMBER_MAX_AGE_MS) return cached.access;
    const forgets = this.forgets;
    const loadedAt = Date.now();
    const access = await orgAccessOf(db, orgId, userId);
    // Not members are not kept: joining needs no forget.
    if (access && this.forgets === forgets) this.members.set(key, { orgId, userId, access, loadedAt });
    else this.members.delete(key);
    return access;
  }
}

/** The process's auth cache, listening on the bus for what every process must forget. */
export async function openAuthCache(bus: ClusterBus, policy: SessionPolicy): Promise<AuthCache> {
  const cache = new AuthCache(policy);
  await bus.subscribe(AUTH_CACHE_CHANNEL, (message) => {
    const change = parseForget(message);
    if (change) cache.forget(change);
  });
  return cache;
}
