import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { BROADCAST_LIST_LIMIT_DEFAULT, BROADCAST_STATUSES, type BroadcastStatus } from '../../common/broadcasts';
import type { Broadcast } from '../../common/contracts/broadcasts';
import { errorText } from '../api/error-text';
import { ListMessage } from '../customer-groups/ListMessage';
import { useDebounced } from '../customer-panel/use-debounced';
import { useOffline } from '../shell/use-offline';
import { ConfirmDeleteDialog } from '../ui/ConfirmDeleteDialog';
import { primaryButton, secondaryButton } from '../ui/buttons';
import { useDocumentTitle } from '../ui/use-document-title';
import { broadcastAction, deleteBroadcast } from './broadcast-api';
import { broadcastErrorText, broadcastStatusText } from './broadcast-text';
import { BroadcastRow, cell } from './BroadcastRow';
import { ExportBroadcastsDialog } from './ExportBroadcastsDialog';
import { liffSetupPath, newPath } from './paths';
import { useBackOnline } from './use-back-online';
import { useBroadcastList } from './use-broadcast-list';

/** The name search waits this long after the last key before it asks the server. */
export const NAME_SEARCH_DEBOUNCE_MS = 400;
const PAGE_SIZE = BROADCAST_LIST_LIMIT_DEFAULT;

const isStatus = (value: string): value is BroadcastStatus => (BROADCAST_STATUSES as readonly string[]).includes(value);

/**
 * broadcast/{orgId}: the organization's broadcasts (GET /broadcast/tasks), filtered by status and name,
 * a page at a time, updated live; the actions each status allows; export.
 */
export function BroadcastListPage() {
  const { t, i18n } = useLingui();
  const { orgId = '' } = useParams();
  const offline = useOffline();
  const [status, setStatus] = useState<BroadcastStatus | undefined>();
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim(), NAME_SEARCH_DEBOUNCE_MS);
  // The page belongs to the filter it was chosen in: another filter starts at its first page.
  const [paging, setPaging] = useState({ search, status, page: 1 });
  const page = paging.search === search && paging.status === status ? paging.page : 1;
  const goTo = (next: number) => setPaging({ search, status, page: next });
  const { list, error, loading, reload, replace } = useBroadcastList(orgId, { skip: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE, search, status });
  const [stopping, setStopping] = useState<Broadcast | null>(null);
  const [deleting, setDeleting] = useState<Broadcast | null>(null);
  const [exporting, setExporting] = useState(false);
  useDocumentTitle(t`Broadcasts`);

  // Back online after a failed load: try again.
  useBackOnline(offline, () => { if (error) reload(); });

  const count = list?.count ?? 0;
  const pages = Math.max(1, Math.ceil(count / PAGE_SIZE));
  const number = new Intl.NumberFormat(i18n.locale);
  const first = number.format(Math.min(count, (page - 1) * PAGE_SIZE + 1));
  const last = number.format(Math.min(count, page * PAGE_SIZE));
  const all = number.format(count);
  const stoppingName = stopping?.name ?? '';
  const deletingName = deleting?.name ?? '';

  return (
    <section aria-labelledby="broadcasts-title" className="flex h-full min-h-0 flex-col">
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-6 py-4">
        <h1 id="broadcasts-title" className="text-xl font-semibold text-slate-900">{t`Broadcasts`}</h1>
        <div className="flex gap-2">
          <Link to={liffSetupPath(orgId)} className={secondaryButton}>{t`LINE share app`}</Link>
          <button type="button" className={secondaryButton} disabled={offline} onClick={() => setExporting(true)}>{t`Export`}</button>
          <Link to={newPath(orgId)} className={primaryButton}>{t`New broadcast`}</Link>
        </div>
      </div>
      <div className="flex flex-wrap items-end gap-4 px-6 py-3">
        <label className="flex flex-col gap-1 text-sm text-slate-700">
          {t`Status`}
          <select className="rounded-md border border-slate-300 px-2 py-1.5 text-sm" value={status ?? ''}
            onChange={(event) => setStatus(isStatus(event.target.value) ? event.target.value : undefined)}>
            <option value="">{t`All statuses`}</option>
            {BROADCAST_STATUSES.map((one) => <option key={one} value={one}>{broadcastStatusText(one)}</option>)}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm text-slate-700">
          {t`Search by name`}
          <input type="search" className="w-64 rounded-md border border-slate-300 px-2 py-1.5 text-sm" value={typed}
            onChange={(event) => setTyped(event.target.value)} />
        </label>
      </div>
      {offline && list && <output className="block px-6 pb-2 text-sm text-amber-800">{t`You are offline. This is the list as last loaded; its actions wait for the connection.`}</output>}
      <div className="min-h-0 flex-1 overflow-y-auto px-6" aria-busy={loading}>
        {list === null && !error && <ListMessage busy>{t`Loading…`}</ListMessage>}
        {error && (
          <ListMessage onRetry={reload}>
            {error.offline ? t`You are offline. Broadcasts show once the connection is back.` : errorText(error)}
          </ListMessage>
        )}
        {list && !error && list.results.length === 0 && (
          <ListMessage>{search || status ? t`No broadcast matches this filter.` : t`No broadcasts yet. Create one with New broadcast.`}</ListMessage>
        )}
        {list && list.results.length > 0 && (
          <table className="w-full">
            <caption className="sr-only">{t`Broadcasts`}</caption>
            <thead className="sticky top-0 bg-slate-50 text-xs font-medium text-slate-500">
              <tr>
                <th scope="col" className={cell}>{t`Name`}</th>
                <th scope="col" className={cell}>{t`Status`}</th>
                <th scope="col" className={cell}>{t`Time`}</th>
                <th scope="col" className={cell}>{t`Sent / success / failed / total`}</th>
                <th scope="col" className={cell}>{t`Actions`}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {list.results.map((broadcast) => (
                <BroadcastRow key={broadcast.objectId} orgId={orgId} broadcast={broadcast} offline={offline} onChanged={replace}
                  onStop={() => setStopping(broadcast)} onDelete={() => setDeleting(broadcast)} />
              ))}
            </tbody>
          </table>
        )}
      </div>
      {list && count > 0 && (
        <nav aria-label={t`Pages`} className="flex items-center justify-end gap-3 border-t border-slate-200 px-6 py-3 text-sm text-slate-600">
          <span>{t`${first}–${last} of ${all}`}</span>
          <button type="button" className={secondaryButton} disabled={page <= 1}
            onClick={() => goTo(page - 1)}>{t`Previous page`}</button>
          <button type="button" className={secondaryButton} disabled={page >= pages}
            onClick={() => goTo(page + 1)}>{t`Next page`}</button>
        </nav>
      )}
      <ConfirmDeleteDialog
        open={stopping !== null}
        title={t`Stop broadcast`}
        description={t`Stop ${stoppingName}? Whoever has not been sent it yet will not get it, and it cannot be resumed.`}
        confirmLabel={t`Stop`}
        onConfirm={async () => {
          if (!stopping) return;
          replace(await broadcastAction(orgId, 'stop', stopping.objectId));
          setStopping(null);
        }}
        onClose={() => setStopping(null)}
        errorText={broadcastErrorText}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t`Delete broadcast`}
        description={t`Delete ${deletingName}? It leaves the list; messages already sent stay in the conversations.`}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteBroadcast(orgId, deleting.objectId);
          setDeleting(null);
          reload();
        }}
        onClose={() => setDeleting(null)}
        errorText={broadcastErrorText}
      />
      <ExportBroadcastsDialog open={exporting} orgId={orgId} onClose={() => setExporting(false)} />
    </section>
  );
}
