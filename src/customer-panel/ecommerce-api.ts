// E-commerce reads of the customer panel (online): GET /ec/customer/connectedPlatforms and /ec/customer/history.
import { EC_HISTORY_PAGE_SIZE } from '../../common/customer-profile';
import type { EcConnectedPlatformsResult, EcHistoryResult } from '../../common/contracts/customer-profile';
import { serviceCall } from '../notifications/service-api';

export async function ecConnectedPlatforms(orgId: string, customerId: string): Promise<string[]> {
  return (await serviceCall<EcConnectedPlatformsResult>('GET', '/ec/customer/connectedPlatforms', orgId, { query: { orgId, customerId } })).platforms;
}

export function ecHistoryPage(orgId: string, customerId: string, skip: number): Promise<EcHistoryResult> {
  return serviceCall<EcHistoryResult>('GET', '/ec/customer/history', orgId, { query: { orgId, customerId, skip, limit: EC_HISTORY_PAGE_SIZE } });
}
