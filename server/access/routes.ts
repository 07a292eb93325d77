// GET /vpc/setting/get?orgId — the organization's plan-feature setting (01 §7), for any member.
// Also as a POST with `_method: 'GET'` and orgId in the body, the way the console's client sends.
import type { FastifyInstance } from 'fastify';
import type { VpcSetting } from '../../common/access';
import { bodyOf } from '../http/envelope';
import { requireUser } from '../http/auth';
import { noOrganization, notFound } from '../http/errors';
import type { Services } from '../services';
import { orgAccessOf } from './org-access';

const orgIdProperty = { type: 'string', minLength: 1, maxLength: 40 };
const getSchema = { querystring: { type: 'object', properties: { orgId: orgIdProperty } } };
const postSchema = { body: { type: 'object', properties: { orgId: orgIdProperty, _method: { const: 'GET' } } } };

export async function accessRoutes(app: FastifyInstance, { db }: Services): Promise<void> {
  async function answer(userOrgId: string | undefined, request: Parameters<typeof requireUser>[1]): Promise<VpcSetting> {
    const user = await requireUser(db, request);
    const orgId = userOrgId ?? request.envelope.orgId;
    if (!orgId) throw noOrganization();
    const orgAccess = await orgAccessOf(db, orgId, user.objectId);
    if (!orgAccess) throw notFound();
    return orgAccess.vpcSetting;
  }

  app.get<{ Querystring: { orgId?: string } }>('/vpc/setting/get', { schema: getSchema }, (request) => answer(request.query.orgId, request));
  app.post('/vpc/setting/get', { schema: postSchema }, (request) => {
    const orgId = bodyOf(request).orgId;
    return answer(typeof orgId === 'string' ? orgId : undefined, request);
  });
}
