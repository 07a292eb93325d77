// One organization: read it (members), update its basic info or redirect options (admins; 01 §5:
// name and industry are required) and delete it (admins). Another organization's id answers 404.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { OrganizationRoutes, type UpdateOrganizationRequest } from '../../common/contracts/organizations';
import { redirectWhitelistProblem, normalizeRedirectEntry } from '../../common/organizations/redirect-whitelist';
import { forgetOrganization } from '../auth-cache/invalidate';
import { files, organizations } from '../db/schema';
import { authorityOf, requireUser } from '../http/auth';
import { badRequest, notFound } from '../http/errors';
import { permissionDenied } from '../members/errors';
import { deleteOrganization } from './delete';
import type { OrganizationRouteOptions } from './route-options';
import { findOrganization, toOrganization } from './serialize';

const whitelistProblemText = {
  'empty': 'is empty',
  'too-long': 'is too long',
  'invalid': 'is neither a path (/…) nor an http(s) URL',
  'duplicate': 'is listed twice',
} as const;

/** The whitelist as stored, or a 400 naming the entry that is wrong. */
function checkedWhitelist(entries: string[]): string[] {
  const problem = redirectWhitelistProblem(entries);
  if (problem?.problem === 'too-many') throw badRequest('redirectOptions.whitelist has too many entries');
  if (problem) throw badRequest(`redirectOptions.whitelist entry "${problem.entry.slice(0, 100)}" ${whitelistProblemText[problem.problem]}`);
  return entries.map((entry) => normalizeRedirectEntry(entry)!);
}

export async function organizationUpdateRoutes(fastify: FastifyInstance, options: OrganizationRouteOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, signer } = options;

  /** The icon must be a stored image of this organization: another organization's file is not found. */
  async function checkedIcon(orgId: string, fileId: string): Promise<string> {
    const [file] = await db.select({ contentType: files.contentType, storedAt: files.storedAt }).from(files)
      .where(and(eq(files.objectId, fileId), eq(files.orgId, orgId)));
    if (!file) throw notFound();
    if (!file.storedAt) throw badRequest('icon: the file has not been uploaded yet');
    if (!file.contentType.startsWith('image/')) throw badRequest('icon must be an image');
    return fileId;
  }

  const handler = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const user = await requireUser(db, request);
    const orgId = request.params.id;
    const authority = await authorityOf(db, orgId, user.objectId);
    if (!authority) throw notFound();
    if (request.envelope.method === 'GET') {
      const found = await findOrganization(db, orgId);
      if (!found) throw notFound();
      return toOrganization(found.row, authority, found.icon, signer);
    }
    if (authority !== 'admin') throw permissionDenied();
    if (request.envelope.method === 'DELETE') {
      await deleteOrganization(options, orgId);
      return {};
    }
    const body = request.body as UpdateOrganizationRequest;
    const changes = 'redirectOptions' in body
      ? { redirectWhitelist: checkedWhitelist(body.redirectOptions.whitelist) }
      : !('name' in body) ? { customerSearchMode: body.customerSearchMode }
      : {
        name: body.name.trim(),
        industry: body.industry.trim(),
        ...(body.displayName !== undefined ? { displayName: body.displayName.trim() } : {}),
        ...(body.locale !== undefined ? { locale: body.locale } : {}),
        ...(body.icon !== undefined ? { iconFileId: body.icon === null ? null : await checkedIcon(orgId, body.icon) } : {}),
        ...(body.customerSearchMode !== undefined ? { customerSearchMode: body.customerSearchMode } : {}),
      };
    const [row] = await db.update(organizations).set({ ...changes, updatedAt: new Date() })
      .where(eq(organizations.objectId, orgId)).returning({ objectId: organizations.objectId });
    // The search mode is part of the members' cached access (server/auth-cache).
    if (row) await forgetOrganization(options.bus, orgId);
    const found = row && await findOrganization(db, orgId);
    if (!found) throw notFound();
    return toOrganization(found.row, authority, found.icon, signer);
  };
  app.post('/classes/Organization/:id', { schema: OrganizationRoutes.one }, handler);
  app.put('/classes/Organization/:id', { schema: OrganizationRoutes.one }, handler);
  app.delete('/classes/Organization/:id', { schema: OrganizationRoutes.delete }, handler);
}
