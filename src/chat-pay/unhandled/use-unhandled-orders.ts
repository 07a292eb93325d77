// The organization's unhandled shop orders for the sidebar's chat-pay entry: the server's count when
// the organization opens and whenever the connection comes back, then each `orderNeedUpdate` the sync
// worker passes on (01 §4). A rise says so and plays the chat-pay alert (1 s, 01 §9) unless muted or
// the tab is hidden.
import { useEffect, useState } from 'react';
import { t } from '@lingui/core/macro';
import { ORDER_NEED_UPDATE_CHANNEL, type OrderNeedUpdateSignal } from '../../../local/channels';
import { playAlertSound } from '../../pwa/alert-sound';
import { isSoundMuted } from '../../pwa/sound-setting';
import { useOffline } from '../../shell/use-offline';
import { showToast } from '../../ui/toast-store';
import { fetchUnhandledOrders } from '../orders/orders-api';

function announceNewOrder(): void {
  showToast('success', t`A new order came in.`);
  if (!isSoundMuted() && document.visibilityState === 'visible') void playAlertSound('chatPay');
}

/** The count, or null while unknown or when the member may not see orders (`open` false). */
export function useUnhandledOrders(orgId: string, open: boolean): number | null {
  const offline = useOffline();
  const [known, setKnown] = useState<{ orgId: string; count: number } | null>(null);

  useEffect(() => {
    if (!open || offline) return;
    let current = true;
    fetchUnhandledOrders(orgId).then((count) => {
      if (current && Number.isInteger(count)) setKnown({ orgId, count });
    }, () => undefined);
    return () => { current = false; };
  }, [orgId, open, offline]);

  useEffect(() => {
    if (!open || typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(ORDER_NEED_UPDATE_CHANNEL);
    channel.addEventListener('message', (event: MessageEvent<OrderNeedUpdateSignal>) => {
      const { orgId: from, unhandledCount, unhandledDelta } = event.data;
      if (from !== orgId) return;
      setKnown({ orgId, count: unhandledCount });
      if (unhandledDelta > 0) announceNewOrder();
    });
    return () => channel.close();
  }, [orgId, open]);

  return open && known?.orgId === orgId ? known.count : null;
}
