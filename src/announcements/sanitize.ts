// Announcement HTML is cleaned again before rendering, with DOMPurify and the same policy as the
// server (common/html-policy.ts): stored content from an older server or a tampered cache is never trusted.
import DOMPurify from 'dompurify';
import { ALLOWED_HTML_ATTRIBUTES, ALLOWED_HTML_TAGS, ALLOWED_URI_PATTERN } from '../../common/html-policy';

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...ALLOWED_HTML_TAGS],
    ALLOWED_ATTR: [...ALLOWED_HTML_ATTRIBUTES],
    ALLOWED_URI_REGEXP: ALLOWED_URI_PATTERN,
    ALLOW_DATA_ATTR: false,
  });
}
