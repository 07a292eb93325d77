// The change feed (docs/sync.md): POST /functions/changes, for members of the organization.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CHANGES_PAGE_LIMIT } from '../../common/constants';
import { ChangeRoutes } from '../../common/contracts/changes';
import { requireMember } from '../http/auth';
import type { Services } from '../services';
import { readChanges } from './feed';

export async function changeRoutes(fastify: FastifyInstance, { db }: Services): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post('/functions/changes', { schema: ChangeRoutes.changes }, async (request) => {
    const { orgId } = await requireMember(db, request);
    const { since, limit = CHANGES_PAGE_LIMIT } = request.body;
    return { result: await readChanges(db, orgId, since, limit) };
  });
}
