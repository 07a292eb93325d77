// For tests: a push service stand-in (HTTPS with a certificate made on the spot, trusted by the server
// only through PUSH_CA_FILE) and a browser's side of a subscription, which decrypts what arrives
// (RFC 8291 with RFC 8188 aes128gcm, written out here with node:crypto, independent of web-push).
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import selfsigned from 'selfsigned';
import type { PushSubscriptionJson } from '../../common/contracts/push';

export interface ReceivedPush { path: string; headers: IncomingHttpHeaders; body: Buffer }

export interface PushServiceStandIn {
  /** https://127.0.0.1:PORT */
  url: string;
  /** PEM of the stand-in's certificate: give it to the server as PUSH_CA_FILE. */
  caFile: string;
  received: ReceivedPush[];
  /** Answer pushes to `path` with this status (e.g. 410: the subscription is gone). */
  answer(path: string, status: number): void;
  /** Resolves with the next push to `path` (one already received and not yet taken counts). */
  next(path: string, timeoutMs?: number): Promise<ReceivedPush>;
  close(): Promise<void>;
}

export async function startPushServiceStandIn(dir: string): Promise<PushServiceStandIn> {
  const pems = await selfsigned.generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }, { type: 2, value: 'localhost' }] }],
  });
  const caFile = path.join(dir, 'push-service-ca.pem');
  await writeFile(caFile, pems.cert);

  const received: ReceivedPush[] = [];
  const taken = new Set<ReceivedPush>();
  const statuses = new Map<string, number>();
  const waiters: (() => void)[] = [];
  const server: Server = createServer({ key: pems.private, cert: pems.cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = statuses.get(request.url ?? '') ?? 201;
      response.end();
      waiters.splice(0).forEach((wake) => wake());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `https://127.0.0.1:${port}`,
    caFile,
    received,
    answer: (pushPath, status) => { statuses.set(pushPath, status); },
    async next(pushPath, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const push = received.find((candidate) => candidate.path === pushPath && !taken.has(candidate));
        if (push) {
          taken.add(push);
          return push;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no push to ${pushPath} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => { clearTimeout(timer); resolve(); });
        });
      }
    },
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

export interface TestSubscription {
  subscription: PushSubscriptionJson;
  /** The plaintext of an aes128gcm push body encrypted for this subscription. */
  decrypt(body: Buffer): string;
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** A browser's keys (P-256 pair, 16-byte auth secret) for a subscription at `endpoint`. */
export function testSubscription(endpoint: string): TestSubscription {
  const ecdh = createECDH('prime256v1');
  const uaPublic = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    subscription: { endpoint, expirationTime: null, keys: { p256dh: uaPublic.toString('base64url'), auth: authSecret.toString('base64url') } },
    decrypt(body) {
      // RFC 8188 header: salt(16) | record size(4) | key id length(1) | key id (the sender's public key).
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const asPublic = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      // RFC 8291 §3.4: the input keying material from the ECDH secret and the auth secret.
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
      const ikm = hkdf(authSecret, ecdh.computeSecret(asPublic), keyInfo, 32);
      const key = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
      const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
      const decipher = createDecipheriv('aes-128-gcm', key, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
      // The last record ends with the delimiter 0x02 and zero padding.
      const end = padded.lastIndexOf(0x02);
      return padded.subarray(0, end).toString('utf8');
    },
  };
}
