// Secrets handed to clients (session tokens, visitor tokens) are stored only as sha256 hashes.
import { createHash, randomBytes } from 'node:crypto';

/** A fresh random secret: `prefix` + 32 bytes, base64url. */
export function newSecret(prefix = ''): string {
  return prefix + randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
