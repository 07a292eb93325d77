// Customer search (02 §7): POST /functions/findCustomerV3 (the customer list query) and
// /functions/getCustomersV3 (the customers named by where.objectId.$in). Scoped to the caller's
// organization; the message search lives on findMessageV3 (../messages/routes.ts, ./message-query.ts).
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { PAGE_SIZE } from '../../common/constants';
import type { Message } from '../../common/contracts/messages';
import { SearchRoutes, type CustomerListRequest, type CustomerListResult, type CustomerSortKey } from '../../common/contracts/search';
import { requireFeature } from '../access/require-feature';
import type { Db } from '../db/client';
import { messages } from '../db/schema';
import { requireMember } from '../http/auth';
import { bindScopeOf } from '../inbox/bind-scope';
import { beforeCursorOn, customerCount, customerPage } from '../inbox/list';
import { toCustomer, toMessage, type CustomerRow } from '../messages/serialize';
import type { Services } from '../services';
import { customerConditions } from './customer-query';
import { fastCustomerPage, fastPageOf } from './fast-page';

/** The last live message of each customer's conversation, by conversation. */
async function lastMessages(db: Db, orgId: string, rows: readonly CustomerRow[]): Promise<Map<string, Message>> {
  if (rows.length === 0) return new Map();
  const found = await db.selectDistinctOn([messages.conversationId]).from(messages)
    .where(and(eq(messages.orgId, orgId), eq(messages.deleted, false), inArray(messages.conversationId, rows.map((row) => row.conversationId))))
    .orderBy(messages.conversationId, desc(messages.createdAt), desc(messages.objectId));
  return new Map(found.map((row) => [row.conversationId, toMessage(row)]));
}

async function listCustomers(db: Db, request: FastifyRequest, body: CustomerListRequest, defaultLimit: number): Promise<CustomerListResult> {
  const { orgId, user, access } = await requireMember(db, request);
  const { where = {}, options = {} } = body;
  // The common pages: one prepared statement, the only database round trip of a warm request.
  const fast = fastPageOf(orgId, where, options, access.customerSearchMode, defaultLimit);
  if (fast) return { customers: (await fastCustomerPage(db, fast)).map(toCustomer) };
  const sortKey: CustomerSortKey = options.sort ? (Object.keys(options.sort)[0] as CustomerSortKey) : 'lastMessageAt';
  const before = beforeCursorOn(sortKey, where, options.sort, `a list sorted on ${sortKey}`);
  const conditions = customerConditions(where, options, {
    userId: user.objectId,
    searchMode: access.customerSearchMode,
    ...(where.inbox ? { scope: await bindScopeOf(db, orgId, user.objectId, where.inbox) } : {}),
  });
  const query = { orgId, conditions, sortKey, ...(before ? { before } : {}) };
  const rows = await customerPage(db, { ...query, limit: options.limit ?? defaultLimit, skip: options.skip ?? 0 });
  const withMessages = options.message ? await lastMessages(db, orgId, rows) : undefined;
  return {
    customers: rows.map((row) => {
      const message = withMessages?.get(row.conversationId);
      return { ...toCustomer(row), ...(message ? { message } : {}) };
    }),
    ...(options.count ? { count: await customerCount(db, query) } : {}),
  };
}

export async function searchRoutes(fastify: FastifyInstance, { db }: Services): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Part of the message center (docs/access.md).
  const preHandler = requireFeature(db, 'message-center');
  app.post('/functions/findCustomerV3', { schema: SearchRoutes.findCustomers, preHandler },
    async (request) => ({ result: await listCustomers(db, request, request.body, PAGE_SIZE) }));
  app.post('/functions/getCustomersV3', { schema: SearchRoutes.getCustomers, preHandler }, async (request) => {
    // All the customers asked for, unless a limit says otherwise.
    const ids = request.body.where.objectId.$in;
    return { result: await listCustomers(db, request, request.body, Math.max(ids.length, 1)) };
  });
}
