// The toolbar's markup: the selection wrapped, linked or listed, and where the caret goes after.
import { describe, expect, it } from 'vitest';
import { linkAddress, linkTo, listOf, wrapIn } from './html-markup';

describe('announcement markup', () => {
  it('wraps the selection and keeps it selected; with none, puts the caret between the tags', () => {
    expect(wrapIn('Open on Monday', 8, 14, 'strong')).toEqual({ value: 'Open on <strong>Monday</strong>', start: 16, end: 22 });
    expect(wrapIn('Hi ', 3, 3, 'em')).toEqual({ value: 'Hi <em></em>', start: 7, end: 7 });
  });

  it('makes each selected line a list item; with none, one empty item with the caret in it', () => {
    expect(listOf('Hours:\nTea\n\n Cake \n', 7, 19, 'ul').value).toBe('Hours:\n<ul>\n<li>Tea</li>\n<li>Cake</li>\n</ul>');
    const empty = listOf('', 0, 0, 'ol');
    expect(empty.value).toBe('<ol>\n<li></li>\n</ol>');
    expect(empty.value.slice(0, empty.start)).toBe('<ol>\n<li>');
  });

  it('links the selection, or the address itself, with the address escaped', () => {
    expect(linkTo('See the menu', 8, 12, 'https://example.com/?a=1&b="2"').value)
      .toBe('See the <a href="https://example.com/?a=1&amp;b=&quot;2&quot;">menu</a>');
    expect(linkTo('', 0, 0, 'https://example.com/<x>').value).toBe('<a href="https://example.com/&lt;x>">https://example.com/&lt;x></a>');
  });

  it('takes web and e-mail addresses only, adding https:// to a bare host', () => {
    expect(linkAddress(' example.com/menu ')).toBe('https://example.com/menu');
    expect(linkAddress('mailto:shop@example.com')).toBe('mailto:shop@example.com');
    expect(linkAddress('HTTP://example.com')).toBe('HTTP://example.com');
    expect(linkAddress('javascript:alert(1)')).toBeUndefined();
    expect(linkAddress('data:text/html,x')).toBeUndefined();
    expect(linkAddress('  ')).toBeUndefined();
  });
});
