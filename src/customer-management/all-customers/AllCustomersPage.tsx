import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Menu, MenuButton, MenuItem, MenuItems, Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import { partAllowed } from '../../../common/access';
import type { CustomerFilterQuery } from '../../../common/contracts/customer-filter';
import { INBOX_BULK_MAX } from '../../../common/inbox-rules';
import { BULK_TAG_CUSTOMERS_MAX } from '../../../common/notes-tags';
import { exportLocaleOf, TaskType } from '../../../common/tasks';
import type { CustomerRecord } from '../../../local/records';
import { readStoredUser } from '../../auth/session-store';
import { customFieldLabel } from '../../customer-panel/custom-field-label';
import { assignCustomers } from '../../inbox/assign-actions';
import { ASSIGN_LABELS, BULK_TARGETS } from '../../inbox/inbox-categories';
import { useOrganizations } from '../../org/organizations-context';
import { useRoleFeature } from '../../routing/org-role-store';
import { useVpcSetting } from '../../routing/vpc-setting-store';
import type { BulkTagMode } from '../../tags/bulk-tags-api';
import { startCustomerExport } from '../../tasks/tasks-api';
import { useTaskFinished } from '../../tasks/use-task-finished';
import { customerFilterWords } from '../filter-words';
import { secondaryButton } from '../../ui/buttons';
import { dropdownPanel } from '../../ui/dropdown';
import { showToast } from '../../ui/toast-store';
import { useDocumentTitle } from '../../ui/use-document-title';
import { COLUMN_KEYS, COLUMN_LABELS, readColumns, writeColumns, type ColumnKey } from './columns';
import { CustomerTable } from './CustomerTable';
import { FilterPanel } from './FilterPanel';
import { searchFromView, viewFromSearch, type CustomerSortKey } from './filter-form';
import { SaveGroupDialog } from './SaveGroupDialog';
import { useCustomerList } from './use-customer-list';

// Loaded when tags are added or removed.
const BulkTagDialog = lazy(() => import('../../tags/BulkTagDialog').then((module) => ({ default: module.BulkTagDialog })));

/** Tasks whose end changes the customers shown: the list is read again. */
const TAG_TASKS = [TaskType.ADD_TAGS, TaskType.DELETE_TAGS] as const;

const smallButton = `${secondaryButton} px-2 py-1 text-xs`;
const menuItemClass = 'flex w-full items-center gap-2 px-3 py-2 text-left text-sm text-slate-700 data-focus:bg-indigo-50 data-focus:text-indigo-900';

/**
 * customer-management/{orgId}/all-customers (02 §2, issue 27): every customer of the organization a
 * filter query selects, the query in the address; bulk actions on the selection or on every match.
 * Offline, the customers synced to this device, filtered by the same rules.
 */
