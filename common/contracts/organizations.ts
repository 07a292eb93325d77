// Organizations: create, list, update, integrations, the creation quota (the permission record), the
// plan-feature setting and the resource quota (01 §3, §7; docs/organizations.md, docs/access.md): each
// request and answer as a TypeBox schema with its inferred type under the same name, and each route's
// schema (docs/contracts.md).
import { Type, type Static } from 'typebox';
import type { VpcData } from '../access';
import { PROFILE_LANGUAGES } from '../account-profile';
import { CUSTOMER_SEARCH_MODES } from '../customer-search';
import { EmptyResponse } from './accounts';
import { Authority, errorAnswers, FunctionResponse, Id, IsoTime, ObjectId, Platform, Pointer } from './base';
import { ParseDate } from './customers';
import { Const, StringEnum } from './keywords';
import { FreeObject, ResourceQuotaResponse } from './tasks';

/** An id of 1 to 40 characters (organizations, users and roles in the calls that take it so). */
export const ShortId = Type.String({ minLength: 1, maxLength: 40 });

/** A channel as a string enum: `must be equal to one of the allowed values` for another name. */
const CustomerSearchMode = StringEnum(CUSTOMER_SEARCH_MODES);

/** POST /classes/Organization (create). */
export const CreateOrganizationRequest = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  displayName: Type.Optional(Type.String({ maxLength: 100 })),
  industry: Type.Optional(Type.String({ maxLength: 100 })),
  locale: Type.Optional(Type.String({ maxLength: 20 })),
});
export type CreateOrganizationRequest = Static<typeof CreateOrganizationRequest>;
/** Answer of a create (201). */
export const CreateOrganizationResponse = Type.Object({ objectId: Type.String(), createdAt: IsoTime });
export type CreateOrganizationResponse = Static<typeof CreateOrganizationResponse>;

/** A connected channel; `alert`: it needs an admin's attention (always false for live chat). */
export const OrganizationIntegration = Type.Object({ platform: Platform, alert: Type.Boolean() });
export type OrganizationIntegration = Static<typeof OrganizationIntegration>;

/** Trusted routes and URLs (common/organizations/redirect-whitelist.ts). */
const RedirectOptions = Type.Object({ whitelist: Type.Array(Type.String()) }, { additionalProperties: false });

export const Organization = Type.Object({
  objectId: Type.String(),
  name: Type.String(),
  displayName: Type.String(),
  industry: Type.String(),
  locale: Type.String(),
  /** The caller's authority in this organization. */
  authorityName: Authority,
  /** A signed URL of the organization's icon (good for an hour), when it has one. */
  icon: Type.Optional(Type.String()),
  /** Trusted routes and URLs (common/organizations/redirect-whitelist.ts); the server always sends it. */
  redirectOptions: Type.Optional(RedirectOptions),
  /** Connected channels (01 §3); live chat from creation until an admin disconnects it. */
  integrations: Type.Array(OrganizationIntegration),
  /** Names of the customers' custom fields (POST /functions/updateCustomFields; docs/customer-profile.md). */
  customFields: Type.Optional(Type.Object({
    customField1: Type.Optional(Type.String()), customField2: Type.Optional(Type.String()), customField3: Type.Optional(Type.String()),
  })),
  /** How the customer name search matches (common/customer-search.ts; docs/search.md); the server always sends it. */
  customerSearchMode: Type.Optional(CustomerSearchMode),
  createdAt: IsoTime,
  updatedAt: IsoTime,
});
export type Organization = Static<typeof Organization>;
export const OrganizationListResponse = Type.Object({ results: Type.Array(Organization) });
export type OrganizationListResponse = Static<typeof OrganizationListResponse>;

/**
 * POST /functions/disconnectIntegration and /functions/connectIntegration (admins): answer
 * `{result: {integrations}}`. Live chat is connected so; a platform with credentials (LINE) through
 * /functions/integrate (common/contracts/integrations.ts).
 */
