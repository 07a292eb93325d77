// The order's page for its customer (POST /order/share_link): sent as the agent's reply in the order's
// conversation (the composer's outbox path: queued offline first, delivered and shown like any reply),
// or copied to paste elsewhere.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Order } from '../../../common/contracts/chat-pay';
import { toApiError } from '../../api/api-error';
import { getSync } from '../../data/sync-client';
import { secondaryButton } from '../../ui/buttons';
import { showToast } from '../../ui/toast-store';
import { copyLink } from '../copy-link';
import { orderShareLink } from '../customer-orders/customer-orders-api';
import { shopErrorText } from '../shop-error-text';

export function OrderLinkActions({ orgId, order }: { orgId: string; order: Order }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);

  async function withLink(use: (url: string) => Promise<void>) {
    setBusy(true);
    try {
      await use(await orderShareLink(orgId, order.id));
    } catch (cause) {
      showToast('error', shopErrorText(await toApiError(cause)));
    } finally {
      setBusy(false);
    }
  }

  async function send(url: string) {
    await getSync().sendText({ orgId, conversationId: order.conversation, customerId: order.customer_id, text: url });
    showToast('success', t`The order's link is on its way to the customer's conversation.`);
  }

  return (
    <div className="flex flex-wrap gap-3">
      <button type="button" className={secondaryButton} disabled={busy} onClick={() => void withLink(send)}>{t`Send the order link`}</button>
      <button type="button" className={secondaryButton} disabled={busy} onClick={() => void withLink(copyLink)}>{t`Copy the order link`}</button>
    </div>
  );
}
