// Customer groups in the database: every read and write is scoped by the organization; a group of
// another organization is simply not found (404).
import { and, asc, count, desc, eq, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { CustomerGroupOrderField, CustomerGroupStatus } from '../../common/customer-groups';
import type { CustomerGroupOptions, CustomerGroupQueryRequest } from '../../common/contracts/customer-groups';
import { randomId } from '../../common/ids';
import { CUSTOMER_GROUP_TASK_TYPES, isFinishedStatus } from '../../common/tasks';
import type { Db, Queryable } from '../db/client';
import { customerGroupMembers, customerGroups, customers, tasks } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import type { CustomerGroupRow } from './serialize';

type Where = NonNullable<CustomerGroupQueryRequest['where']>;

const ORDER_COLUMNS = {
  updatedAt: customerGroups.updatedAt,
  createdAt: customerGroups.createdAt,
  name: customerGroups.name,
  count: customerGroups.count,
} satisfies Record<CustomerGroupOrderField, unknown>;

function whereOf(orgId: string, where: Where): SQL {
  const conditions: (SQL | undefined)[] = [eq(customerGroups.orgId, orgId)];
  const { expired, status } = where;
  if (typeof expired === 'boolean') conditions.push(eq(customerGroups.expired, expired));
  else if (expired) conditions.push(ne(customerGroups.expired, expired.$ne));
  if (typeof status === 'string') conditions.push(eq(customerGroups.status, status));
  else if (status && '$ne' in status) conditions.push(ne(customerGroups.status, status.$ne));
  else if (status && '$in' in status) conditions.push(inArray(customerGroups.status, status.$in));
  else if (status && '$nin' in status && status.$nin.length > 0) conditions.push(notInArray(customerGroups.status, status.$nin));
  return and(...conditions)!;
}

/** A page of the organization's groups (newest change first unless `order` says otherwise), and the count when asked. */
export async function listGroups(
  db: Db, orgId: string, query: { where: Where; order: string; skip: number; limit: number; count: boolean },
): Promise<{ rows: CustomerGroupRow[]; count?: number }> {
  const where = whereOf(orgId, query.where);
  const field = query.order.replace(/^-/, '') as keyof typeof ORDER_COLUMNS;
  const direction = query.order.startsWith('-') ? desc : asc;
  const rows = await db.select().from(customerGroups).where(where)
    .orderBy(direction(ORDER_COLUMNS[field]), direction(customerGroups.objectId))
    .offset(query.skip)
    .limit(query.limit);
  if (!query.count) return { rows };
  const [counted] = await db.select({ total: count() }).from(customerGroups).where(where);
  return { rows, count: counted?.total ?? 0 };
}

export async function groupOfOrg(db: Db, orgId: string, groupId: string): Promise<CustomerGroupRow> {
  const [row] = await db.select().from(customerGroups)
    .where(and(eq(customerGroups.orgId, orgId), eq(customerGroups.objectId, groupId))).limit(1);
  if (!row) throw notFound();
  return row;
}

export async function createGroup(
  db: Db, orgId: string, group: { name: string; query?: Record<string, unknown>; options: CustomerGroupOptions; status: CustomerGroupStatus },
): Promise<CustomerGroupRow> {
  const [row] = await db.insert(customerGroups).values({ objectId: randomId(), orgId, ...group }).returning();
  return row!;
}

export async function updateGroup(db: Db, orgId: string, groupId: string, change: { name?: string; expired?: boolean }): Promise<CustomerGroupRow> {
  const [row] = await db.update(customerGroups).set({ ...change, updatedAt: new Date() })
    .where(and(eq(customerGroups.orgId, orgId), eq(customerGroups.objectId, groupId))).returning();
  if (!row) throw notFound();
  return row;
}

/** True while a task that fills the group (a CSV import, or its members computed from its query) has not finished. */
export async function groupTaskRunning(db: Db, orgId: string, groupId: string): Promise<boolean> {
  const rows = await db.select({ status: tasks.status }).from(tasks).where(and(
    eq(tasks.orgId, orgId), inArray(tasks.type, [...CUSTOMER_GROUP_TASK_TYPES]), sql`${tasks.options}->>'group' = ${groupId}`,
  ));
  return rows.some((row) => !isFinishedStatus(row.status));
}

/** Deletes the group and its membership; refused (400) while a task still fills it. */
export async function deleteGroup(db: Db, orgId: string, groupId: string): Promise<void> {
  await groupOfOrg(db, orgId, groupId);
  if (await groupTaskRunning(db, orgId, groupId)) {
    throw badRequest('the customer group is still importing or computing its customers: delete it once its task has finished');
  }
  await db.delete(customerGroups).where(and(eq(customerGroups.orgId, orgId), eq(customerGroups.objectId, groupId)));
}

const liveMembers = (orgId: string, groupId: string) => and(
  eq(customerGroupMembers.groupId, groupId), eq(customers.orgId, orgId), eq(customers.deleted, false),
);

/** A page of the group's customers, most recent conversation first. */
export async function groupCustomers(db: Db, orgId: string, groupId: string, skip: number, limit: number) {
  const rows = await db.select({ customer: customers }).from(customerGroupMembers)
    .innerJoin(customers, eq(customers.objectId, customerGroupMembers.customerId))
    .where(liveMembers(orgId, groupId))
    .orderBy(sql`${customers.lastMessageAt} desc nulls last`, desc(customers.objectId))
    .offset(skip)
    .limit(limit);
  return rows.map((row) => row.customer);
}

export async function countGroupCustomers(db: Queryable, orgId: string, groupId: string): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(customerGroupMembers)
    .innerJoin(customers, eq(customers.objectId, customerGroupMembers.customerId))
    .where(liveMembers(orgId, groupId));
  return counted?.total ?? 0;
}
