// The customer profile's calls (02 §7 "Customers and search", §9; server/customer-profile;
// docs/customer-profile.md): each request and answer as a TypeBox schema with its inferred type under
// the same name, and the routes' schemas (docs/contracts.md). The rules and limits both the console and
// the server follow stay in common/customer-profile.ts.
import { Type, type Static, type TSchema } from 'typebox';
import { CUSTOM_FIELD_VALUE_MAX, EC_HISTORY_LIMIT_MAX } from '../customer-profile';
import { errorAnswers, FunctionResponse, Id, IsoTime } from './base';
import { Customer } from './customers';
import { StringEnum } from './keywords';

/** The custom fields by key (customField1 to customField3 of common/customer-profile.ts CUSTOM_FIELD_KEYS). */
const CustomFields = <T extends TSchema>(value: T, options?: { minProperties: number }) => Type.Object({
  customField1: Type.Optional(value), customField2: Type.Optional(value), customField3: Type.Optional(value),
}, options);

/** POST /customer/monitoring/update → {customer}. */
export const MonitoringUpdateRequest = Type.Object({ orgId: Id, customerId: Id, isMonitoring: Type.Boolean() });
export type MonitoringUpdateRequest = Static<typeof MonitoringUpdateRequest>;
export const CustomerResponse = Type.Object({ customer: Customer });
export type CustomerResponse = Static<typeof CustomerResponse>;

/** POST /functions/bind (admins) → {result: Customer}. method remove clears the binding (toRole not needed). */
export const BindRequest = Type.Object({
  organization: Type.Optional(Id), customer: Id, toRole: Type.Optional(Id), method: StringEnum(['add', 'remove']),
});
export type BindRequest = Static<typeof BindRequest>;

/**
 * POST /functions/updateCustomFields. Without `where.customer`: `fields` are the organization's names
 * of its custom fields (admins; '' clears one) → {result: {customFields}}. With `where.customer`:
 * `fields` are that customer's values → {result: Customer}. Values may be longer than names: the
 * route checks the names' own limit (CUSTOM_FIELD_LABEL_MAX).
 */
export const UpdateCustomFieldsRequest = Type.Object({
  where: Type.Object({ orgId: Id, customer: Type.Optional(Id) }),
  fields: CustomFields(Type.String({ maxLength: CUSTOM_FIELD_VALUE_MAX }), { minProperties: 1 }),
});
export type UpdateCustomFieldsRequest = Static<typeof UpdateCustomFieldsRequest>;
export const CustomFieldLabelsResult = Type.Object({ customFields: CustomFields(Type.String()) });
export type CustomFieldLabelsResult = Static<typeof CustomFieldLabelsResult>;

/** GET /ec/customer/history?orgId&customerId&skip&limit: the customer's orders on connected shops. */
export const EcHistoryQuery = Type.Object({
  orgId: Type.Optional(Id),
  customerId: Id,
  skip: Type.Optional(Type.Integer({ minimum: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: EC_HISTORY_LIMIT_MAX })),
});
export type EcHistoryQuery = Static<typeof EcHistoryQuery>;
export const EcHistoryItem = Type.Object({
  provider: Type.String(),
  orderId: Type.String(),
  total: Type.Number(),
  currency: Type.String(),
  createdAt: IsoTime,
});
export type EcHistoryItem = Static<typeof EcHistoryItem>;
export const EcHistoryResult = Type.Object({ results: Type.Array(EcHistoryItem), count: Type.Integer() });
export type EcHistoryResult = Static<typeof EcHistoryResult>;
/** GET /ec/customer/connectedPlatforms?orgId&customerId: the e-commerce platforms the customer is linked on. */
export const EcCustomerQuery = Type.Object({ orgId: Type.Optional(Id), customerId: Id });
export type EcCustomerQuery = Static<typeof EcCustomerQuery>;
export const EcConnectedPlatformsResult = Type.Object({ platforms: Type.Array(Type.String()) });
export type EcConnectedPlatformsResult = Static<typeof EcConnectedPlatformsResult>;

/** The routes' schemas: what each validates and answers. */
export const CustomerProfileRoutes = {
  monitoring: { body: MonitoringUpdateRequest, response: { 200: CustomerResponse, ...errorAnswers } },
  bind: { body: BindRequest, response: { 200: FunctionResponse(Customer), ...errorAnswers } },
  /** The organization's names answer first: a customer has no `customFields`, so it answers as a Customer. */
  updateCustomFields: {
    body: UpdateCustomFieldsRequest,
    response: { 200: FunctionResponse(Type.Union([CustomFieldLabelsResult, Customer])), ...errorAnswers },
  },
  history: { querystring: EcHistoryQuery, response: { 200: EcHistoryResult, ...errorAnswers } },
  connectedPlatforms: { querystring: EcCustomerQuery, response: { 200: EcConnectedPlatformsResult, ...errorAnswers } },
};
