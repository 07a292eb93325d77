// Pending invitations (issue 26; docs/members.md): admins list the invitations not redeemed yet,
// mail one again with a new link, or revoke it. Only the caller's organization; admins only.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { MemberRoutes } from '../../../common/contracts/members';
import { requireFeature } from '../../access/require-feature';
import { organizations } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Services } from '../../services';
import { inviteByEmail } from '../invites';
import { requireAdmin } from '../members';
import { toPendingInvitation } from './serialize';
import { deleteInvitations, pendingInvitation, pendingInvitations, unusedInvitationIds } from './store';

export async function invitationRoutes(fastify: FastifyInstance, services: Services): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = services;
  // Organization settings must be open to the caller's role and plan (docs/access.md).
  const preHandler = requireFeature(db, 'organization-setting');

  app.post('/functions/findInvitations', { schema: MemberRoutes.findInvitations, preHandler }, async (request) => {
    const { orgId } = await requireAdmin(db, request);
    return { result: (await pendingInvitations(db, orgId)).map(toPendingInvitation) };
  });

  app.post('/functions/resendInvitation', { schema: MemberRoutes.resendInvitation, preHandler }, async (request) => {
    const admin = await requireAdmin(db, request);
    const invitation = await pendingInvitation(db, admin.orgId, request.body.invitationId);
    if (!invitation) throw notFound();
    const [org] = await db.select().from(organizations).where(eq(organizations.objectId, admin.orgId));
    if (!org) throw notFound();
    const { email } = invitation.invite;
    // The earlier links end only once the new one is mailed: a refused resend (seats) keeps them.
    const earlier = await unusedInvitationIds(db, admin.orgId, email);
    await inviteByEmail(services, org, admin.user, [email]);
    await deleteInvitations(db, admin.orgId, earlier);
    const renewed = (await pendingInvitations(db, admin.orgId)).find(({ invite }) => invite.email === email);
    if (!renewed) throw notFound();
    return { result: toPendingInvitation(renewed) };
  });

  app.post('/functions/revokeInvitation', { schema: MemberRoutes.revokeInvitation, preHandler }, async (request) => {
    const { orgId } = await requireAdmin(db, request);
    const invitation = await pendingInvitation(db, orgId, request.body.invitationId);
    if (!invitation) throw notFound();
    await deleteInvitations(db, orgId, await unusedInvitationIds(db, orgId, invitation.invite.email));
    return { result: { revoked: invitation.invite.objectId } };
  });
}
