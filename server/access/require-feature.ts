// requireFeature(module): a preHandler that refuses a member whose role or plan closes the module
// (01 §6) with 403 {code:119, error:'error/feature-disabled'}; the console hides what this refuses.
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ModulePage } from '../../common/access';
import { FEATURE_DISABLED } from '../../common/access';
import { ParseErrorCode } from '../../common/parse';
import type { Queryable } from '../db/client';
import { requireUser } from '../http/auth';
import { ApiError, noOrganization, notFound } from '../http/errors';
import { orgAccessOf } from './org-access';

export const featureDisabled = () => new ApiError(403, ParseErrorCode.OPERATION_FORBIDDEN, FEATURE_DISABLED);

interface FeatureOptions {
  /** The organization of the request when it is not the envelope's (e.g. assign's `organization`). */
  orgIdOf?: (request: FastifyRequest) => string | undefined;
  /** Requests the guard lets through untouched (e.g. redeeming an invite, which is not yet a membership). */
  skip?: (request: FastifyRequest) => boolean;
}

/** Session (209), organization (141), membership (404), then the module: as the handlers check them. */
export function requireFeature(db: Queryable, module: ModulePage, options: FeatureOptions = {}): preHandlerAsyncHookHandler {
  return async (request) => {
    if (options.skip?.(request)) return;
    const user = await requireUser(db, request);
    const orgId = options.orgIdOf?.(request) ?? request.envelope.orgId;
    if (!orgId) throw noOrganization();
    const orgAccess = await orgAccessOf(db, orgId, user.objectId);
    if (!orgAccess) throw notFound();
    if (!orgAccess.access.allowed.includes(module)) throw featureDisabled();
  };
}
