// Customers named in the audience (included or excluded): searched by name among the customers stored
// on this device (the local database, as the inbox search does), shown as removable chips.
import { useId, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useLingui } from '@lingui/react/macro';
import { AUDIENCE_IDS_MAX } from '../../../common/broadcasts';
import { DEFAULT_CUSTOMER_SEARCH_MODE, type CustomerSearchMode } from '../../../common/customer-search';
import { customersByIds, customersByName } from '../../../local/search-queries';
import { control } from '../../cards/fields';
import { customerName } from '../../inbox/customer-name';
import { PLATFORM_LABELS } from '../../inbox/platforms';

const RESULTS = 8;

export function CustomerPicker({ orgId, label, chosen, onChange, searchMode = DEFAULT_CUSTOMER_SEARCH_MODE }: {
  orgId: string;
  label: string;
  chosen: string[];
  onChange: (ids: string[]) => void;
  searchMode?: CustomerSearchMode;
}) {
  const { t, i18n } = useLingui();
  const inputId = useId();
  const [keyword, setKeyword] = useState('');
  const found = useLiveQuery(() => customersByName(orgId, keyword, searchMode, RESULTS), [orgId, keyword, searchMode]) ?? [];
  const names = useLiveQuery(() => customersByIds(chosen), [chosen.join(',')]);
  const add = (id: string) => { if (!chosen.includes(id) && chosen.length < AUDIENCE_IDS_MAX) onChange([...chosen, id]); };

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-xs font-medium text-slate-700">{label}</label>
      <input id={inputId} type="search" value={keyword} onChange={(event) => setKeyword(event.target.value)} maxLength={100}
        placeholder={t`Search customers on this device by name`} className={`${control} border-slate-300`} />
      {found.length > 0 && (
        <ul aria-label={t`${label}: results`} className="flex flex-col gap-0.5">
          {found.map((customer) => (
            <li key={customer.objectId}>
              <button type="button" disabled={chosen.includes(customer.objectId)} onClick={() => add(customer.objectId)}
                className="w-full rounded px-2 py-1 text-left text-sm hover:bg-slate-100 disabled:opacity-50">
                {t`Add ${customerName(customer)}`} <span className="text-xs text-slate-500">({i18n._(PLATFORM_LABELS[customer.platform])})</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {chosen.length > 0 && (
        <ul aria-label={label} className="flex flex-wrap gap-1">
          {chosen.map((id) => {
            const name = names?.get(id) ? customerName(names.get(id)!) : id;
            return (
              <li key={id} className="flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs">
                {name}
                <button type="button" aria-label={t`Remove ${name}`} onClick={() => onChange(chosen.filter((other) => other !== id))}>×</button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
