// Calls `onFinished` when a task of the given type (or one of the given types) reaches done or error while the page is open
// (01 §4: some done tasks refresh the current list). Watches IndexedDB, where task events land.
import { useEffect, useRef } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { isFinishedStatus, MAX_TASKS } from '../../common/tasks';
import { tasksPage } from '../../local/task-store';

export function useTaskFinished(orgId: string, type: string | readonly string[], onFinished: () => void): void {
  const finished = useLiveQuery(async () => (await tasksPage(orgId, MAX_TASKS))
    .filter((task) => (typeof type === 'string' ? task.type === type : type.includes(task.type)) && isFinishedStatus(task.status))
    .map((task) => task.objectId)
    .join(','), [orgId, type]);
  const seen = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (finished === undefined) return;
    // The first answer is what had finished before the page opened.
    if (seen.current !== undefined && seen.current !== finished) onFinished();
    seen.current = finished;
  }, [finished, onFinished]);
}
