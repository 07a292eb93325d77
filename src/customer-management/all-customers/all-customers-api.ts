// The all customers calls (issue 27): a page of the customers a filter query selects
// (POST /functions/filterCustomers) and saving the query as a customer group (POST /customer_group/create).
// When the server cannot be reached, the customers synced to this device are filtered instead.
import type { FunctionResponse } from '../../../common/contracts/base';
import type { CustomerFilterQuery, FilterCustomersResult } from '../../../common/contracts/customer-filter';
import { normalizeCustomerFilter } from '../../../common/customer-filter';
import { customerRecordFrom } from '../../../local/mapping';
import { countSyncedCustomers, syncedCustomersPage } from '../../../local/customer-filter-queries';
import type { CustomerRecord } from '../../../local/records';
import type { Task } from '../../../common/contracts/tasks';
import { storeTasks } from '../../../local/task-store';
import { post } from '../../api/client';
import type { CustomerSortKey, SortOrder } from './filter-form';

export interface CustomerPageRequest {
  query: CustomerFilterQuery;
  sort: CustomerSortKey;
  order: SortOrder;
  skip: number;
  limit: number;
  /** Also how many customers the filter selects. */
  returnCount: boolean;
}

export interface CustomerPage { customers: CustomerRecord[]; count?: number }

export async function filterCustomers(orgId: string, request: CustomerPageRequest): Promise<CustomerPage> {
  const { result } = await post<FunctionResponse<FilterCustomersResult>>('/functions/filterCustomers', { orgId, ...request });
  return { customers: result.customers.map(customerRecordFrom), ...(result.count === undefined ? {} : { count: result.count }) };
}

/** Offline: the next `limit` synced customers the filter selects after the last row shown (none: the first page), sorted as the server sorts. */
export function filterSyncedCustomers(
  orgId: string, query: CustomerFilterQuery, sort: CustomerSortKey, order: SortOrder, limit: number, after?: CustomerRecord,
): Promise<CustomerRecord[]> {
  return syncedCustomersPage(orgId, normalizeCustomerFilter(query), { sort, order }, limit, after);
}

/** Offline: how many synced customers the filter selects (undefined once `signal` aborted). */
export function countSyncedMatches(orgId: string, query: CustomerFilterQuery, signal: AbortSignal): Promise<number | undefined> {
  return countSyncedCustomers(orgId, normalizeCustomerFilter(query), signal);
}

/** Saves the query as a customer group that stays current: its members are computed by a task, stored for the task list. */
export async function saveCustomerGroup(orgId: string, name: string, query: CustomerFilterQuery): Promise<void> {
  const { result } = await post<FunctionResponse<Task>>('/customer_group/create', { orgId, name, query });
  await storeTasks([result]);
}
