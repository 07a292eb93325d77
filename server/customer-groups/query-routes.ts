// Query groups (02 §3, §4, §7): POST /customer_group/create makes one, PUT /customer_group/refresh
// computes its members again, PUT /customer_group/requery gives it a new query; each answers the task
// that computes the members (compute-members.ts). Behind the same guard as the other group routes.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CustomerGroupRoutes } from '../../common/contracts/customer-groups';
import type { CustomerFilterQuery } from '../../common/contracts/customer-filter';
import { TaskType } from '../../common/tasks';
import { requireFeature } from '../access/require-feature';
import { requireMember } from '../http/auth';
import type { TaskServices } from '../tasks/routes';
import type { TaskRow } from '../tasks/serialize';
import { toTask } from '../tasks/serialize';
import { createTask } from '../tasks/store';
import { checkedFilterQuery, computeQueryGroup, markUpdating, type QueryGroupTaskOptions } from './compute-members';
import { trimmedName } from './group-name';
import type { CustomerGroupRow } from './serialize';
import { createGroup, groupOfOrg } from './store';

type QueryGroupType = typeof TaskType.CREATE_CUSTOMER_GROUP | typeof TaskType.UPDATE_CUSTOMER_GROUP | typeof TaskType.REFRESH_CUSTOMER_GROUP;

async function startTask(
  { db, runner, emitTask }: TaskServices, orgId: string, userId: string, type: QueryGroupType, options: QueryGroupTaskOptions,
): Promise<TaskRow> {
  const row = await createTask(db, orgId, type, { ...options }, userId);
  emitTask(row);
  runner.wake();
  return row;
}

/** A new query group (`creating`, not listed yet) and the task that computes its members. */
export async function startQueryGroup(
  services: TaskServices, orgId: string, userId: string, name: string, query: CustomerFilterQuery,
): Promise<{ group: CustomerGroupRow; task: TaskRow }> {
  const checked = checkedFilterQuery(query);
  const group = await createGroup(services.db, orgId, { name, query: checked, options: {}, status: 'creating' });
  const task = await startTask(services, orgId, userId, TaskType.CREATE_CUSTOMER_GROUP, { group: group.objectId, name });
  return { group, task };
}

export async function queryGroupRoutes(fastify: FastifyInstance, services: TaskServices): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, taskTypes } = services;
  const guard = requireFeature(db, 'customer-management', { part: 'customerGroups' });
  for (const type of [TaskType.CREATE_CUSTOMER_GROUP, TaskType.UPDATE_CUSTOMER_GROUP, TaskType.REFRESH_CUSTOMER_GROUP]) {
    taskTypes.register(type, computeQueryGroup);
  }

  app.post('/customer_group/create', { schema: CustomerGroupRoutes.createQueryGroup, preHandler: guard }, async (request) => {
    const { orgId, user } = await requireMember(db, request);
    const { task } = await startQueryGroup(services, orgId, user.objectId, trimmedName(request.body.name, 'name'), request.body.query);
    return { result: toTask(task) };
  });

  app.put('/customer_group/refresh', { schema: CustomerGroupRoutes.refresh, preHandler: guard }, async (request) => {
    const { orgId, user } = await requireMember(db, request);
    const group = await groupOfOrg(db, orgId, request.body.groupId);
    await markUpdating(db, orgId, group);
    return { result: toTask(await startTask(services, orgId, user.objectId, TaskType.REFRESH_CUSTOMER_GROUP, { group: group.objectId, name: group.name })) };
  });

  app.put('/customer_group/requery', { schema: CustomerGroupRoutes.requery, preHandler: guard }, async (request) => {
    const { orgId, user } = await requireMember(db, request);
    const query = checkedFilterQuery(request.body.query);
    const group = await groupOfOrg(db, orgId, request.body.groupId);
    await markUpdating(db, orgId, group);
    return { result: toTask(await startTask(services, orgId, user.objectId, TaskType.UPDATE_CUSTOMER_GROUP, { group: group.objectId, name: group.name, query })) };
  });
}
