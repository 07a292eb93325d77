// GET /dev/mail: the file outbox as a plain HTML page, newest first, links clickable. Registered
// only when mail goes to files (no SMTP_URL): it shows every mailed link, tokens included.
import type { FastifyInstance } from 'fastify';
import { escapeHtml, linkify } from './html';
import { readOutbox } from './mailer';

export async function devMailRoutes(app: FastifyInstance, { dataDir }: { dataDir: string }): Promise<void> {
  app.get('/dev/mail', async (_request, reply) => {
    const mails = await readOutbox(dataDir);
    const items = mails.map((mail) => `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(mail.to)}</strong> · <time datetime="${escapeHtml(mail.createdAt)}">${escapeHtml(mail.createdAt)}</time></p>
<pre>${linkify(mail.text)}</pre>
</article>`).join('\n');
    const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Parley dev mail outbox</title>
<meta name="robots" content="noindex">
<style>body{font:14px system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#0f172a}
article{border:1px solid #cbd5e1;border-radius:6px;padding:0 1rem;margin:1rem 0}h2{font-size:1rem}
.meta{color:#475569}pre{white-space:pre-wrap;font:inherit}</style></head>
<body><h1>Mail outbox</h1>
<p>Mail the server would have sent (no SMTP_URL is configured), newest first.</p>
${items || '<p>No mail yet.</p>'}
</body></html>`;
    return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(page);
  });
}
