import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ORDER_STATUS_TYPES, type OrderStatusType } from '../../../common/chat-pay';
import type { Order } from '../../../common/contracts/chat-pay';
import { toApiError } from '../../api/api-error';
import { primaryButton } from '../../ui/buttons';
import { showToast } from '../../ui/toast-store';
import { FilterSelect } from '../FilterSelect';
import { shopErrorText } from '../shop-error-text';
import { changeOrderStatus } from './orders-api';
import { statusOptions, STATUS_TYPE_LABELS } from './status-labels';

/** Changes one status (the order's, the payment's or the shipping's) of every selected order at once. */
export function BatchStatusBar({ orgId, selected, onChanged }: { orgId: string; selected: readonly string[]; onChanged: (orders: Order[]) => void }) {
  const { t, i18n } = useLingui();
  const [type, setType] = useState<OrderStatusType>('order');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const count = selected.length;

  async function apply() {
    if (!status || busy) return;
    setBusy(true);
    try {
      onChanged(await changeOrderStatus(orgId, selected, type, status));
      showToast('success', plural(count, { one: '# order changed.', other: '# orders changed.' }));
    } catch (cause) {
      showToast('error', shopErrorText(await toApiError(cause)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <fieldset className="flex flex-wrap items-end gap-3 rounded-lg bg-indigo-50 px-4 py-3">
      <legend className="sr-only">{t`Change the selected orders`}</legend>
      <p className="text-sm font-medium text-indigo-900">{t`${count} selected`}</p>
      <FilterSelect<OrderStatusType> label={t`Status to change`} value={type} allLabel={t`Choose…`}
        onChange={(next) => { if (next) { setType(next); setStatus(''); } }}
        options={ORDER_STATUS_TYPES.map((value) => ({ value, label: i18n._(STATUS_TYPE_LABELS[value]) }))} />
      <FilterSelect label={t`New status`} value={status} allLabel={t`Choose…`} onChange={setStatus}
        options={statusOptions(type, (descriptor) => i18n._(descriptor))} />
      <button type="button" className={primaryButton} disabled={!status || busy} onClick={() => void apply()}>
        {t`Apply to the selected orders`}
      </button>
    </fieldset>
  );
}
