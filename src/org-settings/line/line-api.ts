// Calls of connected accounts (server/channels/integrations; docs/channels.md).
import type { FunctionResponse } from '../../../common/contracts/base';
import type { IntegrateRequest, Integration, IntegrationQueryResponse, VerifyIntegrationResult } from '../../../common/contracts/integrations';
import { post } from '../../api/client';

export type LineCredentials = Pick<IntegrateRequest, 'account' | 'secret' | 'token'>;

export async function listIntegrations(orgId: string): Promise<Integration[]> {
  return (await post<IntegrationQueryResponse>('/classes/Integration', { orgId, _method: 'GET' })).results;
}

export async function connectLine(orgId: string, credentials: LineCredentials): Promise<Integration> {
  return (await post<FunctionResponse<Integration>>('/functions/integrate', { orgId, platform: 'line', ...credentials })).result;
}

export function disconnectAccount(orgId: string, integrationId: string): Promise<unknown> {
  return post(`/classes/Integration/${integrationId}`, { orgId, _method: 'DELETE' });
}

export async function verifyIntegration(orgId: string, integrationId: string): Promise<VerifyIntegrationResult> {
  return (await post<FunctionResponse<VerifyIntegrationResult>>('/functions/verifyIntegration', { orgId, integrationId })).result;
}
