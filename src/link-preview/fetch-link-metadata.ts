// Asks the server's crawler for a page's metadata (GET /link/metadata, as a POST with _method GET).
import type { LinkMetadata } from '../../common/contracts/link-preview';
import { ApiError } from '../api/api-error';
import { post } from '../api/client';
import { pruneLinkCache, storeLinkPreview, storeLinkPreviewFailure } from './link-cache';

const inFlight = new Map<string, Promise<void>>();
let pruned = false;

/**
 * Fetches the preview of `url` into the cache, once at a time per URL. A page the server answered
 * about but could not preview is remembered as failed; an unreachable server leaves nothing behind,
 * so the next render asks again.
 */
export function loadLinkPreview(url: string): Promise<void> {
  if (!pruned) {
    pruned = true;
    void pruneLinkCache();
  }
  let pending = inFlight.get(url);
  if (!pending) {
    pending = post<LinkMetadata>('/link/metadata', { _method: 'GET', url })
      .then((metadata) => storeLinkPreview(url, metadata))
      .catch(async (error: unknown) => {
        if (error instanceof ApiError && !error.offline && error.status >= 400 && error.status !== 429) await storeLinkPreviewFailure(url);
      })
      .finally(() => inFlight.delete(url));
    inFlight.set(url, pending);
  }
  return pending;
}
