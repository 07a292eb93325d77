// System tasks (01 §3, §4, §9): statuses, which types are exports, what the task list shows.
// Pure rules shared by the console and the server.

export const TASK_STATUSES = ['started', 'pending', 'preparing', 'working', 'done', 'error', 'scheduled'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** The task list shows (and findTasks answers) at most this many tasks per page (01 §9). */
export const MAX_TASKS = 15;
/** The task list loads more when scrolled within this many pixels of its end (01 §9). */
export const TASK_SCROLL_THRESHOLD_PX = 50;

/** Task types built so far. Export types start with `export`. */
export const TaskType = {
  EXPORT_CUSTOMERS: 'exportCustomers',
  /** A CSV of the broadcasts of a period (POST /broadcast/export; server/broadcasts). */
  EXPORT_BROADCASTS: 'exportBroadcasts',
  /** Sends a broadcast (server/broadcasts/dispatch.ts); its id is the broadcast's. */
  BROADCAST: 'broadcast',
  /** Adds tags to a set of customers (POST /functions/task.tag; server/tags/bulk-task.ts). */
  ADD_TAGS: 'addTags',
  /** Removes tags from a set of customers (POST /functions/task.tag with `_method: 'DELETE'`). */
  DELETE_TAGS: 'deleteTags',
  /** Fills a new custom customer group from an uploaded CSV (server/customer-groups). */
  IMPORT_CUSTOMER_GROUP_CSV: 'importCustomerGroupCsv',
  /** Computes a new query group's members (POST /customer_group/create; server/customer-groups/compute-members.ts). */
  CREATE_CUSTOMER_GROUP: 'createCustomerGroup',
  /** Replaces a query group's query and recomputes its members (PUT /customer_group/requery). */
  UPDATE_CUSTOMER_GROUP: 'updateCustomerGroup',
  /** Recomputes a query group's members from its query (PUT /customer_group/refresh). */
  REFRESH_CUSTOMER_GROUP: 'refreshCustomerGroup',
  /** Creates or updates chatPay products from an uploaded CSV (POST /shop8/{orgId}/csv/products/import); its file is the per-row report. */
  IMPORT_SHOP_PRODUCTS_CSV: 'importShopProductsCsv',
  /** A CSV of chatPay's orders, one row per order line (POST /shop8/{orgId}/orders/export). */
  EXPORT_SHOP_ORDERS: 'exportShopOrders',
} as const;

/** The task types that fill a customer group: while one of a group runs, the group is not deleted nor computed again. */
export const CUSTOMER_GROUP_TASK_TYPES: readonly string[] = [
  TaskType.IMPORT_CUSTOMER_GROUP_CSV, TaskType.CREATE_CUSTOMER_GROUP, TaskType.UPDATE_CUSTOMER_GROUP, TaskType.REFRESH_CUSTOMER_GROUP,
];

/** Locales an export can write its header row in; exports default to zh-TW (01 §1). */
export const EXPORT_LOCALES = ['en-US', 'ja-JP', 'zh-TW', 'zh-CN'] as const;
export type ExportLocale = (typeof EXPORT_LOCALES)[number];
export const DEFAULT_EXPORT_LOCALE: ExportLocale = 'zh-TW';

/** `value` when it is an export locale (the console's language is one), else the default. */
export function exportLocaleOf(value: unknown): ExportLocale {
  return EXPORT_LOCALES.includes(value as ExportLocale) ? value as ExportLocale : DEFAULT_EXPORT_LOCALE;
}

export function isExportType(type: string): boolean {
  return type.startsWith('export');
}

/** Task types that change customers: their progress is in the change feed, so consoles pull it on each of their events. */
export function changesCustomers(type: string): boolean {
  return type === TaskType.ADD_TAGS || type === TaskType.DELETE_TAGS;
}

/** Scheduled broadcast tasks are not listed (01 §4). */
export function isHiddenTask(task: { type: string; status: string }): boolean {
  return task.status === 'scheduled' && task.type === TaskType.BROADCAST;
}

/** Finished: the runner will not touch the task again (unless an export in error is retried). */
export function isFinishedStatus(status: string): boolean {
  return status === 'done' || status === 'error';
}

/** A download link shows only for a done task with a file: an export's (01 §4), or the product import's report. */
export function canDownload(task: { type: string; status: string; url?: string }): boolean {
  return (isExportType(task.type) || task.type === TaskType.IMPORT_SHOP_PRODUCTS_CSV) && task.status === 'done' && Boolean(task.url);
}

/** An export in error offers Retry (01 §4). */
export function canRetry(task: { type: string; status: string }): boolean {
  return isExportType(task.type) && task.status === 'error';
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * `YYYY-MM-DD-HH-mm-ss` of `date` in `timeZone` (an IANA name; UTC by default), for export file
 * names (01 §9).
 */
export function fileTimestamp(date: Date, timeZone = 'UTC'): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit',
    hour: '2-digit', minute: '2-digit', second: '2-digit',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return `${part('year')}-${pad(part('month'))}-${pad(part('day'))}-${pad(part('hour'))}-${pad(part('minute'))}-${pad(part('second'))}`;
}

/** True for a time zone name the runtime knows (e.g. 'Asia/Taipei'). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone !== '';
  } catch {
    return false;
  }
}
