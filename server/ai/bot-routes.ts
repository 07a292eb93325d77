// The bot editor's endpoint (common/ai-bot.ts): POST /ai-bot/bot reads the organization's AI bot
// (`_method: 'GET'`) or saves it (`_method: 'PUT'`), answering with the server's AI service too, so
// the editor can say whether the bot can answer at all. The message-bot module is for admins (01 §6),
// on a plan with the AI bot.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AiRoutes } from '../../common/contracts/ai';
import { requireFeature } from '../access/require-feature';
import { requireMember } from '../http/auth';
import { badRequest } from '../http/errors';
import type { Services } from '../services';
import { serviceStatus } from './config';
import { findBot, saveBot, toAiBot } from './bot-store';

export async function aiBotRoutes(fastify: FastifyInstance, { db, config }: Services): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const guard = requireFeature(db, 'message-bot', { part: 'aiBot' });

  app.post('/ai-bot/bot', { schema: AiRoutes.bot, preHandler: guard }, async (request) => {
    switch (request.envelope.method) {
      case 'GET': {
        const { orgId } = await requireMember(db, request);
        const row = await findBot(db, orgId);
        return { bot: row ? toAiBot(row) : null, service: serviceStatus(config.ai) };
      }
      case 'PUT': {
        const { orgId } = await requireMember(db, request);
        const { name, instructions, enabled, answersCustomers } = request.body;
        if (name === undefined || instructions === undefined || enabled === undefined) {
          throw badRequest('an AI bot needs name, instructions and enabled');
        }
        if (name.trim() === '') throw badRequest('name must not be blank');
        const row = await saveBot(db, orgId, { name: name.trim(), instructions: instructions.trim(), enabled, ...(answersCustomers === undefined ? {} : { answersCustomers }) });
        return { bot: toAiBot(row), service: serviceStatus(config.ai) };
      }
      default:
        throw badRequest('_method must be GET or PUT');
    }
  });
}
