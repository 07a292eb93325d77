// The customer export task: a CSV of the organization's customers (or those a filter query selects), stored as `{orgId}/exports/…`
// in the file storage (local disk or S3, server/files).
import { Readable } from 'node:stream';
import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { CustomerFilterQuery } from '../../common/contracts/customer-filter';
import { normalizeCustomerFilter } from '../../common/customer-filter';
import { exportLocaleOf, fileTimestamp, TaskType, type ExportLocale } from '../../common/tasks';
import { customers } from '../db/schema';
import { customerFilterWhere } from '../customer-management/filter-sql';
import type { CustomerRow } from '../messages/serialize';
import type { FileStorage } from '../files';
import type { TaskContext, TaskOutput, TaskRegistry } from '../tasks/registry';
import { taskFileUrl } from '../tasks/routes';
import { CUSTOMER_COLUMNS } from './customer-columns';
import { pagedCsv } from './csv';

/** Customers read (and written) per round trip. */
const PAGE = 500;

export const customerExportFileName = (date: Date, timeZone: string) => `customers-${fileTimestamp(date, timeZone)}.csv`;

/** The export's text, page after page of customers (`page` reads those after an objectId). */
export function customerCsv(options: {
  locale: ExportLocale;
  timeZone: string;
  page: (afterId: string) => Promise<CustomerRow[]>;
  signal: AbortSignal;
  progress: (done: number) => Promise<void>;
}): AsyncGenerator<string> {
  const { locale, timeZone, ...paging } = options;
  return pagedCsv({
    header: CUSTOMER_COLUMNS.map((column) => column.header[locale]),
    cells: (row) => CUSTOMER_COLUMNS.map((column) => column.value(row, timeZone, locale)),
    ...paging,
  });
}

export async function exportCustomers({ task, db, signal, start, progress }: TaskContext, storage: FileStorage): Promise<TaskOutput> {
  const locale = exportLocaleOf(task.options.locale);
  const timeZone = typeof task.options.timeZone === 'string' ? task.options.timeZone : 'UTC';
  // All customers' export: only those its filter query selects (checked when the task was made).
  const query = task.options.query as CustomerFilterQuery | undefined;
  const live = query ? customerFilterWhere(task.orgId, normalizeCustomerFilter(query)) : and(eq(customers.orgId, task.orgId), eq(customers.deleted, false));
  const [counted] = await db.select({ total: count() }).from(customers).where(live);
  await start(counted?.total ?? 0);

  const fileName = customerExportFileName(new Date(), timeZone);
  const csv = customerCsv({
    locale,
    timeZone,
    page: (after) => db.select().from(customers).where(and(live, gt(customers.objectId, after))).orderBy(asc(customers.objectId)).limit(PAGE),
    signal,
    progress,
  });
  // One folder per task: two exports in the same second keep their own files.
  const key = `${task.orgId}/exports/${task.objectId}/${fileName}`;
  await storage.write(key, Readable.from(csv, { objectMode: false }), Number.MAX_SAFE_INTEGER, 'text/csv; charset=utf-8');
  return { filePath: key, url: taskFileUrl(task.objectId, fileName) };
}

export function registerCustomerExport(taskTypes: TaskRegistry, storage: FileStorage): void {
  taskTypes.register(TaskType.EXPORT_CUSTOMERS, (context) => exportCustomers(context, storage));
}
