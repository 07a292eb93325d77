// The tags tag management is removing from every customer: the organization's unfinished deleteTags
// tasks that name a tag (`where: {tag}`), as the task events left them in IndexedDB.
import { isFinishedStatus, MAX_TASKS, TaskType } from '../../common/tasks';
import { tasksPage } from '../../local/task-store';

export async function tagsBeingRemoved(orgId: string): Promise<ReadonlySet<string>> {
  const tasks = await tasksPage(orgId, MAX_TASKS);
  return new Set(tasks
    .filter((task) => task.type === TaskType.DELETE_TAGS && !isFinishedStatus(task.status) && typeof task.options?.tag === 'string')
    .map((task) => task.options?.tag as string));
}
