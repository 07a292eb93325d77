// Small labelled controls the card builders and the broadcast editor share: a label above its control,
// the hint and the problem under it (announced, tied to the control with aria-describedby).
import { useId, type ReactNode } from 'react';

export const control = 'block w-full rounded-md border px-2 py-1 text-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 focus:outline-none';
export const controlBorder = (invalid: boolean) => (invalid ? 'border-red-500' : 'border-slate-300');

/** A text input (or a textarea with `rows`) with its label and, when given, its problem. */
export function TextField({ label, value, onChange, problem, rows, maxLength, placeholder, type = 'text', hint }: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem?: string;
  rows?: number;
  maxLength?: number;
  placeholder?: string;
  type?: 'text' | 'url' | 'tel' | 'email';
  hint?: ReactNode;
}) {
  const id = useId();
  const problemId = useId();
  const hintId = useId();
  const described = [hint ? hintId : '', problem ? problemId : ''].filter(Boolean).join(' ');
  const shared = {
    id, value, maxLength, placeholder,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': described || undefined,
    className: `${control} ${controlBorder(Boolean(problem))}`,
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-700">{label}</label>
      {rows ? <textarea {...shared} rows={rows} onChange={(event) => onChange(event.target.value)} />
        : <input {...shared} type={type} onChange={(event) => onChange(event.target.value)} />}
      {hint && <p id={hintId} className="text-xs text-slate-500">{hint}</p>}
      {problem && <p id={problemId} className="text-xs text-red-700">{problem}</p>}
    </div>
  );
}
