// Announcement HTML as stored: cleaned by the shared policy (common/html-policy.ts) with sanitize-html.
import sanitizeHtml from 'sanitize-html';
import { ALLOWED_HTML_ATTRIBUTES, ALLOWED_HTML_TAGS, ALLOWED_URL_SCHEMES } from '../../common/html-policy';

const options: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOWED_HTML_TAGS],
  allowedAttributes: { '*': [...ALLOWED_HTML_ATTRIBUTES] },
  allowedSchemes: [...ALLOWED_URL_SCHEMES],
  allowProtocolRelative: false,
  // Script and style text goes with its tag, not left behind as visible text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe'],
  // Links that open elsewhere cannot reach back to the console.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export function sanitizeAnnouncementHtml(html: string): string {
  return sanitizeHtml(html, options);
}
