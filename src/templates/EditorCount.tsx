import { useLingui } from '@lingui/react/macro';

/** The editor's `length/max` counter (02 §5), red when over; nothing without a maximum. */
export function EditorCount({ id, length, max, over }: { id: string; length: number; max?: number; over: boolean }) {
  const { t } = useLingui();
  if (max === undefined) return null;
  return (
    <span id={id} className={`text-xs tabular-nums ${over ? 'font-medium text-red-700' : 'text-slate-500'}`} aria-live="polite">
      <span aria-hidden="true">{length}/{max}</span>
      <span className="sr-only">{over ? t`${length} of ${max} characters, over the limit` : t`${length} of ${max} characters`}</span>
    </span>
  );
}

/** The editor border: red when the text is over its maximum (02 §5). */
export function editorBorder(over: boolean): string {
  return over
    ? 'border-red-500 focus:border-red-500 focus:ring-red-200'
    : 'border-slate-300 focus:border-indigo-500 focus:ring-indigo-200';
}
