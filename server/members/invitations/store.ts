// The organization's invitations not redeemed yet (docs/members.md "Pending invitations"): per
// address the newest one mailed, unless it was used or the address belongs to a member by now.
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { invites, users } from '../../db/schema';
import { listMembers } from '../members';

export interface InvitationRow {
  invite: typeof invites.$inferSelect;
  inviter: { firstName: string; lastName: string; email: string };
}

/** Pending and expired invitations, newest first, one per address. */
export async function pendingInvitations(db: Queryable, orgId: string): Promise<InvitationRow[]> {
  const rows = await db.select({ invite: invites, inviter: { firstName: users.firstName, lastName: users.lastName, email: users.email } })
    .from(invites)
    .innerJoin(users, eq(users.objectId, invites.invitedBy))
    .where(eq(invites.orgId, orgId))
    .orderBy(desc(invites.createdAt), desc(invites.objectId));
  const members = new Set((await listMembers(db, orgId)).map((member) => member.email));
  const seen = new Set<string>();
  return rows.filter(({ invite }) => {
    const newest = !seen.has(invite.email);
    seen.add(invite.email);
    return newest && invite.usedAt === null && !members.has(invite.email);
  });
}

/** One pending or expired invitation of the organization (an id of another organization is not found). */
export async function pendingInvitation(db: Queryable, orgId: string, invitationId: string): Promise<InvitationRow | undefined> {
  return (await pendingInvitations(db, orgId)).find(({ invite }) => invite.objectId === invitationId);
}

/** The ids of every unused invitation mailed to the address. */
export async function unusedInvitationIds(db: Queryable, orgId: string, email: string): Promise<string[]> {
  const rows = await db.select({ objectId: invites.objectId }).from(invites)
    .where(and(eq(invites.orgId, orgId), eq(invites.email, email), isNull(invites.usedAt)));
  return rows.map((row) => row.objectId);
}

/** Ends these invitations' links: redeeming one then answers error/invalid-invite-code. */
export async function deleteInvitations(db: Queryable, orgId: string, ids: string[]): Promise<void> {
  if (ids.length) await db.delete(invites).where(and(eq(invites.orgId, orgId), inArray(invites.objectId, ids), isNull(invites.usedAt)));
}
