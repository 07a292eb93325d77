// Which navigations the service worker answers with the console shell.

/**
 * Paths the server answers itself and a browser may open directly: the API, the live-chat widget,
 * the realtime socket and the health check. /login and /signup are NOT here: as navigations (GET)
 * they are console routes; the API's /login is only ever called with POST.
 */
export const SERVER_PATHS: readonly RegExp[] = [
  /^\/(classes|functions|users|user|logout|livechat|im|health)(\/|\?|$)/,
  /^\/livechat\.html/,
];

/** The message workbox-window's messageSkipWaiting() posts. */
export const SKIP_WAITING = 'SKIP_WAITING';
