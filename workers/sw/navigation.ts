// Which navigations the service worker answers with the console shell.

/**
 * Paths the server answers itself and a browser may open directly: the API, the live-chat widget, the LIFF share page,
 * the realtime socket, the health check and the development mail outbox (/dev/mail). /login and /signup are NOT here: as navigations (GET)
 * they are console routes; the API's /login is only ever called with POST.
 */
export const SERVER_PATHS: readonly RegExp[] = [
  /^\/(classes|functions|users|user|logout|livechat|im|health|dev|last_read|requestPasswordReset|verificationEmailRequest|tasks|vpc|files|note|announcements|org_roles|link|push|auth|resource|customer|customer_group|ec|template|ai-bot|tag|liff|shop)(\/|\?|$)/,
  /^\/livechat\.html/,
  // The LIFF share page (LINE opens it from a share message; the console's own origin).
  /^\/liff-share\.html/,
  // The customer's shop page (a chatPay link, /shop/{token}).
  /^\/shop\.html/,
];

/** The message workbox-window's messageSkipWaiting() posts. */
export const SKIP_WAITING = 'SKIP_WAITING';
