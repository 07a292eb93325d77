import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PresenceEvent, PresenceSignal } from '../../common/contracts/realtime';
import { PRESENCE_HEARTBEAT_MS } from '../../common/presence';
import type { PresenceNews } from '../../local/channels';
import { PresenceRelay } from './presence';

const orgId = 'org1';
let said: PresenceSignal[];
let posted: PresenceNews[];
let live: Set<string>;
let relay: PresenceRelay;

beforeEach(() => {
  vi.useFakeTimers();
  said = [];
  posted = [];
  live = new Set(['tab1', 'tab2']);
  relay = new PresenceRelay({ now: Date.now, liveTabs: async () => live, post: (news) => posted.push(news) });
  relay.connect('me', (signal) => said.push(signal));
});
afterEach(() => {
  relay.disconnect();
  vi.useRealTimers();
});

const bob = (state: PresenceEvent['state'], source = 'bob-browser'): PresenceEvent =>
  ({ orgId, conversationId: 'c1', state, userId: 'bob', name: 'Bob', source });
const states = () => said.map((signal) => `${signal.conversationId}:${signal.state}`);

describe('PresenceRelay', () => {
  it('speaks once for several tabs of a conversation, every heartbeat, and says left when the last tab leaves', async () => {
    relay.tell({ orgId, conversationId: 'c1', tab: 'tab1', state: 'viewing' });
    relay.tell({ orgId, conversationId: 'c1', tab: 'tab2', state: 'viewing' });
    expect(states()).toEqual(['c1:viewing']);
    await vi.advanceTimersByTimeAsync(PRESENCE_HEARTBEAT_MS);
    expect(states()).toEqual(['c1:viewing', 'c1:viewing']);
    relay.tell({ orgId, conversationId: 'c1', tab: 'tab1', state: 'left' });
    expect(states()).toEqual(['c1:viewing', 'c1:viewing']);
    relay.tell({ orgId, conversationId: 'c1', tab: 'tab2', state: 'left' });
    expect(states()).toEqual(['c1:viewing', 'c1:viewing', 'c1:left']);
    await vi.advanceTimersByTimeAsync(PRESENCE_HEARTBEAT_MS);
    expect(states()).toHaveLength(3);
  });

  it('says left at the next heartbeat for a tab that closed without a word (its lock is gone)', async () => {
    relay.tell({ orgId, conversationId: 'c1', tab: 'tab1', state: 'viewing' });
    live.delete('tab1');
    await vi.advanceTimersByTimeAsync(PRESENCE_HEARTBEAT_MS);
    expect(states()).toEqual(['c1:viewing', 'c1:left']);
  });

  it('moving a tab to another conversation leaves the first', () => {
    relay.tell({ orgId, conversationId: 'c1', tab: 'tab1', state: 'viewing' });
    relay.tell({ orgId, conversationId: 'c2', tab: 'tab1', state: 'viewing' });
    expect(states()).toEqual(['c1:viewing', 'c1:left', 'c2:viewing']);
  });

  it('says typing at once but not twice within a second, viewing at the heartbeat after typing stopped, and at once after a send', async () => {
    relay.tell({ orgId, conversationId: 'c1', tab: 'tab1', state: 'viewing' });
    relay.tell({ orgId, conversationId: 'c1', tab: 'tab1', state: 'typing' });
    relay.tell({ orgId, conversationId: 'c1', tab: 'tab1', state: 'typing' });
    expect(states()).toEqual(['c1:viewing', 'c1:typing']);
    await vi.advanceTimersByTimeAsync(PRESENCE_HEARTBEAT_MS - 1);
    expect(states()).toEqual(['c1:viewing', 'c1:typing']);
    await vi.advanceTimersByTimeAsync(1);
    expect(states().at(-1)).toBe('c1:viewing');
    relay.tell({ orgId, conversationId: 'c1', tab: 'tab1', state: 'typing' });
    // Sent: the box is empty again.
    relay.tell({ orgId, conversationId: 'c1', tab: 'tab1', state: 'viewing' });
    expect(states().slice(-2)).toEqual(['c1:typing', 'c1:viewing']);
  });

  it('passes other agents on to the tabs, never the agent themselves, answers a newcomer at once and replays them to a tab opening the conversation', () => {
    relay.tell({ orgId, conversationId: 'c1', tab: 'tab1', state: 'viewing' });
    relay.hear({ ...bob('viewing'), userId: 'me' });
    expect(posted).toEqual([]);
    relay.hear(bob('viewing'));
    expect(posted).toEqual([{ ...bob('viewing'), at: Date.now() }]);
    expect(states()).toEqual(['c1:viewing', 'c1:viewing']);
    relay.hear(bob('typing'));
    expect(states()).toHaveLength(2);
    expect(relay.tell({ orgId, conversationId: 'c1', tab: 'tab2', state: 'viewing' })).toEqual([{ ...bob('typing'), at: Date.now() }]);
    relay.hear(bob('left'));
    expect(relay.tell({ orgId, conversationId: 'c1', tab: 'tab2', state: 'viewing' })).toEqual([]);
  });

  it('says nothing while the socket is away, and where it is as soon as it is back', () => {
    relay.disconnect();
    relay.tell({ orgId, conversationId: 'c1', tab: 'tab1', state: 'viewing' });
    expect(said).toEqual([]);
    relay.connect('me', (signal) => said.push(signal));
    expect(states()).toEqual(['c1:viewing']);
  });
});
