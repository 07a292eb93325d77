// GET /dev/mail: the file outbox as a plain HTML page, newest first, links clickable. Registered
// only when mail goes to files (no SMTP_URL). It shows every mailed link, reset and verification
// tokens included, so only the server's operator may read it (docs/security.md): the operator
// token as `Authorization: Bearer …`, or once in the link the server prints at start
// (`/dev/mail?token=…`), which trades it for an HttpOnly cookie and drops it from the address bar.
import { createHash } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isOperatorToken } from '../security/operator';
import { escapeHtml, linkify } from './html';
import { readOutbox } from './mailer';

export const DEV_MAIL_PATH = '/dev/mail';
const COOKIE = 'parley_operator';
const COOKIE_MAX_AGE_SECONDS = 12 * 60 * 60;

const STYLE = `body{font:14px system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#0f172a}
article{border:1px solid #cbd5e1;border-radius:6px;padding:0 1rem;margin:1rem 0}h2{font-size:1rem}
.meta{color:#475569}pre{white-space:pre-wrap;font:inherit}`;
// The page's own policy: nothing but its one inline stylesheet, allowed by its hash.
const PAGE_CSP = [
  "default-src 'none'", `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "base-uri 'none'", "form-action 'none'", "frame-ancestors 'none'",
].join('; ');

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="robots" content="noindex">
<style>${STYLE}</style></head>
<body>${body}</body></html>`;
}

function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.status(status).header('Cache-Control', 'no-store').header('Content-Security-Policy', PAGE_CSP)
    .type('text/html; charset=utf-8').send(html);
}

function bearerOf(request: FastifyRequest): string | undefined {
  const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
  return match?.[1];
}

export async function devMailRoutes(app: FastifyInstance, { dataDir, operatorToken }: { dataDir: string; operatorToken: string }): Promise<void> {
  await app.register(fastifyCookie);

  app.get<{ Querystring: { token?: string } }>(DEV_MAIL_PATH, {
    schema: { querystring: { type: 'object', properties: { token: { type: 'string', maxLength: 200 } } } },
  }, async (request, reply) => {
    const { token } = request.query;
    if (token !== undefined) {
      if (!isOperatorToken(token, operatorToken)) return refuse(reply);
      // Path /dev/: the console's pages never carry it; SameSite=Strict: no other site can use it.
      reply.setCookie(COOKIE, token, {
        path: '/dev/', httpOnly: true, sameSite: 'strict', secure: request.protocol === 'https', maxAge: COOKIE_MAX_AGE_SECONDS,
      });
      return reply.status(303).header('Cache-Control', 'no-store').redirect(DEV_MAIL_PATH);
    }
    if (!isOperatorToken(bearerOf(request) ?? request.cookies[COOKIE], operatorToken)) return refuse(reply);

    const mails = await readOutbox(dataDir);
    const items = mails.map((mail) => `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(mail.to)}</strong> · <time datetime="${escapeHtml(mail.createdAt)}">${escapeHtml(mail.createdAt)}</time></p>
<pre>${linkify(mail.text)}</pre>
</article>`).join('\n');
    return sendPage(reply, 200, page('Parley dev mail outbox', `<h1>Mail outbox</h1>
<p>Mail the server would have sent (no SMTP_URL is configured), newest first.</p>
${items || '<p>No mail yet.</p>'}`));
  });
}

function refuse(reply: FastifyReply): FastifyReply {
  return sendPage(reply, 401, page('Operator only', `<h1>Operator only</h1>
<p>This page lists the server's mail, with the links in it, so only the server's operator may read it.
Open the link the server printed in its log when it started (<code>/dev/mail?token=…</code>), or send the
token kept in <code>DATA_DIR/operator-token</code> (or <code>OPERATOR_TOKEN</code>) as
<code>Authorization: Bearer …</code>.</p>`));
}
