import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import type { Authority } from '../../common/contracts/base';
import { AUTHORITIES } from '../../common/enums';
import { CheckIcon, ChevronDownIcon } from '../shell/icons';
import { dropdownPanel } from '../ui/dropdown';
import { AUTHORITY_LABELS } from './authority-labels';

interface AuthoritySelectProps {
  value: Authority;
  /** Names the control, e.g. "Authority of Ann Lee". */
  label: string;
  disabled?: boolean;
  onChange: (authority: Authority) => void;
}

/** A member's authority as a listbox (admins change it here). */
export function AuthoritySelect({ value, label, disabled, onChange }: AuthoritySelectProps) {
  const { i18n } = useLingui();
  return (
    <Listbox value={value} onChange={onChange} disabled={disabled}>
      <ListboxButton
        aria-label={label}
        className="flex w-full max-w-48 min-w-0 items-center justify-between gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-left text-sm text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:opacity-50"
      >
        <span className="truncate">{i18n._(AUTHORITY_LABELS[value])}</span>
        <ChevronDownIcon />
      </ListboxButton>
      {/* Anchored options are portaled to the body, above every neighbouring control (z-40, under dialogs' z-50);
          at least as wide as the button, wider when a label needs it. */}
      <ListboxOptions anchor="bottom start" className={`z-40 mt-1 w-max max-w-72 min-w-(--button-width) ${dropdownPanel}`}>
        {AUTHORITIES.map((authority) => (
          <ListboxOption
            key={authority}
            value={authority}
            className="flex cursor-default items-center justify-between px-3 py-2 text-sm text-slate-700 data-focus:bg-indigo-50 data-focus:text-indigo-900"
          >
            {({ selected }) => (
              <>
                <span>{i18n._(AUTHORITY_LABELS[authority])}</span>
                {selected && <CheckIcon />}
              </>
            )}
          </ListboxOption>
        ))}
      </ListboxOptions>
    </Listbox>
  );
}
