// What the merchant does with one order: its status, marking it paid (pay on delivery, transfer),
// refunding a card payment (RefundAction.tsx), shipping confirmed (with a pickup remark) or cancelled,
// and its status sent to the customer. After a message to the customer the order is read again 2 s
// later (03 §9), once the send has settled.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ORDER_STATUSES, orderStatusChangeAllowed, type OrderStatus } from '../../../common/chat-pay';
import type { Order } from '../../../common/contracts/chat-pay';
import { toApiError } from '../../api/api-error';
import { TextField } from '../../cards/fields';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog';
import { secondaryButton, primaryButton } from '../../ui/buttons';
import { showToast } from '../../ui/toast-store';
import { FilterSelect } from '../FilterSelect';
import { shopErrorText } from '../shop-error-text';
import { cancelShipping, changeOrderStatus, confirmShipping, sendOrderStatus } from './orders-api';
import { RefundAction, refundable } from './RefundAction';
import { ORDER_STATUS_LABELS } from './status-labels';

/** The wait after confirm, cancel and send status before the order is read again (03 §9). */
export const SHOP_SEND_WAIT_MS = 2000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const failureText = async (cause: unknown) => shopErrorText(await toApiError(cause));

export function OrderActions({ orgId, order, onChanged, onReread }: {
  orgId: string;
  order: Order;
  onChanged: (order: Order) => void;
  /** Reads the order again (after a message to the customer). */
  onReread: () => void;
}) {
  const { t, i18n } = useLingui();
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const shipped = order.shipping.status !== 'processing';
  const nextStatuses = ORDER_STATUSES.filter((value) => value !== order.status && orderStatusChangeAllowed(order.status, value));
  const canMarkPaid = order.payment.status === 'unpaid' && (order.payment.method === 'cod' || order.payment.method === 'transfer');

  /** Runs an action; what it answers shows at once, and after a message to the customer the order is read again 2 s later. */
  async function run(action: () => Promise<Order | Order[]>, success: string, messages: boolean): Promise<void> {
    setBusy(true);
    try {
      const answer = await action();
      onChanged(Array.isArray(answer) ? answer[0] ?? order : answer);
      showToast('success', success);
      if (messages) {
        await wait(SHOP_SEND_WAIT_MS);
        onReread();
      }
    } finally {
      setBusy(false);
    }
  }

  /** Whether it was done; a refusal is said in a toast and what was chosen stays. */
  async function act(action: () => Promise<Order | Order[]>, success: string, messages = false): Promise<boolean> {
    try {
      await run(action, success, messages);
      return true;
    } catch (cause) {
      showToast('error', await failureText(cause));
      return false;
    }
  }

  return (
    <section aria-label={t`Handle the order`} className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <h3 className="text-base font-semibold text-slate-900">{t`Handle the order`}</h3>
      <div className="flex flex-wrap items-end gap-3">
        {nextStatuses.length > 0 && (
          <>
            <FilterSelect<OrderStatus> label={t`New order status`} value={status} allLabel={t`Choose…`} onChange={setStatus}
              options={nextStatuses.map((value) => ({ value, label: i18n._(ORDER_STATUS_LABELS[value]) }))} />
            <button type="button" className={secondaryButton} disabled={!status || busy} onClick={() => {
              if (!status) return;
              void act(() => changeOrderStatus(orgId, [order.id], 'order', status), t`Order status changed.`).then((done) => { if (done) setStatus(''); });
            }}>
              {t`Change order status`}
            </button>
          </>
        )}
        {canMarkPaid && (
          <button type="button" className={secondaryButton} disabled={busy}
            onClick={() => void act(() => changeOrderStatus(orgId, [order.id], 'payment', 'paid'), t`Marked paid.`)}>
            {t`Mark paid`}
          </button>
        )}
      </div>
      {refundable(order) && <RefundAction orgId={orgId} order={order} onChanged={onChanged} />}
      {!shipped && (
        <div className="flex flex-col gap-2">
          <TextField label={t`Pickup remark`} rows={2} maxLength={300} value={remark} onChange={setRemark}
            hint={t`Sent to the customer with the shipping message, e.g. where to pick the order up.`} />
          <button type="button" className={`${primaryButton} self-start`} disabled={busy}
            onClick={() => void act(() => confirmShipping(orgId, order.id, remark.trim()), t`Shipping confirmed. The customer is told.`, true)}>
            {t`Confirm shipping`}
          </button>
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        {order.shipping.status !== 'cancelled' && (
          <button type="button" className={secondaryButton} disabled={busy} onClick={() => setCancelling(true)}>{t`Cancel shipping`}</button>
        )}
        <button type="button" className={secondaryButton} disabled={busy}
          onClick={() => void act(() => sendOrderStatus(orgId, order.id), t`The order's status was sent to the customer.`, true)}>
          {t`Send status to the customer`}
        </button>
      </div>
      <ConfirmDeleteDialog
        open={cancelling}
        title={t`Cancel shipping`}
        description={t`The shipping of this order is cancelled and the customer is told.`}
        confirmLabel={t`Cancel shipping`}
        onConfirm={async () => {
          await run(() => cancelShipping(orgId, order.id), t`Shipping cancelled. The customer is told.`, true);
          setCancelling(false);
        }}
        onClose={() => setCancelling(false)}
        errorText={failureText}
      />
    </section>
  );
}
