// GET /resource/quota?orgId= (01 §7 "resource quota fetch per organization"): the organization's
// resources used against their quotas; for now `distinct_tag` (TAG_QUOTA). Any member may read it.
// Also as a POST with `_method: 'GET'` and orgId in the body, the way the console's client sends.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ResourceRoutes } from '../../common/contracts/organizations';
import type { ResourceQuotaResponse } from '../../common/contracts/tasks';
import { requireMember } from '../http/auth';
import { badRequest } from '../http/errors';
import type { Services } from '../services';
import { distinctTagsUsed } from '../tags/quota';

export async function resourceRoutes(fastify: FastifyInstance, { db, config }: Services): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  async function answer(request: FastifyRequest): Promise<ResourceQuotaResponse> {
    const { orgId } = await requireMember(db, request);
    return { distinct_tag: { used: await distinctTagsUsed(db, orgId), quota: config.tagQuota } };
  }

  app.get('/resource/quota', { schema: ResourceRoutes.quota }, (request) => {
    // GET has no body: the organization comes as X-Org-Id or ?orgId=.
    request.envelope.orgId ??= request.query.orgId;
    return answer(request);
  });

  app.post('/resource/quota', { schema: ResourceRoutes.quotaByPost }, (request) => {
    if (request.envelope.method !== 'GET') throw badRequest('_method must be GET');
    return answer(request);
  });
}
