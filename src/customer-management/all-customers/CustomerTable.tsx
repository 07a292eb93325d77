import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Link } from 'react-router';
import { CUSTOM_FIELD_KEYS, type CustomFieldKey, type CustomFieldLabels } from '../../../common/customer-profile';
import type { CustomerRecord } from '../../../local/records';
import { customFieldLabel } from '../../customer-panel/custom-field-label';
import { formatListTime } from '../../i18n/format';
import { customerName } from '../../inbox/customer-name';
import { PLATFORM_LABELS } from '../../inbox/platforms';
import { PlatformIcon } from '../../inbox/PlatformIcon';
import { Avatar } from '../../ui/Avatar';
import { COLUMN_LABELS, type ColumnKey } from './columns';
import type { CustomerSortKey, SortOrder } from './filter-form';

/** Every row is this tall (one line of text and chips), so nothing needs measuring. */
export const ROW_PX = 52;
/** Rows rendered beyond the visible ones, so scrolling and Tab find them ready. */
const OVERSCAN = 10;
/** The next page is asked for when the last rendered row is this close to the end of the loaded ones. */
const LOAD_AHEAD = 10;
/** Tags shown on a row; the rest are counted (+N). */
export const ROW_TAGS_SHOWN = 12;

const GENDER_LABELS: Record<string, MessageDescriptor> = { male: msg`Male`, female: msg`Female`, other: msg`Other` };
const isCustomField = (key: ColumnKey): key is CustomFieldKey => (CUSTOM_FIELD_KEYS as readonly string[]).includes(key);

export interface CustomerTableProps {
  rows: readonly CustomerRecord[];
  columns: readonly ColumnKey[];
  customFieldLabels: CustomFieldLabels | undefined;
  selectedIds: ReadonlySet<string>;
  /** Every match is chosen: the row boxes show it and cannot be changed one by one. */
  allMatches: boolean;
  onToggle: (id: string, on: boolean) => void;
  onToggleLoaded: (on: boolean) => void;
  sort: CustomerSortKey;
  order: SortOrder;
  onSort: (sort: CustomerSortKey) => void;
  hasMore: boolean;
  onNearEnd: () => void;
}

function RowTags({ tags }: { tags: readonly string[] }) {
  const { t } = useLingui();
  const more = tags.length - ROW_TAGS_SHOWN;
  return (
    <div className="flex items-center gap-1" title={tags.join(', ')}>
      <ul className="flex max-w-80 gap-1 overflow-hidden">
        {tags.slice(0, ROW_TAGS_SHOWN).map((tag) => (
          <li key={tag} className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{tag}</li>
        ))}
      </ul>
      {more > 0 && <span className="shrink-0 text-xs font-medium text-slate-600" aria-label={t`${more} more tags`}>+{more}</span>}
    </div>
  );
}

/**
 * The customers as a table, virtualized: only the rows in view (and a few around them) are in the
 * page, so 100,000 rows scroll smoothly. Joined and last message sort (again: the other way).
 */
