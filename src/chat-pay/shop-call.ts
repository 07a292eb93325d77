// The shop's calls (server/chat-pay; common/contracts/chat-pay.ts ChatPayRoutes): plain-JSON routes
// under /shop8/{orgId} (03 §7), over HTTP only — the shop is not kept offline (ARCHITECTURE.md).
import { serviceCall, type ServiceMethod } from '../notifications/service-api';

export function shopCall<T>(
  method: ServiceMethod, orgId: string, path: string, options: { query?: Record<string, string | number>; json?: object } = {},
): Promise<T> {
  return serviceCall<T>(method, `/shop8/${encodeURIComponent(orgId)}${path}`, orgId, options);
}

export const idPath = (kind: 'product' | 'order', id: string) => `/${kind}/${encodeURIComponent(id)}`;
