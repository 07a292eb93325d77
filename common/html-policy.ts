// The one policy for announcement HTML (docs/notifications.md): the server stores content cleaned
// by it (sanitize-html) and the console cleans again before rendering (DOMPurify). Anything not
// listed goes: scripts, styles, iframes, forms, every on* attribute and every non-http(s)/mailto URL.

export const ALLOWED_HTML_TAGS = [
  'a', 'b', 'blockquote', 'br', 'code', 'div', 'em', 'h1', 'h2', 'h3', 'h4', 'hr', 'i', 'img', 'li',
  'ol', 'p', 'pre', 's', 'span', 'strong', 'sub', 'sup', 'table', 'tbody', 'td', 'th', 'thead', 'tr', 'u', 'ul',
] as const;

/** Attributes allowed on any allowed tag. */
export const ALLOWED_HTML_ATTRIBUTES = ['href', 'src', 'alt', 'title', 'target', 'rel', 'colspan', 'rowspan'] as const;

/** URL schemes allowed in href and src. */
export const ALLOWED_URL_SCHEMES = ['http', 'https', 'mailto'] as const;

/** DOMPurify's ALLOWED_URI_REGEXP for the same schemes (relative URLs pass too). */
export const ALLOWED_URI_PATTERN = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
