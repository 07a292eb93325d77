// The open message center's alerts (docs/push.md): a chime when a customer writes and the agent is
// one the recipient rule names (common/notify-recipients.ts, as for pushes), unless muted or the tab
// is hidden (the push notification speaks then); and the app badge, set when the tab is left.
import { useEffect, useRef } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { receivesMessageNotification } from '../../common/notify-recipients';
import { useOrganizations } from '../org/organizations-context';
import { playAlertSound } from './alert-sound';
import { lastInboundCustomer, unreadConversationCount } from './alert-queries';
import { isSoundMuted } from './sound-setting';

function useMessageSound(orgId: string, userId: string): void {
  const { organizations } = useOrganizations();
  const authority = organizations?.find((organization) => organization.objectId === orgId)?.authorityName;
  const latest = useLiveQuery(() => lastInboundCustomer(orgId), [orgId]);
  // Only messages newer than both the opening of the page and what was already seen chime.
  const heard = useRef<string | undefined>(undefined);

  useEffect(() => {
    heard.current ??= new Date().toISOString();
    const at = latest?.lastInboundAt;
    if (!latest || !at || at <= heard.current) return;
    heard.current = at;
    if (!authority || isSoundMuted() || document.visibilityState !== 'visible') return;
    if (receivesMessageNotification({ userId, authority }, latest)) void playAlertSound('message');
  }, [latest, authority, userId]);
}

function useAppBadge(orgId: string): void {
  useEffect(() => {
    if (!('setAppBadge' in navigator)) return;
    const onHide = () => {
      if (document.visibilityState !== 'hidden') return;
      void unreadConversationCount(orgId)
        .then((unread) => (unread > 0 ? navigator.setAppBadge(unread) : navigator.clearAppBadge()))
        .catch(() => undefined);
    };
    document.addEventListener('visibilitychange', onHide);
    return () => document.removeEventListener('visibilitychange', onHide);
  }, [orgId]);
}

export function useMessageAlerts(orgId: string, userId: string): void {
  useMessageSound(orgId, userId);
  useAppBadge(orgId);
}
