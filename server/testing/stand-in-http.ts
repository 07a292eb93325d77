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

/** One account's traffic at a stand-in: requests open now and the most open at once so far, and those its rate limit refused. */
export interface AccountTraffic { inFlight: number; peakInFlight: number; throttled: number }

/** The sliding window of the platforms' rate limits: requests taken in the last second. */
const RATE_WINDOW_MS = 1000;

/**
 * How a stand-in's accounts are served: every answer after a latency (or, for an account set to hang,
 * after its own longer wait), a documented rate limit per account as a sliding one-second window
 * (a refused request is counted throttled), and the requests open at once, per account and in all.
 */
export class AccountTraffics {
  /** Requests open now, in all. */
  inFlight = 0;
  /** Requests refused by a rate limit, in all. */
  throttled = 0;
  private readonly accounts = new Map<string, AccountTraffic>();
  /** Times (performance.now()) of the requests each window took in its last second, oldest first. */
  private readonly windows = new Map<string, number[]>();
  private readonly hangs = new Map<string, number>();
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();

  /** The account's traffic so far (a copy). */
  of(account: string): AccountTraffic {
    return { ...(this.accounts.get(account) ?? { inFlight: 0, peakInFlight: 0, throttled: 0 }) };
  }

  private entry(account: string): AccountTraffic {
    let traffic = this.accounts.get(account);
    if (!traffic) {
      traffic = { inFlight: 0, peakInFlight: 0, throttled: 0 };
      this.accounts.set(account, traffic);
    }
    return traffic;
  }

  /** Counts the request open until its answer is sent or its connection dropped. */
  open(account: string, response: http.ServerResponse): void {
    const traffic = this.entry(account);
    traffic.inFlight += 1;
    traffic.peakInFlight = Math.max(traffic.peakInFlight, traffic.inFlight);
    this.inFlight += 1;
    response.once('close', () => {
      traffic.inFlight -= 1;
      this.inFlight -= 1;
    });
  }

  /**
   * Whether one more request fits the account's limit of `limit` a second on `window` (a platform counts
   * each limited endpoint apart): taken, it is counted in the window; refused, it is counted throttled.
   */
  admit(account: string, window: string, limit: number): boolean {
    const key = `${account}\u0000${window}`;
    const now = performance.now();
    let times = this.windows.get(key);
    if (!times) {
      times = [];
      this.windows.set(key, times);
    }
    while (times.length > 0 && times[0]! <= now - RATE_WINDOW_MS) times.shift();
    if (times.length < limit) {
      times.push(now);
      return true;
    }
    this.entry(account).throttled += 1;
    this.throttled += 1;
    return false;
  }

  /** The account's calls answer only after `ms` (0: as the others again). */
  hang(account: string, ms: number): void {
    if (ms > 0) this.hangs.set(account, ms);
    else this.hangs.delete(account);
  }

  /** How long a request of these accounts (the first set to hang decides) waits before it is worked and answered. */
  delayOf(latencyMs: number, ...accounts: string[]): number {
    for (const account of accounts) {
      const hang = this.hangs.get(account);
      if (hang !== undefined) return hang;
    }
    return latencyMs;
  }

  /** Runs `work` after `ms` (at once, in this turn, when 0: as a stand-in without latency always did). */
  later(ms: number, work: () => void): void {
    if (ms <= 0) {
      work();
      return;
    }
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      work();
    }, ms);
    this.timers.add(timer);
  }

  /** Answers still waiting are never sent (the stand-in closes). */
  clear(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
