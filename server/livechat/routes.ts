// Live chat for visitors (public: no console session). A visitor is identified by the
// visitorToken its page keeps; its first message makes it a customer of platform 'livechat'.
// While the organization's live chat is disconnected every call is refused (403 LIVECHAT_DISCONNECTED).
// The organization's settings (./settings.ts) say what the widget shows and whether a new visitor
// answers a pre-chat form first.
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ParseErrorCode } from '../../common/parse';
import { LivechatRoutes, type LivechatSettings } from '../../common/contracts/livechat';
import { LIVECHAT_TEXT_MAX } from '../../common/livechat';
import { isNotice } from '../../common/message-content';
import { LIVECHAT_DISCONNECTED } from '../../common/error-keys';
import { messages, organizations } from '../db/schema';
import { ApiError, badRequest, notFound } from '../http/errors';
import { announceMessage } from '../messages/announce';
import { applyMessageKeywords } from '../message-keywords/apply';
import { triggerBot } from '../message-bot/jobs';
import { toCustomer } from '../messages/serialize';
import { appendMessage } from '../messages/store';
import { hasIntegration, integrationsOf } from '../organizations/integrations';
import type { Services } from '../services';
import { toVisitorMessage, toVisitorWidget } from './serialize';
import { livechatSettingsOf } from './settings';
import { createVisitor, ensureVisitorCustomer, findVisitor, findVisitorCustomer, giveVisitorProfile, type VisitorRow } from './visitors';

const HISTORY_LIMIT = 200;

const livechatDisconnected = () => new ApiError(403, ParseErrorCode.OPERATION_FORBIDDEN, LIVECHAT_DISCONNECTED);

const PROFILE_FIELDS = ['name', 'email'] as const;
/** The first field the pre-chat form requires, if any. */
const requiredField = (settings: LivechatSettings) => PROFILE_FIELDS.find((field) => settings.preChatForm[field] === 'required');

export async function livechatApiRoutes(fastify: FastifyInstance, services: Services): Promise<void> {
  const { db, realtime } = services;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  /** An unknown organization is not found; one whose live chat is disconnected refuses visitors. */
  const requireLivechat = async (orgId: string): Promise<void> => {
    const integrations = await integrationsOf(db, orgId);
    if (!integrations) throw notFound();
    if (!hasIntegration(integrations, 'livechat')) throw livechatDisconnected();
  };
  const requireVisitor = async (visitorToken: string): Promise<VisitorRow> => {
    const visitor = await findVisitor(db, visitorToken);
    if (!visitor) throw notFound();
    await requireLivechat(visitor.orgId);
    return visitor;
  };

  app.post('/livechat/api/session', { schema: LivechatRoutes.session }, async (request) => {
    const { orgId, visitorToken, name } = request.body;
    const [organization] = await db.select().from(organizations).where(eq(organizations.objectId, orgId)).limit(1);
    if (!organization) throw notFound();
    if (!hasIntegration(organization.integrations, 'livechat')) throw livechatDisconnected();
    const known = visitorToken ? await findVisitor(db, visitorToken) : undefined;
    // A token of another organization's widget is not reused: that visitor starts afresh here.
    const session = known?.orgId === orgId
      ? { visitor: known, visitorToken: visitorToken! }
      : await createVisitor(db, orgId, name);
    // The form comes before the chat: a visitor who has written already is not asked.
    const asksForm = !session.visitor.profileGivenAt && !(known && await findVisitorCustomer(db, session.visitor));
    return {
      visitorToken: session.visitorToken,
      customerId: session.visitor.objectId,
      orgName: organization.displayName,
      widget: toVisitorWidget(await livechatSettingsOf(db, orgId), asksForm),
    };
  });

  app.post('/livechat/api/profile', { schema: LivechatRoutes.profile }, async (request) => {
    const visitor = await requireVisitor(request.body.visitorToken);
    const settings = await livechatSettingsOf(db, visitor.orgId);
    // Only what the form asks for is kept; what it requires must be there.
    const given: { name?: string; email?: string } = {};
    for (const field of PROFILE_FIELDS) {
      const value = request.body[field]?.trim();
      if (settings.preChatForm[field] === 'required' && !value) throw badRequest(`body/${field} is required by the pre-chat form`);
      if (value && settings.preChatForm[field] !== 'off') given[field] = value;
    }
    const customer = await giveVisitorProfile(db, visitor, given);
    if (customer) realtime.customer(customer.orgId, toCustomer(customer));
    return { name: given.name ?? visitor.displayName, ...(given.email ? { email: given.email } : {}) };
  });

  app.post('/livechat/api/messages', { schema: LivechatRoutes.send }, async (request, reply) => {
    const text = request.body.text.trim();
    if (text.length === 0 || text.length > LIVECHAT_TEXT_MAX) throw badRequest(`text must have 1 to ${LIVECHAT_TEXT_MAX} characters`);
    const visitor = await requireVisitor(request.body.visitorToken);
    const settings = await livechatSettingsOf(db, visitor.orgId);
    const unanswered = visitor.profileGivenAt ? undefined : requiredField(settings);
    if (unanswered && !(await findVisitorCustomer(db, visitor))) {
      throw badRequest(`body/${unanswered} is required by the pre-chat form: answer it first`);
    }
    const customer = await ensureVisitorCustomer(db, visitor);
    const appended = await appendMessage(db, {
      customer,
      receiptId: `${visitor.objectId}:${request.body.clientId}`,
      clientId: request.body.clientId,
      data: { content: text },
      sendType: 'receive',
      senderType: 'Customer',
      senderId: customer.objectId,
      profile: { displayName: customer.displayName },
    });
    if (appended.created) {
      await announceMessage(services, appended.message, appended.customer);
      // The visitor's text meets the message keyword rules (server/message-keywords): their tags follow.
      await applyMessageKeywords(services, appended.message, appended.customer);
    }
    // The bot answers in the background (server/message-bot): also on a retry, should the first try have stopped before.
    await triggerBot(services, appended.message, customer);
    reply.status(appended.created ? 201 : 200);
    return toVisitorMessage(appended.message, settings);
  });

  app.get('/livechat/api/messages', { schema: LivechatRoutes.history }, async (request) => {
    const visitor = await requireVisitor(request.query.visitorToken);
    const customer = await findVisitorCustomer(db, visitor);
    if (!customer) return { messages: [] };
    const view = await livechatSettingsOf(db, visitor.orgId);
    const latest = await db.select().from(messages)
      .where(and(eq(messages.orgId, customer.orgId), eq(messages.customerId, customer.objectId), eq(messages.deleted, false)))
      .orderBy(desc(messages.createdAt), desc(messages.objectId))
      .limit(HISTORY_LIMIT);
    // Event lines (the bot's hand-over) are the team's, not the visitor's.
    return { messages: latest.toReversed().filter((row) => !isNotice(row.contentType)).map((row) => toVisitorMessage(row, view)) };
  });
}
