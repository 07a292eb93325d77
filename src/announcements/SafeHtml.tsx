import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize';

/** How announcement HTML looks, in the panel and in the editor's preview alike (lists keep their marks). */
export const announcementHtmlClass = 'text-sm break-words text-slate-700 [&_a]:text-indigo-700 [&_a]:underline [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5';

/** Renders announcement HTML after cleaning it here too (the server cleaned it when stored). */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // oxlint-disable-next-line react/no-danger -- cleaned by DOMPurify with the shared policy just above
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
