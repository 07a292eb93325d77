// Tasks in IndexedDB: what the socket (sync worker) and the task list's fetches write, the panel reads.
// No DOM here: the sync worker imports it too.
import { Dexie } from 'dexie';
import { isoOf } from '../common/parse';
import type { Task } from '../common/contracts/tasks';
import { isHiddenTask } from '../common/tasks';
import { db } from './db';
import type { TaskRecord } from './records';

export function taskRecordFrom(task: Task): TaskRecord {
  return {
    objectId: task.objectId,
    orgId: task.organization.objectId,
    type: task.type,
    status: task.status,
    total: task.total,
    progress: task.progress,
    createdAt: task.createdAt,
    updatedAt: task.updatedAt,
    options: task.options,
    ...(task.url ? { url: task.url } : {}),
    ...(task.error ? { error: task.error } : {}),
    ...(task.errorKey ? { errorKey: task.errorKey } : {}),
    ...(task.result ? { result: task.result } : {}),
    ...(task.scheduleAt ? { scheduleAt: isoOf(task.scheduleAt) } : {}),
  };
}

/** Stores tasks, except where the store already has a newer copy (a late list page must not undo a socket event). */
export async function storeTasks(tasks: readonly Task[]): Promise<void> {
  if (tasks.length === 0) return;
  await db.transaction('rw', db.tasks, async () => {
    const stored = await db.tasks.bulkGet(tasks.map((task) => task.objectId));
    const fresh = tasks.filter((task, index) => {
      const current = stored[index];
      return !current?.updatedAt || current.updatedAt <= task.updatedAt;
    });
    await db.tasks.bulkPut(fresh.map(taskRecordFrom));
  });
}

/** The organization's newest `limit` listed tasks (scheduled broadcasts left out). */
export function tasksPage(orgId: string, limit: number): Promise<TaskRecord[]> {
  return db.tasks.where('[orgId+createdAt]').between([orgId, Dexie.minKey], [orgId, Dexie.maxKey])
    .reverse()
    .filter((task) => !isHiddenTask(task))
    .limit(limit)
    .toArray();
}

const seenKey = (orgId: string) => `tasksSeenAt:${orgId}`;

/** When the agent last looked at the task panel of the organization (ISO), if ever. */
export async function tasksSeenAt(orgId: string): Promise<string | undefined> {
  const row = await db.meta.get(seenKey(orgId));
  return typeof row?.value === 'string' ? row.value : undefined;
}

export async function markTasksSeen(orgId: string, at: string): Promise<void> {
  await db.meta.put({ key: seenKey(orgId), value: at });
}

/** Listed tasks of the organization that changed after `seenAt` (all of them when never seen). */
export function unseenTaskCount(tasks: readonly TaskRecord[], seenAt: string | undefined): number {
  return tasks.filter((task) => !isHiddenTask(task) && (seenAt === undefined || (task.updatedAt ?? task.createdAt) > seenAt)).length;
}

/** The badge of the top-bar button: changed tasks since the panel was last open. */
export async function unseenTasks(orgId: string): Promise<number> {
  const [seenAt, tasks] = await Promise.all([
    tasksSeenAt(orgId),
    db.tasks.where('[orgId+createdAt]').between([orgId, Dexie.minKey], [orgId, Dexie.maxKey]).toArray(),
  ]);
  return unseenTaskCount(tasks, seenAt);
}
