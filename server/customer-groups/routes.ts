// Customer groups (02 §3, §7): POST /classes/CustomerGroup (query with `_method: 'GET'`, or create),
// POST /classes/CustomerGroup/{id} (GET, PUT, DELETE), POST /customer_group/import/csv (a task fills
// a new custom group from an uploaded CSV) and POST /functions/getCustomersByCustomerGroup; query groups'
// own routes are query-routes.ts. Members whose role and plan open customer-management's customer
// groups; another organization's group is 404.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { GROUP_CUSTOMERS_FIRST_PAGE, GROUP_LIST_FIRST_PAGE, IMPORTING_STATUS } from '../../common/customer-groups';
import { CustomerGroupRoutes, type CustomerGroupQueryRequest } from '../../common/contracts/customer-groups';
import type { Customer } from '../../common/contracts/customers';
import { TaskType } from '../../common/tasks';
import { requireFeature } from '../access/require-feature';
import { bodyOf } from '../http/envelope';
import { requireMember } from '../http/auth';
import { badRequest, notFound } from '../http/errors';
import type { FileStorage } from '../files';
import { toCustomer } from '../messages/serialize';
import type { TaskServices } from '../tasks/routes';
import { toTask } from '../tasks/serialize';
import { createTask } from '../tasks/store';
import { trimmedName } from './group-name';
import { csvFileOfUrl, importCustomerGroupCsv, type ImportTaskOptions } from './import-csv';
import { queryGroupRoutes, startQueryGroup } from './query-routes';
import { toCustomerGroup } from './serialize';
import {
  countGroupCustomers, createGroup, deleteGroup, groupCustomers, groupOfOrg, listGroups, updateGroup,
} from './store';

export interface CustomerGroupServices extends TaskServices {
  storage: FileStorage;
}

/** The organization of `where.organization`, when a query names it that way (it must agree with orgId / X-Org-Id). */
async function adoptWhereOrganization(request: FastifyRequest): Promise<void> {
  const where = bodyOf(request).where as CustomerGroupQueryRequest['where'];
  const named = typeof where?.organization === 'object' ? where.organization.objectId : where?.organization;
  if (!named) return;
  if (request.envelope.orgId && named !== request.envelope.orgId) throw notFound();
  request.envelope.orgId = named;
}

/** The customer with only the `select`ed fields (objectId always) and at most `sliceTagsCount` tags. */
function shaped(customer: Customer, select: string[] | undefined, sliceTagsCount: number | undefined): Partial<Customer> {
  const sliced = sliceTagsCount === undefined ? customer : { ...customer, tags: customer.tags.slice(0, sliceTagsCount) };
  if (!select) return sliced;
  const fields = new Set(['objectId', ...select]);
  return Object.fromEntries(Object.entries(sliced).filter(([key]) => fields.has(key))) as Partial<Customer>;
}

export async function customerGroupRoutes(fastify: FastifyInstance, services: CustomerGroupServices): Promise<void> {
  const { db, config, runner, emitTask, taskTypes, storage } = services;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  taskTypes.register(TaskType.IMPORT_CUSTOMER_GROUP_CSV, (context) => importCustomerGroupCsv(context, storage));
  await queryGroupRoutes(fastify, services);
  const guard = requireFeature(db, 'customer-management', { part: 'customerGroups' });

  app.post('/classes/CustomerGroup', {
    schema: CustomerGroupRoutes.groups, preHandler: [adoptWhereOrganization, guard],
  }, async (request, reply) => {
    const { orgId, user } = await requireMember(db, request);
    const body = request.body;
    if (request.envelope.method === 'GET') {
      const listed = await listGroups(db, orgId, {
        where: body.where ?? {}, order: body.order ?? '-updatedAt', skip: body.skip ?? 0, limit: body.limit ?? GROUP_LIST_FIRST_PAGE, count: body.count === true,
      });
      return { results: listed.rows.map(toCustomerGroup), ...(listed.count !== undefined ? { count: listed.count } : {}) };
    }
    if (request.envelope.method !== 'POST') throw badRequest('_method must be GET (query) or left out (create)');
    if (body.name === undefined) throw badRequest('body must have required property \'name\'');
    const name = trimmedName(body.name, 'name');
    const custom = body.options?.isCustomCustomerGroup === true;
    if (custom && body.query && Object.keys(body.query).length > 0) throw badRequest('a custom customer group takes no query');
    if (!custom && !body.query) throw badRequest('a customer group needs a query, or options.isCustomCustomerGroup: true to be filled with a CSV import');
    // A query group is made as POST /customer_group/create makes it, and answered `creating`.
    const row = custom
      ? await createGroup(db, orgId, { name, options: { isCustomCustomerGroup: true }, status: 'ready' })
      : (await startQueryGroup(services, orgId, user.objectId, name, body.query!)).group;
    reply.status(201);
    return toCustomerGroup(row);
  });

  app.post('/classes/CustomerGroup/:id', {
    schema: CustomerGroupRoutes.group, preHandler: guard,
  }, async (request) => {
    const { orgId } = await requireMember(db, request);
    const { id } = request.params;
    switch (request.envelope.method) {
      case 'GET':
        return toCustomerGroup(await groupOfOrg(db, orgId, id));
      case 'PUT': {
        const { name, expired } = request.body;
        // 01 §5: an update needs a name or expired.
        if (name === undefined && expired === undefined) throw badRequest('a customer group update needs name or expired');
        return toCustomerGroup(await updateGroup(db, orgId, id, {
          ...(name !== undefined ? { name: trimmedName(name, 'name') } : {}),
          ...(expired !== undefined ? { expired } : {}),
        }));
      }
      case 'DELETE':
        await deleteGroup(db, orgId, id);
        return {};
      default:
        throw badRequest('_method must be GET, PUT or DELETE');
    }
  });

  app.post('/customer_group/import/csv', {
    schema: CustomerGroupRoutes.importCsv, preHandler: guard,
  }, async (request) => {
    const { orgId, user } = await requireMember(db, request);
    const { type, fileUrl } = request.body;
    const title = trimmedName(request.body.title, 'title');
    const file = await csvFileOfUrl(db, orgId, fileUrl, config.publicUrl);
    const group = await createGroup(db, orgId, { name: title, options: { isCustomCustomerGroup: true }, status: IMPORTING_STATUS });
    const options: ImportTaskOptions = { title, type, file: file.objectId, group: group.objectId };
    const row = await createTask(db, orgId, TaskType.IMPORT_CUSTOMER_GROUP_CSV, { ...options }, user.objectId);
    emitTask(row);
    runner.wake();
    return { result: toTask(row) };
  });

  app.post('/functions/getCustomersByCustomerGroup', {
    schema: CustomerGroupRoutes.customers, preHandler: guard,
  }, async (request) => {
    const { orgId } = await requireMember(db, request);
    const { where, skip = 0, limit = GROUP_CUSTOMERS_FIRST_PAGE, returnCount, select, sliceTagsCount } = request.body;
    const group = await groupOfOrg(db, orgId, where.customerGroupId);
    if (returnCount) return { result: { count: await countGroupCustomers(db, orgId, group.objectId) } };
    const rows = await groupCustomers(db, orgId, group.objectId, skip, limit);
    return { result: { customers: rows.map((row) => shaped(toCustomer(row), select, sliceTagsCount)) } };
  });
}
