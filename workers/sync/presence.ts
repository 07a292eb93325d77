// The browser's side of presence (docs/presence.md). Tabs tell the worker which conversation they show
// and when the agent types; the worker, which owns the socket, speaks for the browser: one heartbeat per
// conversation however many tabs show it, `left` when its last tab leaves or closes, and the other
// agents' signals passed on to every tab.
import type { PresenceEvent, PresenceSignal } from '../../common/contracts/realtime';
import { PRESENCE_EXPIRY_MS, PRESENCE_HEARTBEAT_MS, PRESENCE_TYPING_THROTTLE_MS, type PresenceState } from '../../common/presence';
import { PRESENCE_CHANNEL, PRESENCE_INTENTS_CHANNEL, TAB_LOCK_PREFIX, type PresenceIntent, type PresenceNews } from '../../local/channels';

export interface PresenceDeps {
  now: () => number;
  /** The tabs alive now (the tab locks held), or undefined where the browser cannot tell. */
  liveTabs: () => Promise<ReadonlySet<string> | undefined>;
  /** Passes another agent's signal on to the tabs. */
  post: (news: PresenceNews) => void;
}

interface TabView { orgId: string; conversationId: string; typedAt: number; since: number }

/** A signal saying the same as the last one this soon after it is left to the heartbeat. */
const MIN_GAP_MS = PRESENCE_TYPING_THROTTLE_MS / 2;

export class PresenceRelay {
  private readonly tabs = new Map<string, TabView>();
  /** The last signal said per conversation. */
  private readonly said = new Map<string, { state: PresenceState; at: number }>();
  /** The other agents' browsers heard lately per conversation, by source: replayed to a tab that opens it. */
  private readonly heard = new Map<string, Map<string, PresenceNews>>();
  private send: ((signal: PresenceSignal) => void) | undefined;
  private userId: string | undefined;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly deps: PresenceDeps) {}

  /** The socket is up and subscribed: say at once where this browser is, then every heartbeat. */
  connect(userId: string, send: (signal: PresenceSignal) => void): void {
    this.userId = userId;
    this.send = send;
    this.said.clear();
    for (const conversationId of this.viewed()) this.speak(conversationId, true);
    this.timer ??= setInterval(() => void this.beat(), PRESENCE_HEARTBEAT_MS);
  }

  /** The socket went: nothing to say until it is back (the server told the others `left`). */
  disconnect(): void {
    this.send = undefined;
    clearInterval(this.timer);
    this.timer = undefined;
    this.heard.clear();
  }

  /** A tab's intent; answers what was heard lately in its conversation, for a tab that just opened it. */
  tell({ tab, orgId, conversationId, state }: PresenceIntent): PresenceNews[] {
    const now = this.deps.now();
    const before = this.tabs.get(tab);
    if (state === 'left') {
      if (before?.conversationId === conversationId) this.drop(tab, before);
      return [];
    }
    if (before && before.conversationId !== conversationId) this.drop(tab, before);
    const since = before?.conversationId === conversationId ? before.since : now;
    // `viewing` from a tab also says its agent stopped typing (sent, or emptied the box).
    this.tabs.set(tab, { orgId, conversationId, typedAt: state === 'typing' ? now : -Infinity, since });
    this.speak(conversationId, false);
    return this.recent(conversationId, now);
  }

  /** Another agent's signal from the socket: to the tabs; a newcomer hears at once that this browser is here. */
  hear(event: PresenceEvent): void {
    if (event.userId === this.userId) return;
    const now = this.deps.now();
    const news: PresenceNews = { ...event, at: now };
    const sources = this.heard.get(event.conversationId) ?? new Map<string, PresenceNews>();
    const known = this.recent(event.conversationId, now).some((other) => other.source === event.source);
    if (event.state === 'left') sources.delete(event.source);
    else sources.set(event.source, news);
    if (sources.size > 0) this.heard.set(event.conversationId, sources);
    else this.heard.delete(event.conversationId);
    this.deps.post(news);
    if (!known && event.state !== 'left') this.speak(event.conversationId, true);
  }

  /** The heartbeat: closed tabs are dropped (their `left` said), each conversation still shown is said again. */
  private async beat(): Promise<void> {
    const asked = this.deps.now();
    const live = await this.deps.liveTabs();
    // A tab that told us after the question may not have been in the answer.
    if (live) for (const [tab, view] of this.tabs) if (view.since < asked && !live.has(tab)) this.drop(tab, view);
    for (const conversationId of this.viewed()) this.speak(conversationId, true);
    for (const conversationId of this.heard.keys()) if (this.recent(conversationId, asked).length === 0) this.heard.delete(conversationId);
  }

  private drop(tab: string, view: TabView): void {
    this.tabs.delete(tab);
    if (this.viewed().has(view.conversationId)) {
      this.speak(view.conversationId, false);
      return;
    }
    this.said.delete(view.conversationId);
    this.send?.({ orgId: view.orgId, conversationId: view.conversationId, state: 'left' });
  }

  /** Says the browser's state in the conversation: typing when any of its tabs typed within a heartbeat. */
  private speak(conversationId: string, always: boolean): void {
    const views = [...this.tabs.values()].filter((view) => view.conversationId === conversationId);
    if (!this.send || views.length === 0) return;
    const now = this.deps.now();
    const state: PresenceState = views.some((view) => now - view.typedAt < PRESENCE_HEARTBEAT_MS) ? 'typing' : 'viewing';
    const last = this.said.get(conversationId);
    if (!always && last?.state === state && now - last.at < MIN_GAP_MS) return;
    this.said.set(conversationId, { state, at: now });
    this.send({ orgId: views[0]!.orgId, conversationId, state });
  }

  private viewed(): Set<string> {
    return new Set([...this.tabs.values()].map((view) => view.conversationId));
  }

  private recent(conversationId: string, now: number): PresenceNews[] {
    const sources = this.heard.get(conversationId);
    if (!sources) return [];
    for (const [source, news] of sources) if (now - news.at >= PRESENCE_EXPIRY_MS) sources.delete(source);
    return [...sources.values()];
  }
}

