// Fetches a web page for a link preview, defensively: http(s) only, every resolved address checked
// against the address policy at connect time (so a DNS answer cannot swap in a private address after
// the check), a few redirects each checked the same way, one deadline for the whole fetch, and at
// most `maxBytes` of (decompressed) body: a longer page is cut, not refused.
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { AddressPolicy } from './address-policy';

export interface FetchLimits {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
}

export interface FetchedPage {
  /** The URL after redirects. */
  url: string;
  contentType: string;
  body: Buffer;
  /** The page was longer than maxBytes; `body` is its beginning. */
  truncated: boolean;
}

export type LinkPreviewFailure = 'bad-url' | 'refused-address' | 'timeout' | 'http-status' | 'too-many-redirects' | 'not-html' | 'unreachable';

export class LinkPreviewError extends Error {
  constructor(readonly failure: LinkPreviewFailure, message: string) {
    super(message);
    this.name = 'LinkPreviewError';
  }
}

const HTML_TYPES = ['text/html', 'application/xhtml+xml'];

/** An http(s) URL to fetch, or a bad-url error saying what is wrong. */
export function crawlableUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new LinkPreviewError('bad-url', 'url must be an absolute URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new LinkPreviewError('bad-url', 'url must use http or https');
  return url;
}

function refused(host: string, address: string): LinkPreviewError {
  return new LinkPreviewError('refused-address', `url leads to a private or reserved address (${host} is ${address})`);
}

/** dns.lookup, refusing the host when any of its addresses is not allowed. */
function guardedLookup(policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { all: true, verbatim: true, family: options.family }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const blocked = addresses.find((entry) => !policy.allows(entry.address));
      if (blocked) return callback(refused(hostname, blocked.address), '', 0);
      if (options.all) return (callback as unknown as (error: null, all: dns.LookupAddress[]) => void)(null, addresses);
      const [first] = addresses;
      if (!first) return callback(new LinkPreviewError('unreachable', `${hostname} has no address`), '', 0);
      return callback(null, first.address, first.family);
    });
  };
}

function decoded(response: http.IncomingMessage): Readable {
  switch (response.headers['content-encoding']) {
    case 'gzip': return response.pipe(zlib.createGunzip());
    case 'deflate': return response.pipe(zlib.createInflate());
    case 'br': return response.pipe(zlib.createBrotliDecompress());
    default: return response;
  }
}

interface Hop { status: number; location?: string; page?: FetchedPage }

function requestOnce(url: URL, policy: AddressPolicy, limits: FetchLimits, signal: AbortSignal): Promise<Hop> {
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  // Node does not call `lookup` for an IP literal: check it here.
  if (isIP(literal) && !policy.allows(literal)) return Promise.reject(refused(url.hostname, literal));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, {
      lookup: guardedLookup(policy),
      signal,
      headers: {
        'user-agent': 'ParleyLinkPreview/1.0 (+link preview)',
        accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
        'accept-encoding': 'gzip, deflate, br',
      },
    }, (response) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        resolve({ status, location: response.headers.location });
        return;
      }
      const contentType = (response.headers['content-type'] ?? '').toLowerCase();
      if (status < 200 || status >= 300 || !HTML_TYPES.some((type) => contentType.startsWith(type))) {
        response.resume();
        resolve({ status, page: { url: url.href, contentType, body: Buffer.alloc(0), truncated: false } });
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      const body = decoded(response);
      const finish = (truncated: boolean) => resolve({ status, page: { url: url.href, contentType, body: Buffer.concat(chunks), truncated } });
      body.on('data', (chunk: Buffer) => {
        const room = limits.maxBytes - size;
        chunks.push(chunk.subarray(0, room));
        size += Math.min(chunk.length, room);
        if (size >= limits.maxBytes) {
          request.destroy();
          finish(true);
        }
      });
      body.on('end', () => finish(false));
      body.on('error', reject);
    });
    request.on('error', reject);
    // Whatever stage the fetch is in (connect, headers, body), the deadline ends it.
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/** The page at `url`, or a LinkPreviewError saying why not. */
export async function fetchPage(url: URL, policy: AddressPolicy, limits: FetchLimits): Promise<FetchedPage> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let current = url;
  try {
    for (let redirects = 0; ; redirects++) {
      const hop = await requestOnce(current, policy, limits, signal);
      if (hop.location !== undefined) {
        if (redirects >= limits.maxRedirects) throw new LinkPreviewError('too-many-redirects', `more than ${limits.maxRedirects} redirects`);
        current = crawlableUrl(new URL(hop.location, current).href);
        continue;
      }
      const page = hop.page!;
      if (hop.status < 200 || hop.status >= 300) throw new LinkPreviewError('http-status', `the page answered HTTP ${hop.status}`);
      if (!HTML_TYPES.some((type) => page.contentType.startsWith(type))) {
        throw new LinkPreviewError('not-html', `the page is not HTML (${page.contentType || 'no content type'})`);
      }
      return page;
    }
  } catch (error) {
    if (error instanceof LinkPreviewError) throw error;
    if (signal.aborted) throw new LinkPreviewError('timeout', `the page did not answer within ${limits.timeoutMs / 1000} s`);
    // The lookup's refusal reaches us wrapped by the socket.
    if ((error as { cause?: unknown }).cause instanceof LinkPreviewError) throw (error as { cause: LinkPreviewError }).cause;
    throw new LinkPreviewError('unreachable', `the page could not be fetched (${(error as Error).message})`);
  }
}
