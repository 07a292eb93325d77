// What the announcement editor's toolbar does to the HTML being typed: the selection wrapped in a tag,
// made a link, or its lines made a list. Each gives the new text and the selection to show after it,
// so the next keystroke goes where the user expects.
import { ALLOWED_URL_SCHEMES } from '../../common/html-policy';

export interface Edit {
  value: string;
  /** The selection after the edit. */
  start: number;
  end: number;
}

/** `<tag>selection</tag>`, the selection kept inside (the caret between the tags when nothing was selected). */
export function wrapIn(text: string, start: number, end: number, tag: 'strong' | 'em'): Edit {
  const open = `<${tag}>`;
  const inner = text.slice(start, end);
  return { value: `${text.slice(0, start)}${open}${inner}</${tag}>${text.slice(end)}`, start: start + open.length, end: start + open.length + inner.length };
}

/** The selected lines as list items (one empty item when nothing was selected, the caret in it). */
export function listOf(text: string, start: number, end: number, tag: 'ul' | 'ol'): Edit {
  const lines = text.slice(start, end).split('\n').map((line) => line.trim()).filter(Boolean);
  if (lines.length === 0) {
    const before = `${text.slice(0, start)}<${tag}>\n<li>`;
    return { value: `${before}</li>\n</${tag}>${text.slice(end)}`, start: before.length, end: before.length };
  }
  const list = `<${tag}>\n${lines.map((line) => `<li>${line}</li>`).join('\n')}\n</${tag}>`;
  return { value: `${text.slice(0, start)}${list}${text.slice(end)}`, start: start + list.length, end: start + list.length };
}

/** The link's address as typed: trimmed, https:// added to a bare host; undefined when its scheme is not allowed. */
export function linkAddress(typed: string): string | undefined {
  const address = typed.trim();
  if (!address) return undefined;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(address)?.[1]?.toLowerCase();
  if (scheme === undefined) return `https://${address}`;
  return (ALLOWED_URL_SCHEMES as readonly string[]).includes(scheme) ? address : undefined;
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escaped = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The selection as a link to `address` (the address itself as its text when nothing was selected); the caret after it. */
export function linkTo(text: string, start: number, end: number, address: string): Edit {
  const inner = text.slice(start, end) || escaped(address);
  const link = `<a href="${attribute(address)}">${inner}</a>`;
  return { value: `${text.slice(0, start)}${link}${text.slice(end)}`, start: start + link.length, end: start + link.length };
}