/** The tabs whose lock is held (TAB_LOCK_PREFIX), or undefined without Web Locks. */
export async function heldTabLocks(): Promise<ReadonlySet<string> | undefined> {
  if (typeof navigator === 'undefined' || !navigator.locks) return undefined;
  const { held = [] } = await navigator.locks.query();
  return new Set(held.flatMap(({ name }) => (name?.startsWith(TAB_LOCK_PREFIX) ? [name.slice(TAB_LOCK_PREFIX.length)] : [])));
}

function channel(name: string): BroadcastChannel | undefined {
  return typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(name);
}

/** Other agents' signals to every tab of the origin (from the shared worker, or the leading dedicated one). */
export function presencePoster(): (news: PresenceNews) => void {
  const tabs = channel(PRESENCE_CHANNEL);
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel has no target origin
  return (news) => tabs?.postMessage(news);
}

/**
 * Dedicated workers (no SharedWorker): only the leader has the socket, so the others pass their tab's
 * intents to it. `toLeader` posts one; `fromFollowers` listens while leading and answers a closer.
 */
export const presenceIntents = {
  toLeader(intent: PresenceIntent): void {
    const leader = channel(PRESENCE_INTENTS_CHANNEL);
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel has no target origin
    leader?.postMessage(intent);
    leader?.close();
  },
  fromFollowers(onIntent: (intent: PresenceIntent) => void): () => void {
    const followers = channel(PRESENCE_INTENTS_CHANNEL);
    followers?.addEventListener('message', (event: MessageEvent<PresenceIntent>) => onIntent(event.data));
    return () => followers?.close();
  },
};
