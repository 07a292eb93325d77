// Who is calling, and in which organization: every tenant query goes through requireMember.
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Authority } from '../../common/protocol';
import type { SessionPolicy } from '../accounts/session-policy';
import { clientOf, findSessionUser, type UserRow } from '../accounts/sessions';
import type { Queryable } from '../db/client';
import { memberships } from '../db/schema';
import { invalidSession, noOrganization, notFound } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's session policy (config.sessions), for every route that checks a session. */
    sessionPolicy: SessionPolicy;
  }
}

export async function requireUser(db: Queryable, request: FastifyRequest): Promise<UserRow> {
  const token = request.envelope.sessionToken;
  const user = token ? await findSessionUser(db, token, request.server.sessionPolicy, clientOf(request)) : undefined;
  if (!user) throw invalidSession();
  return user;
}

export interface MemberContext {
  user: UserRow;
  orgId: string;
  authority: Authority;
}

/** The caller and the organization of the request (body orgId or X-Org-Id); 404 when not a member. */
export async function requireMember(db: Queryable, request: FastifyRequest): Promise<MemberContext> {
  const user = await requireUser(db, request);
  const orgId = request.envelope.orgId;
  if (!orgId) throw noOrganization();
  const authority = await authorityOf(db, orgId, user.objectId);
  if (!authority) throw notFound();
  return { user, orgId, authority };
}

export async function authorityOf(db: Queryable, orgId: string, userId: string): Promise<Authority | undefined> {
  const [row] = await db.select({ authority: memberships.authority }).from(memberships)
    .where(and(eq(memberships.orgId, orgId), eq(memberships.userId, userId)))
    .limit(1);
  return row?.authority;
}
