// Platform credentials at rest (channel secrets, access tokens): sealed with AES-256-GCM under the
// server's credentials key — CREDENTIALS_KEY (32 bytes, base64), else one generated once into
// DATA_DIR/credentials-key (readable by the server's user only), like the VAPID keys. A sealed value
// is bound to its owner's id (GCM's additional data): copied onto another row, it does not open.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const CREDENTIALS_KEY_FILE = 'credentials-key';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const FORMAT = 'v1';

export type Credentials = Record<string, string>;

export interface CredentialsBox {
  seal(owner: string, credentials: Credentials): string;
  /** Throws when the value was not sealed for this owner under this key, or was changed. */
  open(owner: string, sealed: string): Credentials;
}

/** CREDENTIALS_KEY as bytes; a key of the wrong size is refused at start with what to do. */
export function credentialsKeyOf(value: string): Buffer {
  const key = Buffer.from(value, 'base64');
  if (key.length !== KEY_BYTES) throw new Error(`CREDENTIALS_KEY must be ${KEY_BYTES} bytes in base64 (e.g. \`openssl rand -base64 32\`)`);
  return key;
}

export async function loadCredentialsKey(config: { credentialsKey?: Buffer; dataDir: string }): Promise<Buffer> {
  if (config.credentialsKey) return config.credentialsKey;
  const file = path.join(config.dataDir, CREDENTIALS_KEY_FILE);
  try {
    return credentialsKeyOf((await readFile(file, 'utf8')).trim());
  } catch (error) {
    // Only a missing file is made anew: a damaged one would lose every credential sealed under it.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
  }
  const key = randomBytes(KEY_BYTES);
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  return key;
}

export function credentialsBox(key: Buffer): CredentialsBox {
  return {
    seal(owner, credentials) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(owner));
      const sealed = Buffer.concat([cipher.update(JSON.stringify(credentials), 'utf8'), cipher.final()]);
      return [FORMAT, iv, cipher.getAuthTag(), sealed].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },
    open(owner, value) {
      const [format, iv, tag, sealed] = value.split('.');
      if (format !== FORMAT || !iv || !tag || sealed === undefined) throw new Error('not a sealed credential');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url')).setAAD(Buffer.from(owner));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const plain = Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
      return JSON.parse(plain) as Credentials;
    },
  };
}
