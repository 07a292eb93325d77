// Custom organization roles (01 §3, §6, §7 /org_roles): every member lists them and reads their own;
// admins create, rename, move under another superior, change feature flags and remove them. Every
// change reaches the organization's sockets as `orgRoleUpdated`, so menus and guards follow live.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { OrgRoleRoutes } from '../../common/contracts/org-roles';
import { parseRoleFeature, restrictingFeature, type OrgRoleFeature, type OrgRoleUpdatedEvent } from '../../common/org-roles';
import { subordinateRoleIds } from '../../common/customer-profile';
import { requireFeature } from '../access/require-feature';
import { forgetOrganization } from '../auth-cache/invalidate';
import { requireMember } from '../http/auth';
import { badRequest } from '../http/errors';
import { requireAdmin } from '../members/members';
import type { Services } from '../services';
import { deleteOrgRole, insertOrgRole, listOrgRoles, memberOrgRole, updateOrgRole } from './store';

function cleanName(name: string): string {
  if (name.trim() === '') throw badRequest('body/name must not be blank');
  return name.trim();
}

function checkedFeature(value: unknown): OrgRoleFeature {
  const parsed = parseRoleFeature(value);
  if (!parsed.ok) throw badRequest(`body/${parsed.error}`);
  return parsed.feature;
}

export async function orgRoleRoutes(fastify: FastifyInstance, { db, bus, realtime }: Services): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // GET and DELETE carry the organization as ?orgId= (or X-Org-Id): they have no body.
  app.addHook('preValidation', async (request: FastifyRequest) => {
    request.envelope.orgId ??= (request.query as { orgId?: string } | undefined)?.orgId;
  });
  // Writes are organization settings (docs/access.md); reads are not: every member's console needs its own role.
  const preHandler = requireFeature(db, 'organization-setting');
  // A role's flags are part of its members' cached access (server/auth-cache): forgotten first, in every process.
  const changed = async (event: OrgRoleUpdatedEvent) => {
    await forgetOrganization(bus, event.orgId);
    realtime.orgRoleUpdated(event);
  };

  app.get('/org_roles/list', { schema: OrgRoleRoutes.list }, async (request) => {
    const { orgId } = await requireMember(db, request);
    return { orgRoles: await listOrgRoles(db, orgId) };
  });

  app.get('/org_roles/user/get', { schema: OrgRoleRoutes.userGet }, async (request) => {
    const { orgId, user, authority } = await requireMember(db, request);
    const orgRole = await memberOrgRole(db, orgId, user.objectId);
    const subRoleIds = orgRole ? subordinateRoleIds(await listOrgRoles(db, orgId), orgRole._id) : [];
    return { authorityName: authority, orgRole, feature: restrictingFeature(authority, orgRole?.feature), subRoleIds };
  });

  app.post('/org_roles/create', { schema: OrgRoleRoutes.create, preHandler }, async (request, reply) => {
    const { orgId } = await requireAdmin(db, request);
    const { name, superiorId = null, feature } = request.body;
    const role = await insertOrgRole(db, orgId, { name: cleanName(name), superiorId, feature: checkedFeature(feature) });
    await changed({ orgId, action: 'create', roleId: role._id });
    return reply.status(201).send(role);
  });

  app.put('/org_roles/update_feature', { schema: OrgRoleRoutes.updateFeature, preHandler }, async (request) => {
    const { orgId } = await requireAdmin(db, request);
    const { id, feature } = request.body;
    const role = await updateOrgRole(db, orgId, id, { feature: checkedFeature(feature) });
    await changed({ orgId, action: 'update', roleId: id });
    return role;
  });

  app.put('/org_roles/update', { schema: OrgRoleRoutes.update, preHandler }, async (request) => {
    const { orgId } = await requireAdmin(db, request);
    const { id, name, superiorId } = request.body;
    const role = await updateOrgRole(db, orgId, id, {
      ...(name !== undefined ? { name: cleanName(name) } : {}),
      ...(superiorId !== undefined ? { superiorId } : {}),
    });
    await changed({ orgId, action: 'update', roleId: id });
    return role;
  });

  app.delete('/org_roles/remove', { schema: OrgRoleRoutes.remove, preHandler }, async (request) => {
    const { orgId } = await requireAdmin(db, request);
    await deleteOrgRole(db, orgId, request.query.id);
    await changed({ orgId, action: 'remove', roleId: request.query.id });
    return {};
  });
}
