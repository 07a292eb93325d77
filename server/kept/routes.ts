// Kept messages (02 §3, §7): POST /functions/keep, POST /classes/KeptMessage (a Parse-style query,
// 20 per page) and POST /classes/KeptMessage/{id} with `_method: 'DELETE'`. Members only; an id of
// another organization is 404.
import type { FastifyInstance } from 'fastify';
import {
  KEPT_PAGE_SIZE, type KeepRequest, type KeptDeleteResponse, type KeptMessage, type KeptQueryRequest, type KeptQueryResponse,
} from '../../common/kept-templates';
import type { FunctionResponse } from '../../common/contracts/base';
import { requireFeature } from '../access/require-feature';
import { requireMember } from '../http/auth';
import { badRequest, notFound } from '../http/errors';
import type { Services } from '../services';
import { keepMessage, listKept, removeKept } from './store';
import { idProperty } from '../http/schemas';

const objectIdProperty = { type: 'string', pattern: '^[A-Za-z0-9]{10}$' };

const keepSchema = {
  body: {
    type: 'object',
    required: ['conversation', 'message'],
    properties: { orgId: idProperty, conversation: idProperty, message: idProperty, owner: idProperty, objectId: objectIdProperty },
  },
};
const querySchema = {
  body: {
    type: 'object',
    properties: {
      orgId: idProperty,
      where: { type: 'object', properties: { conversation: idProperty } },
      limit: { type: 'integer', minimum: 1, maximum: KEPT_PAGE_SIZE },
      skip: { type: 'integer', minimum: 0 },
    },
  },
};
const deleteSchema = {
  params: { type: 'object', required: ['id'], properties: { id: idProperty } },
  body: { type: 'object', required: ['_method'], properties: { _method: { const: 'DELETE' } } },
};

export async function keptRoutes(app: FastifyInstance, { db }: Services): Promise<void> {
  const preHandler = requireFeature(db, 'message-center');

  app.post<{ Body: KeepRequest }>('/functions/keep', { schema: keepSchema, preHandler }, async (request): Promise<FunctionResponse<KeptMessage>> => {
    const { orgId, user } = await requireMember(db, request);
    const { conversation, message, owner, objectId } = request.body;
    // The owner pointer names who keeps it: only the caller can keep for themselves.
    if (owner !== undefined && owner !== user.objectId) throw badRequest('owner must be the caller');
    return { result: await keepMessage(db, { orgId, conversationId: conversation, messageId: message, ownerId: user.objectId, objectId }) };
  });

  app.post<{ Body: KeptQueryRequest }>('/classes/KeptMessage', { schema: querySchema, preHandler }, async (request): Promise<KeptQueryResponse> => {
    const { orgId } = await requireMember(db, request);
    const { where = {}, limit = KEPT_PAGE_SIZE, skip = 0 } = request.body;
    return { results: await listKept(db, orgId, { conversationId: where.conversation, limit, skip }) };
  });

  app.post<{ Params: { id: string } }>('/classes/KeptMessage/:id', { schema: deleteSchema, preHandler }, async (request): Promise<KeptDeleteResponse> => {
    const { orgId } = await requireMember(db, request);
    if (!(await removeKept(db, orgId, request.params.id))) throw notFound();
    return { objectId: request.params.id, deleted: true };
  });
}
