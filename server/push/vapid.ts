// The server's VAPID identity (RFC 8292): from configuration, or generated on first start and kept in
// DATA_DIR/vapid.json so that browsers' subscriptions stay valid across restarts.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';
import type { ServerConfig } from '../config';
import type { VapidKeys } from './config';

export interface VapidIdentity extends VapidKeys {
  subject: string;
}

const KEY_FILE = 'vapid.json';

function isVapidKeys(value: unknown): value is VapidKeys {
  const keys = value as Partial<VapidKeys> | null;
  return typeof keys?.publicKey === 'string' && typeof keys.privateKey === 'string';
}

async function storedOrNewKeys(dataDir: string): Promise<VapidKeys> {
  const file = path.join(dataDir, KEY_FILE);
  try {
    const stored: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (isVapidKeys(stored)) return stored;
    throw new Error(`${file} holds no VAPID key pair`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  await mkdir(dataDir, { recursive: true });
  // 'wx': two processes starting on one data folder at once keep the first pair.
  try {
    await writeFile(file, JSON.stringify({ publicKey, privateKey }), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return storedOrNewKeys(dataDir);
    throw error;
  }
  return { publicKey, privateKey };
}

/** The mailto: of an address like `Parley <no-reply@parley.local>`. */
function mailtoOf(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

export async function loadVapidIdentity(config: ServerConfig): Promise<VapidIdentity> {
  const keys = config.push.vapidKeys ?? await storedOrNewKeys(config.dataDir);
  return { ...keys, subject: config.push.subject ?? mailtoOf(config.mailFrom) };
}
