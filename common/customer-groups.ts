// Customer groups (02 §3, §7, §9): the wire shapes, statuses and page sizes both sides use.
import type { ParsePointer } from './parse';
import type { Customer } from './contracts/customers';

/** 02 §3: `creating` while a query group is first computed, `updating` while refreshed, `import-custom-customer-group` while a CSV fills it. */
export const CUSTOMER_GROUP_STATUSES = ['updating', 'creating', 'ready', 'import-custom-customer-group'] as const;
export type CustomerGroupStatus = (typeof CUSTOMER_GROUP_STATUSES)[number];

/** The group list: first page, then each further page (02 §9). */
export const GROUP_LIST_FIRST_PAGE = 40;
export const GROUP_LIST_NEXT_PAGE = 20;
/** A group's customers: first load, then each further load (02 §9). */
export const GROUP_CUSTOMERS_FIRST_PAGE = 40;
export const GROUP_CUSTOMERS_NEXT_PAGE = 20;
/** The most customers one getCustomersByCustomerGroup call answers (02 §9 "group customer fetch limit"). */
export const GROUP_CUSTOMERS_MAX_LIMIT = 9_999_999;
/** Longest group name (and CSV import title). */
export const GROUP_NAME_MAX = 100;

/**
 * How the rows of an imported CSV name customers: `customerId` is the id on the customer's platform
 * (for live chat the visitor id), `objectId` Parley's own customer id. The file's header row must
 * have a column of that name.
 */
export const CSV_ID_TYPES = ['customerId', 'objectId'] as const;
export type CsvIdType = (typeof CSV_ID_TYPES)[number];

export interface CustomerGroupOptions {
  /** Filled from a CSV file rather than computed from a query. */
  isCustomCustomerGroup?: boolean;
}

export interface CustomerGroup {
  objectId: string;
  organization: ParsePointer<'Organization'>;
  name: string;
  query: Record<string, unknown>;
  options: CustomerGroupOptions;
  count: number;
  expired: boolean;
  status: CustomerGroupStatus;
  createdAt: string;
  updatedAt: string;
}

/** POST /classes/CustomerGroup with `_method: 'GET'`. */
export interface CustomerGroupQueryRequest {
  orgId?: string;
  where?: {
    organization?: ParsePointer<'Organization'> | string;
    expired?: boolean | { $ne: boolean };
    status?: CustomerGroupStatus | { $ne: CustomerGroupStatus } | { $in: CustomerGroupStatus[] } | { $nin: CustomerGroupStatus[] };
  };
  limit?: number;
  skip?: number;
  order?: string;
  count?: boolean;
}
export interface CustomerGroupQueryResponse {
  results: CustomerGroup[];
  count?: number;
}

/** POST /classes/CustomerGroup (create). */
export interface CreateCustomerGroupRequest {
  orgId?: string;
  name: string;
  query?: Record<string, unknown>;
  options?: CustomerGroupOptions;
}

/** POST /classes/CustomerGroup/{id} with `_method: 'PUT'`: a name or expired (01 §5). */
export interface UpdateCustomerGroupRequest {
  orgId?: string;
  name?: string;
  expired?: boolean;
}

/** POST /customer_group/import/csv → `{result: Task}` (03 §3). `fileUrl`: the `url` of a CSV uploaded to this organization. */
export interface ImportCustomerGroupCsvRequest {
  orgId: string;
  title: string;
  type: CsvIdType;
  fileUrl: string;
}

/** What a finished import reports in its task's `result`. */
export interface CustomerGroupImportResult {
  /** Distinct ids in the file. */
  ids: number;
  /** Ids that named a customer of the organization. */
  matched: number;
  /** Ids that named nobody. */
  unmatched: number;
}

/** POST /functions/getCustomersByCustomerGroup (02 §7). */
export interface GetCustomersByCustomerGroupRequest {
  orgId?: string;
  where: { customerGroupId: string };
  skip?: number;
  limit?: number;
  /** Answer only the number of customers. */
  returnCount?: boolean;
  /** The customer fields to answer (objectId always). */
  select?: string[];
  /** Tags per customer to answer. */
  sliceTagsCount?: number;
}
export type GetCustomersByCustomerGroupResult = { customers: Partial<Customer>[] } | { count: number };

/** The group status while a CSV import fills it. */
export const IMPORTING_STATUS: CustomerGroupStatus = 'import-custom-customer-group';
