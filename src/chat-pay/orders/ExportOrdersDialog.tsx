// "Export orders" (03 §2's "export chat-pay orders" modal): the list's current filters, an optional
// range of order dates and the file's language (the console's by default) start the export task; 2 s
// after the server's answer (03 §9) the dialog closes and points to the task list, which offers the file.
import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ORDER_STATUS_TYPES, type OrderStatusType } from '../../../common/chat-pay';
import type { OrderExportFilter } from '../../../common/contracts/chat-pay-tasks';
import { EXPORT_LOCALES, exportLocaleOf, type ExportLocale } from '../../../common/tasks';
import { toApiError } from '../../api/api-error';
import { LOCALE_NAMES } from '../../i18n/locales';
import { FormError } from '../../ui/FormError';
import { Modal } from '../../ui/Modal';
import { primaryButton, secondaryButton } from '../../ui/buttons';
import { showToast } from '../../ui/toast-store';
import { shopErrorText } from '../shop-error-text';
import { startOrderExport } from './export-api';
import { SHOP_SEND_WAIT_MS } from './OrderActions';
import { statusOptions, STATUS_TYPE_LABELS } from './status-labels';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const field = 'rounded-md border border-slate-300 px-2 py-1 text-sm focus:border-indigo-500 focus:outline-none';

/** The start of a day typed in a date field, in the browser's time zone, as ISO time. */
const dayStart = (day: string, plusDays = 0) => {
  const date = new Date(`${day}T00:00:00`);
  date.setDate(date.getDate() + plusDays);
  return date.toISOString();
};

/** `filter`: the order list's, by status type ('' any). */
export function ExportOrdersDialog({ open, orgId, filter, onClose }: { open: boolean; orgId: string; filter: Record<OrderStatusType, string>; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const [from, setFrom] = useState('');
  const [until, setUntil] = useState('');
  const [locale, setLocale] = useState<ExportLocale>(exportLocaleOf(i18n.locale));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const formId = useId();
  const ids = { from: useId(), until: useId(), locale: useId() };
  const backwards = from !== '' && until !== '' && until < from;

  function close() {
    if (busy) return;
    setError(null);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || backwards) return;
    setBusy(true);
    setError(null);
    const chosen: OrderExportFilter = {
      ...(filter.order ? { status: filter.order as OrderExportFilter['status'] } : {}),
      ...(filter.payment ? { payment: filter.payment as OrderExportFilter['payment'] } : {}),
      ...(filter.shipping ? { shipping: filter.shipping as OrderExportFilter['shipping'] } : {}),
      ...(from ? { createdFrom: dayStart(from) } : {}),
      // The last day counts whole.
      ...(until ? { createdTo: dayStart(until, 1) } : {}),
    };
    try {
      await startOrderExport(orgId, { filter: chosen, i18n: locale, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
      await wait(SHOP_SEND_WAIT_MS);
      showToast('info', t`The order export has started. Download it from the task list once it is done.`);
      setBusy(false);
      onClose();
    } catch (cause) {
      setError(shopErrorText(await toApiError(cause)));
      setBusy(false);
    }
  }

  const statusText = (type: OrderStatusType) =>
    statusOptions(type, (descriptor) => i18n._(descriptor)).find((option) => option.value === filter[type])?.label ?? t`Any`;

  return (
    <Modal
      open={open}
      onClose={close}
      title={t`Export orders`}
      actions={
        <>
          <button type="button" className={secondaryButton} onClick={close} disabled={busy}>{t`Cancel`}</button>
          <button type="submit" form={formId} className={primaryButton} disabled={busy || backwards}>{busy ? t`Exporting…` : t`Export`}</button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} className="space-y-4 text-sm text-slate-700">
        <div>
          <p>{t`The file has a row per order line of the orders the list's filters select:`}</p>
          <dl aria-label={t`Filters of the export`} className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            {ORDER_STATUS_TYPES.map((type) => (
              <div key={type} className="contents">
                <dt className="text-slate-500">{i18n._(STATUS_TYPE_LABELS[type])}</dt>
                <dd>{statusText(type)}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="flex flex-wrap gap-4">
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.from} className="text-xs font-medium">{t`Placed from`}</label>
            <input id={ids.from} type="date" value={from} onChange={(event) => setFrom(event.target.value)} className={field} />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.until} className="text-xs font-medium">{t`Placed until`}</label>
            <input id={ids.until} type="date" value={until} onChange={(event) => setUntil(event.target.value)} className={field} />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.locale} className="text-xs font-medium">{t`Language of the file`}</label>
            <select id={ids.locale} value={locale} onChange={(event) => setLocale(event.target.value as ExportLocale)} className={field}>
              {EXPORT_LOCALES.map((value) => <option key={value} value={value}>{LOCALE_NAMES[value]}</option>)}
            </select>
          </div>
        </div>
        {backwards && <p className="text-xs text-red-700">{t`The last day is before the first.`}</p>}
        <FormError message={error} />
      </form>
    </Modal>
  );
}
