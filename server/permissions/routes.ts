// POST /classes/Permission (01 §7): the caller's permission record, queried Parse-style by owner
// pointer with limit 1. A user reads only their own record: another owner finds nothing.
import type { FastifyInstance } from 'fastify';
import type { PermissionRecord } from '../../common/contracts/organizations';
import { requireUser } from '../http/auth';
import type { Services } from '../services';
import { permissionOf, toPermissionRecord } from './records';

interface PermissionQuery {
  where?: { owner?: { objectId: string } };
  limit?: number;
}

const permissionSchema = {
  body: {
    type: 'object',
    // A query only: permission records are made and changed by the server.
    required: ['_method'],
    properties: {
      _method: { const: 'GET' },
      where: {
        type: 'object',
        properties: {
          owner: {
            type: 'object',
            required: ['__type', 'className', 'objectId'],
            properties: {
              __type: { const: 'Pointer' },
              className: { const: '_User' },
              objectId: { type: 'string', minLength: 1, maxLength: 40 },
            },
          },
        },
      },
      limit: { type: 'integer', minimum: 0, maximum: 1000 },
    },
  },
};

export async function permissionRoutes(app: FastifyInstance, { db, config }: Services): Promise<void> {
  app.post<{ Body: PermissionQuery }>('/classes/Permission', { schema: permissionSchema }, async (request): Promise<{ results: PermissionRecord[] }> => {
    const user = await requireUser(db, request);
    const { where, limit } = request.body;
    const owner = where?.owner?.objectId ?? user.objectId;
    if (owner !== user.objectId || limit === 0) return { results: [] };
    return { results: [toPermissionRecord(await permissionOf(db, user.objectId, config.organizationQuota))] };
  });
}
