// Who is calling, and in which organization: every tenant query goes through requireMember. The
// first check of a request (the feature guard, or the handler) attaches the answer to the request,
// so a handler behind the guard does not look the session and membership up a second time; both
// come through the process's auth cache (server/auth-cache), so a warm request reads neither.
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Authority } from '../../common/contracts/base';
import type { OrgAccess } from '../access/org-access';
import type { SessionPolicy } from '../accounts/session-policy';
import { clientOf, type UserRow } from '../accounts/sessions';
import type { AuthCache } from '../auth-cache/auth-cache';
import type { Queryable } from '../db/client';
import { memberships } from '../db/schema';
import { invalidSession, noOrganization, notFound } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's session policy (config.sessions), for every route that checks a session. */
    sessionPolicy: SessionPolicy;
    /** The process's sessions and memberships between requests (server/auth-cache). */
    authCache: AuthCache;
  }
  interface FastifyRequest {
    /** The user of the request's session, once checked (requireUser). */
    sessionUser: UserRow | null;
    /** The caller as a member of an organization, once checked (requireMember or the feature guard). */
    member: MemberContext | null;
  }
}

export async function requireUser(db: Queryable, request: FastifyRequest): Promise<UserRow> {
  if (request.sessionUser) return request.sessionUser;
  const token = request.envelope.sessionToken;
  const user = token ? await request.server.authCache.sessionUser(db, token, clientOf(request)) : undefined;
  if (!user) throw invalidSession();
  request.sessionUser = user;
  return user;
}

export interface MemberContext {
  user: UserRow;
  orgId: string;
  authority: Authority;
  /** What the member may use there, with the organization's search mode (server/access/org-access.ts). */
  access: OrgAccess;
}

/**
 * The caller and their access in `orgId` (undefined: not a member); 209 without a live session. Read
 * together when neither is known yet (one query for both).
 */
export async function requireCaller(db: Queryable, request: FastifyRequest, orgId: string): Promise<{ user: UserRow; access: OrgAccess | undefined }> {
  const cache = request.server.authCache;
  if (request.sessionUser) return { user: request.sessionUser, access: await cache.memberAccess(db, orgId, request.sessionUser.objectId) };
  const token = request.envelope.sessionToken;
  const found = token ? await cache.caller(db, token, orgId, clientOf(request)) : undefined;
  if (!found) throw invalidSession();
  request.sessionUser = found.user;
  return found;
}

/** The caller and the organization of the request (body orgId or X-Org-Id); 404 when not a member. */
export async function requireMember(db: Queryable, request: FastifyRequest): Promise<MemberContext> {
  const orgId = request.envelope.orgId;
  if (request.member && request.member.orgId === orgId) return request.member;
  if (!orgId) {
    // A missing session answers before a missing organization.
    await requireUser(db, request);
    throw noOrganization();
  }
  const { user, access } = await requireCaller(db, request, orgId);
  if (!access) throw notFound();
  request.member = { user, orgId, authority: access.authority, access };
  return request.member;
}

export async function authorityOf(db: Queryable, orgId: string, userId: string): Promise<Authority | undefined> {
  const [row] = await db.select({ authority: memberships.authority }).from(memberships)
    .where(and(eq(memberships.orgId, orgId), eq(memberships.userId, userId)))
    .limit(1);
  return row?.authority;
}
