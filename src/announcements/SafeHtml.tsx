import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize';

/** Renders announcement HTML after cleaning it here too (the server cleaned it when stored). */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // oxlint-disable-next-line react/no-danger -- cleaned by DOMPurify with the shared policy just above
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
