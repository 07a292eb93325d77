import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { EXPORT_LOCALES, exportLocaleOf, type ExportLocale } from '../../common/tasks';
import { LOCALE_NAMES } from '../i18n/locales';
import { FormError } from '../ui/FormError';
import { Modal } from '../ui/Modal';
import { TextField } from '../ui/TextField';
import { primaryButton, secondaryButton } from '../ui/buttons';
import { showToast } from '../ui/toast-store';
import { startBroadcastExport } from './broadcast-api';
import { broadcastErrorText } from './broadcast-text';

const pad = (value: number) => String(value).padStart(2, '0');
/** `YYYY-MM-DD` of a day in this browser's zone (a date input's value). */
export const dayValue = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
/** The start of a `YYYY-MM-DD` day in this browser's zone. */
const dayStart = (value: string) => {
  const [year, month, day] = value.split('-').map(Number);
  return new Date(year!, month! - 1, day!);
};

/** The default period: the last month, up to today. */
export function lastMonth(now: Date): { from: string; to: string } {
  const from = new Date(now.getFullYear(), now.getMonth() - 1, now.getDate());
  return { from: dayValue(from), to: dayValue(now) };
}

/**
 * Export broadcasts (POST /broadcast/export): the broadcasts created from the first day to the end of
 * the last, a CSV with its header in the chosen language (the console's by default). The export task
 * shows in the task list, which downloads it.
 */
export function ExportBroadcastsDialog({ open, orgId, onClose }: { open: boolean; orgId: string; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const consoleLocale = exportLocaleOf(i18n.locale);
  const [period, setPeriod] = useState(() => lastMonth(new Date()));
  const [locale, setLocale] = useState<ExportLocale>(consoleLocale);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const backwards = period.from !== '' && period.to !== '' && period.from > period.to;

  /** Closes, and the next opening starts from the defaults again. */
  function finish() {
    setError(null);
    setPeriod(lastMonth(new Date()));
    setLocale(consoleLocale);
    onClose();
  }
  const close = () => { if (!busy) finish(); };

  async function start() {
    if (!period.from || !period.to || backwards) return;
    setBusy(true);
    setError(null);
    try {
      const end = dayStart(period.to);
      end.setDate(end.getDate() + 1);
      await startBroadcastExport(orgId, { locale, startDate: dayStart(period.from), endDate: new Date(end.getTime() - 1) });
      showToast('info', t`Exporting broadcasts. Follow it in the task list, where you can download the file.`);
      setBusy(false);
      finish();
    } catch (cause) {
      setError(await broadcastErrorText(cause));
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      onClose={close}
      title={t`Export broadcasts`}
      size="small"
      actions={
        <>
          <button type="button" className={secondaryButton} onClick={close} disabled={busy}>{t`Cancel`}</button>
          <button type="button" className={primaryButton} onClick={() => void start()} disabled={busy || !period.from || !period.to || backwards}>
            {t`Export`}
          </button>
        </>
      }
    >
      <p className="text-sm text-slate-600">{t`The broadcasts created in this period, as a CSV file.`}</p>
      <div className="mt-4 grid grid-cols-2 gap-3">
        <TextField label={t`From`} type="date" value={period.from} max={period.to || undefined}
          onChange={(event) => setPeriod((current) => ({ ...current, from: event.target.value }))} />
        <TextField label={t`To`} type="date" value={period.to} min={period.from || undefined}
          onChange={(event) => setPeriod((current) => ({ ...current, to: event.target.value }))} />
      </div>
      <label className="mt-3 flex flex-col gap-1 text-sm font-medium text-slate-700">
        {t`Language of the file`}
        <select className="rounded-md border border-slate-300 px-2 py-2 text-sm font-normal" value={locale}
          onChange={(event) => setLocale(event.target.value as ExportLocale)}>
          {EXPORT_LOCALES.map((one) => <option key={one} value={one} lang={one}>{LOCALE_NAMES[one]}</option>)}
        </select>
      </label>
      <div className="mt-3">
        <FormError message={backwards ? t`The first day must not be after the last.` : error} />
      </div>
    </Modal>
  );
}
