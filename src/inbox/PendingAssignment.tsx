import { useLingui } from '@lingui/react/macro';
import { serverErrorText } from '../api/error-text';
import type { PendingActionRecord } from '../../local/records';
import { discardAction, resendAction } from './assign-actions';

/** Under an inbox row: its move waits to sync, or the server refused it (with Retry and Discard). */
export function PendingAssignment({ action }: { action: PendingActionRecord }) {
  const { t } = useLingui();
  if (action.status === 'queued' || action.status === 'sending') {
    return <p className="px-3 pb-1 text-xs text-amber-700">{t`Move waiting to sync`}</p>;
  }
  const detail = serverErrorText(action.errorDetail);
  return (
    <div role="alert" className="flex flex-wrap items-center gap-2 px-3 pb-2 text-xs text-red-700">
      <span>{action.status === 'expired' ? t`This move was not saved within 7 days.` : t`This move was not saved: ${detail}`}</span>
      <button type="button" className="underline" onClick={() => resendAction(action.id)}>{t`Retry`}</button>
      <button type="button" className="underline" onClick={() => discardAction(action.id)}>{t`Discard`}</button>
    </div>
  );
}
