// Inbox and messages: inboxesV3 (the category rules are in ../inbox/list.ts), findMessageV3, publishTemplate and message deletion.
// Every query is scoped by the caller's organization; an id of another organization is 404.
import { and, desc, eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { PAGE_SIZE } from '../../common/constants';
import { templateProblem } from '../../common/message-content';
import { messageTagsFor, type MessageTag } from '../../common/customer-profile';
import { windowRefusal } from '../../common/messaging-window';
import { InboxRoutes } from '../../common/contracts/inbox';
import { MessageRoutes } from '../../common/contracts/messages';
import type { OutboundContent, OutboundWhatsAppTemplate, TemplateData } from '../../common/contracts/message-data';
import { SearchRoutes } from '../../common/contracts/search';
import { requireFeature } from '../access/require-feature';
import type { Db } from '../db/client';
import { customers, messages } from '../db/schema';
import { requireMember } from '../http/auth';
import { badRequest, notFound } from '../http/errors';
import type { Services } from '../services';
import { cursorOf, inboxPage } from '../inbox/list';
import { checkWhereFields } from '../search/customer-query';
import { messageSearch } from '../search/message-query';
import { announceMessage } from './announce';
import { messagingWindowClosed } from './errors';
import { bindScopeOf } from '../inbox/bind-scope';
import { pictureUrl } from '../accounts/picture';
import { toCustomer, toMessage, type CustomerRow } from './serialize';
import { appendMessage, deleteMessage } from './store';
import { whatsAppTemplateMessage } from '../channels/whatsapp/templates/template-message';
import { takeOverOnReply } from '../message-bot/handover';

const isWhatsAppTemplate = (template: OutboundContent | OutboundWhatsAppTemplate): template is OutboundWhatsAppTemplate =>
  template.contentType === 'template' && template.data.templateType === 'whatsapp';

/** The live customer whose conversation this is, in this organization; 404 otherwise. */
async function customerOfConversation(db: Db, orgId: string, conversationId: string): Promise<CustomerRow> {
  const [customer] = await db.select().from(customers).where(and(
    eq(customers.orgId, orgId), eq(customers.conversationId, conversationId), eq(customers.deleted, false),
  )).limit(1);
  if (!customer) throw notFound();
  return customer;
}

/** Replies to customers of connected accounts wait in a durable queue; storing one wakes its sender. */
export interface ReplyQueue {
  wake(): void;
}

export async function messageRoutes(fastify: FastifyInstance, services: Services & { outbound: ReplyQueue }): Promise<void> {
  const { db, outbound } = services;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // The message center must be open to the caller's role and plan (docs/access.md).
  const preHandler = requireFeature(db, 'message-center');
  app.post('/functions/inboxesV3', { schema: InboxRoutes.inboxes, preHandler }, async (request) => {
    const { orgId, user } = await requireMember(db, request);
    const { where = {}, options = {} } = request.body;
    const category = where.inbox ?? 'all';
    const rows = await inboxPage(db, {
      orgId,
      userId: user.objectId,
      category,
      before: cursorOf(category, request.body),
      limit: options.limit ?? PAGE_SIZE,
      skip: options.skip ?? 0,
      scope: await bindScopeOf(db, orgId, user.objectId, category),
    });
    return { result: { customers: rows.map(toCustomer) } };
  });

  app.post('/functions/findMessageV3', { schema: SearchRoutes.findMessages, preHandler }, async (request) => {
    const { orgId, user } = await requireMember(db, request);
    const { where, options = {} } = request.body;
    if (where.conversation === undefined) {
      // bind and subBind read the caller's roles; the scope is the same for both.
      const readsBindings = where.inbox?.$in.some((category) => category === 'bind' || category === 'subBind');
      const scope = readsBindings ? await bindScopeOf(db, orgId, user.objectId, 'bind') : undefined;
      return { result: await messageSearch(db, { orgId, userId: user.objectId, where, options, ...(scope ? { scope } : {}) }) };
    }
    const { conversation } = where;
    checkWhereFields(where, ['conversation', 'before'], "a conversation's messages");
    await customerOfConversation(db, orgId, conversation);
    const conditions = [eq(messages.orgId, orgId), eq(messages.conversationId, conversation), eq(messages.deleted, false)];
    if (where.before) conditions.push(lt(messages.createdAt, new Date(where.before)));
    const rows = await db.select().from(messages).where(and(...conditions))
      .orderBy(desc(messages.createdAt), desc(messages.objectId))
      .limit(options.limit ?? PAGE_SIZE);
    return { result: { messages: rows.map(toMessage) } };
  });

  app.post('/functions/publishTemplate', { schema: MessageRoutes.publishTemplate, preHandler }, async (request) => {
    const { orgId, user } = await requireMember(db, request);
    const { conversation, receiptId, template, options } = request.body;
    const customer = await customerOfConversation(db, orgId, conversation);
    const whatsAppTemplate = isWhatsAppTemplate(template) ? template.data : undefined;
    // A WhatsApp template is what WHATSAPP_TEMPLATE stands for: it goes with nothing else, and carries it.
    if (options?.fbMessengerTag === 'WHATSAPP_TEMPLATE' && !whatsAppTemplate) {
      throw badRequest('options.fbMessengerTag WHATSAPP_TEMPLATE goes with a WhatsApp template (template.data.templateType whatsapp) only');
    }
    const messageTag = (whatsAppTemplate && customer.platform === 'whatsapp' ? 'WHATSAPP_TEMPLATE' : options?.fbMessengerTag) as MessageTag | undefined;
    if (messageTag && !messageTagsFor(customer.platform).includes(messageTag)) {
      throw badRequest(`options.fbMessengerTag ${messageTag} is not a message tag of ${customer.platform}`);
    }
    if (windowRefusal(customer.platform, customer.lastInboundAt, messageTag, Date.now())) throw messagingWindowClosed(customer.platform);
    const problem = template.contentType === 'template' && !whatsAppTemplate ? templateProblem(template.data as TemplateData, customer.platform) : undefined;
    if (problem) throw badRequest(`template: ${problem}`);
    // The template filled in for this customer is what is stored and what goes out.
    const data = whatsAppTemplate ? await whatsAppTemplateMessage(db, customer, whatsAppTemplate) : template.data;
    // An agent answering a conversation the bot has takes it over (server/message-bot/handover.ts).
    await takeOverOnReply(services, customer, user, receiptId);
    const appended = await appendMessage(db, {
      customer,
      receiptId,
      contentType: template.contentType,
      data,
      sendType: 'send',
      senderType: '_User',
      senderId: user.objectId,
      // Who answered, as it was then: a live-chat visitor sees this name and picture (server/livechat).
      profile: { firstName: user.firstName, ...(user.pictureFileId ? { picture: pictureUrl(user.pictureFileId) } : {}) },
      ...(messageTag && messageTag !== 'NO_TAG' ? { messageTag } : {}),
      // A customer of a connected account gets the reply through its platform (server/channels/outbound).
      delivered: customer.integrationId !== null,
    });
    if (appended.created) {
      await announceMessage(services, appended.message, appended.customer);
      if (appended.message.delivery) outbound.wake();
    }
    return { result: toMessage(appended.message) };
  });

  app.post('/classes/Message/:id', { schema: MessageRoutes.delete, preHandler }, async (request) => {
    const { orgId } = await requireMember(db, request);
    await deleteMessage(db, orgId, request.params.id);
    return {};
  });
}
