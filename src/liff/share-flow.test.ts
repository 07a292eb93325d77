// The share page's steps, driven by an object standing in for LINE's SDK (which talks to LINE's
// servers): the token from either URL LINE opens, init with the answered LIFF id, login outside LINE,
// the share target picker with the card, and each outcome in every locale.
import { describe, expect, it, vi } from 'vitest';
import type { SharedContent } from '../../common/contracts/line-liff';
import { fetchSharedContent, runShare, shareTokenOf, type ShareLiff } from './share-flow';
import { shareStringsFor } from './strings';

const TOKEN = 'k3Jq0cX9m2bZt8Wf1sD4yH7uN5aE6rL0pQ2vB9xC1zA';
const card = { type: 'template', altText: 'Spring sale', template: { type: 'buttons', title: 'Spring sale', text: 'Tell your friends', actions: [{ type: 'uri', label: 'Shop', uri: 'https://shop.example/spring' }] } };
const content: SharedContent = { liffId: '2006000301-abcd1234', messages: [card] };

type Init = (config: { liffId: string }) => Promise<void>;
type Flag = () => boolean;
type Picker = (messages: unknown[], options?: { isMultiple?: boolean }) => Promise<{ status: 'success' } | undefined>;

function standInLiff(overrides: Partial<Record<keyof ShareLiff, unknown>> = {}) {
  return {
    init: vi.fn<Init>(async () => undefined),
    isLoggedIn: vi.fn<Flag>(() => true),
    login: vi.fn<(options?: { redirectUri?: string }) => void>(),
    isApiAvailable: vi.fn<Flag>(() => true),
    shareTargetPicker: vi.fn<Picker>(async () => ({ status: 'success' as const })),
    ...overrides,
  };
}
const run = (liff: ReturnType<typeof standInLiff>, url = `https://parley.example/liff/share?token=${TOKEN}`, answer: SharedContent | undefined = content) =>
  runShare(liff as unknown as ShareLiff, { url: new URL(url), content: async (token) => (token === TOKEN ? answer : undefined) });

describe('the share page', () => {
  it('reads the token from the page URL or from liff.state', () => {
    expect(shareTokenOf(new URL(`https://parley.example/liff/share?token=${TOKEN}`))).toBe(TOKEN);
    const first = new URL('https://parley.example/liff/share');
    first.searchParams.set('liff.state', `?token=${TOKEN}`);
    expect(shareTokenOf(first)).toBe(TOKEN);
    expect(shareTokenOf(new URL('https://parley.example/liff/share'))).toBeUndefined();
  });

  it('inits LIFF with the answered id and shares the card to the friends picked', async () => {
    const liff = standInLiff();
    expect(await run(liff)).toBe('shared');
    expect(liff.init).toHaveBeenCalledWith({ liffId: content.liffId });
    expect(liff.shareTargetPicker).toHaveBeenCalledWith([card], { isMultiple: true });
  });

  it('says cancelled when the picker closes without sharing, and not supported where there is no picker', async () => {
    expect(await run(standInLiff({ shareTargetPicker: vi.fn<Picker>(async () => undefined) }))).toBe('cancelled');
    const old = standInLiff({ isApiAvailable: vi.fn<Flag>(() => false) });
    expect(await run(old)).toBe('not-supported');
    expect(old.shareTargetPicker).not.toHaveBeenCalled();
  });

  it('logs in first outside LINE, coming back to the same page', async () => {
    const browser = standInLiff({ isLoggedIn: vi.fn<Flag>(() => false) });
    expect(await run(browser)).toBe('login');
    expect(browser.login).toHaveBeenCalledWith({ redirectUri: `https://parley.example/liff/share?token=${TOKEN}` });
    expect(browser.shareTargetPicker).not.toHaveBeenCalled();
  });

  it('says not found for an unknown token or none, and error when LIFF fails, without opening the picker', async () => {
    const liff = standInLiff();
    expect(await run(liff, 'https://parley.example/liff/share?token=someone-elses-guess')).toBe('not-found');
    expect(await run(liff, 'https://parley.example/liff/share')).toBe('not-found');
    expect(liff.init).not.toHaveBeenCalled();
    expect(await run(standInLiff({ init: vi.fn<Init>(async () => { throw new Error('INIT_FAILED'); }) }))).toBe('error');
    expect(await run(standInLiff({ shareTargetPicker: vi.fn<Picker>(async () => { throw new Error('EXCEPTION_IN_SUBWINDOW'); }) }))).toBe('error');
  });

  it('asks our server by the token and reads a 404 as nothing to share', async () => {
    const fetcher = vi.fn<(url: string | URL | Request) => Promise<Response>>(async (url) => new Response(String(url).endsWith(TOKEN) ? JSON.stringify(content) : '{}', { status: String(url).endsWith(TOKEN) ? 200 : 404 }));
    expect(await fetchSharedContent(TOKEN, fetcher as typeof fetch)).toEqual(content);
    expect(fetcher).toHaveBeenCalledWith(`/liff/share-content/${TOKEN}`, expect.anything());
    expect(await fetchSharedContent('missing-token-0000000000', fetcher as typeof fetch)).toBeUndefined();
  });

  it('has every outcome translated in every locale', () => {
    const keys = Object.keys(shareStringsFor('en-US')).sort();
    for (const locale of ['ja-JP', 'zh-TW', 'zh-CN'] as const) {
      const strings = shareStringsFor(locale);
      expect(Object.keys(strings).sort()).toEqual(keys);
      // Translated: neither empty nor the English left in place.
      for (const key of keys as (keyof typeof strings)[]) expect(['', shareStringsFor('en-US')[key]], `${locale} ${key}`).not.toContain(strings[key]);
    }
  });
});
