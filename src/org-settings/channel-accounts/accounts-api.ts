// Calls of connected accounts, for every platform connected with credentials (server/channels/
// integrations; docs/channels.md).
import type { FunctionResponse } from '../../../common/contracts/base';
import type { IntegrateRequest, Integration, IntegrationQueryResponse, VerifyIntegrationResult } from '../../../common/contracts/integrations';
import { post } from '../../api/client';

/** What the connect dialog sends: one platform's shape of POST /functions/integrate, the organization aside. */
export type ConnectRequest = IntegrateRequest extends infer Shape ? (Shape extends unknown ? Omit<Shape, 'orgId'> : never) : never;

export async function listIntegrations(orgId: string): Promise<Integration[]> {
  return (await post<IntegrationQueryResponse>('/classes/Integration', { orgId, _method: 'GET' })).results;
}

export async function connectAccount(orgId: string, request: ConnectRequest): Promise<Integration> {
  return (await post<FunctionResponse<Integration>>('/functions/integrate', { orgId, ...request })).result;
}

export function disconnectAccount(orgId: string, integrationId: string): Promise<unknown> {
  return post(`/classes/Integration/${integrationId}`, { orgId, _method: 'DELETE' });
}

export async function verifyIntegration(orgId: string, integrationId: string): Promise<VerifyIntegrationResult> {
  return (await post<FunctionResponse<VerifyIntegrationResult>>('/functions/verifyIntegration', { orgId, integrationId })).result;
}
