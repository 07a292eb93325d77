// POST /classes/Permission (01 §7): the caller's permission record, queried Parse-style by owner
// pointer with limit 1. A user reads only their own record: another owner finds nothing.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { OrganizationRoutes } from '../../common/contracts/organizations';
import { requireUser } from '../http/auth';
import type { Services } from '../services';
import { permissionOf, toPermissionRecord } from './records';

export async function permissionRoutes(fastify: FastifyInstance, { db, config }: Services): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post('/classes/Permission', { schema: OrganizationRoutes.permission }, async (request) => {
    const user = await requireUser(db, request);
    const { where, limit } = request.body;
    const owner = where?.owner?.objectId ?? user.objectId;
    if (owner !== user.objectId || limit === 0) return { results: [] };
    return { results: [toPermissionRecord(await permissionOf(db, user.objectId, config.organizationQuota))] };
  });
}
