// Who else is in a conversation, from the other agents' signals as they arrive (docs/presence.md): each
// browser (source) is dropped PRESENCE_EXPIRY_MS after its last signal, or at once on `left`; an agent
// with several browsers counts once, typing when any of them is.
import { PRESENCE_EXPIRY_MS, PRESENCE_TYPING_MS } from '../../../common/presence';
import type { PresenceNews } from '../../../local/channels';

export interface Peer {
  userId: string;
  name: string;
  picture?: string;
  typing: boolean;
}

export class PresenceRoster {
  private readonly sources = new Map<string, PresenceNews>();

  constructor(private readonly conversationId: string, private readonly selfId: string) {}

  /** Takes a signal of this conversation from another agent; others are ignored. */
  apply(news: PresenceNews): void {
    if (news.conversationId !== this.conversationId || news.userId === this.selfId) return;
    const current = this.sources.get(news.source);
    // A replayed signal may be older than one that came meanwhile.
    if (current && current.at > news.at) return;
    if (news.state === 'left') this.sources.delete(news.source);
    else this.sources.set(news.source, news);
  }

  /** The agents here at `now`, by name. */
  peers(now: number): Peer[] {
    const byUser = new Map<string, Peer>();
    for (const [source, news] of this.sources) {
      if (now >= news.at + PRESENCE_EXPIRY_MS) {
        this.sources.delete(source);
        continue;
      }
      const typing = news.state === 'typing' && now < news.at + PRESENCE_TYPING_MS;
      const known = byUser.get(news.userId);
      if (known && known.typing) continue;
      byUser.set(news.userId, { userId: news.userId, name: news.name, ...(news.picture ? { picture: news.picture } : {}), typing });
    }
    return [...byUser.values()].sort((a, b) => a.name.localeCompare(b.name));
  }

  /** When `peers` next changes by itself (an entry expires, a typing ends), or undefined. */
  nextChange(now: number): number | undefined {
    let next: number | undefined;
    for (const news of this.sources.values()) {
      for (const at of [news.at + PRESENCE_EXPIRY_MS, news.state === 'typing' ? news.at + PRESENCE_TYPING_MS : Infinity]) {
        if (at > now && at < (next ?? Infinity)) next = at;
      }
    }
    return next;
  }
}
