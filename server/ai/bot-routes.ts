// The bot editor's endpoint (common/ai-bot.ts): POST /ai-bot/bot reads the organization's AI bot
// (`_method: 'GET'`) or saves it (`_method: 'PUT'`), answering with the server's AI service too, so
// the editor can say whether the bot can answer at all. The message-bot module is for admins (01 §6),
// on a plan with the AI bot.
import type { FastifyInstance } from 'fastify';
import { AI_BOT_INSTRUCTIONS_MAX, AI_BOT_NAME_MAX, type AiBotResponse, type SaveAiBotRequest } from '../../common/ai-bot';
import { requireFeature } from '../access/require-feature';
import { requireMember } from '../http/auth';
import { badRequest } from '../http/errors';
import { idProperty } from '../http/schemas';
import type { Services } from '../services';
import { serviceStatus } from './config';
import { findBot, saveBot, toAiBot } from './bot-store';

const botSchema = {
  body: {
    type: 'object',
    properties: {
      orgId: idProperty,
      name: { type: 'string', maxLength: AI_BOT_NAME_MAX },
      instructions: { type: 'string', maxLength: AI_BOT_INSTRUCTIONS_MAX },
      enabled: { type: 'boolean' },
    },
  },
};

export async function aiBotRoutes(app: FastifyInstance, { db, config }: Services): Promise<void> {
  const guard = requireFeature(db, 'message-bot', { part: 'aiBot' });

  app.post<{ Body: Partial<SaveAiBotRequest> }>('/ai-bot/bot', { schema: botSchema, preHandler: guard }, async (request): Promise<AiBotResponse> => {
    switch (request.envelope.method) {
      case 'GET': {
        const { orgId } = await requireMember(db, request);
        const row = await findBot(db, orgId);
        return { bot: row ? toAiBot(row) : null, service: serviceStatus(config.ai) };
      }
      case 'PUT': {
        const { orgId } = await requireMember(db, request);
        const { name, instructions, enabled } = request.body;
        if (name === undefined || instructions === undefined || enabled === undefined) {
          throw badRequest('an AI bot needs name, instructions and enabled');
        }
        if (name.trim() === '') throw badRequest('name must not be blank');
        const row = await saveBot(db, orgId, { name: name.trim(), instructions: instructions.trim(), enabled });
        return { bot: toAiBot(row), service: serviceStatus(config.ai) };
      }
      default:
        throw badRequest('_method must be GET or PUT');
    }
  });
}
