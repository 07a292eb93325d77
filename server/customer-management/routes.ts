// Customer management › all customers (01 §1, 02 §2–§9): POST /functions/filterCustomers answers a
// page of the organization's customers a filter query selects (common/contracts/customer-filter.ts),
// and their count. Members whose plan and role open the part `allCustomers` only.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CustomerFilterRoutes, FILTER_CUSTOMERS_FIRST_PAGE } from '../../common/contracts/customer-filter';
import { customerFilterProblem, normalizeCustomerFilter } from '../../common/customer-filter';
import { requireFeature } from '../access/require-feature';
import type { Db } from '../db/client';
import { requireMember } from '../http/auth';
import { badRequest } from '../http/errors';
import { toCustomer } from '../messages/serialize';
import { countFilteredCustomers, filteredCustomers } from './store';

export async function customerManagementRoutes(fastify: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const guard = requireFeature(db, 'customer-management', { part: 'allCustomers' });

  app.post('/functions/filterCustomers', { schema: CustomerFilterRoutes.filterCustomers, preHandler: guard }, async (request) => {
    const { orgId } = await requireMember(db, request);
    const { query = {}, sort = 'lastMessageAt', order = 'desc', skip = 0, limit = FILTER_CUSTOMERS_FIRST_PAGE, returnCount } = request.body;
    const problem = customerFilterProblem(query);
    if (problem) throw badRequest(`body/query/${problem.field.replaceAll('.', '/')} ${problem.problem}`);
    const filter = normalizeCustomerFilter(query);
    const [rows, total] = await Promise.all([
      filteredCustomers(db, orgId, filter, { sort, order, skip, limit }),
      returnCount ? countFilteredCustomers(db, orgId, filter) : undefined,
    ]);
    return { result: { customers: rows.map(toCustomer), ...(total === undefined ? {} : { count: total }) } };
  });
}
