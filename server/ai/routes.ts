// AI endpoints (02 §7): point usage, suggested reply, summary. GET with the query of 02 §7, and the
// same reads as a POST with `_method: 'GET'` (the Parse envelope's way; the session rides in the body).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AiRoutes, type AiConversationQuery, type AiConversationRequest, type AiPointUsage } from '../../common/contracts/ai';
import { requireFeature } from '../access/require-feature';
import { requireMember } from '../http/auth';
import { badRequest } from '../http/errors';
import type { Services } from '../services';
import { suggestReply, summarize, type AssistContext } from './assist';
import { pointUsage } from './points';

// GET has no body: the organization comes as X-Org-Id or ?orgId=, before the access check reads it.
async function orgFromQuery(request: FastifyRequest<{ Querystring: { orgId?: string } }>): Promise<void> {
  request.envelope.orgId ??= request.query.orgId;
}

/** The conversation of the request, in the caller's organization (whatever orgId the query named). */
function conversationOf(source: AiConversationQuery, orgId: string): AiConversationRequest {
  return { orgId, customerId: source.customerId, platform: source.platform, conversationId: source.conversationId };
}

async function requireGetMethod(request: FastifyRequest): Promise<void> {
  if (request.envelope.method !== 'GET') throw badRequest('_method must be GET');
}

export async function aiRoutes(fastify: FastifyInstance, { db, config }: Services): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const feature = requireFeature(db, 'message-center');

  async function context(request: FastifyRequest): Promise<AssistContext> {
    const { orgId, user } = await requireMember(db, request);
    return { db, ai: config.ai, orgId, userId: user.objectId, acceptLanguage: request.headers['accept-language'] };
  }

  const usage = async (request: FastifyRequest): Promise<AiPointUsage> => pointUsage(db, config.ai, (await requireMember(db, request)).orgId);
  app.get('/ai-bot/openai/point/used/limit', { schema: AiRoutes.usage, preHandler: [orgFromQuery, feature] }, usage);
  app.post('/ai-bot/openai/point/used/limit', { schema: AiRoutes.usageByPost, preHandler: [requireGetMethod, feature] }, usage);

  for (const [path, answer] of [['/ai-bot/openai/auto/reply/text', suggestReply], ['/ai-bot/openai/auto/summary/text', summarize]] as const) {
    app.get(path, { schema: AiRoutes.answer, preHandler: [orgFromQuery, feature] },
      async (request) => {
        const assist = await context(request);
        return answer(assist, conversationOf(request.query, assist.orgId));
      });
    app.post(path, { schema: AiRoutes.answerByPost, preHandler: [requireGetMethod, feature] },
      async (request) => {
        const assist = await context(request);
        return answer(assist, conversationOf(request.body, assist.orgId));
      });
  }
}
