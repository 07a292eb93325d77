// The organization's tag quota (GET /resource/quota, sent as a POST with `_method: 'GET'`).
import type { ResourceQuotaResponse } from '../../common/contracts/tasks';
import type { ResourceUse } from '../../common/tag-quota';
import { post } from '../api/client';

export async function fetchTagQuota(orgId: string): Promise<ResourceUse> {
  const answer = await post<ResourceQuotaResponse>('/resource/quota', { orgId, _method: 'GET' });
  return answer.distinct_tag;
}
