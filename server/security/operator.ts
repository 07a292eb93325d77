// The operator's secret: proof that a caller is whoever runs this server, for operator-only pages
// (the mail outbox). A network address proves nothing (a reverse proxy on the same machine makes
// every caller local), so the proof is a token: OPERATOR_TOKEN, else one generated once into
// DATA_DIR/operator-token (readable by the server's user only) and printed in the log at start.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ServerConfig } from '../config';
import { hashToken } from './tokens';

export const OPERATOR_TOKEN_FILE = 'operator-token';
/** Shorter tokens are refused (OPERATOR_TOKEN) or made again (the generated file). */
export const OPERATOR_TOKEN_MIN_LENGTH = 32;

export async function loadOperatorToken(config: Pick<ServerConfig, 'operatorToken' | 'dataDir'>): Promise<string> {
  if (config.operatorToken) return config.operatorToken;
  const file = path.join(config.dataDir, OPERATOR_TOKEN_FILE);
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= OPERATOR_TOKEN_MIN_LENGTH) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const token = randomBytes(32).toString('base64url');
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(file, `${token}\n`, { mode: 0o600 });
  return token;
}

/** Compares in constant time (over digests, so the lengths tell nothing either). */
export function isOperatorToken(candidate: string | undefined, token: string): boolean {
  if (candidate === undefined || candidate === '') return false;
  return timingSafeEqual(Buffer.from(hashToken(candidate)), Buffer.from(hashToken(token)));
}
