import { useEffect, useState, type UIEvent } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useLingui } from '@lingui/react/macro';
import { MAX_TASKS, TASK_SCROLL_THRESHOLD_PX } from '../../common/tasks';
import { TaskListItem } from './TaskListItem';
import { tasksPage } from '../../local/task-store';
import { fetchTasks } from './tasks-api';
import { SidePanel } from '../ui/SidePanel';

/** Near enough to the end of a scrolled list to load more (01 §9: 50 px). */
export function nearListEnd(element: { scrollHeight: number; scrollTop: number; clientHeight: number }): boolean {
  return element.scrollHeight - element.scrollTop - element.clientHeight <= TASK_SCROLL_THRESHOLD_PX;
}

/**
 * The system-task side panel: the organization's tasks from IndexedDB (the last known state, offline
 * too), refreshed from the server when opened (it mounts on open) and paged 15 at a time as it scrolls.
 */
export function TaskPanel({ orgId, onClose }: { orgId: string; onClose: () => void }) {
  const { t } = useLingui();
  const [limit, setLimit] = useState(MAX_TASKS);
  const [serverDone, setServerDone] = useState(false);
  const tasks = useLiveQuery(() => tasksPage(orgId, limit), [orgId, limit]);

  // Mounted when opened: refresh the first page. Offline the panel shows what IndexedDB has.
  useEffect(() => {
    fetchTasks(orgId, 0).then((count) => setServerDone(count < MAX_TASKS), () => {});
  }, [orgId]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    if (!tasks || tasks.length < limit || !nearListEnd(event.currentTarget)) return;
    const skip = limit;
    setLimit(limit + MAX_TASKS);
    if (!serverDone) fetchTasks(orgId, skip).then((count) => setServerDone(count < MAX_TASKS), () => {});
  };

  return (
    <SidePanel open onClose={onClose} title={t`Tasks`} closeLabel={t`Close tasks`}>
      <div className="min-h-0 flex-1 overflow-y-auto" onScroll={onScroll} data-testid="task-list-scroller">
        {tasks?.length === 0 ? (
          <p className="px-4 py-8 text-center text-sm text-slate-500">{t`No tasks yet. Exports and other background jobs appear here.`}</p>
        ) : (
          <ul aria-label={t`Task list`} className="divide-y divide-slate-100">
            {tasks?.map((task) => (
              <li key={task.objectId}>
                <TaskListItem task={task} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </SidePanel>
  );
}
