import { useEffect } from 'react';

/** The browser tab follows the current page (01 §2). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Parley` : 'Parley';
  }, [title]);
}
