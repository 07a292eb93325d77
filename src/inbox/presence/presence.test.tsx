import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PresenceEvent } from '../../../common/contracts/realtime';
import { PRESENCE_EXPIRY_MS, PRESENCE_TYPING_MS } from '../../../common/presence';
import { PRESENCE_CHANNEL, type PresenceIntent, type PresenceNews } from '../../../local/channels';
import { activateLocale } from '../../i18n/activate';
import { PresenceList } from './PresenceList';
import { TypingPeers } from './TypingPeers';
import { usePresence } from './use-presence';

const ORG = 'Org0000001';
const CONV = 'Conv000001';
const sync = vi.hoisted(() => ({ told: [] as PresenceIntent[], replay: [] as PresenceNews[] }));
vi.mock('../../data/sync-client', () => ({
  getSync: () => ({
    presence: async (intent: PresenceIntent) => {
      sync.told.push(intent);
      return intent.state === 'viewing' ? sync.replay : [];
    },
  }),
}));

function Conversation() {
  const { peers, typed } = usePresence(ORG, CONV, 'me');
  return (
    <>
      <PresenceList peers={peers} />
      <TypingPeers peers={peers} />
      <textarea aria-label="Message" onChange={(event) => typed(event.target.value)} />
    </>
  );
}

function draw() {
  return render(<I18nProvider i18n={i18n}><Conversation /></I18nProvider>);
}

const news = (userId: string, name: string, state: PresenceEvent['state'], source = `${userId}-browser`): PresenceNews =>
  ({ orgId: ORG, conversationId: CONV, userId, name, state, source, at: Date.now() });

/** Posts as the sync worker does, and lets the message arrive. */
async function deliver(...all: PresenceNews[]) {
  const channel = new BroadcastChannel(PRESENCE_CHANNEL);
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel has no target origin
  for (const one of all) channel.postMessage(one);
  await act(async () => {
    for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
  });
  channel.close();
}

const alsoHere = () => screen.queryByRole('list', { name: 'Also here' });
const here = () => {
  const list = alsoHere();
  return list ? within(list).getAllByRole('listitem').map((item) => item.textContent) : [];
};
const typingLine = () => screen.getByRole('status').textContent;

beforeAll(() => activateLocale('en-US'));
beforeEach(() => {
  sync.told = [];
  sync.replay = [];
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('presence in a conversation', () => {
  it('shows the other agents viewing and typing, by name, never the agent themselves', async () => {
    draw();
    expect(alsoHere()).toBeNull();
    await deliver(news('ann', 'Ann', 'viewing'), news('me', 'Me', 'viewing'), { ...news('bob', 'Bob', 'viewing'), conversationId: 'Conv000002' });
    expect(here()).toEqual(['AAnnAnn is viewing']);
    expect(typingLine()).toBe('');

    await deliver(news('ann', 'Ann', 'typing'));
    expect(here()).toEqual(['AAnnAnn is typing…']);
    expect(typingLine()).toBe('Ann is typing a reply…');
    // The typing ends by itself; Ann is still here.
    act(() => vi.advanceTimersByTime(PRESENCE_TYPING_MS));
    expect(here()).toEqual(['AAnnAnn is viewing']);
    expect(typingLine()).toBe('');
  });

  it('drops an agent 10 s after their last signal, and at once when they leave', async () => {
    sync.replay = [news('ann', 'Ann', 'viewing')];
    draw();
    await act(async () => {});
    expect(here()).toEqual(['AAnnAnn is viewing']);
    act(() => vi.advanceTimersByTime(PRESENCE_EXPIRY_MS - 1));
    expect(here()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(alsoHere()).toBeNull();

    await deliver(news('ann', 'Ann', 'viewing'));
    act(() => vi.advanceTimersByTime(PRESENCE_EXPIRY_MS - 2000));
    // A heartbeat: another 10 s.
    await deliver(news('ann', 'Ann', 'viewing'));
    act(() => vi.advanceTimersByTime(PRESENCE_EXPIRY_MS - 1000));
    expect(here()).toHaveLength(1);
    await deliver(news('ann', 'Ann', 'left'));
    expect(alsoHere()).toBeNull();
  });

  it('counts an agent with two browsers once, until both have left', async () => {
    draw();
    await deliver(news('ann', 'Ann', 'viewing', 'laptop'), news('ann', 'Ann', 'typing', 'phone'));
    expect(here()).toEqual(['AAnnAnn is typing…']);
    await deliver(news('ann', 'Ann', 'left', 'phone'));
    expect(here()).toEqual(['AAnnAnn is viewing']);
    await deliver(news('ann', 'Ann', 'left', 'laptop'));
    expect(alsoHere()).toBeNull();
  });

  it('says left when the page goes away, and viewing when it comes back from the back-forward cache', async () => {
    draw();
    await act(async () => {});
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await act(async () => {});
    expect(sync.told.map((intent) => intent.state)).toEqual(['viewing', 'left', 'viewing']);
  });

  it('tells the worker the tab views the conversation, types (not on every key), stopped, and left', async () => {
    const view = draw();
    await act(async () => {});
    const box = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: 'H' } });
    fireEvent.change(box, { target: { value: 'He' } });
    await act(async () => {});
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.change(box, { target: { value: 'Hel' } });
    fireEvent.change(box, { target: { value: '' } });
    view.unmount();
    await act(async () => {});
    expect(sync.told.map((intent) => intent.state)).toEqual(['viewing', 'typing', 'typing', 'viewing', 'left']);
    expect(sync.told.every((intent) => intent.orgId === ORG && intent.conversationId === CONV && intent.tab === sync.told[0]!.tab)).toBe(true);
  });
});
