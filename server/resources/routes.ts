// GET /resource/quota?orgId= (01 §7 "resource quota fetch per organization"): the organization's
// resources used against their quotas; for now `distinct_tag` (TAG_QUOTA). Any member may read it.
// Also as a POST with `_method: 'GET'` and orgId in the body, the way the console's client sends.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResourceQuotaResponse } from '../../common/contracts/tasks';
import { requireMember } from '../http/auth';
import { badRequest } from '../http/errors';
import type { Services } from '../services';
import { distinctTagsUsed } from '../tags/quota';
import { idProperty } from '../http/schemas';

const getSchema = { querystring: { type: 'object', properties: { orgId: idProperty } } };
const postSchema = { body: { type: 'object', properties: { orgId: idProperty } } };

export async function resourceRoutes(app: FastifyInstance, { db, config }: Services): Promise<void> {
  async function answer(request: FastifyRequest): Promise<ResourceQuotaResponse> {
    const { orgId } = await requireMember(db, request);
    return { distinct_tag: { used: await distinctTagsUsed(db, orgId), quota: config.tagQuota } };
  }

  app.get<{ Querystring: { orgId?: string } }>('/resource/quota', { schema: getSchema }, (request) => {
    // GET has no body: the organization comes as X-Org-Id or ?orgId=.
    request.envelope.orgId ??= request.query.orgId;
    return answer(request);
  });

  app.post('/resource/quota', { schema: postSchema }, (request) => {
    if (request.envelope.method !== 'GET') throw badRequest('_method must be GET');
    return answer(request);
  });
}
