// Calls about organizations beyond listing and creating (src/api/organizations.ts): the creation
// quota, deletion and the redirect options (server/organizations, server/permissions).
import { pointer } from '../../common/parse';
import type { Organization, PermissionRecord } from '../../common/contracts/organizations';
import { post } from '../api/client';

/** How many more organizations the user may create: their permission record, queried by owner (01 §7). */
export async function organizationQuota(userId: string): Promise<number> {
  const { results } = await post<{ results: PermissionRecord[] }>('/classes/Permission', {
    _method: 'GET', where: { owner: pointer('_User', userId) }, limit: 1,
  });
  return results[0]?.['Organization number'] ?? 0;
}

export function deleteOrganization(orgId: string): Promise<unknown> {
  return post(`/classes/Organization/${orgId}`, { _method: 'DELETE' });
}

export function updateRedirectWhitelist(orgId: string, whitelist: string[]): Promise<Organization> {
  return post<Organization>(`/classes/Organization/${orgId}`, { _method: 'PUT', redirectOptions: { whitelist } });
}
