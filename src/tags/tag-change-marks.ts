// What tells the quota alert that tags changed (for useLiveQuery): this browser's tag changes still
// waiting for the server, and the tag tasks that are done.
import { Dexie } from 'dexie';
import { MAX_TASKS, changesCustomers } from '../../common/tasks';
import { db } from '../../local/db';
import { tasksPage } from '../../local/task-store';

export interface TagChangeMarks {
  /** Tag changes in the action outbox; when the count falls, the server has some. */
  waiting: number;
  /** Ids of the done tag tasks among the newest tasks; a new one means customers' tags changed. */
  doneTasks: string;
}

export async function tagChangeMarks(orgId: string): Promise<TagChangeMarks> {
  const waiting = await db.pendingActions.where('[orgId+createdAt]').between([orgId, Dexie.minKey], [orgId, Dexie.maxKey])
    .filter((action) => action.kind === 'tag.add' || action.kind === 'tag.remove')
    .count();
  const tasks = await tasksPage(orgId, MAX_TASKS);
  const doneTasks = tasks.filter((task) => changesCustomers(task.type) && task.status === 'done').map((task) => task.objectId).join(' ');
  return { waiting, doneTasks };
}

/** Tags changed on the server between two readings. */
export function tagsChangedBetween(before: TagChangeMarks, after: TagChangeMarks): boolean {
  return after.waiting < before.waiting || after.doneTasks !== before.doneTasks;
}
