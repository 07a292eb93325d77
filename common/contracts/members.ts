// Members and invitations (server/members, docs/members.md): each request and answer as a TypeBox
// schema with its inferred type under the same name, and each route's schema (docs/contracts.md).
import { Type, type Static } from 'typebox';
import { INVALID_INVITE_CODE } from '../error-keys';
import { Authority, errorAnswers, FunctionResponse, IsoTime } from './base';
import { ShortId } from './organizations';

/** One member of an organization (POST /functions/findOrgMembers). */
export const OrgMember = Type.Object({
  /** The user's objectId. */
  objectId: Type.String(),
  authorityName: Authority,
  /** The member's custom org role (common/org-roles.ts), if any. */
  orgRoleId: Type.Union([Type.String(), Type.Null()]),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  picture: Type.Optional(Type.String()),
  /** When the user joined the organization (ISO). */
  joinedAt: IsoTime,
});
export type OrgMember = Static<typeof OrgMember>;

/** POST /functions/findOrgMembers: the organization's members (the organization may come as X-Org-Id). */
export const FindOrgMembersRequest = Type.Object({ orgId: Type.Optional(Type.String()) });
export type FindOrgMembersRequest = Static<typeof FindOrgMembersRequest>;

const EmailList = Type.Array(Type.String({ format: 'email', maxLength: 254 }), { minItems: 1, maxItems: 50 });

/** The organization of an admin call: as `orgId` in the body or the X-Org-Id header (the envelope reads it; the schema leaves it unchecked). */
const EnvelopeOrgId = Type.Optional(Type.Unsafe<string>({}));

/** POST /functions/invite with `emails`: mail invitations (admin only). */
export const InviteMembersRequest = Type.Object({ orgId: EnvelopeOrgId, emails: EmailList });
export type InviteMembersRequest = Static<typeof InviteMembersRequest>;
export const InviteMembersResult = Type.Object({
  /** Addresses mailed an invitation link. */
  invited: Type.Array(Type.Object({ email: Type.String(), expiresAt: IsoTime })),
  /** Addresses skipped: they already belong to the organization. */
  alreadyMembers: Type.Array(Type.String()),
});
export type InviteMembersResult = Static<typeof InviteMembersResult>;

/** POST /functions/invite with `invite_code`: the signed-in user joins (as general). */
export const RedeemInviteRequest = Type.Object({ invite_code: Type.String({ minLength: 1, maxLength: 2000 }) });
export type RedeemInviteRequest = Static<typeof RedeemInviteRequest>;
export const RedeemInviteResult = Type.Object({
  organization: Type.Object({ objectId: Type.String(), name: Type.String(), displayName: Type.String() }),
  authorityName: Authority,
});
export type RedeemInviteResult = Static<typeof RedeemInviteResult>;
/** The 400 of an unknown, used or expired invite code; names the organization when the code was real. */
export const InvalidInviteBody = Type.Object({
  code: Type.Integer(),
  error: Type.Literal(INVALID_INVITE_CODE),
  organization: Type.Optional(Type.Object({ objectId: Type.String(), name: Type.String() })),
});
export type InvalidInviteBody = Static<typeof InvalidInviteBody>;

/** One path, two calls (01 §7): `invite_code` redeems, `emails` invites. */
const InviteBody = Type.Unsafe<InviteMembersRequest | RedeemInviteRequest>({
  type: 'object',
  if: { required: ['invite_code'] },
  // oxlint-disable-next-line unicorn/no-thenable -- JSON Schema's if/then/else keyword, not a promise
  then: { properties: RedeemInviteRequest.properties },
  else: { required: ['emails'], properties: { emails: EmailList } },
});

/** POST /functions/evict (admin only): members by user id and/or e-mail. */
export const EvictMembersRequest = Type.Object({
  orgId: EnvelopeOrgId,
  userIds: Type.Optional(Type.Array(ShortId, { minItems: 1, maxItems: 100 })),
  emails: Type.Optional(EmailList),
}, { anyOf: [{ required: ['userIds'] }, { required: ['emails'] }] });
export type EvictMembersRequest = Static<typeof EvictMembersRequest>;
export const EvictMembersResult = Type.Object({ evicted: Type.Array(Type.String()) });
export type EvictMembersResult = Static<typeof EvictMembersResult>;

