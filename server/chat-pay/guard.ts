// The merchant routes' guard: the organization is the path's (`/shop8/{orgId}/…`, 03 §7; routes.ts puts
// it in the envelope), the caller
// must be its member (another organization: 404) and the plan and role must open chatPay's part
// (order, product, setting; 03 §6), as requireFeature checks every module.
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { VPC_MODULES } from '../../common/access';
import { requireFeature } from '../access/require-feature';
import type { Queryable } from '../db/client';

type ChatPayPart = (typeof VPC_MODULES)['chatpay'][number];

export function chatPayGuard(db: Queryable, part: ChatPayPart): preHandlerAsyncHookHandler {
  return requireFeature(db, 'chatPay', { part });
}
