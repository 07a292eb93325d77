// What the share page does (docs/broadcasts.md "Share messages"), apart from LINE's SDK so a test can
// drive it with an object standing in for it: the token from the page's URL, the shared card from our
// server, then LIFF — init with the organization's LIFF id, log in outside LINE, the share target
// picker — and the outcome to show.
import type { Liff } from '@line/liff';
import type { SharedContent } from '../../common/contracts/line-liff';

/** The parts of LINE's SDK the page uses. */
export type ShareLiff = Pick<Liff, 'init' | 'isLoggedIn' | 'login' | 'isApiAvailable' | 'shareTargetPicker'>;

/**
 * `shared`: sent to the friends picked; `cancelled`: the picker was closed; `not-supported`: this LINE
 * (or browser) has no share target picker; `not-found`: no such message to share (a wrong link, or the
 * broadcast was deleted); `login`: gone to LINE Login, the page opens again after it; `error`: anything else.
 */
export type ShareOutcome = 'shared' | 'cancelled' | 'not-supported' | 'not-found' | 'login' | 'error';

/**
 * The share token of the page's URL: `?token=` once LIFF has brought the page to its URL, or inside
 * `liff.state` when LINE first opens the endpoint URL (the LIFF URL's query travels there).
 */
export function shareTokenOf(url: URL): string | undefined {
  const direct = url.searchParams.get('token');
  if (direct) return direct;
  const state = url.searchParams.get('liff.state');
  if (!state) return undefined;
  return new URLSearchParams(state.slice(state.indexOf('?') + 1)).get('token') ?? undefined;
}

/** GET /liff/share-content/{token}: the card and the LIFF id, or undefined when there is none to share. */
export async function fetchSharedContent(token: string, fetcher: typeof fetch = fetch): Promise<SharedContent | undefined> {
  const response = await fetcher(`/liff/share-content/${encodeURIComponent(token)}`, { headers: { accept: 'application/json' } });
  if (response.status === 404 || response.status === 400) return undefined;
  if (!response.ok) throw new Error(`the share content answered ${response.status}`);
  return await response.json() as SharedContent;
}

export async function runShare(liff: ShareLiff, { url, content }: { url: URL; content: (token: string) => Promise<SharedContent | undefined> }): Promise<ShareOutcome> {
  try {
    const token = shareTokenOf(url);
    const shared = token ? await content(token) : undefined;
    if (!shared) return 'not-found';
    await liff.init({ liffId: shared.liffId });
    // In LINE the user is logged in; in another browser the picker needs LINE Login first.
    if (!liff.isLoggedIn()) {
      liff.login({ redirectUri: url.href });
      return 'login';
    }
    if (!liff.isApiAvailable('shareTargetPicker')) return 'not-supported';
    const result = await liff.shareTargetPicker(shared.messages as Parameters<ShareLiff['shareTargetPicker']>[0], { isMultiple: true });
    return result?.status === 'success' ? 'shared' : 'cancelled';
  } catch {
    return 'error';
  }
}
