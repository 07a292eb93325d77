import { useEffect, useState, type UIEvent } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useLingui } from '@lingui/react/macro';
import { MAX_TASKS, TASK_SCROLL_THRESHOLD_PX } from '../../common/tasks';
import { TaskListItem } from './TaskListItem';
import { tasksPage } from './task-store';
import { fetchTasks } from './tasks-api';

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
    <Dialog open onClose={onClose} className="relative z-40">
      <div className="fixed inset-0 bg-slate-900/20" aria-hidden="true" />
      <DialogPanel className="fixed inset-y-0 right-0 flex w-[368px] flex-col border-l border-slate-200 bg-white shadow-xl">
        <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-200 px-4">
          <DialogTitle className="text-base font-semibold text-slate-900">{t`Tasks`}</DialogTitle>
          <button type="button" aria-label={t`Close tasks`} onClick={onClose}
            className="rounded-md p-1 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600">
            <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true" className="size-5">
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </button>
        </div>
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
      </DialogPanel>
    </Dialog>
  );
}
