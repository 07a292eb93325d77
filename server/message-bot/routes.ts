// The message bot's routes (docs/message-bot.md; the spec names none): its keyword rules
// (GET/POST /bot/rules, PUT/DELETE /bot/rules/{id}, PUT /bot/rules/order) and its settings (GET/PUT
// /bot/settings: welcome, away, business hours, which accounts start with the bot). Members whose role
// and plan open the message-bot module's `bot` part; another organization's rule is 404.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { MessageBotRoutes } from '../../common/contracts/message-bot';
import { BOT_RULES_PER_ORG_MAX } from '../../common/message-bot';
import { requireFeature } from '../access/require-feature';
import { requireMember } from '../http/auth';
import type { Services } from '../services';
import { checkedRule, checkedSettings } from './check';
import { toBotRule } from './serialize';
import { createRule, deleteRule, listRules, orderRules, saveSettings, settingsOf, updateRule } from './store';

export async function messageBotRoutes(fastify: FastifyInstance, { db }: Services): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // GET and DELETE carry the organization as ?orgId= (or X-Org-Id): they have no body.
  app.addHook('preValidation', async (request: FastifyRequest) => {
    request.envelope.orgId ??= (request.query as { orgId?: string } | undefined)?.orgId;
  });
  const preHandler = requireFeature(db, 'message-bot', { part: 'bot' });
  const rulesOf = async (orgId: string) => ({ rules: (await listRules(db, orgId)).map(toBotRule), max: BOT_RULES_PER_ORG_MAX });

  app.get('/bot/rules', { schema: MessageBotRoutes.listRules, preHandler }, async (request) => rulesOf((await requireMember(db, request)).orgId));

  app.post('/bot/rules', { schema: MessageBotRoutes.createRule, preHandler }, async (request, reply) => {
    const { orgId } = await requireMember(db, request);
    const row = await createRule(db, orgId, await checkedRule(db, orgId, request.body));
    reply.status(201);
    return toBotRule(row);
  });

  // Before /bot/rules/{id}: a path of its own wins over the parameter.
  app.put('/bot/rules/order', { schema: MessageBotRoutes.orderRules, preHandler }, async (request) => {
    const { orgId } = await requireMember(db, request);
    return { rules: (await orderRules(db, orgId, request.body.ids)).map(toBotRule), max: BOT_RULES_PER_ORG_MAX };
  });

  app.put('/bot/rules/:id', { schema: MessageBotRoutes.updateRule, preHandler }, async (request) => {
    const { orgId } = await requireMember(db, request);
    const { body } = request;
    // The editor saves every field; the list's switch only `enabled`.
    const fields = 'name' in body ? await checkedRule(db, orgId, body) : { enabled: body.enabled };
    return toBotRule(await updateRule(db, orgId, request.params.id, fields));
  });

  app.delete('/bot/rules/:id', { schema: MessageBotRoutes.deleteRule, preHandler }, async (request) => {
    const { orgId } = await requireMember(db, request);
    await deleteRule(db, orgId, request.params.id);
    return {};
  });

  app.get('/bot/settings', { schema: MessageBotRoutes.settings, preHandler }, async (request) => settingsOf(db, (await requireMember(db, request)).orgId));

  app.put('/bot/settings', { schema: MessageBotRoutes.updateSettings, preHandler }, async (request) => {
    const { orgId } = await requireMember(db, request);
    const settings = await checkedSettings(db, orgId, request.body);
    await saveSettings(db, orgId, settings);
    return settings;
  });
}
