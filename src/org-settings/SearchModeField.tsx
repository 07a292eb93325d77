import { useLingui } from '@lingui/react/macro';
import type { CustomerSearchMode } from '../../common/customer-search';

interface SearchModeFieldProps {
  value: CustomerSearchMode;
  onChange: (mode: CustomerSearchMode) => void;
  disabled?: boolean;
}

/** How the message center's customer name search matches (02 §5, §7): stored on the organization. */
export function SearchModeField({ value, onChange, disabled }: SearchModeFieldProps) {
  const { t } = useLingui();
  const choices: { mode: CustomerSearchMode; label: string; hint: string }[] = [
    { mode: 'containMode', label: t`Name contains the words`, hint: t`"ann" finds Ann Lee and Joanne, in any case.` },
    { mode: 'fullMode', label: t`Exact name only`, hint: t`Only a name written exactly as typed is found.` },
  ];
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-1 block text-sm font-medium text-slate-700">{t`Customer name search`}</legend>
      <div className="space-y-2">
        {choices.map((choice) => (
          <label key={choice.mode} className="flex items-start gap-2 text-sm text-slate-800">
            <input type="radio" name="customerSearchMode" value={choice.mode} checked={value === choice.mode}
              onChange={() => onChange(choice.mode)} className="mt-1" />
            <span>
              {choice.label}
              <span className="block text-xs text-slate-500">{choice.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
