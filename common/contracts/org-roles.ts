// Custom organization roles (01 §3 OrgRole, §6, §7 /org_roles; server/org-roles, docs/org-roles.md):
// each request and answer as a TypeBox schema with its inferred type under the same name, and each
// route's schema (docs/contracts.md). The roles' rules (feature flags, superior chain): common/org-roles.ts.
import { Type, type Static } from 'typebox';
import type { RoleFeature, VpcData } from '../access';
import { ORG_ROLE_NAME_MAX } from '../org-roles';
import { EmptyResponse } from './accounts';
import { Authority, errorAnswers } from './base';
import { ShortId } from './organizations';
import { FreeObject } from './tasks';

/** A role's feature flags as stored and answered: complete (common/org-roles.ts OrgRoleFeature), a free-form object on the wire. */
const StoredFeature = Type.Unsafe<VpcData>(FreeObject);
/** Feature flags a client sends: partial, checked by the handler (parseRoleFeature); missing ones are off. */
const SentFeature = Type.Unsafe<RoleFeature>({ type: 'object' });

export const OrgRole = Type.Object({
  _id: Type.String(),
  orgId: Type.String(),
  name: Type.String(),
  /** The role above this one, or null at the top. */
  superiorId: Type.Union([Type.String(), Type.Null()]),
  feature: StoredFeature,
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type OrgRole = Static<typeof OrgRole>;

/** GET /org_roles/list?orgId */
export const OrgRoleListResult = Type.Object({ orgRoles: Type.Array(OrgRole) });
export type OrgRoleListResult = Static<typeof OrgRoleListResult>;
/** GET /org_roles/user/get?orgId: the caller's place in the organization (01 §3 ownership data). */
export const UserOrgRoleResult = Type.Object({
  authorityName: Authority,
  orgRole: Type.Union([OrgRole, Type.Null()]),
  /** The flags that shape the caller's menu: their role's, or null when no role restricts them. */
  feature: Type.Union([StoredFeature, Type.Null()]),
  /** Every role under the caller's (their subordinates, theirs, …): the subBind inbox; empty without a role. */
  subRoleIds: Type.Array(Type.String()),
});
export type UserOrgRoleResult = Static<typeof UserOrgRoleResult>;

const RoleName = Type.String({ minLength: 1, maxLength: ORG_ROLE_NAME_MAX });
/** A superior role's id, or null for the top. */
const SuperiorId = Type.Unsafe<string | null>({ type: ['string', 'null'], minLength: 1, maxLength: 40 });

/** POST /org_roles/create (admin). Feature flags may be partial; missing ones are off. */
export const CreateOrgRoleRequest = Type.Object({
  orgId: Type.Optional(ShortId), name: RoleName, superiorId: Type.Optional(SuperiorId), feature: SentFeature,
});
export type CreateOrgRoleRequest = Static<typeof CreateOrgRoleRequest>;
/** PUT /org_roles/update_feature (admin). */
export const UpdateOrgRoleFeatureRequest = Type.Object({ orgId: Type.Optional(ShortId), id: ShortId, feature: SentFeature });
export type UpdateOrgRoleFeatureRequest = Static<typeof UpdateOrgRoleFeatureRequest>;
/** PUT /org_roles/update (admin): rename and/or move under another superior (null: to the top). */
export const UpdateOrgRoleRequest = Type.Object({
  orgId: Type.Optional(ShortId), id: ShortId, name: Type.Optional(RoleName), superiorId: Type.Optional(SuperiorId),
}, { anyOf: [{ required: ['name'] }, { required: ['superiorId'] }] });
export type UpdateOrgRoleRequest = Static<typeof UpdateOrgRoleRequest>;
/** DELETE /org_roles/remove?orgId&id (admin). */
export const RemoveOrgRoleQuery = Type.Object({ orgId: Type.Optional(ShortId), id: ShortId });
export type RemoveOrgRoleQuery = Static<typeof RemoveOrgRoleQuery>;

const OrgQuery = Type.Object({ orgId: Type.Optional(ShortId) });

/** The routes' schemas: what each validates and answers. */
export const OrgRoleRoutes = {
  list: { querystring: OrgQuery, response: { 200: OrgRoleListResult, ...errorAnswers } },
  userGet: { querystring: OrgQuery, response: { 200: UserOrgRoleResult, ...errorAnswers } },
  create: { body: CreateOrgRoleRequest, response: { 201: OrgRole, ...errorAnswers } },
  updateFeature: { body: UpdateOrgRoleFeatureRequest, response: { 200: OrgRole, ...errorAnswers } },
  update: { body: UpdateOrgRoleRequest, response: { 200: OrgRole, ...errorAnswers } },
  remove: { querystring: RemoveOrgRoleQuery, response: { 200: EmptyResponse, ...errorAnswers } },
};
