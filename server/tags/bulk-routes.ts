// POST /functions/task.tag (01 §7): starts a task that adds tags to a set of the organization's
// customers, or removes them when `_method` is DELETE (as /functions/tagging): the customers named,
// an inbox category, (tag management) every customer carrying a tag, or (all customers) every customer
// a filter query selects. The task's progress
// and end come through the task events; the customers' new tags through the change feed.
import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { TaskRoutes, type TagTaskRequest } from '../../common/contracts/tasks';
import { customerFilterProblem } from '../../common/customer-filter';
import { requireFeature } from '../access/require-feature';
import type { Db } from '../db/client';
import { customers } from '../db/schema';
import { requireMember } from '../http/auth';
import { badRequest, notFound } from '../http/errors';
import type { TaskServices } from '../tasks/routes';
import { toTask } from '../tasks/serialize';
import { createTask } from '../tasks/store';
import { bulkTagTaskType, registerBulkTagging, type BulkTagOptions } from './bulk-task';
import { tagNames } from './routes';

/** Every named customer is a live customer of the organization; else the same 404 as one that does not exist. */
async function requireOwnCustomers(db: Db, orgId: string, ids: readonly string[]): Promise<void> {
  const [found] = await db.select({ count: count() }).from(customers)
    .where(and(eq(customers.orgId, orgId), eq(customers.deleted, false), inArray(customers.objectId, [...ids])));
  if ((found?.count ?? 0) !== ids.length) throw notFound();
}

type Where = TagTaskRequest['where'];

/** What the task works on: the customers named (repeats dropped), an inbox category, a tag (trimmed) or a filter query, only one. */
function targetOf(where: Where): Omit<BulkTagOptions, 'tags'> {
  const named = [where.customers, where.inbox, where.tag, where.query].filter((given) => given !== undefined).length;
  if (named > 1) throw badRequest('where must name customers, an inbox, a tag or a query, not more than one');
  if (where.query) {
    const problem = customerFilterProblem(where.query);
    if (problem) throw badRequest(`body/where/query/${problem.field.replaceAll('.', '/')} ${problem.problem}`);
    return { query: where.query };
  }
  if (where.customers) return { customers: [...new Set(where.customers)] };
  if (where.inbox) return { inbox: where.inbox };
  if (where.tag !== undefined) {
    const tag = where.tag.trim();
    if (tag === '') throw badRequest('where.tag must not be blank');
    return { tag };
  }
  throw badRequest('where must name customers, an inbox, a tag or a query');
}

export async function bulkTagRoutes(fastify: FastifyInstance, { db, runner, emitTask, taskTypes }: TaskServices): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  registerBulkTagging(taskTypes);

  // Every customer carrying a tag is tag management's (customer-management's tagManagement part).
  const tagManagement = requireFeature(db, 'customer-management', {
    part: 'tagManagement',
    skip: (request) => (request.body as { where?: Where }).where?.tag === undefined,
  });

  app.post('/functions/task.tag', { schema: TaskRoutes.tagTask, preHandler: tagManagement }, async (request) => {
    const { orgId, user } = await requireMember(db, request);
    const method = request.envelope.method === 'DELETE' ? 'delete' : 'add';
    const tags = tagNames(request.body.tags);
    const target = targetOf(request.body.where);
    if (target.customers) await requireOwnCustomers(db, orgId, target.customers);
    const options: BulkTagOptions = { tags, ...target };
    const row = await createTask(db, orgId, bulkTagTaskType(method), { ...options }, user.objectId);
    emitTask(row);
    runner.wake();
    return { result: toTask(row) };
  });
}
