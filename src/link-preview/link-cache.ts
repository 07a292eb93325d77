// Link previews kept in IndexedDB (linkCache) for 7 days (01 §7), so a preview seen once shows offline.
import { LINK_CACHE_TTL_SECONDS } from '../../common/constants';
import type { LinkMetadata } from '../../common/contracts/link-preview';
import { db } from '../../local/db';
import type { LinkCacheRecord } from '../../local/records';

const LINK_CACHE_TTL_MS = LINK_CACHE_TTL_SECONDS * 1000;
/** A page the server could not preview is asked for again after an hour, not a week. */
export const FAILED_RETRY_MS = 60 * 60 * 1000;

/** The stored preview of `url` while it is fresh; an expired entry counts as none. */
export async function freshLinkPreview(url: string, now = Date.now()): Promise<LinkCacheRecord | undefined> {
  const entry = await db.linkCache.get(url);
  return entry && entry.expiresAt > now ? entry : undefined;
}

export async function storeLinkPreview(url: string, metadata: LinkMetadata, now = Date.now()): Promise<void> {
  await db.linkCache.put({
    url,
    title: metadata.title,
    description: metadata.description,
    image: metadata.image,
    siteName: metadata.siteName,
    expiresAt: now + LINK_CACHE_TTL_MS,
  });
}

export async function storeLinkPreviewFailure(url: string, now = Date.now()): Promise<void> {
  await db.linkCache.put({ url, failed: true, expiresAt: now + FAILED_RETRY_MS });
}

/** Drops expired entries (the `expiresAt` index keeps it cheap). */
export async function pruneLinkCache(now = Date.now()): Promise<void> {
  await db.linkCache.where('expiresAt').belowOrEqual(now).delete();
}
