// This browser's push subscription for the signed-in user (docs/push.md): turned on by the agent
// (permission asked only then), registered with the server, ended on logout. The endpoint last
// registered is kept per user, so a subscription the browser replaced is registered again.
import { useEffect, useSyncExternalStore } from 'react';
import type { PushSubscriptionJson } from '../../common/contracts/push';
import { fetchVapidPublicKey, registerPushSubscription, unregisterPushSubscription } from './push-api';

/** unsupported: no service worker or Push API here (or a development build); denied: blocked in the browser. */
export type PushState = 'unknown' | 'unsupported' | 'denied' | 'off' | 'on';

const registeredKey = (userId: string) => `parley.push.registered.${userId}`;

let state: PushState = 'unknown';
const listeners = new Set<() => void>();

function setState(next: PushState): PushState {
  state = next;
  listeners.forEach((listener) => listener());
  return next;
}

/**
 * The console's service worker registration, if this browser can take pushes through it. Not waited
 * for while it installs (logout must never hang on it); subscribing waits for it to be active.
 */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return undefined;
  // Only a production build registers the service worker (src/pwa/register-service-worker.ts).
  return navigator.serviceWorker.getRegistration('/');
}

const base64urlBytes = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

function sameKey(subscription: PushSubscription, publicKey: string): boolean {
  const current = subscription.options.applicationServerKey;
  const expected = base64urlBytes(publicKey);
  return !!current && current.byteLength === expected.length && new Uint8Array(current).every((byte, index) => byte === expected[index]);
}

async function register(userId: string, subscription: PushSubscription): Promise<void> {
  await registerPushSubscription(subscription.toJSON() as PushSubscriptionJson);
  localStorage.setItem(registeredKey(userId), subscription.endpoint);
}

/** Reads the state; registers again a subscription the browser replaced since this user turned pushes on. */
export async function refreshPushState(userId: string): Promise<PushState> {
  const worker = await registration();
  if (!worker) return setState('unsupported');
  if (Notification.permission === 'denied') return setState('denied');
  const registered = localStorage.getItem(registeredKey(userId));
  const subscription = await worker.pushManager.getSubscription();
  if (!registered || !subscription || Notification.permission !== 'granted') return setState('off');
  if (subscription.endpoint !== registered) await register(userId, subscription).catch(() => undefined);
  return setState(localStorage.getItem(registeredKey(userId)) === subscription.endpoint ? 'on' : 'off');
}

/** Asks for permission (the agent chose to), subscribes with the server's key and registers it. */
export async function enablePush(userId: string): Promise<PushState> {
  const worker = await registration();
  if (!worker) return setState('unsupported');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return setState(permission === 'denied' ? 'denied' : 'off');
  const { publicKey } = await fetchVapidPublicKey();
  const active = await navigator.serviceWorker.ready;
  let subscription = await active.pushManager.getSubscription();
  // Made with another server key (the server's keys changed): it cannot carry this server's pushes.
  if (subscription && !sameKey(subscription, publicKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await active.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64urlBytes(publicKey) });
  await register(userId, subscription);
  return setState('on');
}

/**
 * Ends this browser's subscription; `tellServer` false when the session is already gone (the server
 * then sends nothing to it and forgets it at its next push).
 */
export async function disablePush(userId: string, { tellServer }: { tellServer: boolean }): Promise<PushState> {
  localStorage.removeItem(registeredKey(userId));
  const worker = await registration();
  const subscription = await worker?.pushManager.getSubscription();
  if (subscription) {
    if (tellServer) await unregisterPushSubscription(subscription.endpoint).catch(() => undefined);
    await subscription.unsubscribe().catch(() => undefined);
  }
  return setState(worker ? 'off' : 'unsupported');
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The push state for the user, read once when first shown. */
export function usePushState(userId: string): PushState {
  useEffect(() => {
    void refreshPushState(userId).catch(() => setState('unsupported'));
  }, [userId]);
  return useSyncExternalStore(subscribe, () => state);
}
