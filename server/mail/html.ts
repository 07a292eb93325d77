const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** Escaped text in which http(s) URLs become links. */
export function linkify(text: string): string {
  const parts = text.split(/(https?:\/\/[^\s<>"']+)/g);
  return parts.map((part, index) => index % 2 === 1
    ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>`
    : escapeHtml(part)).join('');
}
