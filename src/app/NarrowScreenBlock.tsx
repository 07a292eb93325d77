import { useLingui } from '@lingui/react/macro';

/** What screens narrower than 1024 px see instead of the console (01 §1). */
export function NarrowScreenBlock() {
  const { t } = useLingui();
  return (
    <main className="flex h-full flex-col items-center justify-center gap-3 bg-slate-50 p-8 text-center">
      <h1 className="text-lg font-semibold text-slate-900">{t`Parley needs a larger screen`}</h1>
      <p className="max-w-sm text-sm text-slate-600">
        {t`The console is made for desktop browsers at least 1024 pixels wide. Widen this window or open Parley on a computer.`}
      </p>
    </main>
  );
}
