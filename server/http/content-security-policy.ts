// The Content-Security-Policy of the pages Parley serves, in one pure module (no imports): the
// server gives it to @fastify/helmet (server/http/security-headers.ts) and `vite preview` sends the
// same text (vite.config.ts). What each directive allows, and why, is in docs/security.md.

/** Directive name → its sources, e.g. `{'script-src': ["'self'"]}`; an empty list: a bare directive. */
export type CspDirectives = Record<string, string[]>;

export interface ConsolePolicyOptions {
  /**
   * Origins of file storage outside this server (the S3 bucket, S3_PUBLIC_URL): the browser PUTs
   * uploads there (presigned URLs) and loads images, media and downloads from there.
   */
  fileOrigins?: readonly string[];
  /** The console is served over https (PUBLIC_URL): ask the browser to upgrade stray http:// loads. */
  https?: boolean;
}

/** Referrer-Policy of every answer: mailed links carry tokens in their query string (docs/security.md). */
export const REFERRER_POLICY = 'no-referrer';

/** The console's policy (also the default of every other answer): nothing inline, nothing from elsewhere but images and media. */
export function consoleDirectives({ fileOrigins = [], https = false }: ConsolePolicyOptions = {}): CspDirectives {
  const files = [...new Set(fileOrigins)];
  return {
    'default-src': ["'self'"],
    // The build has no inline script; the service worker and the sync workers are files of this origin.
    'script-src': ["'self'"],
    'worker-src': ["'self'"],
    // React sets styles through the CSSOM, which CSP allows; no library adds <style> elements.
    'style-src': ["'self'"],
    // Link-preview images, stickers and channel pictures come from any https site; previews and
    // compression use data: and blob: URLs.
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...files],
    'media-src': ["'self'", 'blob:', 'https:', ...files],
    // The API and socket.io (/im/, ws: and wss: of this origin are 'self'); presigned uploads.
    'connect-src': ["'self'", ...files],
    'font-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // Clickjacking: no site may frame the console (X-Frame-Options DENY says it to old browsers).
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * The live-chat page's `frame-ancestors` (docs/security.md): the origins of the organization's
 * whitelisted http(s) URLs and this origin; undefined (any site may embed the widget) when the
 * whitelist holds no URL. Entries CSP cannot express (an IPv6 address) are left out.
 */
export function livechatFrameAncestors(whitelist: readonly string[]): string[] | undefined {
  const origins = new Set<string>();
  for (const entry of whitelist) {
    if (!URL.canParse(entry)) continue; // a console path (/…)
    const url = new URL(entry);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && !url.hostname.startsWith('[')) origins.add(url.origin);
  }
  return origins.size > 0 ? ["'self'", ...origins] : undefined;
}

/** The header's text: `default-src 'self'; img-src 'self' data:; …`. */
export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives).map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}
