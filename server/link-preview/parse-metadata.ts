// Title, description, image and site name of an HTML page, from Open Graph, Twitter card and plain
// meta tags (in that order of preference), read with a real HTML parser.
import { Parser } from 'htmlparser2';
import type { LinkMetadata } from '../../common/contracts/link-preview';
import { httpUrl } from '../../common/message-content';

const TITLE_MAX = 300;
const DESCRIPTION_MAX = 1000;

/** The charset of the Content-Type header, else of a <meta> near the top, else UTF-8. */
function charsetOf(contentType: string, body: Buffer): string {
  const declared = /charset=["']?([\w-]+)/i.exec(contentType)?.[1]
    ?? /<meta[^>]+charset=["']?([\w-]+)/i.exec(body.subarray(0, 2048).toString('latin1'))?.[1];
  try {
    return declared ? new TextDecoder(declared).encoding : 'utf-8';
  } catch {
    return 'utf-8';
  }
}

function clean(text: string | undefined, max: number): string | undefined {
  const collapsed = text?.replace(/\s+/g, ' ').trim();
  if (!collapsed) return undefined;
  const characters = [...collapsed];
  return characters.length > max ? `${characters.slice(0, max - 1).join('')}…` : collapsed;
}

export function parseMetadata(page: { url: string; contentType: string; body: Buffer }): LinkMetadata {
  const html = new TextDecoder(charsetOf(page.contentType, page.body)).decode(page.body);
  const meta = new Map<string, string>();
  let title = '';
  let inTitle = false;
  let titleDone = false;

  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'title' && !titleDone) inTitle = true;
      if (name !== 'meta') return;
      const key = (attributes.property ?? attributes.name ?? '').toLowerCase();
      // The first value of a key wins, as Open Graph readers do.
      if (key && attributes.content !== undefined && !meta.has(key)) meta.set(key, attributes.content);
    },
    ontext(text) {
      if (inTitle) title += text;
    },
    onclosetag(name) {
      if (name === 'title' && inTitle) {
        inTitle = false;
        titleDone = true;
      }
    },
  }, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
  parser.write(html);
  parser.end();

  const first = (...keys: string[]) => keys.map((key) => meta.get(key)).find((value) => value?.trim());
  const image = first('og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image', 'twitter:image:src');
  let imageUrl: string | undefined;
  try {
    imageUrl = image ? httpUrl(new URL(image.trim(), page.url).href) : undefined;
  } catch {
    imageUrl = undefined;
  }
  const siteName = clean(first('og:site_name', 'application-name'), TITLE_MAX) ?? new URL(page.url).hostname;
  return {
    url: page.url,
    siteName,
    ...optional('title', clean(first('og:title', 'twitter:title') ?? title, TITLE_MAX)),
    ...optional('description', clean(first('og:description', 'twitter:description', 'description'), DESCRIPTION_MAX)),
    ...optional('image', imageUrl),
  };
}

function optional<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, string>);
}
