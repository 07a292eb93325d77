import { useId } from 'react';

/** A list filter: "any" (empty) or one of its values. */
export function FilterSelect<T extends string>({ label, value, options, allLabel, onChange }: {
  label: string;
  value: T | '';
  options: readonly { value: T; label: string }[];
  allLabel: string;
  onChange: (value: T | '') => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-700">{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as T | '')}
        className="rounded-md border border-slate-300 px-2 py-1 text-sm focus:border-indigo-500 focus:outline-none">
        <option value="">{allLabel}</option>
        {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </select>
    </div>
  );
}
