// The HTTP plumbing every platform stand-in shares (LINE, Meta's Graph API, WhatsApp Cloud): answers of
// JSON or bytes, faults queued by path (an error, no answer at all, or the work done and the answer
// lost), a server on loopback, and posting a signed webhook. Test code only.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a stand-in answers: JSON, or bytes (media). */
export interface Answer { status: number; body: unknown; headers?: Record<string, string> }
export const json = (status: number, body: unknown, headers: Record<string, string> = {}): Answer => ({ status, body, headers });

export function sendAnswer(response: http.ServerResponse, { status, body, headers = {} }: Answer): void {
  if (Buffer.isBuffer(body)) {
    response.writeHead(status, { 'content-length': String(body.length), ...headers }).end(body);
    return;
  }
  response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}

/** How the next matching requests fail: the platform's error `E`; `hang` never answers; `lost` does the work, then drops the connection. */
export type Fault<E> = E | 'hang' | 'lost';

/** Faults a test queued, each for the next `times` requests whose path starts with its prefix. */
export function faultQueue<E>() {
  const faults: { pathPrefix: string; fault: Fault<E>; times: number }[] = [];
  return {
    add(pathPrefix: string, fault: Fault<E>, times = 1): void {
      faults.push({ pathPrefix, fault, times });
    },
    take(path: string): Fault<E> | undefined {
      const index = faults.findIndex((entry) => path.startsWith(entry.pathPrefix));
      if (index < 0) return undefined;
      const entry = faults[index]!;
      entry.times -= 1;
      if (entry.times <= 0) faults.splice(index, 1);
      return entry.fault;
    },
  };
}

/**
 * Answers one request as its fault says: no fault, the work's answer; `hang`, nothing; an error, its
 * answer (the work not done); `lost`, the work done and the connection dropped before the answer.
 */
export async function answerWithFault<E>(
  request: http.IncomingMessage, response: http.ServerResponse, fault: Fault<E> | undefined,
  errorAnswer: (error: E) => Answer, work: () => Answer | Promise<Answer>, send: typeof sendAnswer = sendAnswer,
): Promise<void> {
  if (fault === 'hang') return;
  if (fault !== undefined && fault !== 'lost') return send(response, errorAnswer(fault));
  const answer = await work();
  if (fault === 'lost') request.socket.destroy();
  else send(response, answer);
}

/** Calls `handle` with the request's whole body. */
export function withBody(handle: (request: http.IncomingMessage, response: http.ServerResponse, raw: Buffer) => void): http.RequestListener {
  return (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => handle(request, response, Buffer.concat(chunks)));
  };
}

/** A server on a free loopback port: its base URL, and a close that drops open connections. */
export async function listenOnLoopback(server: http.Server): Promise<{ base: string; close: () => Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

/** The bearer token of a request, if it has one. */
export const bearerOf = (request: http.IncomingMessage) =>
  (request.headers.authorization?.startsWith('Bearer ') ? request.headers.authorization.slice(7) : undefined);

/** Posts a webhook body with its signature header as the platform does; answers the status. */
export async function postWebhook(url: string, raw: string, signatureHeader: Record<string, string>): Promise<number> {
  const answer = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...signatureHeader }, body: raw });
  await answer.arrayBuffer();
  return answer.status;
}
