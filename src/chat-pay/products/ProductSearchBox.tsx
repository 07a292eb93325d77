import { useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { secondaryButton } from '../../ui/buttons';

/**
 * "Search products" with its Search button, in the dialogs that pick a published product: the text is
 * searched on Enter (not while an input method composes) or on the button, trimmed.
 */
export function ProductSearchBox({ onSearch }: { onSearch: (text: string) => void }) {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');

  function onSearchKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSearch(typed.trim());
    }
  }

  return (
    <div className="flex items-end gap-2">
      <label className="flex flex-1 flex-col gap-1 text-xs font-medium text-slate-700">
        {t`Search products`}
        <input type="search" value={typed} maxLength={100} onChange={(event) => setTyped(event.target.value)} onKeyDown={onSearchKey}
          className="rounded-md border border-slate-300 px-2 py-1 text-sm focus:border-indigo-500 focus:outline-none" />
      </label>
      <button type="button" className={secondaryButton} onClick={() => onSearch(typed.trim())}>{t`Search`}</button>
    </div>
  );
}
