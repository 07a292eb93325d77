// Members of an organization (01 §6, §7): list, invite by e-mail and redeem an invitation, evict,
// change authority. Admin actions answer Permission denied to other members; ids of other
// organizations answer 404 like everywhere else.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { MemberRoutes, type InviteMembersResult, type RedeemInviteRequest, type RedeemInviteResult } from '../../common/contracts/members';
import { forgetOrganization, forgetUser } from '../auth-cache/invalidate';
import { memberships, organizations } from '../db/schema';
import { notifyMemberJoined, notifyMemberLeft } from '../notifications/notify';
import { requireMember, requireUser } from '../http/auth';
import { notFound } from '../http/errors';
import { requireFeature } from '../access/require-feature';
import type { Services } from '../services';
import { cannotEvictSelf, invalidInviteBody, lastAdmin } from './errors';
import { invitationRoutes } from './invitations/routes';
import { inviteByEmail, redeemInvite } from './invites';
import { findMember, findMembers, listMembers, lockAdmins, requireAdmin } from './members';
import { memberHasSubordinates } from '../org-roles/errors';
import { assignOrgRole, membersWithSubordinates } from '../org-roles/store';

const lowercased = (emails: string[] | undefined) => [...new Set((emails ?? []).map((email) => email.trim().toLowerCase()))];

export async function memberRoutes(fastify: FastifyInstance, services: Services): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, realtime } = services;
  // Organization settings must be open to the caller's role and plan (docs/access.md); redeeming an
  // invite is not (the caller is not a member yet).
  const preHandler = requireFeature(db, 'organization-setting', {
    skip: (request) => (request.body as Partial<RedeemInviteRequest>).invite_code !== undefined,
  });

  app.post('/functions/findOrgMembers', { schema: MemberRoutes.find, preHandler }, async (request) => {
    const { orgId } = await requireMember(db, request);
    return { result: await listMembers(db, orgId) };
  });

  app.post('/functions/invite', { schema: MemberRoutes.invite, preHandler }, async (request, reply) => {
    if ('invite_code' in request.body) {
      const code = request.body.invite_code;
      const user = await requireUser(db, request);
      const redemption = await redeemInvite(services, user, code);
      if (!redemption.ok) return reply.status(400).send(invalidInviteBody(redemption.organization));
      // Redeeming may have verified the user's address.
      await forgetUser(services.bus, user.objectId);
      const { organization, authority, joined } = redemption;
      if (joined) {
        const orgId = organization.objectId;
        realtime.memberEvent(orgId, { type: 'join', orgId, member: joined.member });
        realtime.memberEvent(orgId, { type: 'accept', orgId, email: joined.email, invitedBy: joined.invitedBy, member: joined.member });
        await notifyMemberJoined({ ...services, log: request.log }, orgId, joined.member);
      }
      const result: RedeemInviteResult = {
        organization: { objectId: organization.objectId, name: organization.name, displayName: organization.displayName },
        authorityName: authority,
      };
      return { result };
    }
    const admin = await requireAdmin(db, request);
    const [org] = await db.select().from(organizations).where(eq(organizations.objectId, admin.orgId));
    if (!org) throw notFound();
    const result: InviteMembersResult = await inviteByEmail(services, org, admin.user, lowercased(request.body.emails));
    return { result };
  });

  app.post('/functions/evict', { schema: MemberRoutes.evict, preHandler }, async (request) => {
    const admin = await requireAdmin(db, request);
    const { orgId } = admin;
    const userIds = [...new Set(request.body.userIds ?? [])];
    const emails = lowercased(request.body.emails);
    const evicted = await db.transaction(async (tx) => {
      const admins = await lockAdmins(tx, orgId);
      const targets = await findMembers(tx, orgId, userIds, emails);
      // Every named member must exist here: an id or address of another organization is not found.
      const found = (id: string) => targets.some((member) => member.objectId === id);
      const foundEmail = (email: string) => targets.some((member) => member.email === email);
      if (!userIds.every(found) || !emails.every(foundEmail)) throw notFound();
      if (targets.some((member) => member.objectId === admin.user.objectId)) throw cannotEvictSelf();
      const targetIds = targets.map((member) => member.objectId);
      if ((await membersWithSubordinates(tx, orgId, targetIds)).length > 0) throw memberHasSubordinates();
      const remainingAdmins = admins.filter((id) => !found(id));
      if (remainingAdmins.length === 0) throw lastAdmin();
      await tx.delete(memberships).where(and(eq(memberships.orgId, orgId), inArray(memberships.userId, targetIds)));
      return targets;
    });
    // Refused from their next request on, in every process.
    await forgetOrganization(services.bus, orgId);
    for (const member of evicted) {
      realtime.memberEvent(orgId, { type: 'left', orgId, userId: member.objectId });
      await notifyMemberLeft({ ...services, log: request.log }, orgId, member);
      await realtime.evictUser(orgId, member.objectId);
    }
    return { result: { evicted: evicted.map((member) => member.objectId) } };
  });

  app.post('/functions/updateMemberAuthority', { schema: MemberRoutes.updateAuthority, preHandler }, async (request) => {
    const { orgId } = await requireAdmin(db, request);
    const { userId, authorityName, orgRoleId } = request.body;
    const member = await db.transaction(async (tx) => {
      const admins = await lockAdmins(tx, orgId);
      const target = await findMember(tx, orgId, userId);
      if (!target) throw notFound();
      if (authorityName !== undefined) {
        if (authorityName !== 'admin' && admins.length === 1 && admins[0] === userId) throw lastAdmin();
        await tx.update(memberships).set({ authority: authorityName })
          .where(and(eq(memberships.orgId, orgId), eq(memberships.userId, userId)));
      }
      if (orgRoleId !== undefined) await assignOrgRole(tx, orgId, userId, orgRoleId);
      return (await findMember(tx, orgId, userId))!;
    });
    await forgetOrganization(services.bus, orgId);
    // The member's menu follows their authority and role (docs/org-roles.md).
    realtime.orgRoleUpdated({ orgId, action: 'assign', userId });
    return { result: member };
  });

  await invitationRoutes(fastify, services);
}
