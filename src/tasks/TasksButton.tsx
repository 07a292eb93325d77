import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useLingui } from '@lingui/react/macro';
import { TaskPanel } from './TaskPanel';
import { badgeText } from './badge';
import { markTasksSeen, unseenTasks } from './task-store';
import { useTaskToasts } from './use-task-toasts';

/** The top-bar button of the task panel; its badge counts tasks changed since the panel was last open. */
export function TasksButton({ orgId }: { orgId: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const unseen = useLiveQuery(() => unseenTasks(orgId), [orgId]) ?? 0;
  useTaskToasts(orgId);

  // While the panel is open every change counts as seen.
  const seeNow = () => void markTasksSeen(orgId, new Date().toISOString());
  useEffect(() => {
    if (open && unseen > 0) void markTasksSeen(orgId, new Date().toISOString());
  }, [open, unseen, orgId]);

  const badge = badgeText(open ? 0 : unseen);
  return (
    <>
      <button
        type="button"
        aria-label={badge ? t`Tasks, ${badge} new` : t`Tasks`}
        aria-haspopup="dialog"
        className="relative rounded-md p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
        onClick={() => {
          seeNow();
          setOpen(true);
        }}
      >
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className="size-5">
          <path d="M9 6h11M9 12h11M9 18h11" />
          <path d="M4 6l1 1 2-2M4 12l1 1 2-2M4 18l1 1 2-2" />
        </svg>
        {badge && (
          <span aria-hidden="true" className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-red-600 px-1 text-center text-[10px] leading-4 font-semibold text-white">
            {badge}
          </span>
        )}
      </button>
      {open && (
        <TaskPanel
          orgId={orgId}
          onClose={() => {
            seeNow();
            setOpen(false);
          }}
        />
      )}
    </>
  );
}
