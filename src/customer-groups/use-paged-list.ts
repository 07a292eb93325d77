// A list read over HTTP page by page (02 §9: first 40, then 20): the next page loads when the last
// one came full and the list is scrolled within 50 px of its end.
import { useCallback, useEffect, useRef, useState, type UIEvent } from 'react';
import { toApiError, type ApiError } from '../api/api-error';
import { shouldLoadMore } from '../notifications/list-scroll';

export interface PagedList<T> {
  /** null until the first page came. */
  items: T[] | null;
  error: ApiError | null;
  loadingMore: boolean;
  /** The scrolling element's onScroll. */
  onScroll: (event: UIEvent<HTMLElement>) => void;
  /** Loads the first page again (what is shown stays until it comes). */
  reload: () => void;
}

interface Shown<T> {
  /** The fetchPage these items came from: another list starts empty. */
  source: unknown;
  items: T[] | null;
  error: ApiError | null;
}

/** `fetchPage` must change only when the list does (e.g. another organization or group). */
export function usePagedList<T>(fetchPage: (skip: number, limit: number) => Promise<T[]>, firstPage: number, nextPage: number): PagedList<T> {
  const [shown, setShown] = useState<Shown<T>>({ source: fetchPage, items: null, error: null });
  const [loadingMore, setLoadingMore] = useState(false);
  // Answers of an older load (or of another list) are dropped.
  const generation = useRef(0);
  const last = useRef({ count: 0, size: firstPage, busy: false });
  const current: Shown<T> = shown.source === fetchPage ? shown : { source: fetchPage, items: null, error: null };

  const fail = useCallback(async (cause: unknown, load: number) => {
    const error = await toApiError(cause);
    if (load !== generation.current) return;
    last.current.busy = false;
    setShown((before) => ({ ...before, source: fetchPage, items: before.source === fetchPage ? before.items : null, error }));
  }, [fetchPage]);

  const load = useCallback(() => {
    const mine = ++generation.current;
    last.current = { count: 0, size: firstPage, busy: true };
    fetchPage(0, firstPage).then((page) => {
      if (mine !== generation.current) return;
      last.current = { count: page.length, size: firstPage, busy: false };
      setShown({ source: fetchPage, items: page, error: null });
    }, (cause: unknown) => fail(cause, mine));
    // Drops this answer (the page went away first).
    return () => { if (generation.current === mine) generation.current++; };
  }, [fetchPage, firstPage, fail]);

  useEffect(() => load(), [load]);

  const onScroll = useCallback((event: UIEvent<HTMLElement>) => {
    const state = last.current;
    const items = current.items;
    if (state.busy || !items || !shouldLoadMore(state.count, state.size, event.currentTarget)) return;
    const mine = generation.current;
    state.busy = true;
    setLoadingMore(true);
    fetchPage(items.length, nextPage).then((page) => {
      if (mine !== generation.current) return;
      last.current = { count: page.length, size: nextPage, busy: false };
      setShown((before) => ({ source: fetchPage, items: [...(before.items ?? []), ...page], error: null }));
    }, (cause: unknown) => fail(cause, mine)).finally(() => setLoadingMore(false));
  }, [current.items, fetchPage, nextPage, fail]);

  const reload = useCallback(() => { load(); }, [load]);
  return { items: current.items, error: current.error, loadingMore, onScroll, reload };
}
