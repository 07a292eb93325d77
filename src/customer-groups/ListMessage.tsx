import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { secondaryButton } from '../ui/buttons';

/** A line in place of (or under) a list: loading, empty, offline or an error with Retry. */
export function ListMessage({ children, busy = false, onRetry }: { children: ReactNode; busy?: boolean; onRetry?: () => void }) {
  const { t } = useLingui();
  return (
    <div role={onRetry ? 'alert' : 'status'} aria-busy={busy} className="flex items-center justify-center gap-3 p-6 text-sm text-slate-600">
      <span>{children}</span>
      {onRetry && <button type="button" className={secondaryButton} onClick={onRetry}>{t`Retry`}</button>}
    </div>
  );
}
