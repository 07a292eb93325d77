import { useCallback, useEffect, useRef, useState } from 'react';
import { PRESENCE_TYPING_THROTTLE_MS, type PresenceState } from '../../../common/presence';
import { PRESENCE_CHANNEL, type PresenceNews } from '../../../local/channels';
import { getSync } from '../../data/sync-client';
import { PresenceRoster, type Peer } from './roster';
import { presenceTab } from './tab-lock';

export interface ConversationPresence {
  /** The other agents who have the conversation open. */
  peers: Peer[];
  /** The composer's text changed: typing, or (empty again: sent or cleared) stopped. */
  typed: (text: string) => void;
}

/**
 * Says that this tab shows the conversation (and when its agent types), and shows the other agents who
 * do (docs/presence.md). The sync worker heartbeats for the tab; `left` goes when the tab leaves the
 * conversation or the page, and the worker notices a tab that closed without a word by its lock.
 */
export function usePresence(orgId: string, conversationId: string, selfId: string): ConversationPresence {
  const [peers, setPeers] = useState<Peer[]>([]);
  const typingSaidAt = useRef(0);

  const say = useCallback((state: PresenceState) => presenceTab()
    .then((tab) => getSync().presence({ orgId, conversationId, tab, state })), [orgId, conversationId]);

  useEffect(() => {
    const roster = new PresenceRoster(conversationId, selfId);
    let expiry: ReturnType<typeof setTimeout> | undefined;
    // Read again on every signal, and when an entry expires or a typing ends by itself.
    function refresh() {
      const now = Date.now();
      setPeers(roster.peers(now));
      clearTimeout(expiry);
      const next = roster.nextChange(now);
      if (next !== undefined) expiry = setTimeout(refresh, next - now);
    }
    const take = (news: PresenceNews) => {
      roster.apply(news);
      refresh();
    };
    const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(PRESENCE_CHANNEL);
    channel?.addEventListener('message', (event: MessageEvent<PresenceNews>) => take(event.data));
    // What the worker heard before this tab opened the conversation.
    say('viewing').then((recent) => recent.forEach(take), () => { /* the worker is not up yet: its first heartbeat says it */ });
    const leave = () => void say('left').catch(() => {});
    // Back from the back-forward cache: here again.
    const back = (event: PageTransitionEvent) => { if (event.persisted) void say('viewing').catch(() => {}); };
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', back);
    return () => {
      channel?.close();
      clearTimeout(expiry);
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', back);
      leave();
    };
  }, [say, conversationId, selfId]);

  const typed = useCallback((text: string) => {
    const now = Date.now();
    if (text.trim() === '') {
      if (typingSaidAt.current === 0) return;
      typingSaidAt.current = 0;
      void say('viewing').catch(() => {});
    } else if (now - typingSaidAt.current >= PRESENCE_TYPING_THROTTLE_MS) {
      typingSaidAt.current = now;
      void say('typing').catch(() => {});
    }
  }, [say]);

  return { peers, typed };
}
