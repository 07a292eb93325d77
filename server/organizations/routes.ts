// Organizations: create (the creator becomes admin) and list the caller's organizations.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { randomId } from '../../common/ids';
import type { CreateOrganizationRequest, Organization } from '../../common/protocol';
import { memberships, organizations, orgSequences } from '../db/schema';
import { requireUser } from '../http/auth';
import type { Services } from '../services';
import { organizationUpdateRoutes } from './update';

const organizationSchema = {
  body: {
    type: 'object',
    // `_method: GET` queries; a plain POST creates and needs a name.
    if: { required: ['_method'], properties: { _method: { const: 'GET' } } },
    // oxlint-disable-next-line unicorn/no-thenable -- JSON Schema's if/then/else keyword, not a promise
    then: {},
    else: {
      required: ['name'],
      properties: {
        name: { type: 'string', minLength: 1, maxLength: 100 },
        displayName: { type: 'string', maxLength: 100 },
        industry: { type: 'string', maxLength: 100 },
        locale: { type: 'string', maxLength: 20 },
      },
    },
  },
};

export async function organizationRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services;
  await app.register(organizationUpdateRoutes, services);
  app.post<{ Body: CreateOrganizationRequest }>('/classes/Organization', { schema: organizationSchema }, async (request, reply) => {
    const user = await requireUser(db, request);
    if (request.envelope.method === 'GET') {
      const rows = await db.select({ organization: organizations, authority: memberships.authority })
        .from(memberships)
        .innerJoin(organizations, eq(organizations.objectId, memberships.orgId))
        .where(eq(memberships.userId, user.objectId))
        .orderBy(organizations.createdAt);
      const results: Organization[] = rows.map(({ organization, authority }) => ({
        objectId: organization.objectId,
        name: organization.name,
        displayName: organization.displayName,
        industry: organization.industry,
        locale: organization.locale,
        authorityName: authority,
        createdAt: organization.createdAt.toISOString(),
        updatedAt: organization.updatedAt.toISOString(),
      }));
      return { results };
    }

    const { name, displayName, industry, locale } = request.body;
    const objectId = randomId();
    const createdAt = await db.transaction(async (tx) => {
      const [row] = await tx.insert(organizations).values({
        objectId,
        name,
        displayName: displayName ?? name,
        industry: industry ?? '',
        locale: locale ?? user.language,
      }).returning({ createdAt: organizations.createdAt });
      await tx.insert(memberships).values({ orgId: objectId, userId: user.objectId, authority: 'admin' });
      await tx.insert(orgSequences).values({ orgId: objectId });
      return row!.createdAt;
    });
    return reply.status(201).send({ objectId, createdAt: createdAt.toISOString() });
  });
}
