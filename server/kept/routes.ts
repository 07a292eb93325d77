// Kept messages (02 §3, §7): POST /functions/keep, POST /classes/KeptMessage (a Parse-style query,
// 20 per page) and POST /classes/KeptMessage/{id} with `_method: 'DELETE'`. Members only; an id of
// another organization is 404.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { KEPT_PAGE_SIZE } from '../../common/kept-templates';
import { KeptRoutes } from '../../common/contracts/kept-templates';
import { requireFeature } from '../access/require-feature';
import { requireMember } from '../http/auth';
import { badRequest, notFound } from '../http/errors';
import type { Services } from '../services';
import { keepMessage, listKept, removeKept } from './store';

export async function keptRoutes(fastify: FastifyInstance, { db }: Services): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const preHandler = requireFeature(db, 'message-center');

  app.post('/functions/keep', { schema: KeptRoutes.keep, preHandler }, async (request) => {
    const { orgId, user } = await requireMember(db, request);
    const { conversation, message, owner, objectId } = request.body;
    // The owner pointer names who keeps it: only the caller can keep for themselves.
    if (owner !== undefined && owner !== user.objectId) throw badRequest('owner must be the caller');
    return { result: await keepMessage(db, { orgId, conversationId: conversation, messageId: message, ownerId: user.objectId, objectId }) };
  });

  app.post('/classes/KeptMessage', { schema: KeptRoutes.query, preHandler }, async (request) => {
    const { orgId } = await requireMember(db, request);
    const { where = {}, limit = KEPT_PAGE_SIZE, skip = 0 } = request.body;
    return { results: await listKept(db, orgId, { conversationId: where.conversation, limit, skip }) };
  });

  app.post('/classes/KeptMessage/:id', { schema: KeptRoutes.delete, preHandler }, async (request) => {
    const { orgId } = await requireMember(db, request);
    if (!(await removeKept(db, orgId, request.params.id))) throw notFound();
    return { objectId: request.params.id, deleted: true as const };
  });
}
