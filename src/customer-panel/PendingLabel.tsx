import { useLingui } from '@lingui/react/macro';
import type { PendingActionRecord } from '../../local/records';
import { serverErrorText } from '../api/error-text';
import { getSync } from '../data/sync-client';

const linkButton = 'rounded px-1 font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600';

/** "Waiting to sync" on a change not yet on the server; a refused or expired one offers Retry and Discard. */
export function PendingLabel({ action }: { action: PendingActionRecord }) {
  const { t } = useLingui();
  if (action.status === 'queued' || action.status === 'sending') {
    return <span className="rounded bg-slate-200 px-1.5 py-0.5 text-xs text-slate-700">{t`Waiting to sync`}</span>;
  }
  const detail = serverErrorText(action.errorDetail);
  return (
    <span role="alert" className="flex flex-wrap items-center gap-1 text-xs text-red-700">
      {action.status === 'expired' ? t`Not saved within 7 days.` : t`Not saved: ${detail}`}
      <button type="button" className={linkButton} onClick={() => void getSync().resendAction(action.id)}>{t`Retry`}</button>
      <button type="button" className={linkButton} onClick={() => void getSync().discardAction(action.id)}>{t`Discard`}</button>
    </span>
  );
}
