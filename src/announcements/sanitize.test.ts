import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml (console side of the announcement policy)', () => {
  it('removes scripts, event handlers, styles and javascript: links', () => {
    const clean = sanitizeHtml('<p style="color:red" onmouseover="x()">Hi<script>alert(1)</script><img src="a.png" onerror="alert(2)"><a href="javascript:alert(3)">bad</a><iframe src="https://e.com"></iframe></p>');
    expect(clean).not.toMatch(/script|onerror|onmouseover|style|javascript|iframe|alert/);
    expect(clean).toContain('<img src="a.png">');
    expect(clean).toContain('<a>bad</a>');
  });

  it('keeps the formatting the policy allows', () => {
    const html = '<h2>Title</h2><p><b>bold</b> <em>em</em> <a href="https://example.com" target="_blank">link</a></p><ul><li>one</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });
});
