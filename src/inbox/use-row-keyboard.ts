import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { Virtualizer } from '@tanstack/react-virtual';

const STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => Math.min(count - 1, index + 1),
  ArrowUp: (index) => Math.max(0, index - 1),
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Arrow keys, Home and End move focus from row to row of a virtualized list (`li[data-index]`, each
 * with a link): the row is scrolled into view first, then its link is focused once it is rendered.
 * A native listener on the list, so keys pressed in a row's menu (a portal elsewhere in the page) are left alone.
 */
export function useRowKeyboard(listRef: RefObject<HTMLElement | null>, virtualizer: Virtualizer<HTMLDivElement, Element>, count: number): void {
  const pendingFocus = useRef<number | undefined>(undefined);

  const focusPending = useCallback(() => {
    const index = pendingFocus.current;
    if (index === undefined) return;
    const link = listRef.current?.querySelector<HTMLElement>(`li[data-index="${index}"] a[href]`);
    if (!link) return;
    pendingFocus.current = undefined;
    link.focus();
  }, [listRef]);

  // The row asked for may only render after the scroll: try again after every render.
  useLayoutEffect(focusPending);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    function onKeyDown(event: KeyboardEvent) {
      const step = STEPS[event.key];
      const row = (event.target as HTMLElement).closest<HTMLElement>('li[data-index]');
      if (!step || !row || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      const next = step(Number(row.dataset.index), count);
      pendingFocus.current = next;
      virtualizer.scrollToIndex(next, { align: 'auto' });
      focusPending();
    }
    list.addEventListener('keydown', onKeyDown);
    return () => list.removeEventListener('keydown', onKeyDown);
  }, [listRef, virtualizer, count, focusPending]);
}
