// One organization: read it (members) and update its basic info (admins; 01 §5: name and industry
// are required). Another organization's id answers 404.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Organization, UpdateOrganizationRequest } from '../../common/protocol';
import { organizations } from '../db/schema';
import { authorityOf, requireUser } from '../http/auth';
import { badRequest, notFound } from '../http/errors';
import { permissionDenied } from '../members/errors';
import type { Services } from '../services';

const nonBlank = { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' };

const organizationSchema = {
  params: { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[A-Za-z0-9]{10}$' } } },
  body: {
    type: 'object',
    // A PUT (real or as `_method`) updates; other calls carry no fields to check.
    if: { required: ['_method'], properties: { _method: { enum: ['GET', 'DELETE'] } } },
    // oxlint-disable-next-line unicorn/no-thenable -- JSON Schema's if/then/else keyword, not a promise
    then: {},
    else: {
      required: ['name', 'industry'],
      properties: {
        name: nonBlank,
        industry: nonBlank,
        displayName: { type: 'string', maxLength: 100 },
        locale: { type: 'string', minLength: 2, maxLength: 20, pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$' },
      },
    },
  },
};

function toOrganization(row: typeof organizations.$inferSelect, authorityName: Organization['authorityName']): Organization {
  return {
    objectId: row.objectId,
    name: row.name,
    displayName: row.displayName,
    industry: row.industry,
    locale: row.locale,
    authorityName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function organizationUpdateRoutes(app: FastifyInstance, { db }: Services): Promise<void> {
  const handler = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const user = await requireUser(db, request);
    const orgId = request.params.id;
    const authority = await authorityOf(db, orgId, user.objectId);
    if (!authority) throw notFound();
    if (request.envelope.method === 'GET') {
      const [row] = await db.select().from(organizations).where(eq(organizations.objectId, orgId));
      if (!row) throw notFound();
      return toOrganization(row, authority);
    }
    if (request.envelope.method === 'DELETE') throw badRequest('Deleting an organization is not supported.');
    if (authority !== 'admin') throw permissionDenied();
    const { name, industry, displayName, locale } = request.body as UpdateOrganizationRequest;
    const [row] = await db.update(organizations).set({
      name: name.trim(),
      industry: industry.trim(),
      ...(displayName !== undefined ? { displayName: displayName.trim() } : {}),
      ...(locale !== undefined ? { locale } : {}),
      updatedAt: new Date(),
    }).where(eq(organizations.objectId, orgId)).returning();
    if (!row) throw notFound();
    return toOrganization(row, authority);
  };
  app.post<{ Params: { id: string } }>('/classes/Organization/:id', { schema: organizationSchema }, handler);
  app.put<{ Params: { id: string } }>('/classes/Organization/:id', { schema: organizationSchema }, handler);
}
