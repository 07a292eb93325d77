// Refunding a card order through Stripe (asked first): all of it, or the amount typed. The payment
// becomes "Being refunded" at once and Refunded (or Partly refunded) when Stripe confirms it. A payment
// that came after the order was cancelled says it needs a refund.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatMoney, minorAmountOf } from '../../../common/chat-pay';
import type { Order } from '../../../common/contracts/chat-pay';
import { toApiError } from '../../api/api-error';
import { TextField } from '../../cards/fields';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog';
import { secondaryButton } from '../../ui/buttons';
import { showToast } from '../../ui/toast-store';
import { shopErrorText } from '../shop-error-text';
import { refundOrder } from './refund-api';

/** Whether the order has a card payment Stripe can give back now. */
export const refundable = (order: Order) => order.payment.method === 'card' && (order.payment.status === 'paid' || order.payment.status === 'partial_refund');

export function RefundAction({ orgId, order, onChanged }: { orgId: string; order: Order; onChanged: (order: Order) => void }) {
  const { t, i18n } = useLingui();
  const [amountText, setAmountText] = useState('');
  const [asking, setAsking] = useState(false);
  const amount = amountText.trim() === '' ? undefined : minorAmountOf(amountText, order.currency);
  const amountBad = amountText.trim() !== '' && (amount === undefined || amount === 0 || amount > order.total);
  const shown = formatMoney(amount ?? order.total, order.currency, i18n.locale);
  const currency = order.currency;
  return (
    <div className="flex flex-col gap-2">
      {order.status === 'cancelled' && order.payment.status === 'paid' && (
        <output className="block rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {t`This order was paid after it was cancelled. Refund the payment to the customer.`}
        </output>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <TextField label={t`Amount to refund (${currency})`} value={amountText} onChange={setAmountText}
          hint={t`Leave empty to refund all of it.`} problem={amountBad ? t`Enter an amount up to the order's total.` : undefined} />
        <button type="button" className={secondaryButton} disabled={amountBad} onClick={() => setAsking(true)}>{t`Refund`}</button>
      </div>
      <ConfirmDeleteDialog
        open={asking}
        title={t`Refund the payment`}
        description={amount === undefined
          ? t`The rest of the card payment goes back to the customer through Stripe. This cannot be undone.`
          : t`${shown} of the card payment goes back to the customer through Stripe. This cannot be undone.`}
        confirmLabel={t`Refund`}
        onConfirm={async () => {
          onChanged(await refundOrder(orgId, order.id, amount));
          showToast('success', t`Refund asked of Stripe. The payment shows Refunded once Stripe confirms it.`);
          setAmountText('');
          setAsking(false);
        }}
        onClose={() => setAsking(false)}
        errorText={async (cause) => shopErrorText(await toApiError(cause))}
      />
    </div>
  );
}
