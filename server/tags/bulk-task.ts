// The bulk tag tasks (01 §4 "add/delete tags"): add tags to, or remove them from, a set of the
// organization's customers (those named, an inbox category, all carrying a tag, or all a filter query selects). Each page of customers is one transaction that also takes change-feed
// numbers, so every console gets the new tags through POST /functions/changes (they pull on the
// task's events, common/tasks.ts `changesCustomers`). Adding or removing again is harmless, so a
// run interrupted by a restart simply runs again.
import { and, arrayContains, asc, eq, inArray } from 'drizzle-orm';
import { INBOX_CATEGORIES } from '../../common/enums';
import { CUSTOMER_TAGS_MAX, withTags, withoutTags } from '../../common/notes-tags';
import type { InboxCategory } from '../../common/contracts/base';
import type { CustomerFilterQuery } from '../../common/contracts/customer-filter';
import { normalizeCustomerFilter } from '../../common/customer-filter';
import { TaskType } from '../../common/tasks';
import type { Db } from '../db/client';
import { customers } from '../db/schema';
import { reserveSeq } from '../db/sequence';
import { customerFilterWhere } from '../customer-management/filter-sql';
import { categoryCondition } from '../inbox/list';
import type { TaskContext, TaskRegistry } from '../tasks/registry';
import type { TaskRow } from '../tasks/serialize';
import type { TagMethod } from './tagging';

/** Customers changed per transaction. */
const PAGE = 100;

/** What a bulk tag task works on: the tags, and one of the customers named, an inbox category or a tag they carry. */
export interface BulkTagOptions {
  tags: string[];
  customers?: string[];
  inbox?: InboxCategory;
  tag?: string;
  /** Every customer this filter query selects (taken when the run starts). */
  query?: CustomerFilterQuery;
}

export const bulkTagTaskType = (method: TagMethod) => method === 'add' ? TaskType.ADD_TAGS : TaskType.DELETE_TAGS;

const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The options the route wrote; anything else is a task this code did not create (it fails, visibly). */
function optionsOf(task: TaskRow): BulkTagOptions {
  const { tags, customers: ids, inbox, tag, query } = task.options;
  if (!isTextList(tags) || tags.length === 0) throw new Error('the task names no tags');
  if (ids !== undefined && isTextList(ids)) return { tags, customers: ids };
  if (INBOX_CATEGORIES.includes(inbox as InboxCategory)) return { tags, inbox: inbox as InboxCategory };
  if (typeof tag === 'string' && tag !== '') return { tags, tag };
  if (typeof query === 'object' && query !== null) return { tags, query: query as CustomerFilterQuery };
  throw new Error('the task names neither customers, an inbox category, a tag nor a query');
}

/** The live customers the task works on, by objectId (taken once at the start of a run). */
async function targetIds(db: Db, task: TaskRow, options: BulkTagOptions): Promise<string[]> {
  if (options.query) {
    const rows = await db.select({ objectId: customers.objectId }).from(customers)
      .where(customerFilterWhere(task.orgId, normalizeCustomerFilter(options.query))).orderBy(asc(customers.objectId));
    return rows.map((row) => row.objectId);
  }
  const live = and(eq(customers.orgId, task.orgId), eq(customers.deleted, false));
  const which = options.customers ? inArray(customers.objectId, options.customers)
    : options.tag !== undefined ? arrayContains(customers.tags, [options.tag])
    : categoryCondition(options.inbox!, task.createdBy ?? '');
  const rows = await db.select({ objectId: customers.objectId }).from(customers).where(and(live, which)).orderBy(asc(customers.objectId));
  return rows.map((row) => row.objectId);
}

/**
 * One page: locks the customers (in objectId order, so two bulk tasks never deadlock), writes the
 * changed tag lists with one feed number each. A customer whose tags would not change takes no
 * number; one an add would take past CUSTOMER_TAGS_MAX is left as it is.
 */
async function tagPage(db: Db, orgId: string, ids: string[], method: TagMethod, tags: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.select({ objectId: customers.objectId, tags: customers.tags }).from(customers)
      .where(and(eq(customers.orgId, orgId), eq(customers.deleted, false), inArray(customers.objectId, ids)))
      .orderBy(asc(customers.objectId))
      .for('update');
    const changed = rows
      .map((row) => ({ objectId: row.objectId, before: row.tags, next: method === 'add' ? withTags(row.tags, tags) : withoutTags(row.tags, tags) }))
      .filter(({ before, next }) => next.length !== before.length && next.length <= CUSTOMER_TAGS_MAX);
    if (changed.length === 0) return;
    const first = await reserveSeq(tx, orgId, changed.length);
    const now = new Date();
    for (const [index, { objectId, next }] of changed.entries()) {
      await tx.update(customers).set({ tags: next, seq: first + index, updatedAt: now }).where(eq(customers.objectId, objectId));
    }
  });
}

async function tagInBulk(method: TagMethod, { task, db, signal, start, progress }: TaskContext): Promise<void> {
  const options = optionsOf(task);
  const ids = await targetIds(db, task, options);
  await start(ids.length);
  for (let done = 0; done < ids.length;) {
    signal.throwIfAborted();
    const page = ids.slice(done, done + PAGE);
    await tagPage(db, task.orgId, page, method, options.tags);
    done += page.length;
    await progress(done);
  }
}

export function registerBulkTagging(taskTypes: TaskRegistry): void {
  taskTypes.register(TaskType.ADD_TAGS, (context) => tagInBulk('add', context));
  taskTypes.register(TaskType.DELETE_TAGS, (context) => tagInBulk('delete', context));
}
