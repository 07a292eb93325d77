import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { canDownload, canRetry } from '../../common/tasks';
import type { TaskRecord } from '../../local/records';
import { showToast } from '../ui/toast-store';
import { downloadTaskFile, retryTask } from './tasks-api';
import { TaskStatusIcon } from './TaskStatusIcon';
import { taskErrorText } from './task-error-text';
import { taskName, taskProblemLines, taskResultText } from './task-text';

const linkButton = 'text-sm font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-500 disabled:opacity-50';

/** One task: status icon, name, when, progress, and Download or Retry where they apply (01 §4). */
export function TaskListItem({ task }: { task: TaskRecord }) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const name = taskName(task);
  const summary = taskResultText(task);
  const problems = taskProblemLines(task);
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(task.createdAt));
  const working = task.status === 'working' && (task.total ?? 0) > 0;
  const done = task.progress ?? 0;
  const total = task.total ?? 0;

  const run = async (action: () => Promise<void>, failure: string) => {
    setBusy(true);
    try {
      await action();
    } catch {
      showToast('error', failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex items-start gap-3 px-4 py-3">
      <TaskStatusIcon status={task.status} />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-slate-900">{name}</p>
        <p className="text-xs text-slate-500">{when}</p>
        {working && (
          <progress className="mt-1 h-1.5 w-full" max={total} value={done} aria-label={t`${done} of ${total}`}>
            {t`${done} of ${total}`}
          </progress>
        )}
        {task.status === 'error' && <p className="mt-1 text-xs text-red-700" title={task.error}>{taskErrorText(task)}</p>}
        {summary && <p className="mt-1 text-xs text-slate-600">{summary}</p>}
        {problems.length > 0 && (
          <ul aria-label={t`Rows not applied`} className="mt-1 list-disc pl-4 text-xs text-red-700">
            {problems.map((line) => <li key={line}>{line}</li>)}
          </ul>
        )}
        <div className="mt-1 flex gap-3">
          {canDownload(task) && task.url && (
            <button type="button" className={linkButton} disabled={busy} aria-label={t`Download ${name}`}
              onClick={() => void run(() => downloadTaskFile(task.orgId, task.url!), t`The file could not be downloaded. Check your connection and try again.`)}>
              {t`Download`}
            </button>
          )}
          {canRetry(task) && (
            <button type="button" className={linkButton} disabled={busy} aria-label={t`Retry ${name}`}
              onClick={() => void run(() => retryTask(task.orgId, task.objectId), t`The task could not be retried. Check your connection and try again.`)}>
              {t`Retry`}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
