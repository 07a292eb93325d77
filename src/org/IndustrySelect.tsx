import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { INDUSTRIES } from './industries';

interface IndustrySelectProps {
  value: string;
  onChange: (industry: string) => void;
  disabled?: boolean;
}

/** The organization's industry (required), as in sign-up, add-organization and basic info. */
export function IndustrySelect({ value, onChange, disabled }: IndustrySelectProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  // An industry stored before the list existed still shows.
  const options = INDUSTRIES.some((option) => option.value === value) || !value
    ? INDUSTRIES
    : [...INDUSTRIES, { value, label: { id: value, message: value } }];
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">{t`Industry`}</label>
      <select
        id={id}
        name="industry"
        required
        disabled={disabled}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm disabled:bg-slate-50"
      >
        <option value="" disabled>{t`Choose an industry`}</option>
        {options.map((option) => <option key={option.value} value={option.value}>{i18n._(option.label)}</option>)}
      </select>
    </div>
  );
}
