// The product CSV import task (importShopProductsCsv): reads the uploaded file, plans each product's
// rows (rows.ts), creates a product per new group (the editor's checks and store: check.ts, store.ts)
// or updates the variations its skus name, each group in its own transaction, and leaves the per-row
// report as the task's file and its summary as the result. A bad row stops its product only.
import { Readable } from 'node:stream';
import { and, eq, inArray } from 'drizzle-orm';
import { DUPLICATE_SKU, type Currency } from '../../../../common/chat-pay';
import { TaskErrorKey } from '../../../../common/error-keys';
import { exportLocaleOf, fileTimestamp, TaskType } from '../../../../common/tasks';
import type { Db } from '../../../db/client';
import { files } from '../../../db/schema';
import type { FileStorage } from '../../../files';
import { ApiError } from '../../../http/errors';
import type { TaskContext, TaskOutput, TaskRegistry } from '../../../tasks/registry';
import type { NotifyServices } from '../../../notifications/notify';
import { taskFileUrl } from '../../../tasks/routes';
import { TaskError } from '../../../tasks/task-error';
import { conflict } from '../../errors';
import { shopProducts, shopVariations } from '../../schema';
import { settingsOf } from '../../settings/store';
import { checkedProduct } from '../check';
import { checkLowStock } from '../low-stock';
import { createProduct } from '../store';
import { readProductCsv } from './read';
import { importResult, reportCsv, type RowOutcome } from './report';
import { groupRows, planGroup, readRow, type GroupPlan, type ImportRow, type KnownSku, type RowProblem } from './rows';

/** Skus looked up per query. */
const LOOKUP = 500;

/** The live variations of the organization these skus name. */
async function knownSkus(db: Db, orgId: string, skus: string[]): Promise<Map<string, KnownSku>> {
  const known = new Map<string, KnownSku>();
  for (let at = 0; at < skus.length; at += LOOKUP) {
    const rows = await db.select({ sku: shopVariations.sku, variationId: shopVariations.objectId, productId: shopVariations.productId, currency: shopVariations.currency })
      .from(shopVariations).innerJoin(shopProducts, eq(shopProducts.objectId, shopVariations.productId))
      .where(and(eq(shopVariations.orgId, orgId), eq(shopVariations.deleted, false), eq(shopProducts.deleted, false), inArray(shopVariations.sku, skus.slice(at, at + LOOKUP))));
    for (const { sku, ...variation } of rows) known.set(sku, variation);
  }
  return known;
}

/** Sets the named variations' stock and prices, all or none. */
async function applyUpdates(db: Db, orgId: string, plan: Extract<GroupPlan, { kind: 'update' }>): Promise<void> {
  await db.transaction(async (tx) => {
    for (const update of plan.updates) {
      const [row] = await tx.update(shopVariations)
        .set({ stock: update.stock, regularPrice: update.regularPrice, salePrice: update.salePrice })
        .where(and(eq(shopVariations.objectId, update.variationId), eq(shopVariations.orgId, orgId), eq(shopVariations.deleted, false)))
        .returning({ objectId: shopVariations.objectId });
      if (!row) throw conflict('the variation was deleted meanwhile');
    }
    await tx.update(shopProducts).set({ updatedAt: new Date() }).where(and(eq(shopProducts.objectId, plan.productId), eq(shopProducts.orgId, orgId)));
  });
}

/** A row's product key and sku as the report names it. */
type Identity = (row: number) => { key: string; sku: string };

const applied = (row: ImportRow, result: 'created' | 'updated'): RowOutcome => ({ row: row.row, key: row.key, sku: row.sku, result });

/**
 * A group applied (or refused as a whole: the server's refusal shows at its first row). Stock updated
 * is checked against the low count as a product save is (products/low-stock.ts).
 */
async function applyGroup(notify: NotifyServices, orgId: string, currency: Currency, rows: readonly ImportRow[], plan: GroupPlan, identity: Identity): Promise<RowOutcome[]> {
  const { db } = notify;
  const failed = (problems: ReadonlyMap<number, RowProblem>): RowOutcome[] =>
    [...problems].map(([row, problem]) => ({ row, ...identity(row), result: 'failed', problem }));
  if (plan.kind === 'invalid') return failed(plan.problems);
  try {
    if (plan.kind === 'create') await createProduct(db, orgId, checkedProduct(plan.fields, currency));
    else {
      await applyUpdates(db, orgId, plan);
      await checkLowStock(notify, orgId, plan.updates.map((update) => update.variationId));
    }
    return rows.map((row) => applied(row, plan.kind === 'create' ? 'created' : 'updated'));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const first = rows[0]!;
    const withSku = rows.find((row) => row.sku) ?? first;
    const problem: RowProblem = error.message === DUPLICATE_SKU ? { column: 'sku', code: 'skuTaken' } : { column: 'handle', code: 'refused', detail: error.message };
    const at = problem.code === 'skuTaken' ? withSku.row : first.row;
    return failed(new Map(rows.map((row) => [row.row, row.row === at ? problem : { column: 'handle', code: 'notApplied', row: at } satisfies RowProblem])));
  }
}

export async function importShopProductsCsv({ task, db, signal, start, progress }: TaskContext, storage: FileStorage, notify: NotifyServices): Promise<TaskOutput> {
  const locale = exportLocaleOf(task.options.locale);
  const fileId = String(task.options.file ?? '');
  const [file] = await db.select().from(files).where(and(eq(files.objectId, fileId), eq(files.orgId, task.orgId))).limit(1);
  if (!file) throw new TaskError(TaskErrorKey.FILE_DELETED, 'the CSV file was deleted before the import ran');
  // The storage's own error would name server paths or buckets: the task says it plainly.
  const source = await storage.read(file.storageKey).catch(() => {
    throw new TaskError(TaskErrorKey.FILE_UNREADABLE, 'the CSV file could not be read from file storage');
  });
  const records = await readProductCsv(source);
  await start(records.length);
  const { currency } = await settingsOf(db, task.orgId);
  const read = records.map(({ row, cells }) => readRow(cells, row, currency));
  const identities = new Map(records.map(({ row, cells }, index) => [row, { key: read[index]!.key, sku: (cells.sku ?? '').trim() }]));
  const identity: Identity = (row) => identities.get(row)!;
  const known = await knownSkus(db, task.orgId, [...new Set(read.flatMap((one) => ('row' in one && one.row.sku ? [one.row.sku] : [])))]);

  const outcomes: RowOutcome[] = [];
  for (const group of groupRows(read)) {
    signal.throwIfAborted();
    outcomes.push(...await applyGroup({ ...notify, db }, task.orgId, currency, group.rows, planGroup(group, known, currency), identity));
    await progress(outcomes.length);
  }

  const fileName = `product-import-${fileTimestamp(new Date())}.csv`;
  const key = `${task.orgId}/exports/${task.objectId}/${fileName}`;
  await storage.write(key, Readable.from([reportCsv(outcomes, locale)]), Number.MAX_SAFE_INTEGER, 'text/csv; charset=utf-8');
  return { filePath: key, url: taskFileUrl(task.objectId, fileName), result: importResult(outcomes, locale) };
}

export function registerProductImport(taskTypes: TaskRegistry, storage: FileStorage, notify: NotifyServices): void {
  taskTypes.register(TaskType.IMPORT_SHOP_PRODUCTS_CSV, (context) => importShopProductsCsv(context, storage, notify));
}