export const IntegrationRequest = Type.Object({ orgId: ShortId, platform: Platform });
export type IntegrationRequest = Static<typeof IntegrationRequest>;
export const IntegrationResult = Type.Object({ integrations: Type.Array(OrganizationIntegration) });
export type IntegrationResult = Static<typeof IntegrationResult>;

const NonBlank = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' });
/** The console's four languages (03 §9). */
const Locale = StringEnum(PROFILE_LANGUAGES);

/** Basic info: 01 §5 name and industry are required; `icon` is the objectId of an uploaded image of the organization, null to remove it. */
const OrganizationBasicInfo = Type.Object({
  name: NonBlank,
  industry: NonBlank,
  displayName: Type.Optional(Type.String({ maxLength: 100 })),
  locale: Type.Optional(Locale),
  icon: Type.Optional(Type.Union([ObjectId, Type.Null()])),
  customerSearchMode: Type.Optional(CustomerSearchMode),
});
/**
 * PUT /classes/Organization/{id} (admin only): the basic info, or only `redirectOptions` (to replace
 * the whitelist), or only the customer search mode.
 */
export const UpdateOrganizationRequest = Type.Union([
  OrganizationBasicInfo,
  Type.Object({ redirectOptions: RedirectOptions }),
  Type.Object({ customerSearchMode: CustomerSearchMode }),
]);
export type UpdateOrganizationRequest = Static<typeof UpdateOrganizationRequest>;

/** The body of POST /classes/Organization: `_method: GET` queries; a plain POST creates and needs a name. */
const OrganizationBody = Type.Unsafe<CreateOrganizationRequest | { _method: 'GET' }>({
  type: 'object',
  if: { required: ['_method'], properties: { _method: Const('GET') } },
  // oxlint-disable-next-line unicorn/no-thenable -- JSON Schema's if/then/else keyword, not a promise
  then: {},
  else: { required: ['name'], properties: CreateOrganizationRequest.properties },
});
/** The body of POST /classes/Organization/{id}: a PUT (real or as `_method`) updates; other calls carry no fields to check. */
const OrganizationUpdateBody = Type.Unsafe<UpdateOrganizationRequest | { _method: 'GET' | 'DELETE' }>({
  type: 'object',
  if: { required: ['_method'], properties: { _method: { enum: ['GET', 'DELETE'] } } },
  // oxlint-disable-next-line unicorn/no-thenable -- JSON Schema's if/then/else keyword, not a promise
  then: {},
  else: {
    // Basic info, the redirect options alone, or the customer search mode alone.
    anyOf: [{ required: ['name', 'industry'] }, { required: ['redirectOptions'] }, { required: ['customerSearchMode'] }],
    properties: { ...OrganizationBasicInfo.properties, redirectOptions: RedirectOptions },
  },
});

/** The caller's permission record (POST /classes/Permission; 01 §3): how many organizations they may still create. */
export const PermissionRecord = Type.Object({
  objectId: Type.String(),
  owner: Pointer('_User'),
  'Organization number': Type.Integer(),
  expiredAt: Type.Optional(ParseDate),
  createdAt: IsoTime,
  updatedAt: IsoTime,
});
export type PermissionRecord = Static<typeof PermissionRecord>;
/** POST /classes/Permission with `_method: 'GET'`: a query by owner pointer (permission records are made and changed by the server). */
export const PermissionQuery = Type.Object({
  _method: Const('GET'),
  where: Type.Optional(Type.Object({
    owner: Type.Optional(Type.Object({ __type: Const('Pointer'), className: Const('_User'), objectId: ShortId })),
  })),
  limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
});
export type PermissionQuery = Static<typeof PermissionQuery>;
export const PermissionListResponse = Type.Object({ results: Type.Array(PermissionRecord) });
export type PermissionListResponse = Static<typeof PermissionListResponse>;

