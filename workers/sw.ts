/// <reference lib="webworker" />
// The console's service worker (ARCHITECTURE.md §2): precache the shell, serve it for console
// navigations (also offline), wait for the agent before a new version takes over, show web pushes.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { SERVER_PATHS, SKIP_WAITING } from './sw/navigation';
import { handlePush } from './sw/push';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// API calls are POSTs and are never routed here, so nothing of the API is cached. A navigation
// (a GET) to /login, /signup or any console route gets the precached index.html.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [...SERVER_PATHS],
  }),
);

handlePush();

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});
