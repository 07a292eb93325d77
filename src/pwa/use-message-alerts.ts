// The open message center's alerts (docs/push.md): a chime when a customer writes and the agent is
// one the recipient rule names (common/notify-recipients.ts, as for pushes), unless muted or the tab
// is hidden (the push notification speaks then); the same chime and a toast when the bot hands a
// conversation to the team; and the app badge, set when the tab is left.
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useLingui } from '@lingui/react/macro';
import type { Authority } from '../../common/contracts/base';
import { receivesMessageNotification } from '../../common/notify-recipients';
import { useOrganizations } from '../org/organizations-context';
import { showToast } from '../ui/toast-store';
import { playAlertSound } from './alert-sound';
import { lastInboundCustomer, teamHandoversAfter, unreadConversationCount } from './alert-queries';
import { isSoundMuted } from './sound-setting';

function useMessageSound(orgId: string, userId: string, authority: Authority | undefined): void {
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

/**
 * The bot handed a conversation to the team (common/notify-recipients.ts isTeamHandover) after the page
 * opened: the members the rule names for it hear the chime (unless muted) and see a toast that opens it.
 */
function useHandoverNotice(orgId: string, userId: string, authority: Authority | undefined): void {
  const { t } = useLingui();
  const navigate = useNavigate();
  // Each read covers only the messages stored after the last one read (the query reads the cursor when it runs).
  // Starts when the page first reads: hand-overs from before it opened are not news.
  const since = useRef<string | undefined>(undefined);
  const fresh = useLiveQuery(() => teamHandoversAfter(orgId, since.current ??= new Date().toISOString()), [orgId]);

  useEffect(() => {
    if (!fresh || !since.current || fresh.until <= since.current) return;
    since.current = fresh.until;
    if (!authority || document.visibilityState !== 'visible') return;
    const told = fresh.customers.filter((customer) => receivesMessageNotification({ userId, authority }, customer));
    if (told.length === 0) return;
    if (!isSoundMuted()) void playAlertSound('message');
    for (const customer of told) {
      const name = customer.displayName;
      showToast('info', t`The bot handed the conversation with ${name} to the team.`, {
        action: { label: t`Open conversation`, run: () => navigate(`/message-center/${orgId}/conversation/${customer.conversationId}/customer/${customer.objectId}`) },
      });
    }
  }, [fresh, authority, userId, orgId, navigate, t]);
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
  const { organizations } = useOrganizations();
  const authority = organizations?.find((organization) => organization.objectId === orgId)?.authorityName;
  useMessageSound(orgId, userId, authority);
  useHandoverNotice(orgId, userId, authority);
  useAppBadge(orgId);
}
