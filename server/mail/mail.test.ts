import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { devMailRoutes } from './dev-page';
import { createMailer, readOutbox } from './mailer';
import { parseOutboxPage } from './outbox-reader';

const OPERATOR_TOKEN = 'operator-token-of-this-test-0123456789';
let dataDir: string;
beforeAll(async () => { dataDir = await mkdtemp(path.join(tmpdir(), 'parley-mail-')); });
afterAll(async () => { await rm(dataDir, { recursive: true, force: true }); });

/** A minimal SMTP server: accepts every mail and keeps its DATA. */
function fakeSmtp(): Promise<{ server: Server; port: number; received: string[] }> {
  const received: string[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd < 0) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake\r\n');
        else if (verb === 'DATA') { inData = true; socket.write('354 go on\r\n'); }
        else if (verb === 'QUIT') { socket.end('221 bye\r\n'); return; }
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    resolve({ server, port: (server.address() as { port: number }).port, received });
  }));
}

describe('mail', () => {
  it('reads SMTP_URL and PUBLIC_URL with working defaults', () => {
    expect(loadConfig({}).smtpUrl).toBeUndefined();
    expect(loadConfig({}).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '3000' }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PUBLIC_URL: 'https://console.example.com/' }).publicUrl).toBe('https://console.example.com');
    expect(() => loadConfig({ PUBLIC_URL: 'console.example.com' })).toThrow(/PUBLIC_URL/);
    expect(loadConfig({ SMTP_URL: 'smtp://u:p@mail:587' }).smtpUrl).toBe('smtp://u:p@mail:587');
  });

  it('writes mail as files without SMTP and lists them newest first, escaped, links clickable', async () => {
    const mailer = createMailer({ dataDir, mailFrom: 'Parley <no-reply@parley.local>' });
    expect(mailer.kind).toBe('file');
    await mailer.send({ to: 'a@example.com', subject: 'First <b>', text: 'Open http://localhost:8080/x?token=abc now', html: '<p>x</p>' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await mailer.send({ to: 'b@example.com', subject: 'Second', text: '<script>alert(1)</script>', html: '<p>y</p>' });
    expect(await readdir(path.join(dataDir, 'mail'))).toHaveLength(2);
    const stored = await readOutbox(dataDir);
    expect(stored.map((mail) => mail.subject)).toEqual(['Second', 'First <b>']);
    expect(stored[1]).toMatchObject({ to: 'a@example.com', html: '<p>x</p>', createdAt: expect.any(String) });

    const app = Fastify();
    await app.register(devMailRoutes, { dataDir, operatorToken: OPERATOR_TOKEN });
    const page = await app.inject({ method: 'GET', url: '/dev/mail', headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toContain('<script>alert');
    expect(page.body).toContain('&lt;script&gt;');
    expect(page.body).toContain('First &lt;b&gt;');
    expect(parseOutboxPage(page.body)).toEqual([
      { to: 'b@example.com', subject: 'Second', links: [] },
      { to: 'a@example.com', subject: 'First <b>', links: ['http://localhost:8080/x?token=abc'] },
    ]);
    await app.close();
  });

  it('sends through SMTP when SMTP_URL is set', async () => {
    const smtp = await fakeSmtp();
    try {
      const mailer = createMailer({ dataDir: path.join(dataDir, 'unused'), smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailFrom: 'Parley <no-reply@parley.local>' });
      expect(mailer.kind).toBe('smtp');
      await mailer.send({ to: 'c@example.com', subject: 'Via SMTP', text: 'Hello over SMTP', html: '<p>Hello over SMTP</p>' });
      mailer.close();
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toContain('Subject: Via SMTP');
      expect(smtp.received[0]).toContain('To: c@example.com');
      expect(smtp.received[0]).toContain('Hello over SMTP');
      expect(await readOutbox(path.join(dataDir, 'unused'))).toEqual([]);
    } finally {
      smtp.server.close();
    }
  });
});
