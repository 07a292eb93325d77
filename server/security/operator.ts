// The operator's secret: proof that a caller is whoever runs this server, for operator-only pages
// (the mail outbox). A network address proves nothing (a reverse proxy on the same machine makes
// every caller local), so the proof is a token: OPERATOR_TOKEN, else one generated once into
// DATA_DIR/operator-token (readable by the server's user only) and printed in the log at start.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ServerConfig } from '../config';

export const OPERATOR_TOKEN_FILE = 'operator-token';

export async function loadOperatorToken(config: Pick<ServerConfig, 'operatorToken' | 'dataDir'>): Promise<string> {
  if (config.operatorToken) return config.operatorToken;
  const file = path.join(config.dataDir, OPERATOR_TOKEN_FILE);
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const token = randomBytes(32).toString('base64url');
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(file, `${token}\n`, { mode: 0o600 });
  return token;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares in constant time (over digests, so the lengths tell nothing either). */
export function isOperatorToken(candidate: string | undefined, token: string): boolean {
  if (candidate === undefined || candidate === '') return false;
  return timingSafeEqual(digest(candidate), digest(token));
}
