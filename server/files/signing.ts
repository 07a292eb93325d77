// Short-lived signed URLs for files: the upload URL (like an S3 presigned PUT) and a download URL
// an <img> or a link can open without the session header. HMAC-SHA256 over the method, the path
// and the expiry, with a key kept in DATA_DIR/files/.signing-key (made on first start), so every
// process on the same DATA_DIR accepts the others' URLs.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface UrlSigner {
  /** `pathname?expires=…&signature=…`, valid for `ttlMs`. */
  sign(method: 'GET' | 'PUT', pathname: string, ttlMs: number): string;
  /** True when the query signs this method and path and has not expired. */
  verify(method: 'GET' | 'PUT', pathname: string, query: { expires?: string; signature?: string }): boolean;
}

export async function loadSigningKey(dataDir: string): Promise<Buffer> {
  const file = path.join(dataDir, 'files', '.signing-key');
  try {
    return Buffer.from(await readFile(file, 'utf8'), 'base64url');
  } catch {
    await mkdir(path.dirname(file), { recursive: true });
    const key = randomBytes(32);
    // 'wx': when two processes start at once, the second one fails here and reads the first's key.
    await writeFile(file, key.toString('base64url'), { flag: 'wx', mode: 0o600 }).catch(() => undefined);
    return Buffer.from(await readFile(file, 'utf8'), 'base64url');
  }
}

export function urlSigner(key: Buffer, now: () => number = Date.now): UrlSigner {
  const mac = (method: string, pathname: string, expires: string) =>
    createHmac('sha256', key).update(`${method}\n${pathname}\n${expires}`).digest('base64url');
  return {
    sign(method, pathname, ttlMs) {
      const expires = String(Math.floor((now() + ttlMs) / 1000));
      return `${pathname}?expires=${expires}&signature=${mac(method, pathname, expires)}`;
    },
    verify(method, pathname, { expires, signature }) {
      if (!expires || !signature || !/^\d+$/.test(expires)) return false;
      if (Number(expires) * 1000 < now()) return false;
      const expected = Buffer.from(mac(method, pathname, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
