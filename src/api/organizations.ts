import type { CreateOrganizationRequest, Organization } from '../../common/contracts/organizations';
import { post } from './client';

export async function listOrganizations(): Promise<Organization[]> {
  const { results } = await post<{ results: Organization[] }>('/classes/Organization', { _method: 'GET' });
  return results;
}

/** Sign-up passes the new session token (the user is stored only once sign-up has finished). */
export function createOrganization(request: CreateOrganizationRequest, sessionToken?: string): Promise<{ objectId: string }> {
  return post<{ objectId: string }>('/classes/Organization', { ...request, ...(sessionToken && { _SessionToken: sessionToken }) });
}
