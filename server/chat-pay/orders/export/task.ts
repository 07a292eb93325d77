// The order export task (exportShopOrders): a CSV of the organization's orders that match the filter,
// newest first, one row per order line (columns.ts), stored as `{orgId}/exports/{taskId}/orders-….csv`
// in the file storage like the customer export.
import { Readable } from 'node:stream';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { OrderExportFilter } from '../../../../common/contracts/chat-pay-tasks';
import { exportLocaleOf, fileTimestamp, TaskType, type ExportLocale } from '../../../../common/tasks';
import { customers } from '../../../db/schema';
import type { Db } from '../../../db/client';
import { CSV_BOM, csvRow } from '../../../exports/csv';
import type { FileStorage } from '../../../files';
import type { TaskContext, TaskOutput, TaskRegistry } from '../../../tasks/registry';
import { taskFileUrl } from '../../../tasks/routes';
import { shopOrders } from '../../schema';
import type { OrderRow } from '../serialize';
import { ORDER_COLUMNS } from './columns';

/** Orders read (and written) per round trip. */
const PAGE = 200;

/** The orders of the organization the filter selects. */
export function exportWhere(orgId: string, filter: OrderExportFilter): SQL {
  return and(
    eq(shopOrders.orgId, orgId),
    filter.status ? eq(shopOrders.status, filter.status) : undefined,
    filter.payment ? eq(shopOrders.paymentStatus, filter.payment) : undefined,
    filter.shipping ? eq(shopOrders.shippingStatus, filter.shipping) : undefined,
    filter.createdFrom ? gte(shopOrders.createdAt, new Date(filter.createdFrom)) : undefined,
    filter.createdTo ? lt(shopOrders.createdAt, new Date(filter.createdTo)) : undefined,
  )!;
}

type Page = { order: OrderRow; customerName: string }[];

/** The file's text: the BOM and header row, then each page of orders (`page` reads those below a serial, the newest first) as their lines. */
export async function* orderCsv(options: {
  locale: ExportLocale;
  timeZone: string;
  page: (belowSerial: number | undefined) => Promise<Page>;
  signal: AbortSignal;
  progress: (done: number) => Promise<void>;
}): AsyncGenerator<string> {
  const { locale, timeZone } = options;
  yield CSV_BOM + csvRow(ORDER_COLUMNS.map((column) => column.header[locale]));
  let below: number | undefined;
  let done = 0;
  for (;;) {
    options.signal.throwIfAborted();
    const rows = await options.page(below);
    if (rows.length === 0) break;
    yield rows.flatMap(({ order, customerName }) => order.items.map((item) =>
      csvRow(ORDER_COLUMNS.map((column) => column.value({ order, customerName, item }, timeZone, locale))))).join('');
    done += rows.length;
    below = rows[rows.length - 1]!.order.serial;
    await options.progress(done);
  }
}

export async function exportShopOrders({ task, db, signal, start, progress }: TaskContext, storage: FileStorage): Promise<TaskOutput> {
  const locale = exportLocaleOf(task.options.locale);
  const timeZone = typeof task.options.timeZone === 'string' ? task.options.timeZone : 'UTC';
  const where = exportWhere(task.orgId, (task.options.filter ?? {}) as OrderExportFilter);
  const [counted] = await db.select({ total: count() }).from(shopOrders).where(where);
  await start(counted?.total ?? 0);

  const page = (below: number | undefined) => pageOf(db, below === undefined ? where : and(where, lt(shopOrders.serial, below))!);
  const fileName = `orders-${fileTimestamp(new Date(), timeZone)}.csv`;
  // One folder per task: two exports in the same second keep their own files.
  const key = `${task.orgId}/exports/${task.objectId}/${fileName}`;
  const csv = orderCsv({ locale, timeZone, page, signal, progress });
  await storage.write(key, Readable.from(csv, { objectMode: false }), Number.MAX_SAFE_INTEGER, 'text/csv; charset=utf-8');
  return { filePath: key, url: taskFileUrl(task.objectId, fileName) };
}

async function pageOf(db: Db, where: SQL): Promise<Page> {
  const rows = await db.select({ order: shopOrders, customerName: customers.displayName }).from(shopOrders)
    .leftJoin(customers, eq(customers.objectId, shopOrders.customerId))
    .where(where).orderBy(desc(shopOrders.serial)).limit(PAGE);
  return rows.map((row) => ({ order: row.order, customerName: row.customerName ?? '' }));
}

export function registerOrderExport(taskTypes: TaskRegistry, storage: FileStorage): void {
  taskTypes.register(TaskType.EXPORT_SHOP_ORDERS, (context) => exportShopOrders(context, storage));
}
