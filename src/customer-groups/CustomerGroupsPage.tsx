import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { GROUP_LIST_FIRST_PAGE, GROUP_LIST_NEXT_PAGE } from '../../common/customer-groups';
import type { CustomerGroup } from '../../common/contracts/customer-groups';
import { errorText } from '../api/error-text';
import { customerFilterWords } from '../customer-management/filter-words';
import { useOffline } from '../shell/use-offline';
import { ConfirmDeleteDialog } from '../ui/ConfirmDeleteDialog';
import { primaryButton, secondaryButton } from '../ui/buttons';
import { useDocumentTitle } from '../ui/use-document-title';
import { deleteCustomerGroup, listCustomerGroups } from './customer-groups-api';
import { keepGroups, lastGroups } from './group-cache';
import { deleteGroupErrorText, groupStatusText } from './group-text';
import { ImportCsvDialog } from './ImportCsvDialog';
import { ListMessage } from './ListMessage';
import { QueryGroupActions } from './QueryGroupActions';
import { useGroupTaskFinished } from './use-group-task-finished';
import { usePagedList } from './use-paged-list';

const cell = 'px-4 py-2 text-left text-sm';

/** customer-management/{orgId}/customer-groups: the groups (40, then 20 more on scroll), what each is made of, import, refresh, requery and delete. */
export function CustomerGroupsPage() {
  const { t, i18n } = useLingui();
  const { orgId = '' } = useParams();
  const offline = useOffline();
  const [importing, setImporting] = useState(false);
  const [deleting, setDeleting] = useState<CustomerGroup | null>(null);
  const fetchPage = useCallback(async (skip: number, limit: number) => {
    const page = await listCustomerGroups(orgId, skip, limit);
    if (skip === 0) await keepGroups(orgId, page);
    return page;
  }, [orgId]);
  const { items: loaded, error, loadingMore, onScroll, reload } = usePagedList(fetchPage, GROUP_LIST_FIRST_PAGE, GROUP_LIST_NEXT_PAGE);
  const cached = useLiveQuery(() => lastGroups(orgId), [orgId]);
  // Offline before anything loaded: the list as last loaded, said so.
  const stale = loaded === null && error?.offline === true && Boolean(cached);
  const items = stale ? cached! : loaded;
  // An import or a computation ended: the list shows the group ready (and a new query group at all).
  useGroupTaskFinished(orgId, reload);
  useDocumentTitle(t`Customer groups`);

  // Back online after a failed load: try again.
  useEffect(() => { if (!offline && error?.offline) reload(); }, [offline, error, reload]);

  const deletingName = deleting?.name ?? '';
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <section aria-labelledby="customer-groups-title" className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
        <h2 id="customer-groups-title" className="text-base font-semibold text-slate-900">{t`Customer groups`}</h2>
        <button type="button" className={primaryButton} onClick={() => setImporting(true)} disabled={offline}>{t`Import CSV`}</button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto" onScroll={onScroll} data-testid="customer-group-list">
        {items === null && !error && <ListMessage busy>{t`Loading…`}</ListMessage>}
        {stale && <ListMessage onRetry={reload}>{t`You are offline. This is the list as last loaded.`}</ListMessage>}
        {error && items === null && (
          <ListMessage onRetry={reload}>
            {error.offline ? t`You are offline. Customer groups show once the connection is back.` : errorText(error)}
          </ListMessage>
        )}
        {items?.length === 0 && <ListMessage>{t`No customer groups yet. Import a CSV file to make one.`}</ListMessage>}
        {items && items.length > 0 && (
          <table className="w-full">
            <thead className="sticky top-0 bg-slate-50 text-xs font-medium text-slate-500">
              <tr>
                <th scope="col" className={cell}>{t`Name`}</th>
                <th scope="col" className={cell}>{t`Customers`}</th>
                <th scope="col" className={cell}>{t`Status`}</th>
                <th scope="col" className={cell}>{t`Updated`}</th>
                <th scope="col" className={cell}><span className="sr-only">{t`Actions`}</span></th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {items.map((group) => (
                <GroupRow key={group.objectId} orgId={orgId} group={group} when={when} offline={stale || offline} onChanged={reload}
                  onDelete={stale ? undefined : () => setDeleting(group)} />
              ))}
            </tbody>
          </table>
        )}
        {loadingMore && <ListMessage busy>{t`Loading more…`}</ListMessage>}
        {error && loaded !== null && <ListMessage onRetry={reload}>{error.offline ? t`You are offline.` : errorText(error)}</ListMessage>}
      </div>
      <ImportCsvDialog open={importing} orgId={orgId} onClose={() => setImporting(false)} onStarted={reload} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t`Delete customer group`}
        description={t`Delete the customer group ${deletingName}? Its customers stay; only the group goes.`}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteCustomerGroup(orgId, deleting.objectId);
          setDeleting(null);
          reload();
        }}
        onClose={() => setDeleting(null)}
        errorText={deleteGroupErrorText}
      />
    </section>
  );
}

/** A group of the list: a query group says its query and offers Refresh and Edit query; without `onDelete` (offline) Delete is disabled. */
function GroupRow({ orgId, group, when, offline, onChanged, onDelete }: {
  orgId: string; group: CustomerGroup; when: Intl.DateTimeFormat; offline: boolean; onChanged: () => void; onDelete?: () => void;
}) {
  const { t } = useLingui();
  const name = group.name;
  const custom = group.options.isCustomCustomerGroup === true;
  return (
    <tr>
      <td className={cell}>
        <Link to={group.objectId} className="font-medium text-indigo-700 underline-offset-2 hover:underline">{name}</Link>
        <p className="text-xs text-slate-500">{custom ? t`From a CSV file` : customerFilterWords(group.query)}</p>
      </td>
      <td className={cell}>{group.count}</td>
      <td className={cell}>{groupStatusText(group.status)}</td>
      <td className={cell}>{when.format(new Date(group.updatedAt))}</td>
      <td className={cell}>
        <div className="flex flex-wrap items-center justify-end gap-2">
          {!custom && <QueryGroupActions orgId={orgId} group={group} disabled={offline} onStarted={onChanged} />}
          <button type="button" className={secondaryButton} onClick={onDelete} disabled={!onDelete} aria-label={t`Delete ${name}`}>{t`Delete`}</button>
        </div>
      </td>
    </tr>
  );
}
