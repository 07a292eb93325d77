// GET /vpc/setting/get?orgId — the organization's plan-feature setting (01 §7), for any member.
// Also as a POST with `_method: 'GET'` and orgId in the body, the way the console's client sends.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AccessRoutes, type VpcSetting } from '../../common/contracts/organizations';
import { requireUser } from '../http/auth';
import { noOrganization, notFound } from '../http/errors';
import type { Services } from '../services';
import { orgAccessOf } from './org-access';

export async function accessRoutes(fastify: FastifyInstance, { db }: Services): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  async function answer(userOrgId: string | undefined, request: Parameters<typeof requireUser>[1]): Promise<VpcSetting> {
    const user = await requireUser(db, request);
    const orgId = userOrgId ?? request.envelope.orgId;
    if (!orgId) throw noOrganization();
    const orgAccess = await orgAccessOf(db, orgId, user.objectId);
    if (!orgAccess) throw notFound();
    return orgAccess.vpcSetting;
  }

  app.get('/vpc/setting/get', { schema: AccessRoutes.vpcSetting }, (request) => answer(request.query.orgId, request));
  app.post('/vpc/setting/get', { schema: AccessRoutes.vpcSettingByPost }, (request) => answer(request.body?.orgId, request));
}
