import { useEffect, useSyncExternalStore } from 'react';
import type { CustomerRecord } from '../../local/records';
import { getSync } from '../data/sync-client';

function subscribeVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/** True while the page is visible (not a background tab, not minimized). */
export function usePageVisible(): boolean {
  return useSyncExternalStore(subscribeVisibility, () => document.visibilityState === 'visible', () => true);
}

/**
 * The open conversation is read: whenever it has unread messages while the page is visible (on opening,
 * and again when new inbound messages arrive) it is marked read. The badge clears locally at once, offline
 * too; the sync worker's action outbox tells the server.
 */
export function useMarkRead(orgId: string, conversationId: string, customer: CustomerRecord): void {
  const visible = usePageVisible();
  const { badge, objectId: customerId } = customer;
  useEffect(() => {
    if (!visible || badge === 0) return;
    getSync()
      .act({ kind: 'markRead', orgId, conversationId, customerId })
      .catch((error: unknown) => console.warn('[inbox] could not mark the conversation read', error));
  }, [visible, badge, orgId, conversationId, customerId]);
}
