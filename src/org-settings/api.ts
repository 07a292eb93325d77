// Calls of the organization settings (server/members, server/organizations/update.ts and integrations.ts).
import type { Authority, FunctionResponse, Platform } from '../../common/contracts/base';
import type { InviteMembersResult, OrgMember, PendingInvitation, RevokeInvitationResult } from '../../common/contracts/members';
import type { IntegrationResult, Organization, OrgSeats, UpdateOrganizationRequest } from '../../common/contracts/organizations';
import { post } from '../api/client';

export async function findOrgMembers(orgId: string): Promise<OrgMember[]> {
  return (await post<FunctionResponse<OrgMember[]>>('/functions/findOrgMembers', { orgId })).result;
}

export async function findOrgSeats(orgId: string): Promise<OrgSeats> {
  return (await post<FunctionResponse<OrgSeats>>('/functions/findOrgSeats', { orgId })).result;
}

export async function inviteMembers(orgId: string, emails: string[]): Promise<InviteMembersResult> {
  return (await post<FunctionResponse<InviteMembersResult>>('/functions/invite', { orgId, emails })).result;
}

export async function findInvitations(orgId: string): Promise<PendingInvitation[]> {
  return (await post<FunctionResponse<PendingInvitation[]>>('/functions/findInvitations', { orgId })).result;
}

export async function resendInvitation(orgId: string, invitationId: string): Promise<PendingInvitation> {
  return (await post<FunctionResponse<PendingInvitation>>('/functions/resendInvitation', { orgId, invitationId })).result;
}

export async function revokeInvitation(orgId: string, invitationId: string): Promise<RevokeInvitationResult> {
  return (await post<FunctionResponse<RevokeInvitationResult>>('/functions/revokeInvitation', { orgId, invitationId })).result;
}

export function evictMember(orgId: string, userId: string): Promise<unknown> {
  return post('/functions/evict', { orgId, userIds: [userId] });
}

export async function updateMemberAuthority(orgId: string, userId: string, authorityName: Authority): Promise<OrgMember> {
  return (await post<FunctionResponse<OrgMember>>('/functions/updateMemberAuthority', { orgId, userId, authorityName })).result;
}

export function updateOrganization(orgId: string, request: UpdateOrganizationRequest): Promise<Organization> {
  return post<Organization>(`/classes/Organization/${orgId}`, { ...request, _method: 'PUT' });
}

export async function disconnectIntegration(orgId: string, platform: Platform): Promise<IntegrationResult> {
  return (await post<FunctionResponse<IntegrationResult>>('/functions/disconnectIntegration', { orgId, platform })).result;
}

export async function connectIntegration(orgId: string, platform: Platform): Promise<IntegrationResult> {
  return (await post<FunctionResponse<IntegrationResult>>('/functions/connectIntegration', { orgId, platform })).result;
}
