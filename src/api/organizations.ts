import type { CreateOrganizationRequest, Organization } from '../../common/protocol';
import { post } from './client';

export async function listOrganizations(): Promise<Organization[]> {
  const { results } = await post<{ results: Organization[] }>('/classes/Organization', { _method: 'GET' });
  return results;
}

export function createOrganization(request: CreateOrganizationRequest): Promise<{ objectId: string }> {
  return post<{ objectId: string }>('/classes/Organization', request);
}
