// The customer-group calls of the console (server/customer-groups), over HTTP with the API client.
import type { CsvIdType } from '../../common/customer-groups';
import type { CustomerFilterQuery } from '../../common/contracts/customer-filter';
import type { CustomerGroup, CustomerGroupQueryResponse, GetCustomersByCustomerGroupResult } from '../../common/contracts/customer-groups';
import { pointer } from '../../common/parse';
import type { FunctionResponse } from '../../common/contracts/base';
import type { Customer } from '../../common/contracts/customers';
import type { Task } from '../../common/contracts/tasks';
import { post } from '../api/client';
import { serviceCall } from '../notifications/service-api';
import { storeTasks } from '../../local/task-store';

/** A page of the list as 02 §7 asks for it: not expired, not being created, latest change first. */
export async function listCustomerGroups(orgId: string, skip: number, limit: number): Promise<CustomerGroup[]> {
  const answer = await post<CustomerGroupQueryResponse>('/classes/CustomerGroup', {
    _method: 'GET',
    orgId,
    where: { organization: pointer('Organization', orgId), expired: { $ne: true }, status: { $ne: 'creating' } },
    limit,
    skip,
    order: '-updatedAt',
  });
  return answer.results;
}

export function getCustomerGroup(orgId: string, groupId: string): Promise<CustomerGroup> {
  return post<CustomerGroup>(`/classes/CustomerGroup/${groupId}`, { _method: 'GET', orgId });
}

/** Renames or expires the group (01 §5: a name or expired). */
export function updateCustomerGroup(orgId: string, groupId: string, change: { name: string } | { expired: true }): Promise<CustomerGroup> {
  return post<CustomerGroup>(`/classes/CustomerGroup/${groupId}`, { _method: 'PUT', orgId, ...change });
}

/** Computes a query group's members again; the task lands in the task list at once. */
export async function refreshCustomerGroup(orgId: string, groupId: string): Promise<Task> {
  const { result } = await serviceCall<FunctionResponse<Task>>('PUT', '/customer_group/refresh', orgId, { json: { orgId, groupId } });
  await storeTasks([result]);
  return result;
}

/** Gives a query group a new query; its task writes the query with the members it selects. */
export async function requeryCustomerGroup(orgId: string, groupId: string, query: CustomerFilterQuery): Promise<Task> {
  const { result } = await serviceCall<FunctionResponse<Task>>('PUT', '/customer_group/requery', orgId, { json: { orgId, groupId, query } });
  await storeTasks([result]);
  return result;
}

export async function deleteCustomerGroup(orgId: string, groupId: string): Promise<void> {
  await post(`/classes/CustomerGroup/${groupId}`, { _method: 'DELETE', orgId });
}

/** A page of the group's customers. */
export async function listGroupCustomers(orgId: string, groupId: string, skip: number, limit: number): Promise<Customer[]> {
  const { result } = await post<FunctionResponse<GetCustomersByCustomerGroupResult>>('/functions/getCustomersByCustomerGroup', {
    orgId, where: { customerGroupId: groupId }, skip, limit, sliceTagsCount: 12,
  });
  return 'customers' in result ? result.customers as Customer[] : [];
}

/** Starts the import of an uploaded CSV into a new group; the task lands in the task list at once. */
export async function startCsvImport(orgId: string, title: string, type: CsvIdType, fileUrl: string): Promise<Task> {
  const { result } = await post<FunctionResponse<Task>>('/customer_group/import/csv', { orgId, title, type, fileUrl });
  await storeTasks([result]);
  return result;
}
