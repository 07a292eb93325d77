// Members and invitations (server/members, docs/members.md).
import type { Authority } from './base';
import type { INVALID_INVITE_CODE } from '../error-keys';


/** One member of an organization (POST /functions/findOrgMembers). */
export interface OrgMember {
  /** The user's objectId. */
  objectId: string;
  authorityName: Authority;
  /** The member's custom org role (common/org-roles.ts), if any. */
  orgRoleId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  picture?: string;
  /** When the user joined the organization (ISO). */
  joinedAt: string;
}

/** POST /functions/invite with `emails`: mail invitations (admin only). */
export interface InviteMembersRequest { orgId: string; emails: string[] }
export interface InviteMembersResult {
  /** Addresses mailed an invitation link. */
  invited: { email: string; expiresAt: string }[];
  /** Addresses skipped: they already belong to the organization. */
  alreadyMembers: string[];
}

/** POST /functions/invite with `invite_code`: the signed-in user joins (as general). */
export interface RedeemInviteRequest { invite_code: string }
export interface RedeemInviteResult {
  organization: { objectId: string; name: string; displayName: string };
  authorityName: Authority;
}
export interface InvalidInviteBody { code: number; error: typeof INVALID_INVITE_CODE; organization?: { objectId: string; name: string } }

/** POST /functions/evict (admin only): members by user id and/or e-mail. */
export interface EvictMembersRequest { orgId: string; userIds?: string[]; emails?: string[] }
/** POST /functions/updateMemberAuthority (admin only): the authority, the custom org role (null clears it), or both. */
export interface UpdateMemberAuthorityRequest { orgId: string; userId: string; authorityName?: Authority; orgRoleId?: string | null }

/** Member events on an organization's room (`event`); `evict` goes to the evicted user's sockets only. */
export type MemberEvent =
  | { type: 'join'; orgId: string; member: OrgMember }
  | { type: 'accept'; orgId: string; email: string; invitedBy: string; member: OrgMember }
  | { type: 'left'; orgId: string; userId: string }
  | { type: 'evict'; orgId: string };
