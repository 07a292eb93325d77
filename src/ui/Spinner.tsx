import { useLingui } from '@lingui/react/macro';

export function Spinner() {
  const { t } = useLingui();
  return (
    <div aria-busy="true" className="flex h-full items-center justify-center p-8 text-sm text-slate-500">
      <span className="mr-2 size-4 animate-spin rounded-full border-2 border-slate-300 border-t-indigo-600" aria-hidden="true" />
      {t`Loading…`}
    </div>
  );
}
