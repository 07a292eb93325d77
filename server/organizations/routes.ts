// Organizations: create (the creator becomes admin; it takes one from their quota; live chat is
// connected by the column's default) and list the caller's organizations.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { randomId } from '../../common/ids';
import { ParseErrorCode } from '../../common/parse';
import { OrganizationRoutes, type CreateOrganizationRequest } from '../../common/contracts/organizations';
import { RESOURCE_INSUFFICIENT } from '../../common/error-keys';
import { files, memberships, organizations, orgSequences } from '../db/schema';
import { ApiError } from '../http/errors';
import { requireUser } from '../http/auth';
import { takeOrganizationQuota } from '../permissions/records';
import { iconColumns, iconJoin, toOrganization } from './serialize';
import { integrationRoutes } from './integrations';
import type { OrganizationRouteOptions } from './route-options';
import { seatRoutes } from './seats';
import { organizationUpdateRoutes } from './update';

/** No organization left in the caller's quota (01 §6): the console offers contacting sales. */
const quotaUsedUp = () => new ApiError(400, ParseErrorCode.SCRIPT_FAILED, RESOURCE_INSUFFICIENT);

export async function organizationRoutes(fastify: FastifyInstance, options: OrganizationRouteOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, config, signer } = options;
  await app.register(organizationUpdateRoutes, options);
  await app.register(integrationRoutes, options);
  await app.register(seatRoutes, options);
  app.post('/classes/Organization', { schema: OrganizationRoutes.createOrList }, async (request, reply) => {
    const user = await requireUser(db, request);
    if (request.envelope.method === 'GET') {
      const rows = await db.select({ organization: organizations, authority: memberships.authority, icon: iconColumns })
        .from(memberships)
        .innerJoin(organizations, eq(organizations.objectId, memberships.orgId))
        .leftJoin(files, iconJoin)
        .where(eq(memberships.userId, user.objectId))
        .orderBy(organizations.createdAt);
      const results = rows.map(({ organization, authority, icon }) => toOrganization(organization, authority, icon, signer));
      return { results };
    }

    // Not a query: the schema's else branch required the create fields.
    const { name, displayName, industry, locale } = request.body as CreateOrganizationRequest;
    const objectId = randomId();
    const createdAt = await db.transaction(async (tx) => {
      if (!(await takeOrganizationQuota(tx, user.objectId, config.organizationQuota))) throw quotaUsedUp();
      const [row] = await tx.insert(organizations).values({
        objectId,
        name,
        displayName: displayName ?? name,
        industry: industry ?? '',
        locale: locale ?? user.language,
        plan: config.newOrganizationPlan,
      }).returning({ createdAt: organizations.createdAt });
      await tx.insert(memberships).values({ orgId: objectId, userId: user.objectId, authority: 'admin' });
      await tx.insert(orgSequences).values({ orgId: objectId });
      return row!.createdAt;
    });
    return reply.status(201).send({ objectId, createdAt: createdAt.toISOString() });
  });
}
