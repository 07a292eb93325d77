import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { GROUP_CUSTOMERS_FIRST_PAGE, GROUP_CUSTOMERS_NEXT_PAGE } from '../../common/customer-groups';
import type { CustomerGroup } from '../../common/contracts/customer-groups';
import { toApiError } from '../api/api-error';
import { errorText } from '../api/error-text';
import { customerFilterWords } from '../customer-management/filter-words';
import { customerName } from '../inbox/customer-name';
import { PLATFORM_LABELS } from '../inbox/platforms';
import { useOffline } from '../shell/use-offline';
import { ConfirmDeleteDialog } from '../ui/ConfirmDeleteDialog';
import { secondaryButton } from '../ui/buttons';
import { useDocumentTitle } from '../ui/use-document-title';
import { getCustomerGroup, listGroupCustomers, updateCustomerGroup } from './customer-groups-api';
import { groupStatusText } from './group-text';
import { ListMessage } from './ListMessage';
import { QueryGroupActions } from './QueryGroupActions';
import { RenameGroupDialog } from './RenameGroupDialog';
import { useGroupTaskFinished } from './use-group-task-finished';
import { usePagedList } from './use-paged-list';

const cell = 'px-4 py-2 text-left text-sm';

/**
 * customer-management/{orgId}/customer-groups/{groupId}: the group (a query group's query in words,
 * Refresh and Edit query; Rename, Expire) and its customers (40, then 20 more on scroll).
 */
export function CustomerGroupPage() {
  const { t, i18n } = useLingui();
  const { orgId = '', groupId = '' } = useParams();
  const offline = useOffline();
  const navigate = useNavigate();
  const [renaming, setRenaming] = useState(false);
  const [expiring, setExpiring] = useState(false);
  // Keyed by the group id: another group shows nothing of this one.
  const [loaded, setLoaded] = useState<{ groupId: string; group?: CustomerGroup; error?: string }>({ groupId });
  const group = loaded.groupId === groupId ? loaded.group ?? null : null;
  const groupError = loaded.groupId === groupId ? loaded.error ?? null : null;
  const fetchPage = useCallback((skip: number, limit: number) => listGroupCustomers(orgId, groupId, skip, limit), [orgId, groupId]);
  const { items, error, loadingMore, onScroll, reload } = usePagedList(fetchPage, GROUP_CUSTOMERS_FIRST_PAGE, GROUP_CUSTOMERS_NEXT_PAGE);
  useDocumentTitle(group?.name ?? t`Customer group`);
  // The group and its customers read again; a failed read keeps the group as last read.
  const reloadAll = useCallback(() => {
    getCustomerGroup(orgId, groupId).then((found) => setLoaded({ groupId, group: found }), () => {});
    reload();
  }, [orgId, groupId, reload]);
  // Its customers computed again (or imported): the group and its customers as they are now.
  useGroupTaskFinished(orgId, reloadAll);

  useEffect(() => {
    let current = true;
    getCustomerGroup(orgId, groupId).then((found) => { if (current) setLoaded({ groupId, group: found }); }, async (cause: unknown) => {
      const failure = await toApiError(cause);
      const text = failure.status === 404 ? t`This customer group does not exist (any more).` : errorText(failure);
      if (current) setLoaded({ groupId, error: text });
    });
    return () => { current = false; };
  }, [orgId, groupId, t]);

  useEffect(() => { if (!offline && error?.offline) reload(); }, [offline, error, reload]);

  const count = group?.count ?? 0;
  const name = group?.name ?? '';
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <section aria-labelledby="customer-group-title" className="flex min-h-0 flex-1 flex-col">
      <div className="border-b border-slate-200 px-4 py-3">
        <Link to=".." relative="path" className="text-sm text-indigo-700 underline-offset-2 hover:underline">{t`All customer groups`}</Link>
        <h2 id="customer-group-title" className="mt-1 text-base font-semibold text-slate-900">{group?.name ?? t`Customer group`}</h2>
        {group && (
          <>
            <p className="text-xs text-slate-500">
              {t`${count} customers`} · {groupStatusText(group.status)}
            </p>
            <p className="text-sm text-slate-700">
              {group.options.isCustomCustomerGroup ? t`From a CSV file` : customerFilterWords(group.query)}
            </p>
            <div className="mt-2 flex flex-wrap items-center gap-2">
              {!group.options.isCustomCustomerGroup && <QueryGroupActions orgId={orgId} group={group} disabled={offline} onStarted={reloadAll} />}
              <button type="button" className={secondaryButton} disabled={offline} onClick={() => setRenaming(true)}>{t`Rename`}</button>
              <button type="button" className={secondaryButton} disabled={offline} onClick={() => setExpiring(true)}>{t`Expire`}</button>
            </div>
            <RenameGroupDialog orgId={orgId} group={group} open={renaming} onClose={() => setRenaming(false)}
              onRenamed={(renamed) => setLoaded({ groupId, group: renamed })} />
            <ConfirmDeleteDialog
              open={expiring}
              title={t`Expire customer group`}
              description={t`Expire the customer group ${name}? It leaves the list of groups and broadcasts no longer offer it; its customers stay.`}
              confirmLabel={t`Expire`}
              onConfirm={async () => {
                await updateCustomerGroup(orgId, groupId, { expired: true });
                void navigate('..', { relative: 'path' });
              }}
              onClose={() => setExpiring(false)}
              errorText={async (cause) => errorText(await toApiError(cause))}
            />
          </>
        )}
        {groupError && <p role="alert" className="text-sm text-red-700">{groupError}</p>}
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto" onScroll={onScroll} data-testid="group-customer-list">
        {items === null && !error && <ListMessage busy>{t`Loading…`}</ListMessage>}
        {error && (
          <ListMessage onRetry={reload}>
            {error.offline ? t`You are offline. The group's customers show once the connection is back.` : errorText(error)}
          </ListMessage>
        )}
        {items?.length === 0 && <ListMessage>{t`This group has no customers.`}</ListMessage>}
        {items && items.length > 0 && (
          <table className="w-full">
            <thead className="sticky top-0 bg-slate-50 text-xs font-medium text-slate-500">
              <tr>
                <th scope="col" className={cell}>{t`Customer`}</th>
                <th scope="col" className={cell}>{t`Channel`}</th>
                <th scope="col" className={cell}>{t`Customer id`}</th>
                <th scope="col" className={cell}>{t`Last message`}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {items.map((customer) => (
                <tr key={customer.objectId}>
                  <td className={cell}>
                    <Link
                      to={`/message-center/${orgId}/conversation/${customer.conversation.objectId}/customer/${customer.objectId}`}
                      className="font-medium text-indigo-700 underline-offset-2 hover:underline"
                    >
                      {customerName(customer)}
                    </Link>
                  </td>
                  <td className={cell}>{i18n._(PLATFORM_LABELS[customer.platform])}</td>
                  <td className={`${cell} font-mono text-xs`}>{customer.customerId}</td>
                  <td className={cell}>{customer.lastMessageAt ? when.format(new Date(customer.lastMessageAt.iso)) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {loadingMore && <ListMessage busy>{t`Loading more…`}</ListMessage>}
      </div>
    </section>
  );
}
