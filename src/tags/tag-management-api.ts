// Tag management's calls (server/tags/list-routes.ts, bulk-routes.ts), over HTTP with the API client.
import type { Envelope, FunctionResponse } from '../../common/contracts/base';
import type { TagCount } from '../../common/contracts/notes-tags';
import type { Task, TagTaskRequest } from '../../common/contracts/tasks';
import type { TagListRequest, TagListResult } from '../../common/contracts/tag-management';
import { post } from '../api/client';
import { storeTasks } from '../../local/task-store';

/** A page of the organization's tags with their customer counts, most used first. */
export async function listTags(orgId: string, keyword: string, skip: number, limit: number): Promise<TagCount[]> {
  const body: TagListRequest = { orgId, skip, limit, ...(keyword ? { keyword } : {}) };
  const { result } = await post<FunctionResponse<TagListResult>>('/tag/list', body);
  return result.tags;
}

/** Starts removing the tag from every customer carrying it; answers the new task, already stored for the task panel. */
export async function removeTagFromAllCustomers(orgId: string, name: string): Promise<Task> {
  const body = { orgId, tags: [name], where: { tag: name }, _method: 'DELETE' } satisfies TagTaskRequest & Pick<Envelope, '_method'>;
  const { result } = await post<FunctionResponse<Task>>('/functions/task.tag', body);
  await storeTasks([result]);
  return result;
}
