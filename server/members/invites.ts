// Invitations: an admin mails a single-use link valid for 7 days; redeeming it makes the signed-in
// user a general member. Only the sha256 of a code is stored.
import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, inArray, isNull } from 'drizzle-orm';
import { planTier } from '../../common/access';
import { INVITE_TTL_MS, encodeInviteCode } from '../../common/invite-code';
import { randomId } from '../../common/ids';
import type { Authority } from '../../common/contracts/base';
import type { InviteMembersResult, OrgMember } from '../../common/contracts/members';
import type { UserRow } from '../accounts/sessions';
import type { Queryable } from '../db/client';
import { invites, memberships, organizations, users } from '../db/schema';
import { mailerFor } from '../mail';
import { hashToken } from '../security/tokens';
import type { Services } from '../services';
import { seatsFull } from './errors';
import { invitationMail } from './invite-mail';
import { findMember } from './members';

type Organization = typeof organizations.$inferSelect;

function nameOf(org: Pick<Organization, 'displayName' | 'name'>): string {
  return org.displayName || org.name;
}

export async function memberCount(db: Queryable, orgId: string): Promise<number> {
  const [row] = await db.select({ members: count() }).from(memberships).where(eq(memberships.orgId, orgId));
  return row?.members ?? 0;
}

/**
 * Mails an invitation to each address that is not a member yet. `emails` are lowercased and
 * distinct. Refused when the members and the new addresses together exceed the plan's seats (03 §9).
 */
export async function inviteByEmail(
  { db, config }: Pick<Services, 'db' | 'config'>,
  org: Organization,
  inviter: UserRow,
  emails: string[],
): Promise<InviteMembersResult> {
  const members = await db.select({ email: users.email }).from(memberships)
    .innerJoin(users, eq(users.objectId, memberships.userId))
    .where(and(eq(memberships.orgId, org.objectId), inArray(users.email, emails)));
  const alreadyMembers = members.map((member) => member.email);
  const newcomers = emails.length - alreadyMembers.length;
  if (newcomers > 0 && (await memberCount(db, org.objectId)) + newcomers > planTier(org.plan).seats) throw seatsFull();
  const invited: InviteMembersResult['invited'] = [];
  const inviterName = [inviter.firstName, inviter.lastName].filter(Boolean).join(' ') || inviter.email;
  for (const email of emails.filter((address) => !alreadyMembers.includes(address))) {
    const expiresAt = new Date(Date.now() + INVITE_TTL_MS);
    const code = encodeInviteCode(
      { organization: { objectId: org.objectId, name: nameOf(org) }, email, expiresAt: expiresAt.getTime() },
      randomBytes(32).toString('base64url'),
    );
    await db.insert(invites).values({
      objectId: randomId(), orgId: org.objectId, email, codeHash: hashToken(code), invitedBy: inviter.objectId, expiresAt,
    });
    const link = `${config.publicUrl}/invite?code=${encodeURIComponent(code)}`;
    await mailerFor(config).send({ to: email, ...invitationMail(inviterName, nameOf(org), link) });
    invited.push({ email, expiresAt: expiresAt.toISOString() });
  }
  return { invited, alreadyMembers };
}

export type Redemption =
  | { ok: true; organization: Organization; authority: Authority; joined?: { member: OrgMember; email: string; invitedBy: string } }
  | { ok: false; organization?: { objectId: string; name: string } };

/**
 * Uses the code once: the user joins as general (a member already keeps their authority). The
 * invited address counts as verified when it is the user's own: the mailed link proves it.
 */
export async function redeemInvite({ db }: Pick<Services, 'db'>, user: UserRow, code: string): Promise<Redemption> {
  const codeHash = hashToken(code);
  return db.transaction(async (tx) => {
    // One UPDATE both checks and uses the code: two concurrent redemptions cannot both succeed.
    const [used] = await tx.update(invites).set({ usedAt: new Date(), usedBy: user.objectId })
      .where(and(eq(invites.codeHash, codeHash), isNull(invites.usedAt), gt(invites.expiresAt, new Date())))
      .returning();
    if (!used) {
      const [known] = await tx.select({ organization: organizations }).from(invites)
        .innerJoin(organizations, eq(organizations.objectId, invites.orgId))
        .where(eq(invites.codeHash, codeHash)).limit(1);
      return { ok: false, organization: known && { objectId: known.organization.objectId, name: nameOf(known.organization) } };
    }
    // Locked: concurrent redemptions count the seats one after another.
    const [organization] = await tx.select().from(organizations).where(eq(organizations.objectId, used.orgId)).for('update');
    const isMember = (await tx.select({ userId: memberships.userId }).from(memberships)
      .where(and(eq(memberships.orgId, used.orgId), eq(memberships.userId, user.objectId)))).length > 0;
    // Thrown inside the transaction: the code stays unused.
    if (!isMember && (await memberCount(tx, used.orgId)) >= planTier(organization!.plan).seats) throw seatsFull();
    const inserted = await tx.insert(memberships).values({ orgId: used.orgId, userId: user.objectId, authority: 'general' })
      .onConflictDoNothing().returning({ userId: memberships.userId });
    if (used.email === user.email && !user.emailVerified) {
      await tx.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.objectId, user.objectId));
    }
    const member = await findMember(tx, used.orgId, user.objectId);
    return {
      ok: true,
      organization: organization!,
      authority: member!.authorityName,
      joined: inserted.length ? { member: member!, email: used.email, invitedBy: used.invitedBy } : undefined,
    };
  });
}
