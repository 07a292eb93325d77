// Query groups (02 §3, §4): a group whose members are the customers its customer filter query selects,
// computed by a task when the group is created (`creating`), refreshed or requeried (`updating`), then
// `ready` with its count. One transaction replaces the members (those no longer selected go, the new
// ones come in one INSERT … SELECT), writes the query a requery brought and the count: a reader sees
// the old members or the new, never half of them.
import { and, eq, notExists, sql } from 'drizzle-orm';
import type { CustomerGroupComputeResult } from '../../common/contracts/customer-groups';
import type { CustomerFilterQuery } from '../../common/contracts/customer-filter';
import { customerFilterProblem, normalizeCustomerFilter } from '../../common/customer-filter';
import { TaskErrorKey } from '../../common/error-keys';
import { TaskType } from '../../common/tasks';
import type { Db, Tx } from '../db/client';
import { customerGroupMembers, customerGroups, customers } from '../db/schema';
import { badRequest } from '../http/errors';
import { customerFilterWhere } from '../customer-management/filter-sql';
import type { TaskContext, TaskOutput } from '../tasks/registry';
import { TaskError } from '../tasks/task-error';
import type { CustomerGroupRow } from './serialize';
import { countGroupCustomers, groupTaskRunning } from './store';

/** What a create, requery or refresh task keeps in its options; `query` only for a requery (the group keeps its old one until the task writes it). */
export interface QueryGroupTaskOptions {
  group: string;
  name: string;
  query?: CustomerFilterQuery;
}

/** The query, refused (400 naming the field under `body/query`) when no schema can say it is wrong. */
export function checkedFilterQuery(query: CustomerFilterQuery): CustomerFilterQuery {
  const problem = customerFilterProblem(query);
  if (problem) throw badRequest(`body/query/${problem.field.replaceAll('.', '/')} ${problem.problem}`);
  return query;
}

/**
 * Sets the group `updating` for a refresh or requery: a custom (CSV) group has no query to compute,
 * and a group a task still fills is left to it (400).
 */
export async function markUpdating(db: Db, orgId: string, group: CustomerGroupRow): Promise<void> {
  if (group.options.isCustomCustomerGroup) throw badRequest('a custom customer group has no query: its customers come from a CSV import');
  if (await groupTaskRunning(db, orgId, group.objectId)) {
    throw badRequest('the customer group is still computing its customers: try again once it is ready');
  }
  await db.update(customerGroups).set({ status: 'updating', updatedAt: new Date() })
    .where(and(eq(customerGroups.orgId, orgId), eq(customerGroups.objectId, group.objectId)));
}

function optionsOf(context: TaskContext): QueryGroupTaskOptions {
  const { group, name, query } = context.task.options;
  if (typeof group !== 'string' || typeof name !== 'string') throw new Error('the customer group task lacks its group');
  return { group, name, ...(query && typeof query === 'object' ? { query: query as CustomerFilterQuery } : {}) };
}

/**
 * In the transaction `tx`, where the group row is locked: replaces the members with the customers
 * `query` selects now, and writes the query, the count and `ready`. Answers the count.
 */
export async function replaceMembers(tx: Tx, group: CustomerGroupRow, query: CustomerFilterQuery): Promise<number> {
  const selected = customerFilterWhere(group.orgId, normalizeCustomerFilter(query));
  // An anti-join (NOT EXISTS): NOT IN over 100,000 ids may not fit in memory as a hash and go row by row.
  await tx.delete(customerGroupMembers).where(and(
    eq(customerGroupMembers.groupId, group.objectId),
    notExists(tx.select({ one: sql`1` }).from(customers).where(and(eq(customers.objectId, customerGroupMembers.customerId), selected))),
  ));
  await tx.insert(customerGroupMembers).select(tx.select({
    groupId: sql<string>`${group.objectId}`.as('group_id'),
    customerId: customers.objectId,
    createdAt: sql<Date>`now()`.as('created_at'),
  }).from(customers).where(selected)).onConflictDoNothing();
  const counted = await countGroupCustomers(tx, group.orgId, group.objectId);
  await tx.update(customerGroups).set({ query, status: 'ready', count: counted, updatedAt: new Date() })
    .where(and(eq(customerGroups.orgId, group.orgId), eq(customerGroups.objectId, group.objectId)));
  return counted;
}

export async function computeQueryGroup(context: TaskContext): Promise<TaskOutput> {
  const { task, db, signal } = context;
  const options = optionsOf(context);
  const groupOfTask = and(eq(customerGroups.orgId, task.orgId), eq(customerGroups.objectId, options.group));
  try {
    const total = await db.transaction(async (tx) => {
      // Locked: a second computation of the group waits for this one.
      const [group] = await tx.select().from(customerGroups).where(groupOfTask).for('update');
      if (!group) throw new TaskError(TaskErrorKey.GROUP_DELETED, 'the customer group was deleted before its customers were computed');
      return replaceMembers(tx, group, options.query ?? (group.query as CustomerFilterQuery));
    });
    return { result: { count: total } satisfies CustomerGroupComputeResult };
  } catch (error) {
    // Interrupted: it runs again after the restart. Failed: a new group goes (as a failed CSV import's
    // does); an existing one is ready again with its members and query as they were.
    if (!signal.aborted) {
      if (task.type === TaskType.CREATE_CUSTOMER_GROUP) await db.delete(customerGroups).where(groupOfTask);
      else await db.update(customerGroups).set({ status: 'ready' }).where(groupOfTask);
    }
    throw error;
  }
}
