import type { FastifyInstance } from 'fastify';
import { CHANGES_PAGE_LIMIT } from '../../common/constants';
import type { FunctionResponse } from '../../common/contracts/base';
import type { ChangesRequest, ChangesResult } from '../../common/contracts/changes';
import { requireMember } from '../http/auth';
import type { Services } from '../services';
import { readChanges } from './feed';

const changesSchema = {
  body: {
    type: 'object',
    required: ['since'],
    properties: {
      orgId: { type: 'string', minLength: 1 },
      since: { type: 'integer', minimum: 0 },
      limit: { type: 'integer', minimum: 1, maximum: CHANGES_PAGE_LIMIT },
    },
  },
};

export async function changeRoutes(app: FastifyInstance, { db }: Services): Promise<void> {
  app.post<{ Body: ChangesRequest }>('/functions/changes', { schema: changesSchema }, async (request): Promise<FunctionResponse<ChangesResult>> => {
    const { orgId } = await requireMember(db, request);
    const { since, limit = CHANGES_PAGE_LIMIT } = request.body;
    return { result: await readChanges(db, orgId, since, limit) };
  });
}
