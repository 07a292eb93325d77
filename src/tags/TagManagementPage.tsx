import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useLingui } from '@lingui/react/macro';
import { TAG_SEARCH_DEBOUNCE_MS } from '../../common/notes-tags';
import type { TagCount } from '../../common/contracts/notes-tags';
import { TAG_LIST_FIRST_PAGE, TAG_LIST_NEXT_PAGE } from '../../common/tag-management';
import type { ResourceUse } from '../../common/tag-quota';
import { TaskType } from '../../common/tasks';
import { errorText } from '../api/error-text';
import { toApiError } from '../api/api-error';
import { ListMessage } from '../customer-groups/ListMessage';
import { usePagedList } from '../customer-groups/use-paged-list';
import { useDebounced } from '../customer-panel/use-debounced';
import { useOffline } from '../shell/use-offline';
import { useTaskFinished } from '../tasks/use-task-finished';
import { ConfirmDeleteDialog } from '../ui/ConfirmDeleteDialog';
import { TextField } from '../ui/TextField';
import { secondaryButton } from '../ui/buttons';
import { useDocumentTitle } from '../ui/use-document-title';
import { listTags, removeTagFromAllCustomers } from './tag-management-api';
import { fetchTagQuota } from './tag-quota-api';
import { tagsBeingRemoved } from './tags-being-removed';

const cell = 'px-4 py-2 text-left text-sm';

async function removeErrorText(cause: unknown): Promise<string> {
  return errorText(await toApiError(cause));
}

/**
 * customer-management/{orgId}/tag-management: the organization's tags with their customer counts
 * (40, then 20 more on scroll), the tag quota, and removing a tag from every customer (a task).
 * Read over HTTP only: offline it says so.
 */
export function TagManagementPage() {
  const { t } = useLingui();
  const { orgId = '' } = useParams();
  const offline = useOffline();
  const [search, setSearch] = useState('');
  const keyword = useDebounced(search.trim(), TAG_SEARCH_DEBOUNCE_MS);
  const [confirming, setConfirming] = useState<TagCount | null>(null);
  // Tags whose removal task is running (here or in another tab): their rows say so.
  const removing = useLiveQuery(() => tagsBeingRemoved(orgId), [orgId]);
  const [quota, setQuota] = useState<ResourceUse | null>(null);
  const fetchPage = useCallback((skip: number, limit: number) => listTags(orgId, keyword, skip, limit), [orgId, keyword]);
  const { items, error, loadingMore, onScroll, reload } = usePagedList(fetchPage, TAG_LIST_FIRST_PAGE, TAG_LIST_NEXT_PAGE);
  useDocumentTitle(t`Tag management`);

  const loadQuota = useCallback(() => {
    // A failed read (offline) leaves the line out until the next load.
    fetchTagQuota(orgId).then(setQuota, () => setQuota(null));
  }, [orgId]);
  useEffect(loadQuota, [loadQuota]);

  const refresh = useCallback(() => {
    reload();
    loadQuota();
  }, [reload, loadQuota]);
  useTaskFinished(orgId, TaskType.DELETE_TAGS, refresh);

  // Back online after a failed load: try again.
  useEffect(() => { if (!offline && error?.offline) refresh(); }, [offline, error, refresh]);

  const used = quota?.used ?? 0;
  const limit = quota?.quota ?? 0;
  const confirmingName = confirming?.name ?? '';
  const confirmingCount = confirming?.count ?? 0;

  return (
    <section aria-labelledby="tag-management-title" className="flex min-h-0 flex-1 flex-col">
      <div className="flex flex-wrap items-end justify-between gap-3 border-b border-slate-200 px-4 py-3">
        <div>
          <h2 id="tag-management-title" className="text-base font-semibold text-slate-900">{t`Tag management`}</h2>
          {quota && (
            <p className="text-sm text-slate-600" data-testid="tag-quota-usage">
              {t`${used} of ${limit} tags in use`}
            </p>
          )}
        </div>
        <TextField label={t`Search tags`} type="search" value={search} onChange={(event) => setSearch(event.target.value)} autoComplete="off" />
      </div>
      {offline && items !== null && <ListMessage>{t`You are offline. Tag management works only online.`}</ListMessage>}
      <div className="min-h-0 flex-1 overflow-y-auto" onScroll={onScroll} data-testid="tag-list">
        {items === null && !error && <ListMessage busy>{t`Loading…`}</ListMessage>}
        {error && items === null && (
          <ListMessage onRetry={refresh}>
            {error.offline ? t`You are offline. Tags show once the connection is back.` : errorText(error)}
          </ListMessage>
        )}
        {items?.length === 0 && <ListMessage>{keyword ? t`No tags match ${keyword}.` : t`No customer carries a tag yet.`}</ListMessage>}
        {items && items.length > 0 && (
          <table className="w-full">
            <thead className="sticky top-0 bg-slate-50 text-xs font-medium text-slate-500">
              <tr>
                <th scope="col" className={cell}>{t`Tag`}</th>
                <th scope="col" className={cell}>{t`Customers`}</th>
                <th scope="col" className={cell}><span className="sr-only">{t`Actions`}</span></th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {items.map((tag) => (
                <TagRow
                  key={tag.name}
                  tag={tag}
                  removing={removing?.has(tag.name) ?? false}
                  onRemove={offline ? undefined : () => setConfirming(tag)}
                />
              ))}
            </tbody>
          </table>
        )}
        {loadingMore && <ListMessage busy>{t`Loading more…`}</ListMessage>}
        {error && items !== null && <ListMessage onRetry={refresh}>{error.offline ? t`You are offline.` : errorText(error)}</ListMessage>}
      </div>
      <ConfirmDeleteDialog
        open={confirming !== null}
        title={t`Remove tag from all customers`}
        description={t`Remove the tag ${confirmingName} from all ${confirmingCount} customers carrying it? This runs as a task and cannot be undone.`}
        confirmLabel={t`Remove`}
        onConfirm={async () => {
          if (!confirming) return;
          await removeTagFromAllCustomers(orgId, confirming.name);
          setConfirming(null);
        }}
        onClose={() => setConfirming(null)}
        errorText={removeErrorText}
      />
    </section>
  );
}

/** A tag of the list; without `onRemove` (offline) its action is disabled. */
function TagRow({ tag, removing, onRemove }: { tag: TagCount; removing: boolean; onRemove?: () => void }) {
  const { t } = useLingui();
  const name = tag.name;
  return (
    <tr>
      <td className={`${cell} font-medium text-slate-900`}>{name}</td>
      <td className={cell}>{tag.count}</td>
      <td className={`${cell} text-right`}>
        {removing ? (
          <output className="text-slate-500">{t`Removing…`}</output>
        ) : (
          <button type="button" className={secondaryButton} onClick={onRemove} disabled={!onRemove} aria-label={t`Remove ${name} from all customers`}>
            {t`Remove from all customers`}
          </button>
        )}
      </td>
    </tr>
  );
}
