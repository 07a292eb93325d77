// Inbox and messages: inboxesV3 (the category rules are in ../inbox/list.ts), findMessageV3, publishTemplate and message deletion.
// Every query is scoped by the caller's organization; an id of another organization is 404.
import { and, desc, eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PAGE_SIZE } from '../../common/constants';
import { templateProblem } from '../../common/message-content';
import { MESSAGE_TAGS, messageTagsFor, type MessageTag } from '../../common/customer-profile';
import { INBOX_CATEGORIES } from '../../common/inbox-rules';
import type { FunctionResponse } from '../../common/contracts/base';
import type { InboxesRequest, InboxesResult } from '../../common/contracts/inbox';
import type { FindMessageRequest, FindMessageResult, Message, PublishTemplateRequest } from '../../common/contracts/messages';
import type { MessageSearchRequest, MessageSearchResult } from '../../common/search-protocol';
import { requireFeature } from '../access/require-feature';
import type { Db } from '../db/client';
import { customers, messages } from '../db/schema';
import { requireMember } from '../http/auth';
import { badRequest, notFound } from '../http/errors';
import type { Services } from '../services';
import { cursorOf, inboxPage } from '../inbox/list';
import { checkWhereFields } from '../search/customer-query';
import { messageSearch } from '../search/message-query';
import { messageSearchOptionsProperties, messageSearchWhereProperties } from '../search/schemas';
import { outboundContentSchema } from './content-schema';
import { deliverMessage } from './deliver';
import { bindScopeOf } from '../inbox/bind-scope';
import { toCustomer, toMessage, type CustomerRow } from './serialize';
import { appendMessage, deleteMessage } from './store';
import { beforeCursor, customerSort, idProperty } from '../http/schemas';

const MAX_PAGE = 100;

const inboxesSchema = {
  body: {
    type: 'object',
    properties: {
      orgId: idProperty,
      where: {
        type: 'object',
        properties: {
          inbox: { type: 'string', enum: INBOX_CATEGORIES },
          lastMessageAt: beforeCursor,
          assignedAt: beforeCursor,
          lastInboundAt: beforeCursor,
        },
      },
      options: {
        type: 'object',
        properties: {
          limit: { type: 'integer', minimum: 1, maximum: MAX_PAGE },
          skip: { type: 'integer', minimum: 0 },
          sort: customerSort,
        },
      },
    },
  },
};

const findMessageSchema = {
  body: {
    type: 'object',
    required: ['where'],
    properties: {
      orgId: idProperty,
      // A conversation's page (conversation, before), or without a conversation the message search (../search).
      where: {
        type: 'object',
        properties: {
          conversation: { type: 'string', minLength: 1 },
          ...messageSearchWhereProperties,
        },
      },
      // limit (at most 100) for both; sort, skip and count for the search.
      options: { type: 'object', properties: messageSearchOptionsProperties },
    },
  },
};

const publishTemplateSchema = {
  body: {
    type: 'object',
    required: ['conversation', 'receiptId', 'template'],
    properties: {
      orgId: idProperty,
      conversation: { type: 'string', minLength: 1 },
      receiptId: { type: 'string', minLength: 1, maxLength: 200 },
      template: outboundContentSchema,
      options: { type: 'object', properties: { fbMessengerTag: { type: 'string', enum: MESSAGE_TAGS } } },
    },
  },
};

const deleteMessageSchema = {
  params: { type: 'object', properties: { id: { type: 'string', minLength: 1 } } },
  body: { type: 'object', required: ['_method'], properties: { _method: { const: 'DELETE' } } },
};

/** The live customer whose conversation this is, in this organization; 404 otherwise. */
async function customerOfConversation(db: Db, orgId: string, conversationId: string): Promise<CustomerRow> {
  const [customer] = await db.select().from(customers).where(and(
    eq(customers.orgId, orgId), eq(customers.conversationId, conversationId), eq(customers.deleted, false),
  )).limit(1);
  if (!customer) throw notFound();
  return customer;
}

export async function messageRoutes(app: FastifyInstance, { db, realtime }: Services): Promise<void> {
  // The message center must be open to the caller's role and plan (docs/access.md).
  const preHandler = requireFeature(db, 'message-center');
  app.post<{ Body: InboxesRequest }>('/functions/inboxesV3', { schema: inboxesSchema, preHandler }, async (request): Promise<FunctionResponse<InboxesResult>> => {
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

  app.post<{ Body: FindMessageRequest | MessageSearchRequest }>('/functions/findMessageV3', { schema: findMessageSchema, preHandler }, async (request): Promise<FunctionResponse<FindMessageResult | MessageSearchResult>> => {
    const { orgId, user } = await requireMember(db, request);
    const { where, options = {} } = request.body;
    if (!('conversation' in where)) {
      // bind and subBind read the caller's roles; the scope is the same for both.
      const readsBindings = where.inbox?.$in.some((category) => category === 'bind' || category === 'subBind');
      const scope = readsBindings ? await bindScopeOf(db, orgId, user.objectId, 'bind') : undefined;
      return { result: await messageSearch(db, { orgId, userId: user.objectId, where, options, ...(scope ? { scope } : {}) }) };
    }
    checkWhereFields(where, ['conversation', 'before'], "a conversation's messages");
    await customerOfConversation(db, orgId, where.conversation);
    const conditions = [eq(messages.orgId, orgId), eq(messages.conversationId, where.conversation), eq(messages.deleted, false)];
    if (where.before) conditions.push(lt(messages.createdAt, new Date(where.before)));
    const rows = await db.select().from(messages).where(and(...conditions))
      .orderBy(desc(messages.createdAt), desc(messages.objectId))
      .limit(options.limit ?? PAGE_SIZE);
    return { result: { messages: rows.map(toMessage) } };
  });

  app.post<{ Body: PublishTemplateRequest }>('/functions/publishTemplate', { schema: publishTemplateSchema, preHandler }, async (request): Promise<FunctionResponse<Message>> => {
    const { orgId, user } = await requireMember(db, request);
    const { conversation, receiptId, template, options } = request.body;
    const customer = await customerOfConversation(db, orgId, conversation);
    const messageTag = options?.fbMessengerTag as MessageTag | undefined;
    if (messageTag && !messageTagsFor(customer.platform).includes(messageTag)) {
      throw badRequest(`options.fbMessengerTag ${messageTag} is not a message tag of ${customer.platform}`);
    }
    const problem = template.contentType === 'template' ? templateProblem(template.data, customer.platform) : undefined;
    if (problem) throw badRequest(`template: ${problem}`);
    const appended = await appendMessage(db, {
      customer,
      receiptId,
      contentType: template.contentType,
      data: template.data,
      sendType: 'send',
      senderType: '_User',
      senderId: user.objectId,
      profile: { firstName: user.firstName },
      ...(messageTag && messageTag !== 'NO_TAG' ? { messageTag } : {}),
    });
    if (appended.created) deliverMessage(realtime, appended.message, appended.customer);
    return { result: toMessage(appended.message) };
  });

  app.post<{ Params: { id: string } }>('/classes/Message/:id', { schema: deleteMessageSchema, preHandler }, async (request) => {
    const { orgId } = await requireMember(db, request);
    await deleteMessage(db, orgId, request.params.id);
    return {};
  });
}
