// The customer-group CSV import task: reads an uploaded CSV from file storage, matches its ids to
// the organization's customers and fills the custom group made for it (status
// import-custom-customer-group while it runs, then ready with its count).
import { and, eq, inArray } from 'drizzle-orm';
import { CSV_ID_TYPES, type CsvIdType } from '../../common/customer-groups';
import type { CustomerGroupImportResult } from '../../common/contracts/customer-groups';
import { TaskErrorKey } from '../../common/error-keys';
import type { Db } from '../db/client';
import { customerGroupMembers, customerGroups, customers, files } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import type { FileStorage } from '../files';
import { fileUrlParts, organizationFileOfUrl } from '../files/file-url';
import type { FileRow } from '../files/serialize';
import type { TaskContext, TaskOutput } from '../tasks/registry';
import { TaskError } from '../tasks/task-error';
import { readCsvIds } from './csv-ids';
import { countGroupCustomers } from './store';

/** Ids matched (and members written) per round trip. */
const BATCH = 500;

/** What the import task keeps in its options. */
export interface ImportTaskOptions {
  title: string;
  type: CsvIdType;
  /** The uploaded CSV (files.object_id). */
  file: string;
  group: string;
}

/**
 * The organization's uploaded CSV that `fileUrl` names: the `url` of POST /classes/File/{id}
 * (`/files/{objectId}/{name}`), relative or on this server's public origin. Another organization's
 * file answers 404, anything that is not a finished CSV upload of ours 400.
 */
export async function csvFileOfUrl(db: Db, orgId: string, fileUrl: string, publicUrl: string): Promise<FileRow> {
  if (!fileUrlParts(fileUrl, publicUrl)) throw badRequest('fileUrl must be the url of a file uploaded to this organization');
  const row = await organizationFileOfUrl(db, orgId, fileUrl, publicUrl);
  if (!row) throw notFound();
  if (!row.finalizedAt) throw badRequest('fileUrl names a file whose upload has not finished');
  if (row.mode !== 'csv') throw badRequest('fileUrl must name a CSV file uploaded for import (upload mode csv)');
  return row;
}

function optionsOf(context: TaskContext): ImportTaskOptions {
  const { title, type, file, group } = context.task.options;
  if (typeof title !== 'string' || typeof file !== 'string' || typeof group !== 'string' || !CSV_ID_TYPES.includes(type as CsvIdType)) {
    throw new Error('the import task lacks its file, group or type');
  }
  return { title, type: type as CsvIdType, file, group };
}

/** Adds the customers that `ids` name to the group; answers the ids that named somebody. */
async function addCustomers(db: Db, orgId: string, groupId: string, type: CsvIdType, ids: string[]): Promise<Set<string>> {
  const idColumn = type === 'objectId' ? customers.objectId : customers.platformCustomerId;
  const found = await db.select({ objectId: customers.objectId, id: idColumn }).from(customers)
    .where(and(eq(customers.orgId, orgId), eq(customers.deleted, false), inArray(idColumn, ids)));
  if (found.length > 0) {
    await db.insert(customerGroupMembers).values(found.map((row) => ({ groupId, customerId: row.objectId }))).onConflictDoNothing();
  }
  return new Set(found.map((row) => row.id));
}

export async function importCustomerGroupCsv(context: TaskContext, storage: FileStorage): Promise<TaskOutput> {
  const { task, db, signal, start, progress } = context;
  const options = optionsOf(context);
  const groupOfTask = and(eq(customerGroups.orgId, task.orgId), eq(customerGroups.objectId, options.group));
  const [group] = await db.select().from(customerGroups).where(groupOfTask).limit(1);
  if (!group) throw new TaskError(TaskErrorKey.GROUP_DELETED, 'the customer group was deleted before its import ran');
  try {
    const [file] = await db.select().from(files).where(and(eq(files.objectId, options.file), eq(files.orgId, task.orgId))).limit(1);
    if (!file) throw new TaskError(TaskErrorKey.FILE_DELETED, 'the CSV file was deleted before the import ran');
    // The storage's own error would name server paths or buckets: the task says it plainly.
    const source = await storage.read(file.storageKey).catch(() => {
      throw new TaskError(TaskErrorKey.FILE_UNREADABLE, 'the CSV file could not be read from file storage');
    });
    const ids = await readCsvIds(source, options.type);
    await start(ids.length);
    let matched = 0;
    for (let at = 0; at < ids.length; at += BATCH) {
      signal.throwIfAborted();
      matched += (await addCustomers(db, task.orgId, group.objectId, options.type, ids.slice(at, at + BATCH))).size;
      await progress(Math.min(at + BATCH, ids.length));
    }
    const total = await countGroupCustomers(db, task.orgId, group.objectId);
    await db.update(customerGroups).set({ status: 'ready', count: total, updatedAt: new Date() }).where(groupOfTask);
    return { result: { ids: ids.length, matched, unmatched: ids.length - matched } satisfies CustomerGroupImportResult };
  } catch (error) {
    // A failed import leaves no half-made group behind; an interrupted one runs again after the restart.
    if (!signal.aborted) await db.delete(customerGroups).where(groupOfTask);
    throw error;
  }
}
