// Assignment endpoints (02 §7): POST /functions/assign and POST /functions/batch (at most 50
// assignments). Scoped by the caller's organization: another organization's customer is 404, and
// toUser must be a member.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { InboxRoutes, type AssignRequest, type BatchRequest } from '../../common/contracts/inbox';
import { requireFeature } from '../access/require-feature';
import type { Queryable } from '../db/client';
import { authorityOf, requireUser } from '../http/auth';
import { badRequest, noOrganization, notFound } from '../http/errors';
import { toCustomer } from '../messages/serialize';
import type { Services } from '../services';
import { noteBotMoves } from '../message-bot/handover';
import { announceAssignments, assignCustomers, type Assignment } from './assign';

/** toUser is a member of the organization (404 otherwise) and only moves to self or private. */
async function checkAssignment(db: Queryable, orgId: string, payload: AssignRequest): Promise<Assignment> {
  if (payload.toUser !== undefined) {
    if (payload.inbox !== 'self' && payload.inbox !== 'private') throw badRequest('toUser is only for inbox self or private');
    if (!(await authorityOf(db, orgId, payload.toUser))) throw notFound();
  }
  return {
    customer: payload.customer,
    inbox: payload.inbox,
    ...(payload.toUser ? { toUser: payload.toUser } : {}),
    ...(payload.expected ? { expected: payload.expected } : {}),
  };
}

/** The caller, a member of the organization named by `organization` (or the envelope's orgId). */
async function caller(db: Queryable, request: FastifyRequest, organization: string | undefined) {
  const user = await requireUser(db, request);
  const orgId = organization ?? request.envelope.orgId;
  if (!orgId) throw noOrganization();
  if (!(await authorityOf(db, orgId, user.objectId))) throw notFound();
  return { user, orgId };
}

export async function inboxRoutes(fastify: FastifyInstance, services: Services): Promise<void> {
  const { db, realtime } = services;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Assignment is part of the message center (docs/access.md); the organization is found as caller() finds it.
  const assignFeature = requireFeature(db, 'message-center', { orgIdOf: (request) => (request.body as AssignRequest).organization });
  const batchFeature = requireFeature(db, 'message-center', {
    orgIdOf: (request) => request.envelope.orgId ?? (request.body as BatchRequest).functions[0]!.organization,
  });
  app.post('/functions/assign', { schema: InboxRoutes.assign, preHandler: assignFeature }, async (request) => {
    const { user, orgId } = await caller(db, request, request.body.organization);
    const assignment = await checkAssignment(db, orgId, request.body);
    const { rows, before } = await assignCustomers(db, orgId, user.objectId, [assignment]);
    announceAssignments(realtime, orgId, user.objectId, rows, [assignment]);
    await noteBotMoves(services, user, before, rows);
    return { result: toCustomer(rows[0]!) };
  });

  app.post('/functions/batch', { schema: InboxRoutes.batch, preHandler: batchFeature }, async (request) => {
    const { functions } = request.body;
    const { user, orgId } = await caller(db, request, request.envelope.orgId ?? functions[0]!.organization);
    const assignments: Assignment[] = [];
    for (const payload of functions) {
      // Every assignment of a batch is in the batch's organization; another one's is not found.
      if (payload.organization !== undefined && payload.organization !== orgId) throw notFound();
      assignments.push(await checkAssignment(db, orgId, payload));
    }
    const { rows, before } = await assignCustomers(db, orgId, user.objectId, assignments);
    announceAssignments(realtime, orgId, user.objectId, rows, assignments);
    await noteBotMoves(services, user, before, rows);
    return { result: { customers: rows.map(toCustomer) } };
  });
}
