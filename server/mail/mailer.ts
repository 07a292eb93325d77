// Outgoing mail: through SMTP when SMTP_URL is set, else written as JSON files under
// DATA_DIR/mail (the dev outbox, listed at GET /dev/mail) so the flows work without a mail server.
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import type { ServerConfig } from '../config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A mail as the file outbox keeps it. */
export interface StoredMail extends Mail {
  id: string;
  from: string;
  createdAt: string;
}

export interface Mailer {
  /** 'smtp' sends for real; 'file' writes to the outbox folder. */
  readonly kind: 'smtp' | 'file';
  send(mail: Mail): Promise<void>;
  close(): void;
}

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'mail');
}

export function createMailer(config: Pick<ServerConfig, 'smtpUrl' | 'mailFrom' | 'dataDir'>): Mailer {
  if (config.smtpUrl) {
    const transport = createTransport(config.smtpUrl);
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail({ from: config.mailFrom, ...mail });
      },
      close: () => transport.close(),
    };
  }
  const folder = outboxDir(config.dataDir);
  return {
    kind: 'file',
    async send(mail) {
      await mkdir(folder, { recursive: true });
      const createdAt = new Date().toISOString();
      // Names sort by time: the listing reads them newest first.
      const id = `${createdAt.replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
      const stored: StoredMail = { id, from: config.mailFrom, createdAt, ...mail };
      await writeFile(path.join(folder, `${id}.json`), JSON.stringify(stored, null, 2));
    },
    close: () => undefined,
  };
}

/** The mails of the file outbox, newest first (an empty list when there is none). */
export async function readOutbox(dataDir: string): Promise<StoredMail[]> {
  const folder = outboxDir(dataDir);
  const names = await readdir(folder).catch(() => [] as string[]);
  const mails = await Promise.all(names.filter((name) => name.endsWith('.json')).map(async (name) => {
    try {
      return JSON.parse(await readFile(path.join(folder, name), 'utf8')) as StoredMail;
    } catch {
      return undefined; // being written, or not ours
    }
  }));
  return mails.filter((mail): mail is StoredMail => mail !== undefined)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
}
