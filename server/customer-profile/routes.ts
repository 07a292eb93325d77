// The customer profile (02 §7 "Customers and search"): monitoring, binding to a role, custom fields and
// the e-commerce history. Scoped by the caller's organization: another organization's customer or role
// answers 404. This server connects no e-commerce platform, so the history is honestly empty.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CUSTOM_FIELD_KEYS, CUSTOM_FIELD_LABEL_MAX } from '../../common/customer-profile';
import type { Customer } from '../../common/contracts/customers';
import {
  CustomerProfileRoutes, type BindRequest, type EcCustomerQuery, type UpdateCustomFieldsRequest,
} from '../../common/contracts/customer-profile';
import { requireFeature } from '../access/require-feature';
import { requireMember } from '../http/auth';
import { badRequest, notFound } from '../http/errors';
import { requireAdmin } from '../members/members';
import { toCustomer, type CustomerRow } from '../messages/serialize';
import type { Services } from '../services';
import { customerExists, roleNameOf, setCustomerFields, setCustomFieldLabels, updateCustomer } from './store';

export async function customerProfileRoutes(fastify: FastifyInstance, { db, realtime }: Services): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const preHandler = requireFeature(db, 'message-center');
  const bindFeature = requireFeature(db, 'message-center', { orgIdOf: (request) => request.envelope.orgId ?? (request.body as BindRequest).organization });
  const fieldsFeature = requireFeature(db, 'message-center', { orgIdOf: (request) => (request.body as UpdateCustomFieldsRequest).where.orgId });

  function announce(orgId: string, row: CustomerRow): Customer {
    const customer = toCustomer(row);
    realtime.customer(orgId, customer);
    return customer;
  }

  app.post('/customer/monitoring/update', { schema: CustomerProfileRoutes.monitoring, preHandler }, async (request) => {
    const { orgId } = await requireMember(db, request);
    const { customerId, isMonitoring } = request.body;
    return { customer: announce(orgId, await updateCustomer(db, orgId, customerId, () => ({ isMonitoring }))) };
  });

  app.post('/functions/bind', { schema: CustomerProfileRoutes.bind, preHandler: bindFeature }, async (request) => {
    const { organization, customer, toRole, method } = request.body;
    if (organization && request.envelope.orgId && organization !== request.envelope.orgId) throw notFound();
    request.envelope.orgId ??= organization;
    const { orgId } = await requireAdmin(db, request);
    if (method === 'remove') {
      return { result: announce(orgId, await updateCustomer(db, orgId, customer, () => ({ bindRoleId: null, bindName: null }))) };
    }
    if (!toRole) throw badRequest('toRole is required to bind a customer (method add)');
    const bindName = await roleNameOf(db, orgId, toRole);
    return { result: announce(orgId, await updateCustomer(db, orgId, customer, () => ({ bindRoleId: toRole, bindName }))) };
  });

  app.post('/functions/updateCustomFields', { schema: CustomerProfileRoutes.updateCustomFields, preHandler: fieldsFeature },
    async (request) => {
      const { where, fields } = request.body;
      const unknown = Object.keys(fields).find((key) => !(CUSTOM_FIELD_KEYS as readonly string[]).includes(key));
      if (unknown) throw badRequest(`fields/${unknown} is not a custom field (${CUSTOM_FIELD_KEYS.join(', ')})`);
      if (request.envelope.orgId && where.orgId !== request.envelope.orgId) throw notFound();
      request.envelope.orgId = where.orgId;
      if (where.customer) {
        const { orgId } = await requireMember(db, request);
        return { result: announce(orgId, await setCustomerFields(db, orgId, where.customer, fields)) };
      }
      const { orgId } = await requireAdmin(db, request);
      const tooLong = Object.entries(fields).find(([, label]) => label.trim().length > CUSTOM_FIELD_LABEL_MAX);
      if (tooLong) throw badRequest(`fields/${tooLong[0]} must NOT have more than ${CUSTOM_FIELD_LABEL_MAX} characters`);
      const customFields = await setCustomFieldLabels(db, orgId, fields);
      realtime.organizationChanged(orgId);
      return { result: { customFields } };
    });

  /** The customer must be the organization's (404 otherwise), even though no shop knows it yet. */
  async function checkCustomer(request: FastifyRequest<{ Querystring: EcCustomerQuery }>): Promise<void> {
    // GET has no body: the organization comes as X-Org-Id or ?orgId=.
    request.envelope.orgId ??= request.query.orgId;
    const { orgId } = await requireMember(db, request);
    if (!(await customerExists(db, orgId, request.query.customerId))) throw notFound();
  }

  app.get('/ec/customer/history', { schema: CustomerProfileRoutes.history },
    async (request) => {
      await checkCustomer(request);
      // No e-commerce platform is connected to this server: there are no orders to page through.
      return { results: [], count: 0 };
    });

  app.get('/ec/customer/connectedPlatforms', { schema: CustomerProfileRoutes.connectedPlatforms },
    async (request) => {
      await checkCustomer(request);
      return { platforms: [] };
    });
}
