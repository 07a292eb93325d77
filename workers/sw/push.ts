/// <reference lib="webworker" />
// Web push in the service worker (docs/push.md): show the notification (one per conversation), keep
// the app badge, bring the console to the right route on click, and subscribe again when the push
// service replaces the subscription.
import { isPushPayload, type PushPayload } from '../../common/push';
import { NAVIGATE_MESSAGE, RESUBSCRIBED_MESSAGE, WHERE_MESSAGE, type NavigateMessage } from '../../local/channels';
import { isSeenAlready, windowForClick, type ConsoleWindow } from './push-routing';

declare const self: ServiceWorkerGlobalScope;

/** `renotify` is missing from TypeScript's NotificationOptions; browsers that know it alert again per tag. */
type ShownOptions = NotificationOptions & { renotify?: boolean };

/** Fired when the push service expires or replaces the subscription (not in TypeScript's lib). */
interface PushSubscriptionChangeEvent extends ExtendableEvent {
  readonly oldSubscription: PushSubscription | null;
  readonly newSubscription: PushSubscription | null;
}

const ICON = '/icons/icon-192.png';
/** How long a focused window may take to say where it is before its load URL stands in. */
const WHERE_TIMEOUT_MS = 300;

const openWindows = () => self.clients.matchAll({ type: 'window', includeUncontrolled: true });

/** The address the window shows now, as the page answers it. */
function currentUrl(window: WindowClient): Promise<string> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(window.url), WHERE_TIMEOUT_MS);
    channel.port1.addEventListener('message', (event: MessageEvent<{ url?: unknown } | null>) => {
      clearTimeout(timer);
      resolve(typeof event.data?.url === 'string' ? event.data.url : window.url);
    });
    channel.port1.start();
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- Client.postMessage takes no target origin
    window.postMessage({ type: WHERE_MESSAGE }, [channel.port2]);
  });
}

/** Focused windows are asked where they are (only they can make a notification needless). */
async function describeWindows(windows: readonly WindowClient[]): Promise<ConsoleWindow[]> {
  return Promise.all(windows.map(async (window) => ({
    url: window.focused ? await currentUrl(window) : window.url,
    focused: window.focused,
    visibilityState: window.visibilityState,
  })));
}

async function setBadge(unread: number): Promise<void> {
  // Not every browser has the Badging API.
  if (!('setAppBadge' in self.navigator)) return;
  await (unread > 0 ? self.navigator.setAppBadge(unread) : self.navigator.clearAppBadge()).catch(() => undefined);
}

async function show(payload: PushPayload): Promise<void> {
  if (payload.unread !== undefined) await setBadge(payload.unread);
  if (isSeenAlready(payload, await describeWindows(await openWindows()))) return;
  const options: ShownOptions = {
    body: payload.body,
    icon: ICON,
    // One notification per conversation (or task, or system message): a busy chat replaces its own.
    tag: payload.tag,
    renotify: true,
    data: payload,
  };
  await self.registration.showNotification(payload.title, options);
}

async function open(payload: PushPayload): Promise<void> {
  const windows = await openWindows();
  const target = windows[windowForClick(await describeWindows(windows), payload.orgId)];
  if (!target) {
    await self.clients.openWindow(payload.url);
    return;
  }
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- Client.postMessage takes no target origin
  target.postMessage({ type: NAVIGATE_MESSAGE, url: payload.url } satisfies NavigateMessage);
  await target.focus();
}

async function resubscribe(event: PushSubscriptionChangeEvent): Promise<void> {
  const applicationServerKey = event.oldSubscription?.options.applicationServerKey;
  if (!event.newSubscription && applicationServerKey) {
    await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  }
  // Only an open console holds the session that may register it; one opened later checks by itself.
  for (const window of await openWindows()) {
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- Client.postMessage takes no target origin
    window.postMessage({ type: RESUBSCRIBED_MESSAGE });
  }
}

export function handlePush(): void {
  self.addEventListener('push', (event) => {
    let payload: unknown;
    try {
      payload = event.data?.json();
    } catch {
      return;
    }
    if (isPushPayload(payload)) event.waitUntil(show(payload));
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const payload: unknown = event.notification.data;
    if (isPushPayload(payload)) event.waitUntil(open(payload));
  });

  self.addEventListener('pushsubscriptionchange', (event) => {
    const change = event as PushSubscriptionChangeEvent;
    change.waitUntil(resubscribe(change));
  });
}
