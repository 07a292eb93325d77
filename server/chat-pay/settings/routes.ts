// GET/POST /shop8/{orgId}/settings (03 §7): the store settings, with `complete` and `missing` (03 §5).
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ChatPayRoutes } from '../../../common/contracts/chat-pay';
import { badRequest } from '../../http/errors';
import type { ChatPayServices } from '../kit';
import { chatPayGuard } from '../guard';
import { toSettingsAnswer } from './serialize';
import { saveSettings, settingsOf } from './store';

export async function settingsRoutes(fastify: FastifyInstance, { db, stripe, uber }: Pick<ChatPayServices, 'db' | 'stripe' | 'uber'>): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const preHandler = chatPayGuard(db, 'setting');

  app.get('/shop8/:orgId/settings', { schema: ChatPayRoutes.settings, preHandler }, async (request) =>
    toSettingsAnswer(await settingsOf(db, request.params.orgId), Boolean(stripe), Boolean(uber)));

  app.post('/shop8/:orgId/settings', { schema: ChatPayRoutes.saveSettings, preHandler }, async (request) => {
    const settings = { ...request.body, name: request.body.name.trim() };
    const { open, close } = settings.shipping.uberDirect.options;
    if (open >= close) throw badRequest('body/shipping/uberDirect/options/close must be after open');
    await saveSettings(db, request.params.orgId, settings);
    return toSettingsAnswer(settings, Boolean(stripe), Boolean(uber));
  });
}
