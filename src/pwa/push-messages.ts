// What the service worker tells or asks an open console (workers/sw/push.ts): go to a notification's
// route (in this window, without a reload), register the subscription the push service replaced, or
// say which address the window shows.
import type { DataRouter } from 'react-router';
import { NAVIGATE_MESSAGE, RESUBSCRIBED_MESSAGE, WHERE_MESSAGE } from '../../local/channels';
import { readStoredUser } from '../auth/session-store';

export function listenToServiceWorker(router: DataRouter): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string; url?: string } | null>) => {
    const message = event.data;
    if (message?.type === NAVIGATE_MESSAGE && typeof message.url === 'string' && message.url.startsWith('/')) {
      void router.navigate(message.url);
    } else if (message?.type === WHERE_MESSAGE) {
      event.ports[0]?.postMessage({ url: window.location.href });
    } else if (message?.type === RESUBSCRIBED_MESSAGE) {
      const user = readStoredUser();
      if (user) void import('./push-subscription').then(({ refreshPushState }) => refreshPushState(user.objectId)).catch(() => undefined);
    }
  });
}