/** POST /functions/updateMemberAuthority (admin only): the authority, the custom org role (null clears it), or both. */
export const UpdateMemberAuthorityRequest = Type.Object({
  orgId: EnvelopeOrgId,
  userId: ShortId,
  authorityName: Type.Optional(Authority),
  orgRoleId: Type.Optional(Type.Unsafe<string | null>({ type: ['string', 'null'], minLength: 1, maxLength: 40 })),
}, { anyOf: [{ required: ['authorityName'] }, { required: ['orgRoleId'] }] });
export type UpdateMemberAuthorityRequest = Static<typeof UpdateMemberAuthorityRequest>;

/**
 * An invitation not redeemed yet (POST /functions/findInvitations): the newest one mailed to its
 * address, pending until `expiresAt` and expired after (its link then no longer works).
 */
export const PendingInvitation = Type.Object({
  objectId: Type.String(),
  /** The (lowercased) address it was mailed to. */
  email: Type.String(),
  /** Who sent it: the admin's name, else their e-mail. */
  invitedBy: Type.String(),
  /** When it was mailed (ISO). */
  sentAt: IsoTime,
  expiresAt: IsoTime,
});
export type PendingInvitation = Static<typeof PendingInvitation>;

/** POST /functions/findInvitations (admin only): the organization's pending and expired invitations, newest first. */
export const FindInvitationsRequest = Type.Object({ orgId: EnvelopeOrgId });
export type FindInvitationsRequest = Static<typeof FindInvitationsRequest>;

/** POST /functions/resendInvitation and /functions/revokeInvitation (admin only): one invitation of the organization. */
export const InvitationRequest = Type.Object({ orgId: EnvelopeOrgId, invitationId: ShortId });
export type InvitationRequest = Static<typeof InvitationRequest>;
export const RevokeInvitationResult = Type.Object({ revoked: Type.String() });
export type RevokeInvitationResult = Static<typeof RevokeInvitationResult>;

/** Member events on an organization's room (`event`); `evict` goes to the evicted user's sockets only. */
export const MemberEvent = Type.Union([
  Type.Object({ type: Type.Literal('join'), orgId: Type.String(), member: OrgMember }),
  Type.Object({ type: Type.Literal('accept'), orgId: Type.String(), email: Type.String(), invitedBy: Type.String(), member: OrgMember }),
  Type.Object({ type: Type.Literal('left'), orgId: Type.String(), userId: Type.String() }),
  Type.Object({ type: Type.Literal('evict'), orgId: Type.String() }),
]);
export type MemberEvent = Static<typeof MemberEvent>;

/** The routes' schemas: what each validates and answers. */
export const MemberRoutes = {
  find: { body: FindOrgMembersRequest, response: { 200: FunctionResponse(Type.Array(OrgMember)), ...errorAnswers } },
  /** An unknown invite code answers 400 InvalidInviteBody (an ErrorBody with the organization). */
  invite: { body: InviteBody, response: { 200: FunctionResponse(Type.Union([RedeemInviteResult, InviteMembersResult])), ...errorAnswers } },
  evict: { body: EvictMembersRequest, response: { 200: FunctionResponse(EvictMembersResult), ...errorAnswers } },
  updateAuthority: { body: UpdateMemberAuthorityRequest, response: { 200: FunctionResponse(OrgMember), ...errorAnswers } },
  findInvitations: { body: FindInvitationsRequest, response: { 200: FunctionResponse(Type.Array(PendingInvitation)), ...errorAnswers } },
  /** Mails the address a new link (7 days again); every earlier unused link to it stops working. */
  resendInvitation: { body: InvitationRequest, response: { 200: FunctionResponse(PendingInvitation), ...errorAnswers } },
  /** Every unused link mailed to the invitation's address stops working. */
  revokeInvitation: { body: InvitationRequest, response: { 200: FunctionResponse(RevokeInvitationResult), ...errorAnswers } },
};
