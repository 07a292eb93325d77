import { useLiveQuery } from 'dexie-react-hooks';
import { Plural, useLingui } from '@lingui/react/macro';
import { pendingActionCount, pendingCount } from '../../local/queries';
import { ClockIcon } from './icons';
import { useOffline } from './use-offline';

/** Top-bar status: offline, how many sent messages and how many other changes (mark read, …) still wait for the server. */
export function ConnectionStatus({ orgId }: { orgId: string }) {
  const { t } = useLingui();
  const offline = useOffline();
  const pending = useLiveQuery(() => pendingCount(orgId), [orgId]) ?? 0;
  const pendingActions = useLiveQuery(() => pendingActionCount(orgId), [orgId]) ?? 0;
  return (
    <div className="flex items-center gap-3 text-sm">
      {pending > 0 && (
        <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-1 font-medium text-amber-800">
          <ClockIcon />
          {t`${pending} pending`}
        </span>
      )}
      {pendingActions > 0 && (
        <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-1 font-medium text-amber-800">
          <ClockIcon />
          <Plural value={pendingActions} one="# change waiting to sync" other="# changes waiting to sync" />
        </span>
      )}
      <output>
        {offline && (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-slate-800 px-2.5 py-1 font-medium text-white">
            <span className="size-2 rounded-full bg-red-400" aria-hidden="true" />
            {t`Offline`}
          </span>
        )}
      </output>
    </div>
  );
}
