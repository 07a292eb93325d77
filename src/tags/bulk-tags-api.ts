// Starting a bulk tag task (POST /functions/task.tag); the task panel follows it from IndexedDB.
import type { Envelope, FunctionResponse } from '../../common/contracts/base';
import type { Task, TagTaskRequest } from '../../common/contracts/tasks';
import { post } from '../api/client';
import { storeTasks } from '../../local/task-store';

export type BulkTagMode = 'add' | 'remove';

/** Whom a bulk tag task changes: the customers named, or every customer a filter query selects when it runs. */
export type BulkTagWhere = TagTaskRequest['where'];

/** Starts adding the tags to (or removing them from) the customers; answers the new task, already stored. */
export async function startBulkTagging(orgId: string, mode: BulkTagMode, where: BulkTagWhere, tags: readonly string[]): Promise<Task> {
  const body: TagTaskRequest & Pick<Envelope, '_method'> = {
    orgId,
    tags: [...tags],
    where,
    ...(mode === 'remove' ? { _method: 'DELETE' as const } : {}),
  };
  const { result } = await post<FunctionResponse<Task>>('/functions/task.tag', body);
  await storeTasks([result]);
  return result;
}
