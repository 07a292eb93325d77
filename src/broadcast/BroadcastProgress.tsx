import { useLingui } from '@lingui/react/macro';

/** How many of the recipients have an outcome, as a bar with the numbers as its name. */
export function BroadcastProgress({ sent, total, label }: { sent: number; total: number; label: string }) {
  const { t, i18n } = useLingui();
  const number = new Intl.NumberFormat(i18n.locale);
  const done = number.format(sent);
  const all = number.format(total);
  return (
    <progress className="h-1.5 w-full accent-indigo-600" max={Math.max(total, 1)} value={Math.min(sent, total)} aria-label={label}>
      {t`${done} of ${all}`}
    </progress>
  );
}