export function AllCustomersPage() {
  const { t, i18n } = useLingui();
  const { orgId = '' } = useParams();
  const userId = readStoredUser()?.objectId ?? '';
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const view = useMemo(() => viewFromSearch(new URLSearchParams(search)), [search]);
  const list = useCustomerList(orgId, view.query, view.sort, view.order);
  const { organizations } = useOrganizations();
  // Saving as a group is customer groups' (the server's guard); a role without them is not offered it.
  const canSaveGroup = partAllowed(useVpcSetting(orgId), useRoleFeature(orgId), 'customerMgmt', 'customerGroups');
  const customFieldLabels = organizations?.find((org) => org.objectId === orgId)?.customFields;

  const [columns, setColumns] = useState<ColumnKey[]>(() => readColumns(userId));
  const [filterOpen, setFilterOpen] = useState(true);
  const [selection, setSelection] = useState<{ search: string; ids: Set<string>; allMatches: boolean }>({ search, ids: new Set(), allMatches: false });
  const [tagging, setTagging] = useState<BulkTagMode | null>(null);
  const [savingGroup, setSavingGroup] = useState(false);
  const [exporting, setExporting] = useState(false);
  useDocumentTitle(t`All customers`);

  // Another filter or sort starts with nothing selected.
  const current = selection.search === search ? selection : { search, ids: new Set<string>(), allMatches: false };
  const rows = list.rows ?? [];
  const selected: CustomerRecord[] = rows.filter((row) => current.ids.has(row.objectId));
  const matches = list.count ?? rows.length;
  const chosen = current.allMatches ? matches : selected.length;
  const filtered = Object.keys(view.query).length > 0;

  const setView = (query: CustomerFilterQuery, sort = view.sort, order = view.order) => setParams(searchFromView({ query, sort, order }));
  const { sort: viewSort, order: viewOrder } = view;
  // Applied while typing, the address is replaced (one history entry per filter asked for, not per key).
  const onApply = useCallback(
    (query: CustomerFilterQuery, how: 'typing' | 'asked') => setParams(searchFromView({ query, sort: viewSort, order: viewOrder }), { replace: how === 'typing' }),
    [setParams, viewSort, viewOrder],
  );
  const onSort = (sort: CustomerSortKey) => setView(view.query, sort, view.sort === sort && view.order === 'desc' ? 'asc' : 'desc');
  const clearSelection = () => setSelection({ search, ids: new Set(), allMatches: false });
  const onToggle = (id: string, on: boolean) => {
    const ids = new Set(current.ids);
    if (on) ids.add(id);
    else ids.delete(id);
    setSelection({ search, ids, allMatches: false });
  };
  const onToggleLoaded = (on: boolean) => setSelection({ search, ids: on ? new Set(rows.map((row) => row.objectId)) : new Set(), allMatches: false });
  const { loadMore, reload } = list;
  useTaskFinished(orgId, TAG_TASKS, reload);
  const onNearEnd = useCallback(() => loadMore(), [loadMore]);

  function toggleColumn(key: ColumnKey, on: boolean) {
    const next = on ? COLUMN_KEYS.filter((column) => column === key || columns.includes(column)) : columns.filter((column) => column !== key);
    setColumns(next);
    writeColumns(userId, next);
  }

  async function exportMatches() {
    setExporting(true);
    try {
      await startCustomerExport(orgId, exportLocaleOf(i18n.locale), view.query);
      showToast('info', t`Export started. Follow it in the task list.`);
    } catch {
      showToast('error', t`The export could not be started. Check your connection and try again.`);
    } finally {
      setExporting(false);
    }
  }

  const columnLabel = (key: ColumnKey) => (key.startsWith('customField') ? customFieldLabel(i18n, customFieldLabels, key as 'customField1') : i18n._(COLUMN_LABELS[key as 'platform']));
  const reason = list.error?.message ?? '';
  const tooManyToTag = !current.allMatches && selected.length > BULK_TAG_CUSTOMERS_MAX;
  const tooManyToAssign = current.allMatches || selected.length > INBOX_BULK_MAX;

  return (
    <section aria-label={t`All customers`} className="flex min-h-0 flex-1 flex-col">
      <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 px-4 py-3">
        <h2 className="mr-auto text-base font-semibold text-slate-900">{t`All customers`}</h2>
        <output aria-live="polite" className="text-sm text-slate-600">
          {list.rows === null ? t`Loading…` : list.offline && list.count === null ? t`Counting customers…` : filtered ? t`${matches} customers match` : t`${matches} customers`}
        </output>
        <button type="button" className={smallButton} aria-expanded={filterOpen} onClick={() => setFilterOpen((open) => !open)}>
          {filterOpen ? t`Hide filter` : t`Show filter`}
        </button>
        <Popover className="relative">
          <PopoverButton className={smallButton}>{t`Columns`}</PopoverButton>
          <PopoverPanel anchor="bottom end" className={`z-40 mt-1 w-56 p-2 ${dropdownPanel}`}>
            <fieldset>
              <legend className="px-1 pb-1 text-xs font-medium text-slate-500">{t`Columns shown`}</legend>
              {COLUMN_KEYS.map((key) => (
                <label key={key} className="flex items-center gap-2 px-1 py-1 text-sm text-slate-700">
                  <input type="checkbox" checked={columns.includes(key)} onChange={(event) => toggleColumn(key, event.target.checked)} />
                  {columnLabel(key)}
                </label>
              ))}
            </fieldset>
          </PopoverPanel>
        </Popover>
        <button type="button" className={smallButton} disabled={exporting || list.offline} onClick={() => void exportMatches()}>
          {filtered ? t`Export these customers` : t`Export customers`}
        </button>
        {canSaveGroup && (
          <button type="button" className={smallButton} disabled={list.offline} onClick={() => setSavingGroup(true)}>{t`Save as customer group`}</button>
        )}
      </div>
      {filtered && <p className="border-b border-slate-200 px-4 py-2 text-xs text-slate-600" data-testid="filter-words">{customerFilterWords(view.query)}</p>}
      {filterOpen && <FilterPanel orgId={orgId} query={view.query} onApply={onApply} />}
      {view.unreadable && (
        <output className="mx-4 mt-2 block rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t`The filter in the address could not be read: all customers are shown.`}
        </output>
      )}
      {list.offline && (
        <output className="mx-4 mt-2 block rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t`You are offline: this shows only the customers synced to this device.`}
        </output>
      )}
      {list.error && (
        <p role="alert" className="mx-4 mt-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {t`The customers could not be listed: ${reason}`}{' '}
          <button type="button" className="underline" onClick={list.reload}>{t`Try again`}</button>
        </p>
      )}
      {chosen > 0 && (
        <section aria-label={t`Bulk actions`} className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-indigo-50 px-4 py-2">
          <output className="text-xs font-medium text-indigo-900">
            {current.allMatches ? t`All ${matches} matching customers selected` : t`${chosen} selected`}
          </output>
          {!current.allMatches && matches > selected.length && !list.offline && (
            <button type="button" className="text-xs text-indigo-700 underline" onClick={() => setSelection({ search, ids: new Set(), allMatches: true })}>
              {t`Select all ${matches} matching customers`}
            </button>
          )}
          {(['add', 'remove'] as const).map((mode) => (
            <button
              key={mode}
              type="button"
              className={smallButton}
              disabled={tooManyToTag}
              title={tooManyToTag ? t`At most ${BULK_TAG_CUSTOMERS_MAX} selected customers at a time: select all matching customers instead` : undefined}
              onClick={() => setTagging(mode)}
            >
              {mode === 'add' ? t`Add tags` : t`Remove tags`}
            </button>
          ))}
          <Menu>
            <MenuButton className={smallButton} disabled={tooManyToAssign} title={tooManyToAssign ? t`At most ${INBOX_BULK_MAX} customers at a time` : undefined}>
              {t`Assign`}
            </MenuButton>
            <MenuItems anchor="bottom start" className={`z-40 mt-1 w-48 ${dropdownPanel}`}>
              {BULK_TARGETS.map((target) => (
                <MenuItem key={target}>
                  <button
                    type="button"
                    className={menuItemClass}
                    onClick={() => {
                      assignCustomers(selected, target);
                      showToast('info', t`The assignment is saved.`);
                      clearSelection();
                    }}
                  >
                    {i18n._(ASSIGN_LABELS[target])}
                  </button>
                </MenuItem>
              ))}
            </MenuItems>
          </Menu>
          <button type="button" className="text-xs text-indigo-700 underline" onClick={clearSelection}>{t`Clear selection`}</button>
        </section>
      )}
      {list.rows === null ? null : rows.length === 0 && !list.error ? (
        <p className="p-6 text-sm text-slate-600">{filtered ? t`No customer matches this filter.` : t`No customers yet.`}</p>
      ) : (
        <CustomerTable
          rows={rows}
          columns={columns}
          customFieldLabels={customFieldLabels}
          selectedIds={current.ids}
          allMatches={current.allMatches}
          onToggle={onToggle}
          onToggleLoaded={onToggleLoaded}
          sort={view.sort}
          order={view.order}
          onSort={onSort}
          hasMore={list.hasMore && !list.moreFailed}
          onNearEnd={onNearEnd}
        />
      )}
      {list.loadingMore && <p className="px-4 py-1 text-xs text-slate-500">{t`Loading more customers…`}</p>}
      {list.moreFailed && (
        <p role="alert" className="px-4 py-1 text-xs text-red-700">
          {t`More customers could not be loaded.`}{' '}
          <button type="button" className="underline" onClick={list.loadMore}>{t`Try again`}</button>
        </p>
      )}
      {tagging && (
        <Suspense fallback={null}>
          <BulkTagDialog
            mode={tagging} orgId={orgId} target={current.allMatches ? { query: view.query, count: matches } : { customers: selected }}
            onClose={() => setTagging(null)} onStarted={clearSelection}
          />
        </Suspense>
      )}
      {savingGroup && <SaveGroupDialog orgId={orgId} query={view.query} count={matches} onClose={() => setSavingGroup(false)} />}
    </section>
  );
}
