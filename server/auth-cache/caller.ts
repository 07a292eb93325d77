// The session, its user and their access in one organization, read in one query: what the auth cache
// (./auth-cache.ts) asks the database when it holds neither, as on a session's first request to this
// process, so even a cold page of findCustomerV3 is two round trips (this, then the page).
import { and, eq } from 'drizzle-orm';
import { accessColumns, toOrgAccess, type AccessRow, type OrgAccess } from '../access/org-access';
import type { SessionPolicy } from '../accounts/session-policy';
import { liveSessionColumns, liveSessionWhere, markSeenIfDue, type ClientInfo, type LiveSession, type UserRow } from '../accounts/sessions';
import type { Queryable } from '../db/client';
import { memberships, organizations, orgRoles, sessions, users } from '../db/schema';

export interface Caller {
  user: UserRow;
  session: LiveSession;
  /** Undefined when the user is not a member of the organization. */
  access: OrgAccess | undefined;
}

/** The live session of the token with its user and their access in `orgId`, or undefined when the session is not live. */
export async function readCaller(db: Queryable, token: string, orgId: string, policy: SessionPolicy, client: ClientInfo): Promise<Caller | undefined> {
  const now = new Date();
  const [row] = await db.select({ user: users, session: liveSessionColumns, ...accessColumns })
    .from(sessions)
    .innerJoin(users, eq(users.objectId, sessions.userId))
    .leftJoin(memberships, and(eq(memberships.userId, sessions.userId), eq(memberships.orgId, orgId)))
    .leftJoin(organizations, eq(organizations.objectId, memberships.orgId))
    .leftJoin(orgRoles, eq(orgRoles.objectId, memberships.orgRoleId))
    .where(liveSessionWhere(token, policy, now))
    .limit(1);
  if (!row) return undefined;
  await markSeenIfDue(db, token, row.session, now, client);
  const { user, session, ...access } = row;
  return { user, session, access: access.authority === null ? undefined : toOrgAccess(orgId, access as AccessRow) };
}
