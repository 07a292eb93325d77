// The customer export task: a CSV of the organization's customers under DATA_DIR/exports/{orgId}/.
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import { and, asc, count, eq, gt } from 'drizzle-orm';
import { DEFAULT_EXPORT_LOCALE, EXPORT_LOCALES, fileTimestamp, TaskType, type ExportLocale } from '../../common/tasks';
import { customers } from '../db/schema';
import { registerTaskType, type TaskContext, type TaskOutput } from '../tasks/registry';
import { taskFileUrl } from '../tasks/routes';
import { CUSTOMER_COLUMNS } from './customer-columns';
import { CSV_BOM, csvRow } from './csv';

/** Customers read (and written) per round trip. */
const PAGE = 500;

export const customerExportFileName = (date: Date, timeZone: string) => `customers-${fileTimestamp(date, timeZone)}.csv`;

function localeOf(value: unknown): ExportLocale {
  return EXPORT_LOCALES.includes(value as ExportLocale) ? value as ExportLocale : DEFAULT_EXPORT_LOCALE;
}

export async function exportCustomers({ task, db, config, signal, start, progress }: TaskContext): Promise<TaskOutput> {
  const locale = localeOf(task.options.locale);
  const timeZone = typeof task.options.timeZone === 'string' ? task.options.timeZone : 'UTC';
  const live = and(eq(customers.orgId, task.orgId), eq(customers.deleted, false));
  const [counted] = await db.select({ total: count() }).from(customers).where(live);
  await start(counted?.total ?? 0);

  const fileName = customerExportFileName(new Date(), timeZone);
  // One folder per task: two exports in the same second keep their own files.
  const relative = path.join('exports', task.orgId, task.objectId, fileName);
  const absolute = path.join(config.dataDir, relative);
  await mkdir(path.dirname(absolute), { recursive: true });
  const partial = `${absolute}.part`;
  const out = createWriteStream(partial, { encoding: 'utf8' });
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  try {
    await write(CSV_BOM + csvRow(CUSTOMER_COLUMNS.map((column) => column.header[locale])));
    let after = '';
    let done = 0;
    for (;;) {
      signal.throwIfAborted();
      const rows = await db.select().from(customers)
        .where(and(live, gt(customers.objectId, after)))
        .orderBy(asc(customers.objectId))
        .limit(PAGE);
      if (rows.length === 0) break;
      await write(rows.map((row) => csvRow(CUSTOMER_COLUMNS.map((column) => column.value(row, timeZone, locale)))).join(''));
      done += rows.length;
      after = rows[rows.length - 1]!.objectId;
      await progress(done);
    }
    out.end();
    await once(out, 'finish');
    await rename(partial, absolute);
  } catch (error) {
    out.destroy();
    await rm(partial, { force: true });
    throw error;
  }
  return { filePath: relative, url: taskFileUrl(task.objectId, fileName) };
}

export function registerCustomerExport(): void {
  registerTaskType(TaskType.EXPORT_CUSTOMERS, exportCustomers);
}
