// Meta signs each webhook body with the app secret: X-Hub-Signature-256 = 'sha256=' + the hex
// HMAC-SHA256 of the raw bytes, compared in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function metaSignatureOf(appSecret: string, rawBody: Buffer): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

export function metaSignatureValid(appSecret: string, rawBody: Buffer, header: string | string[] | undefined): boolean {
  if (typeof header !== 'string') return false;
  const expected = Buffer.from(metaSignatureOf(appSecret, rawBody));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
