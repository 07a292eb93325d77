// System tasks (01 §3, §4; rules in common/tasks.ts).
import type { ParseDate, ParsePointer } from '../parse';
import type { ResourceUse } from '../tag-quota';
import type { ExportLocale, TaskStatus } from '../tasks';
import type { InboxCategory } from './base';

/** A system task (export, broadcast, …) as the API and the socket send it. */
export interface Task {
  objectId: string;
  organization: ParsePointer<'Organization'>;
  type: string;
  status: TaskStatus;
  /** Items to process (e.g. customers to export); 0 until known. */
  total: number;
  /** Items processed so far. */
  progress: number;
  options: Record<string, unknown>;
  /** Download path of the output file (exports, once done). */
  url?: string;
  /** Why it failed (status error). */
  error?: string;
  /** What a done task reports besides a file (per type; e.g. common/customer-groups CustomerGroupImportResult). */
  result?: Record<string, unknown>;
  scheduleAt?: ParseDate;
  createdAt: string;
  updatedAt: string;
}
/** Socket `event` of a new or changed task, to the organization's room. */
export interface TaskEvent { type: 'task'; task: Task }

/** POST /functions/exportCustomers — start a CSV export of the organization's customers. */
export interface ExportCustomersRequest {
  orgId: string;
  /** Language of the header row; zh-TW by default. */
  locale?: ExportLocale;
  /** IANA time zone of the times in the file and its name; UTC by default. */
  timeZone?: string;
}
/**
 * POST /functions/task.tag — start a task that adds the tags to a set of the organization's customers
 * (or removes them, with `_method: 'DELETE'`): those named (at most BULK_TAG_CUSTOMERS_MAX), or
 * those of an inbox category as the caller sees it. Answers {result: Task}.
 */
export interface TagTaskRequest {
  orgId: string;
  tags: string[];
  /** The customers named, an inbox category, or every customer carrying a tag (tag management). */
  where: { customers: string[] } | { inbox: InboxCategory } | { tag: string };
  _method?: 'DELETE';
}
/** GET /resource/quota?orgId= — the organization's resources used against their quotas. */
export interface ResourceQuotaResponse { distinct_tag: ResourceUse }
/** POST /functions/findTasks — the organization's tasks, newest first (scheduled broadcasts left out). */
export interface FindTasksRequest { orgId: string; skip?: number; limit?: number }
export interface FindTasksResult { tasks: Task[] }
/** POST /functions/retryTask — run an export in error again. */
export interface RetryTaskRequest { orgId: string; taskId: string }
