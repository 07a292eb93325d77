// Splits message text into plain runs and http(s) links, so links render as <a> and nothing as HTML.
import { httpUrl } from '../../../common/message-content';

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// A URL runs to the next space or angle bracket or quote; punctuation that usually ends a sentence is not part of it.
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;
const TRAILING = /[.,;:!?)\]}'"’”。，、！？）]+$/u;

export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const candidate = match[0].replace(TRAILING, '');
    const href = httpUrl(candidate);
    if (!href) continue;
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    parts.push({ kind: 'link', text: candidate, href });
    last = match.index + candidate.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** The first link of a text: what its preview card shows. */
export function firstLink(text: string): string | undefined {
  return linkify(text).find((part) => part.kind === 'link')?.href;
}
