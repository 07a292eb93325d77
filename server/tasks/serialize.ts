// Task rows → the wire shape of common/contracts/tasks.ts.
import { parseDate, pointer } from '../../common/parse';
import type { Task } from '../../common/contracts/tasks';
import type { tasks } from '../db/schema';

export type TaskRow = typeof tasks.$inferSelect;

export function toTask(row: TaskRow): Task {
  return {
    objectId: row.objectId,
    organization: pointer('Organization', row.orgId),
    type: row.type,
    status: row.status,
    total: row.total,
    progress: row.progress,
    options: row.options,
    ...(row.url ? { url: row.url } : {}),
    ...(row.error ? { error: row.error } : {}),
    ...(row.errorKey ? { errorKey: row.errorKey } : {}),
    ...(row.result ? { result: row.result } : {}),
    ...(row.scheduleAt ? { scheduleAt: parseDate(row.scheduleAt) } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
