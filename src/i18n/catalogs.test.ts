import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';

/** msgid → msgstr of a .po catalog, multi-line strings joined. */
function readCatalog(locale: string): Map<string, string> {
  const entries = new Map<string, string>();
  let field: 'id' | 'str' | null = null;
  let id = '';
  let str = '';
  const flush = () => {
    if (id !== '') entries.set(id, str);
    id = '';
    str = '';
  };
  const text = readFileSync(resolve(__dirname, `../../locales/${locale}/messages.po`), 'utf8');
  for (const line of text.split('\n')) {
    const continued = /^"(.*)"$/.test(line);
    if (line.startsWith('msgid ')) {
      flush();
      field = 'id';
      id = JSON.parse(line.slice(6)) as string;
    } else if (line.startsWith('msgstr ')) {
      field = 'str';
      str = JSON.parse(line.slice(7)) as string;
    } else if (continued && field === 'id') id += JSON.parse(line) as string;
    else if (continued && field === 'str') str += JSON.parse(line) as string;
    else field = null;
  }
  flush();
  return entries;
}

const source = readCatalog('en-US');

/** ICU arguments and rich-text tags a translation must keep, in a comparable order. */
/**
 * The placeholders a text uses, each once: a plural's branches repeat them, and a language with fewer
 * plural forms (Japanese and Chinese have only `other`) keeps every one in fewer branches.
 */
function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\w+\}|<\/?\d+>/g)].map((match) => match[0]))].toSorted();
}

describe('translation catalogs', () => {
  it('has messages to translate', () => {
    expect(source.size).toBeGreaterThan(0);
  });

  it.each(LOCALES)('%s translates every message', (locale) => {
    const catalog = readCatalog(locale);
    const missing = [...source.keys()].filter((id) => !catalog.get(id)?.trim());
    expect(missing).toEqual([]);
  });

  it.each(LOCALES)('%s keeps every placeholder of the source', (locale) => {
    const catalog = readCatalog(locale);
    for (const [id, sourceText] of source) {
      expect(placeholders(catalog.get(id) ?? ''), `${locale}: ${id}`).toEqual(placeholders(sourceText || id));
    }
  });
});
