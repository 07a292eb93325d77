// The seats of an organization's plan (03 §9), for the console to show before anyone fills in an
// invitation that could only be refused (docs/organizations.md). Invitations enforce them
// (server/members/invites.ts); this only reads them.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { planTier } from '../../common/access';
import { OrganizationRoutes, type OrgSeats } from '../../common/contracts/organizations';
import { requireFeature } from '../access/require-feature';
import type { Queryable } from '../db/client';
import { organizations } from '../db/schema';
import { requireMember } from '../http/auth';
import { notFound } from '../http/errors';
import { memberCount } from '../members/invites';
import type { Services } from '../services';

export async function seatsOf(db: Queryable, orgId: string): Promise<OrgSeats> {
  const [org] = await db.select({ plan: organizations.plan }).from(organizations).where(eq(organizations.objectId, orgId)).limit(1);
  if (!org) throw notFound();
  return { planName: org.plan, used: await memberCount(db, orgId), total: planTier(org.plan).seats };
}

export async function seatRoutes(fastify: FastifyInstance, { db }: Services): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Read on the member-management page: organization settings must be open (docs/access.md).
  const preHandler = requireFeature(db, 'organization-setting');
  app.post('/functions/findOrgSeats', { schema: OrganizationRoutes.seats, preHandler }, async (request) => {
    const { orgId } = await requireMember(db, request);
    return { result: await seatsOf(db, orgId) };
  });
}
