// For tests: the newest mailed link to an address, read from the dev outbox page (GET /dev/mail).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { OPERATOR_TOKEN_FILE } from '../security/operator';

/** Mails on the /dev/mail page as {to, subject, links}, newest first. */
export function parseOutboxPage(html: string): { to: string; subject: string; links: string[] }[] {
  return html.split('<article>').slice(1).map((article) => ({
    to: unescape(/To <strong>([^<]*)<\/strong>/.exec(article)?.[1] ?? ''),
    subject: unescape(/<h2>([^<]*)<\/h2>/.exec(article)?.[1] ?? ''),
    links: [...article.matchAll(/href="([^"]*)"/g)].map((match) => unescape(match[1]!)),
  }));
}

function unescape(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
}

/** The newest link to `path` mailed to `to`, from the server's /dev/mail page, read with its operator token. */
export async function newestMailedLink(server: { url: string; dataDir: string }, to: string, path: string): Promise<URL | undefined> {
  const token = (await readFile(join(server.dataDir, OPERATOR_TOKEN_FILE), 'utf8')).trim();
  const response = await fetch(`${server.url}/dev/mail`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`/dev/mail answered ${response.status}`);
  const html = await response.text();
  for (const mail of parseOutboxPage(html)) {
    if (mail.to !== to.toLowerCase()) continue;
    const link = mail.links.map((href) => new URL(href)).find((url) => url.pathname === path);
    if (link) return link;
  }
  return undefined;
}
