// requireFeature(module): a preHandler that refuses a member whose role or plan closes the module
// (01 §6) with 403 {code:119, error:'error/feature-disabled'}; the console hides what this refuses.
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ModulePage, VPC_MODULES, VpcModuleKey } from '../../common/access';
import { FEATURE_DISABLED, partAllowed, VPC_MODULE_OF } from '../../common/access';
import { ParseErrorCode } from '../../common/parse';
import type { Queryable } from '../db/client';
import { requireCaller, requireUser } from '../http/auth';
import { ApiError, noOrganization, notFound } from '../http/errors';

export const featureDisabled = () => new ApiError(403, ParseErrorCode.OPERATION_FORBIDDEN, FEATURE_DISABLED);

interface FeatureOptions {
  /** The organization of the request when it is not the envelope's (e.g. assign's `organization`). */
  orgIdOf?: (request: FastifyRequest) => string | undefined;
  /** Requests the guard lets through untouched (e.g. redeeming an invite, which is not yet a membership). */
  skip?: (request: FastifyRequest) => boolean;
  /** The part of the module the routes belong to (e.g. customerGroups of customer-management): plan and role must open it too. */
  part?: (typeof VPC_MODULES)[VpcModuleKey][number];
}

/**
 * Session (209), organization (141), membership (404), then the module: as the handlers check them.
 * The caller it checked is attached to the request (request.member).
 */
export function requireFeature(db: Queryable, module: ModulePage, options: FeatureOptions = {}): preHandlerAsyncHookHandler {
  return async (request) => {
    if (options.skip?.(request)) return;
    const orgId = options.orgIdOf?.(request) ?? request.envelope.orgId;
    if (!orgId) {
      await requireUser(db, request);
      throw noOrganization();
    }
    const { user, access: orgAccess } = await requireCaller(db, request, orgId);
    if (!orgAccess) throw notFound();
    if (!orgAccess.access.allowed.includes(module)) throw featureDisabled();
    if (options.part && !partAllowed(orgAccess.vpcSetting, orgAccess.roleFeature, VPC_MODULE_OF[module], options.part)) throw featureDisabled();
    // The handler's requireMember answers from this (for the same organization) without a second lookup.
    request.member = { user, orgId, authority: orgAccess.authority, access: orgAccess };
  };
}