/** GET /vpc/setting/get?orgId (or a POST with `_method: 'GET'`): the organization's plan-feature setting (01 §3, §7; common/access). */
export const VpcSetting = Type.Object({
  planName: Type.Union([Type.Literal('free'), Type.Literal('basic'), Type.Literal('business'), Type.Literal('enterprise')]),
  /** True once the setting has been built from the plan (always, for settings this server answers). */
  isInitVpc: Type.Boolean(),
  /** Per module an `enabled` flag and, for modules with parts, each part's (common/access VPC_MODULES). */
  data: Type.Unsafe<VpcData>(FreeObject),
});
export type VpcSetting = Static<typeof VpcSetting>;

/** POST /functions/findOrgSeats: the seats of the organization's plan (03 §9), to any member (the organization may come as X-Org-Id). */
export const OrgSeatsRequest = Type.Object({ orgId: Type.Optional(ShortId) });
export type OrgSeatsRequest = Static<typeof OrgSeatsRequest>;
export const OrgSeats = Type.Object({
  planName: VpcSetting.properties.planName,
  /** Members now (pending invitations take no seat). */
  used: Type.Integer({ minimum: 0 }),
  /** The plan's seats. */
  total: Type.Integer({ minimum: 1 }),
});
export type OrgSeats = Static<typeof OrgSeats>;

/** Socket `event` to an organization's room when it is deleted. */
export const OrganizationDeletedEvent = Type.Object({ type: Type.Literal('organizationDeleted'), orgId: Type.String() });
export type OrganizationDeletedEvent = Static<typeof OrganizationDeletedEvent>;
/** Socket `event` to an organization's room when its integrations change: consoles read their list again. */
export const OrganizationChangedEvent = Type.Object({ type: Type.Literal('organizationChanged'), orgId: Type.String() });
export type OrganizationChangedEvent = Static<typeof OrganizationChangedEvent>;

const OrganizationParams = Type.Object({ id: ObjectId });

/** The routes' schemas: what each validates and answers. */
export const OrganizationRoutes = {
  /** 200 the caller's organizations (`_method: 'GET'`), 201 a created one. */
  createOrList: { body: OrganizationBody, response: { 200: OrganizationListResponse, 201: CreateOrganizationResponse, ...errorAnswers } },
  /** GET and PUT answer the organization, DELETE answers {}. */
  one: {
    params: OrganizationParams, body: OrganizationUpdateBody,
    response: { 200: Type.Union([Organization, EmptyResponse]), ...errorAnswers },
  },
  delete: { params: OrganizationParams, response: { 200: EmptyResponse, ...errorAnswers } },
  integration: { body: IntegrationRequest, response: { 200: FunctionResponse(IntegrationResult), ...errorAnswers } },
  permission: { body: PermissionQuery, response: { 200: PermissionListResponse, ...errorAnswers } },
  seats: { body: OrgSeatsRequest, response: { 200: FunctionResponse(OrgSeats), ...errorAnswers } },
};
export const AccessRoutes = {
  vpcSetting: { querystring: Type.Object({ orgId: Type.Optional(ShortId) }), response: { 200: VpcSetting, ...errorAnswers } },
  vpcSettingByPost: {
    body: Type.Object({ orgId: Type.Optional(ShortId), _method: Type.Optional(Const('GET')) }), response: { 200: VpcSetting, ...errorAnswers },
  },
};
/** GET /resource/quota (or a POST with `_method: 'GET'`); its answer, ResourceQuotaResponse, is in the tasks contract. */
export const ResourceRoutes = {
  quota: { querystring: Type.Object({ orgId: Type.Optional(Id) }), response: { 200: ResourceQuotaResponse, ...errorAnswers } },
  quotaByPost: { body: Type.Object({ orgId: Type.Optional(Id) }), response: { 200: ResourceQuotaResponse, ...errorAnswers } },
};
