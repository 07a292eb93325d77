// Customer groups (02 §3, §7, §9; statuses, page sizes and limits in common/customer-groups.ts;
// server/customer-groups): each request and answer as a TypeBox schema with its inferred type under the
// same name, and each route's schema (docs/contracts.md).
import { Type, type Static } from 'typebox';
import {
  CSV_ID_TYPES, CUSTOMER_GROUP_ORDER_PATTERN, CUSTOMER_GROUP_STATUSES, GROUP_CUSTOMERS_MAX_LIMIT, GROUP_NAME_MAX,
} from '../customer-groups';
import { errorAnswers, FunctionResponse, Id, IsoTime, Pointer } from './base';
import { CustomerFilterQuery } from './customer-filter';
import type { Customer } from './customers';
import { Const, StringEnum } from './keywords';
import { FreeObject, Task } from './tasks';

const Status = StringEnum(CUSTOMER_GROUP_STATUSES);
const GroupName = Type.String({ minLength: 1, maxLength: GROUP_NAME_MAX });

export const CustomerGroupOptions = Type.Object({
  /** Filled from a CSV file rather than computed from a query. */
  isCustomCustomerGroup: Type.Optional(Type.Boolean()),
}, { additionalProperties: false });
export type CustomerGroupOptions = Static<typeof CustomerGroupOptions>;

export const CustomerGroup = Type.Object({
  objectId: Type.String(),
  organization: Pointer('Organization'),
  name: Type.String(),
  query: FreeObject,
  options: CustomerGroupOptions,
  count: Type.Integer(),
  expired: Type.Boolean(),
  status: Status,
  createdAt: IsoTime,
  updatedAt: IsoTime,
});
export type CustomerGroup = Static<typeof CustomerGroup>;

/** One operator of the group query's `where` (no other key beside it). */
const Operator = <K extends string, T extends Parameters<typeof Type.Object>[0][string]>(key: K, value: T) =>
  Type.Object({ [key]: value } as { [P in K]: T }, { additionalProperties: false });

