import { useCallback, useEffect, useRef, useState } from 'react';
import { SHOP_PAGE_SIZE } from '../../common/chat-pay';
import { toApiError } from '../api/api-error';
import { useOffline } from '../shell/use-offline';
import { shopErrorText } from './shop-error-text';

export interface ShopPages<T> {
  /** What is loaded so far; null until the first page answers. */
  items: T[] | null;
  /** A page came back full: there may be more. */
  more: boolean;
  /** A further page is being read. */
  loading: boolean;
  error: string | null;
  offline: boolean;
  loadMore: () => void;
  /** From the first page again. */
  reload: () => void;
  setItems: (change: (items: T[]) => T[]) => void;
}

interface Loaded<T> { source: (page: number) => Promise<T[]>; items: T[]; more: boolean }

/**
 * A shop list read 20 at a time (03 §9): the next page is the loaded count divided by 20, plus 1, and a
 * page with fewer than 20 ends the list. `fetchPage` changing (a filter) starts again from the first page;
 * only the newest request's answer counts.
 */
export function useShopPages<T>(fetchPage: (page: number) => Promise<T[]>): ShopPages<T> {
  const offline = useOffline();
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);

  const load = useCallback((before: T[]) => {
    const request = ++latest.current;
    fetchPage(Math.floor(before.length / SHOP_PAGE_SIZE) + 1).then((page) => {
      if (request !== latest.current) return;
      setLoaded({ source: fetchPage, items: [...before, ...page], more: page.length >= SHOP_PAGE_SIZE });
      setError(null);
      setLoading(false);
    }, async (cause: unknown) => {
      const text = shopErrorText(await toApiError(cause));
      if (request !== latest.current) return;
      setError(text);
      // On any shop error, loading is switched off (03 §8).
      setLoading(false);
    });
  }, [fetchPage]);

  useEffect(() => {
    if (!offline) load([]);
  }, [load, offline]);

  // What was loaded for other filters is not shown.
  const current = loaded?.source === fetchPage ? loaded : null;
  const loadMore = () => {
    if (!current?.more || loading) return;
    setLoading(true);
    load(current.items);
  };
  const reload = () => {
    setError(null);
    load([]);
  };
  const setItems = useCallback((change: (items: T[]) => T[]) =>
    setLoaded((previous) => (previous ? { ...previous, items: change(previous.items) } : previous)), []);
  return { items: current?.items ?? null, more: current?.more ?? false, loading, error, offline, loadMore, reload, setItems };
}
