// Reading an organization's members, and the admin guard of the member endpoints.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { OrgMember } from '../../common/contracts/members';
import type { Queryable } from '../db/client';
import { memberships, users } from '../db/schema';
import { requireMember, type MemberContext } from '../http/auth';
import { permissionDenied } from './errors';

const memberColumns = {
  objectId: users.objectId,
  authorityName: memberships.authority,
  orgRoleId: memberships.orgRoleId,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  joinedAt: memberships.createdAt,
};

type MemberRow = { [K in keyof typeof memberColumns]: K extends 'joinedAt' ? Date : OrgMember[K] };

function toMember(row: MemberRow): OrgMember {
  return { ...row, joinedAt: row.joinedAt.toISOString() };
}

/** The caller, who must be an admin of the request's organization (else Permission denied). */
export async function requireAdmin(db: Queryable, request: FastifyRequest): Promise<MemberContext> {
  const member = await requireMember(db, request);
  if (member.authority !== 'admin') throw permissionDenied();
  return member;
}

/** All members of an organization, earliest first. */
export async function listMembers(db: Queryable, orgId: string): Promise<OrgMember[]> {
  const rows = await db.select(memberColumns).from(memberships)
    .innerJoin(users, eq(users.objectId, memberships.userId))
    .where(eq(memberships.orgId, orgId))
    .orderBy(asc(memberships.createdAt), asc(users.objectId));
  return rows.map(toMember);
}

/** The members among `userIds` or with an address among `emails` (lowercased). */
export async function findMembers(db: Queryable, orgId: string, userIds: string[], emails: string[]): Promise<OrgMember[]> {
  const matches = [
    ...(userIds.length ? [inArray(users.objectId, userIds)] : []),
    ...(emails.length ? [inArray(users.email, emails)] : []),
  ];
  if (!matches.length) return [];
  const rows = await db.select(memberColumns).from(memberships)
    .innerJoin(users, eq(users.objectId, memberships.userId))
    .where(and(eq(memberships.orgId, orgId), matches.length === 1 ? matches[0] : sql`(${matches[0]} or ${matches[1]})`));
  return rows.map(toMember);
}

export async function findMember(db: Queryable, orgId: string, userId: string): Promise<OrgMember | undefined> {
  const [member] = await findMembers(db, orgId, [userId], []);
  return member;
}

/**
 * Locks the organization's admin rows until the transaction ends and answers their user ids, so
 * two admins demoting or evicting each other at once cannot leave the organization without one.
 */
export async function lockAdmins(tx: Queryable, orgId: string): Promise<string[]> {
  const rows = await tx.select({ userId: memberships.userId }).from(memberships)
    .where(and(eq(memberships.orgId, orgId), eq(memberships.authority, 'admin')))
    .for('update');
  return rows.map((row) => row.userId);
}
