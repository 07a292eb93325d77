// A network between the console and the server that can be bad and is measured: an HTTP proxy that
// counts the bytes it delivers per path and fails a share of the API requests at random. Half of the failures never reach the server; the other half reach it and lose the
// answer on the way back, which is the case that duplicates a message unless sends are idempotent.
// The console is opened through the proxy, so its pages, service worker and sync worker all go through it
// (Playwright's own request interception cannot see a SharedWorker's requests).
import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface FlakyProxy {
  url: string;
  /** Where requests go (the server's base URL); may be set after start, before the first request. */
  target: string;
  /** Share of API requests to fail, 0 (none) to 1 (all). */
  failureRate: number;
  /** Requests failed so far: before the server saw them, and after (answer lost). */
  readonly failed: { beforeServer: number; afterServer: number };
  /** Response body bytes delivered so far for requests to `path` (e.g. '/functions/changes'). */
  bytesDelivered(path: string): number;
  /** When requests to `path` arrived, in performance.now() milliseconds of this process. */
  requestTimes(path: string): readonly number[];
  /** Per answered request to `path`: when it arrived and when its answer had been passed on. */
  answerSpans(path: string): readonly { start: number; end: number }[];
  close(): Promise<void>;
}

/** Deterministic random numbers (mulberry32), so a failing run can be replayed with its seed. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** The console's API calls (not its pages, scripts or the socket, which stay up). */
const isApiRequest = (request: IncomingMessage) => request.method !== 'GET' || /^\/(functions|classes|last_read)\//.test(request.url ?? '');

export async function startFlakyProxy(seed: number, targetUrl = ''): Promise<FlakyProxy> {
  const random = seededRandom(seed);
  const failed = { beforeServer: 0, afterServer: 0 };
  const delivered = new Map<string, number>();
  const arrivals = new Map<string, number[]>();
  const spans = new Map<string, { start: number; end: number }[]>();

  function pass(request: IncomingMessage, response: ServerResponse, loseAnswer: boolean) {
    const start = performance.now();
    const target = new URL(proxy.target);
    const upstream = forward(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers: { ...request.headers, host: target.host } },
      (answer) => {
        if (loseAnswer) {
          // The server has done the work; the client only sees the connection drop.
          answer.resume();
          answer.once('end', () => response.socket?.destroy());
          return;
        }
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        const path = (request.url ?? '').split('?')[0]!;
        answer.on('data', (chunk: Buffer) => delivered.set(path, (delivered.get(path) ?? 0) + chunk.length));
        answer.once('end', () => {
          const answered = spans.get(path) ?? [];
          spans.set(path, answered);
          answered.push({ start, end: performance.now() });
        });
        answer.pipe(response);
      },
    );
    upstream.once('error', () => response.socket?.destroy());
    request.pipe(upstream);
  }

  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0]!;
    const times = arrivals.get(path) ?? [];
    arrivals.set(path, times);
    times.push(performance.now());
    if (isApiRequest(request) && random() < proxy.failureRate) {
      if (random() < 0.5) {
        failed.beforeServer += 1;
        request.resume();
        response.socket?.destroy();
        return;
      }
      failed.afterServer += 1;
      pass(request, response, true);
      return;
    }
    pass(request, response, false);
  });

  // WebSocket upgrades (the socket at /im/) pass through untouched.
  server.on('upgrade', (request: IncomingMessage, client, head: Buffer) => {
    const target = new URL(proxy.target);
    const upstream = connect(Number(target.port), target.hostname, () => {
      const headers = Object.entries({ ...request.headers, host: target.host })
        .map(([name, value]) => `${name}: ${Array.isArray(value) ? value.join(', ') : value}`)
        .join('\r\n');
      upstream.write(`${request.method} ${request.url} HTTP/${request.httpVersion}\r\n${headers}\r\n\r\n`);
      upstream.write(head);
      client.pipe(upstream).pipe(client);
    });
    upstream.once('error', () => client.destroy());
    client.once('error', () => upstream.destroy());
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const proxy: FlakyProxy = {
    url: `http://localhost:${port}`,
    target: targetUrl,
    failureRate: 0,
    failed,
    bytesDelivered: (path) => delivered.get(path) ?? 0,
    requestTimes: (path) => arrivals.get(path) ?? [],
    answerSpans: (path) => spans.get(path) ?? [],
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
  return proxy;
}