export function CustomerTable(props: CustomerTableProps) {
  const { rows, columns, customFieldLabels, selectedIds, allMatches, onToggle, onToggleLoaded, sort, order, onSort, hasMore, onNearEnd } = props;
  const { t, i18n } = useLingui();
  const scrollRef = useRef<HTMLDivElement>(null);
  // oxlint-disable-next-line react/incompatible-library -- the console is built without React Compiler: nothing memoizes this
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_PX,
    overscan: OVERSCAN,
    getItemKey: (index) => rows[index]?.objectId ?? index,
    // Before the first layout (and where there is none, as in tests): a screen's worth of rows.
    initialRect: { width: 1200, height: 800 },
  });
  const items = virtualizer.getVirtualItems();
  const lastRendered = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (hasMore && lastRendered >= rows.length - LOAD_AHEAD) onNearEnd();
  }, [hasMore, lastRendered, rows.length, onNearEnd]);

  const label = (key: ColumnKey) => isCustomField(key) ? customFieldLabel(i18n, customFieldLabels, key) : i18n._(COLUMN_LABELS[key]);
  const loadedSelected = rows.length > 0 && rows.every((row) => selectedIds.has(row.objectId));
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const cellClass = 'whitespace-nowrap px-3 text-sm text-slate-700';

  function cell(key: ColumnKey, row: CustomerRecord) {
    switch (key) {
      case 'platform':
        return <span className="flex items-center gap-1"><PlatformIcon platform={row.platform} />{i18n._(PLATFORM_LABELS[row.platform])}</span>;
      case 'tags': return <RowTags tags={row.tags} />;
      case 'gender': {
        const gender = row.profile?.gender;
        return gender ? (GENDER_LABELS[gender] ? i18n._(GENDER_LABELS[gender]) : gender) : '';
      }
      case 'joinedAt': return row.joinedAt ? formatListTime(row.joinedAt, i18n.locale) : '';
      case 'lastMessageAt': return row.lastMessageAt ? formatListTime(row.lastMessageAt, i18n.locale) : '';
      case 'friendship': return row.friendship === 'follow' ? t`Following` : t`Unfollowed`;
      case 'cellPhone': return row.profile?.cellPhone ?? '';
      case 'email': return row.profile?.email ?? '';
      default: return row.customFields?.[key] ?? '';
    }
  }

  function header(key: ColumnKey) {
    if (key !== 'joinedAt' && key !== 'lastMessageAt') return label(key);
    const active = sort === key;
    const next = active && order === 'desc' ? t`oldest first` : t`newest first`;
    const name = label(key);
    return (
      <button
        type="button"
        className="flex items-center gap-1 rounded font-semibold hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-600"
        aria-label={t`Sort by ${name}, ${next}`}
        onClick={() => onSort(key)}
      >
        {name}
        <span aria-hidden="true">{active ? (order === 'desc' ? '↓' : '↑') : '↕'}</span>
      </button>
    );
  }

  return (
    <div ref={scrollRef} data-testid="customer-table" className="min-h-0 flex-1 overflow-auto">
      <table className="min-w-full border-separate border-spacing-0">
        <thead className="sticky top-0 z-10 bg-slate-50">
          <tr className="text-left text-xs font-semibold text-slate-600">
            <th scope="col" className="border-b border-slate-200 px-3 py-2">
              <input
                type="checkbox"
                aria-label={t`Select the customers shown`}
                checked={allMatches || loadedSelected}
                disabled={allMatches}
                onChange={(event) => onToggleLoaded(event.target.checked)}
              />
            </th>
            <th scope="col" className="border-b border-slate-200 px-3 py-2">{t`Customer`}</th>
            {columns.map((key) => (
              <th
                key={key}
                scope="col"
                className="whitespace-nowrap border-b border-slate-200 px-3 py-2"
                aria-sort={sort === key ? (order === 'desc' ? 'descending' : 'ascending') : undefined}
              >
                {header(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {top > 0 && <tr aria-hidden="true" style={{ height: top }} />}
          {items.map((item) => {
            const row = rows[item.index]!;
            const name = customerName(row);
            return (
              <tr key={item.key} data-index={item.index} style={{ height: ROW_PX }} className="hover:bg-slate-50">
                <td className="border-b border-slate-100 px-3">
                  <input
                    type="checkbox"
                    aria-label={t`Select ${name}`}
                    checked={allMatches || selectedIds.has(row.objectId)}
                    disabled={allMatches}
                    onChange={(event) => onToggle(row.objectId, event.target.checked)}
                  />
                </td>
                <td className={`${cellClass} border-b border-slate-100`}>
                  <span className="flex items-center gap-2">
                    <Avatar name={name} picture={row.picture} size="sm" />
                    <Link
                      to={`/message-center/${row.orgId}/conversation/${row.conversationId}/customer/${row.objectId}`}
                      className="max-w-48 truncate font-medium text-slate-900 hover:text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
                    >
                      {name}
                    </Link>
                  </span>
                </td>
                {columns.map((key) => <td key={key} className={`${cellClass} border-b border-slate-100`}>{cell(key, row)}</td>)}
              </tr>
            );
          })}
          {bottom > 0 && <tr aria-hidden="true" style={{ height: bottom }} />}
        </tbody>
      </table>
    </div>
  );
}
