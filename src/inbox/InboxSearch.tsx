import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { SEARCH_KEYWORD_MAX } from '../../common/customer-search';
import { useNameSearch } from '../search/use-name-search';
import { InboxRow } from './InboxRow';

interface InboxSearchProps {
  orgId: string;
  /** Told whether a keyword is typed: the inbox tabs make way for the results meanwhile. */
  onSearchingChange: (searching: boolean) => void;
}

/** The name search above the inbox list (02 §7): results from this browser at once, then from the server. */
export function InboxSearch({ orgId, onSearchingChange }: InboxSearchProps) {
  const { t } = useLingui();
  const [keyword, setKeyword] = useState('');
  const searching = keyword.trim() !== '';
  const { customers, source } = useNameSearch(orgId, keyword);
  useEffect(() => onSearchingChange(searching), [searching, onSearchingChange]);

  return (
    <>
      <search className="block px-3 pb-2">
        <input
          type="search"
          aria-label={t`Search customers by name`}
          placeholder={t`Search customers by name`}
          maxLength={SEARCH_KEYWORD_MAX}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          onKeyDown={(event) => { if (event.key === 'Escape') setKeyword(''); }}
          className="block w-full rounded-md border border-slate-300 px-3 py-1.5 text-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 focus:outline-none"
        />
      </search>
      {searching && (
        <div className="min-h-0 flex-1 overflow-y-auto border-t border-slate-200">
          <p aria-live="polite" className="px-3 pt-2 text-xs text-slate-500">
            {customers?.length === 0 ? t`No customers match.` : source === 'server' ? t`Results from the server` : t`Results on this device`}
          </p>
          <ul aria-label={t`Customers found`} className="divide-y divide-slate-100">
            {customers?.map((customer) => (
              <li key={customer.objectId}><InboxRow customer={customer} /></li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
