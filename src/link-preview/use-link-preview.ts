import { useEffect, useSyncExternalStore } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { LinkCacheRecord } from '../../local/records';
import { freshLinkPreview } from './link-cache';
import { loadLinkPreview } from './fetch-link-metadata';

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  return () => window.removeEventListener('online', listener);
}

/**
 * The preview of `url` from IndexedDB; fetched through the server when there is no fresh entry
 * (again when the network comes back). undefined while unknown (or offline before it was ever
 * seen), null when the page has no preview.
 */
export function useLinkPreview(url: string | undefined): LinkCacheRecord | null | undefined {
  // The query result is a [found] tuple so "read, nothing there" differs from "still reading".
  const read = useLiveQuery(async () => (url ? [await freshLinkPreview(url)] as const : undefined), [url]);
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine);
  const missing = url !== undefined && read !== undefined && read[0] === undefined;
  useEffect(() => {
    if (missing && url && online) void loadLinkPreview(url);
  }, [missing, url, online]);
  const entry = read?.[0];
  if (!entry) return undefined;
  return entry.failed ? null : entry;
}
