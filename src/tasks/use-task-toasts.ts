// Toasts when a task finishes while the console is open (01 §4): success per type on done, the
// export-error toast on a failed export. Watches IndexedDB, where the socket's task events land.
import { useEffect, useRef } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { isExportType, MAX_TASKS } from '../../common/tasks';
import { showToast } from '../ui/toast-store';
import { finishedTransition } from './task-status';
import { exportErrorToast, taskDoneToast } from './task-text';
import { tasksPage } from '../../local/task-store';

interface Watch {
  orgId: string;
  /** When watching began: tasks that finished before stay quiet. */
  since: string;
  /** Statuses last seen. */
  statuses: Map<string, string>;
}

export function useTaskToasts(orgId: string): void {
  const tasks = useLiveQuery(() => tasksPage(orgId, MAX_TASKS), [orgId]);
  const watch = useRef<Watch | undefined>(undefined);

  useEffect(() => {
    if (watch.current?.orgId !== orgId) watch.current = { orgId, since: new Date().toISOString(), statuses: new Map() };
    if (!tasks) return;
    const { since, statuses } = watch.current;
    for (const task of tasks) {
      const previous = statuses.get(task.objectId);
      statuses.set(task.objectId, task.status);
      const finished = finishedTransition(previous, task.status);
      if (!finished || (task.updatedAt ?? task.createdAt) <= since) continue;
      if (finished === 'done') showToast('success', taskDoneToast(task));
      else if (isExportType(task.type)) showToast('error', exportErrorToast());
    }
  }, [orgId, tasks]);
}