/** POST /classes/CustomerGroup with `_method: 'GET'`. */
export const CustomerGroupQueryRequest = Type.Object({
  orgId: Type.Optional(Id),
  where: Type.Optional(Type.Object({
    organization: Type.Optional(Type.Union([
      Id,
      Type.Object({ __type: Type.Optional(Const('Pointer')), className: Type.Optional(Const('Organization')), objectId: Id }),
    ])),
    expired: Type.Optional(Type.Union([Type.Boolean(), Operator('$ne', Type.Boolean())])),
    status: Type.Optional(Type.Union([
      Status, Operator('$ne', Status), Operator('$in', Type.Array(Status)), Operator('$nin', Type.Array(Status)),
    ])),
  }, { additionalProperties: false })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  order: Type.Optional(Type.String({ pattern: CUSTOMER_GROUP_ORDER_PATTERN })),
  count: Type.Optional(Type.Boolean()),
});
export type CustomerGroupQueryRequest = Static<typeof CustomerGroupQueryRequest>;
export const CustomerGroupQueryResponse = Type.Object({ results: Type.Array(CustomerGroup), count: Type.Optional(Type.Integer()) });
export type CustomerGroupQueryResponse = Static<typeof CustomerGroupQueryResponse>;

/** POST /classes/CustomerGroup (create): a custom group (options.isCustomCustomerGroup, no query) or a query group. */
export const CreateCustomerGroupRequest = Type.Object({
  orgId: Type.Optional(Id),
  name: GroupName,
  query: Type.Optional(CustomerFilterQuery),
  options: Type.Optional(CustomerGroupOptions),
});
export type CreateCustomerGroupRequest = Static<typeof CreateCustomerGroupRequest>;
/** The body of POST /classes/CustomerGroup: a query (`_method: 'GET'`) or a new group, told apart by `_method`. */
export const CustomerGroupsBody = Type.Object({
  ...CustomerGroupQueryRequest.properties,
  name: Type.Optional(GroupName),
  query: CreateCustomerGroupRequest.properties.query,
  options: CreateCustomerGroupRequest.properties.options,
});
export type CustomerGroupsBody = Static<typeof CustomerGroupsBody>;

/** POST /classes/CustomerGroup/{id} with `_method: 'PUT'`: a name or expired (01 §5); GET and DELETE send none. */
export const UpdateCustomerGroupRequest = Type.Object({
  orgId: Type.Optional(Id),
  name: Type.Optional(GroupName),
  expired: Type.Optional(Type.Boolean()),
});
export type UpdateCustomerGroupRequest = Static<typeof UpdateCustomerGroupRequest>;

/** POST /customer_group/create → `{result: Task}`: a group of the customers the query selects (02 §3, §7), `creating` until its task computed them. */
export const CreateQueryGroupRequest = Type.Object({
  orgId: Type.Optional(Id),
  name: GroupName,
  query: CustomerFilterQuery,
});
export type CreateQueryGroupRequest = Static<typeof CreateQueryGroupRequest>;

/** PUT /customer_group/refresh → `{result: Task}`: the query group's members computed again (`updating`, then `ready`). */
export const RefreshCustomerGroupRequest = Type.Object({ orgId: Id, groupId: Id });
export type RefreshCustomerGroupRequest = Static<typeof RefreshCustomerGroupRequest>;

/** PUT /customer_group/requery → `{result: Task}`: a new query for the group, written with the members it selects. */
export const RequeryCustomerGroupRequest = Type.Object({ orgId: Id, groupId: Id, query: CustomerFilterQuery });
export type RequeryCustomerGroupRequest = Static<typeof RequeryCustomerGroupRequest>;

/** What a finished create, requery or refresh reports in its task's `result`. */
export const CustomerGroupComputeResult = Type.Object({ count: Type.Integer() });
export type CustomerGroupComputeResult = Static<typeof CustomerGroupComputeResult>;

/** POST /customer_group/import/csv → `{result: Task}` (03 §3). `fileUrl`: the `url` of a CSV uploaded to this organization. */
export const ImportCustomerGroupCsvRequest = Type.Object({
  orgId: Id,
  title: GroupName,
  type: StringEnum(CSV_ID_TYPES),
  fileUrl: Type.String({ minLength: 1, maxLength: 2000 }),
});
export type ImportCustomerGroupCsvRequest = Static<typeof ImportCustomerGroupCsvRequest>;

/** What a finished import reports in its task's `result`. */
export const CustomerGroupImportResult = Type.Object({
  /** Distinct ids in the file. */
  ids: Type.Integer(),
  /** Ids that named a customer of the organization. */
  matched: Type.Integer(),
  /** Ids that named nobody. */
  unmatched: Type.Integer(),
});
export type CustomerGroupImportResult = Static<typeof CustomerGroupImportResult>;

/** POST /functions/getCustomersByCustomerGroup (02 §7). */
export const GetCustomersByCustomerGroupRequest = Type.Object({
  orgId: Type.Optional(Id),
  where: Type.Object({ customerGroupId: Id }),
  skip: Type.Optional(Type.Integer({ minimum: 0, maximum: GROUP_CUSTOMERS_MAX_LIMIT })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: GROUP_CUSTOMERS_MAX_LIMIT })),
  /** Answer only the number of customers. */
  returnCount: Type.Optional(Type.Boolean()),
  /** The customer fields to answer (objectId always). */
  select: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 50 }), { maxItems: 50 })),
  /** Tags per customer to answer. */
  sliceTagsCount: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
});
export type GetCustomersByCustomerGroupRequest = Static<typeof GetCustomersByCustomerGroupRequest>;
/** The customers (their schema is the customers contract's), or their number. */
export const GetCustomersByCustomerGroupResult = Type.Union([
  Type.Object({ customers: Type.Array(Type.Unsafe<Partial<Customer>>(FreeObject)) }),
  Type.Object({ count: Type.Integer() }),
]);
export type GetCustomersByCustomerGroupResult = Static<typeof GetCustomersByCustomerGroupResult>;

const IdParams = Type.Object({ id: Id });

/** The routes' schemas: what each validates and answers. */
export const CustomerGroupRoutes = {
  /** A query answers 200 with the page, a create 201 with the group. */
  groups: { body: CustomerGroupsBody, response: { 200: CustomerGroupQueryResponse, 201: CustomerGroup, ...errorAnswers } },
  /** GET and PUT answer the group, DELETE `{}`. */
  group: {
    params: IdParams, body: UpdateCustomerGroupRequest,
    response: { 200: Type.Union([CustomerGroup, Type.Object({}, { additionalProperties: false })]), ...errorAnswers },
  },
  importCsv: { body: ImportCustomerGroupCsvRequest, response: { 200: FunctionResponse(Task), ...errorAnswers } },
  createQueryGroup: { body: CreateQueryGroupRequest, response: { 200: FunctionResponse(Task), ...errorAnswers } },
  refresh: { body: RefreshCustomerGroupRequest, response: { 200: FunctionResponse(Task), ...errorAnswers } },
  requery: { body: RequeryCustomerGroupRequest, response: { 200: FunctionResponse(Task), ...errorAnswers } },
  /** Answers customers (the customers contract's), shaped by `select`: no answer schema. */
  customers: { body: GetCustomersByCustomerGroupRequest },
};
