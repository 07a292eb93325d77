import { lazy, Suspense, useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useLingui } from '@lingui/react/macro';
import { BadgeButton } from '../ui/BadgeButton';
import { badgeText } from './badge';
import { markTasksSeen, unseenTasks } from '../../local/task-store';
import { useTaskToasts } from './use-task-toasts';

// Not on a page's first screen: loaded when the panel first opens.
const TaskPanel = lazy(() => import('./TaskPanel').then((module) => ({ default: module.TaskPanel })));

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
      <BadgeButton
        label={badge ? t`Tasks, ${badge} new` : t`Tasks`}
        badge={badge}
        icon={
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className="size-5">
            <path d="M9 6h11M9 12h11M9 18h11" />
            <path d="M4 6l1 1 2-2M4 12l1 1 2-2M4 18l1 1 2-2" />
          </svg>
        }
        onClick={() => {
          seeNow();
          setOpen(true);
        }}
      />
      {open && (
        <Suspense fallback={null}>
          <TaskPanel
            orgId={orgId}
            onClose={() => {
              seeNow();
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
