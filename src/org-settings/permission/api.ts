// Calls of the permission setting (server/org-roles) and of giving a member a role (server/members).
import type { RoleFeature } from '../../../common/access';
import type { OrgRole, OrgRoleListResult } from '../../../common/contracts/org-roles';
import type { FunctionResponse } from '../../../common/contracts/base';
import type { OrgMember } from '../../../common/contracts/members';
import { post } from '../../api/client';
import { serviceCall } from '../../notifications/service-api';

export async function listOrgRoles(orgId: string): Promise<OrgRole[]> {
  return (await serviceCall<OrgRoleListResult>('GET', '/org_roles/list', orgId, { query: { orgId } })).orgRoles;
}

export interface RoleDraft { name: string; superiorId: string | null; feature: RoleFeature }

export function createOrgRole(orgId: string, draft: RoleDraft): Promise<OrgRole> {
  return serviceCall<OrgRole>('POST', '/org_roles/create', orgId, { json: { orgId, ...draft } });
}

export function updateOrgRole(orgId: string, id: string, change: { name?: string; superiorId?: string | null }): Promise<OrgRole> {
  return serviceCall<OrgRole>('PUT', '/org_roles/update', orgId, { json: { orgId, id, ...change } });
}

export function updateOrgRoleFeature(orgId: string, id: string, feature: RoleFeature): Promise<OrgRole> {
  return serviceCall<OrgRole>('PUT', '/org_roles/update_feature', orgId, { json: { orgId, id, feature } });
}

export async function removeOrgRole(orgId: string, id: string): Promise<void> {
  await serviceCall('DELETE', '/org_roles/remove', orgId, { query: { orgId, id } });
}

/** Gives a member a custom role, or none (null). */
export async function assignOrgRole(orgId: string, userId: string, orgRoleId: string | null): Promise<OrgMember> {
  return (await post<FunctionResponse<OrgMember>>('/functions/updateMemberAuthority', { orgId, userId, orgRoleId })).result;
}
