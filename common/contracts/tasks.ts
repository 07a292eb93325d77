// System tasks (01 §3, §4; rules in common/tasks.ts): each request and answer as a TypeBox schema with
// its inferred type under the same name, and each route's schema (docs/contracts.md).
import { Type, type Static } from 'typebox';
import { BULK_TAG_CUSTOMERS_MAX, TAG_NAME_MAX_LENGTH } from '../notes-tags';
import { EXPORT_LOCALES, MAX_TASKS, TASK_STATUSES } from '../tasks';
import { errorAnswers, FunctionResponse, Id, InboxCategory, IsoTime, Pointer } from './base';
import { CustomerFilterQuery } from './customer-filter';
import { ParseDate } from './customers';
import { TagNames } from './notes-tags';
import { StringEnum } from './keywords';

/** A free-form object (task options and results, per type; a group's query). */
export const FreeObject = Type.Record(Type.String(), Type.Unknown());

/** A system task (export, broadcast, …) as the API and the socket send it. */
export const Task = Type.Object({
  objectId: Type.String(),
  organization: Pointer('Organization'),
  type: Type.String(),
  status: StringEnum(TASK_STATUSES),
  /** Items to process (e.g. customers to export); 0 until known. */
  total: Type.Integer(),
  /** Items processed so far. */
  progress: Type.Integer(),
  options: FreeObject,
  /** Download path of the output file (exports, once done). */
  url: Type.Optional(Type.String()),
  /** Why it failed (status error), in the server's words: a detail, and the text where the key is unknown. */
  error: Type.Optional(Type.String()),
  /** Why it failed as a key the console translates (common/error-keys.ts TaskErrorKey). */
  errorKey: Type.Optional(Type.String()),
  /** What a done task reports besides a file (per type; e.g. common/customer-groups CustomerGroupImportResult). */
  result: Type.Optional(FreeObject),
  scheduleAt: Type.Optional(ParseDate),
  createdAt: IsoTime,
  updatedAt: IsoTime,
});
export type Task = Static<typeof Task>;
/** Socket `event` of a new or changed task, to the organization's room. */
export interface TaskEvent { type: 'task'; task: Task }

/** POST /functions/exportCustomers — start a CSV export of the organization's customers. */
export const ExportCustomersRequest = Type.Object({
  orgId: Id,
  /** Language of the header row and the names in the file (the console sends its own); zh-TW by default (01 §1). */
  i18n: Type.Optional(StringEnum(EXPORT_LOCALES)),
  /** IANA time zone of the times in the file and its name; UTC by default. */
  timeZone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  /** Only the customers this filter query selects (all customers' export); every customer without it. */
  query: Type.Optional(CustomerFilterQuery),
});
export type ExportCustomersRequest = Static<typeof ExportCustomersRequest>;

/**
 * POST /functions/task.tag — start a task that adds the tags to a set of the organization's customers
 * (or removes them, with `_method: 'DELETE'`): those named (at most BULK_TAG_CUSTOMERS_MAX),
 * those of an inbox category as the caller sees it, or those a customer filter query selects. Answers {result: Task}.
 */
export const TagTaskRequest = Type.Object({
  orgId: Type.Optional(Id),
  tags: TagNames,
  /** The customers named, an inbox category, every customer carrying a tag (tag management) or a filter query selects: exactly one (the route checks). */
  where: Type.Object({
    customers: Type.Optional(Type.Array(Id, { minItems: 1, maxItems: BULK_TAG_CUSTOMERS_MAX })),
    inbox: Type.Optional(InboxCategory),
    tag: Type.Optional(Type.String({ minLength: 1, maxLength: TAG_NAME_MAX_LENGTH })),
    /** Every customer a filter query selects (all customers' "every match"). */
    query: Type.Optional(CustomerFilterQuery),
  }),
});
export type TagTaskRequest = Static<typeof TagTaskRequest>;

/** A resource used against its quota. */
export const ResourceUse = Type.Object({ used: Type.Integer(), quota: Type.Integer() });
/** GET /resource/quota?orgId= — the organization's resources used against their quotas. */
export const ResourceQuotaResponse = Type.Object({ distinct_tag: ResourceUse });
export type ResourceQuotaResponse = Static<typeof ResourceQuotaResponse>;

/** POST /functions/findTasks — the organization's tasks, newest first (scheduled broadcasts left out). */
export const FindTasksRequest = Type.Object({
  orgId: Id,
  skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_TASKS })),
});
export type FindTasksRequest = Static<typeof FindTasksRequest>;
export const FindTasksResult = Type.Object({ tasks: Type.Array(Task) });
export type FindTasksResult = Static<typeof FindTasksResult>;
/** POST /functions/retryTask — run an export in error again. */
export const RetryTaskRequest = Type.Object({ orgId: Id, taskId: Id });
export type RetryTaskRequest = Static<typeof RetryTaskRequest>;
/** GET /tasks/{taskId}/files/{fileName} — a task's output file (the bytes, not JSON). */
export const TaskFileParams = Type.Object({ taskId: Id, fileName: Type.String({ minLength: 1, maxLength: 200 }) });
export type TaskFileParams = Static<typeof TaskFileParams>;

const TaskAnswer = { 200: FunctionResponse(Task), ...errorAnswers };

/** The routes' schemas: what each validates and answers. */
export const TaskRoutes = {
  find: { body: FindTasksRequest, response: { 200: FunctionResponse(FindTasksResult), ...errorAnswers } },
  retry: { body: RetryTaskRequest, response: TaskAnswer },
  /** Answers the file's bytes. */
  file: { params: TaskFileParams },
  exportCustomers: { body: ExportCustomersRequest, response: TaskAnswer },
  tagTask: { body: TagTaskRequest, response: TaskAnswer },
};
