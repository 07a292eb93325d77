// The server's event loop under 50 concurrent writers (issue 18): each writer is an agent of its
// own organization who sends a reply through the API (publishTemplate) and waits for it on its
// console socket, then sends the next. Meanwhile the server measures its own event-loop delay
// (tests/bench/loop-delay-probe.ts, read over IPC). On PGlite, whose queries run in WASM on the
// server's own thread, and on PostgreSQL.
import { rm } from 'node:fs/promises';
import { io, type Socket } from 'socket.io-client';
import { DEFAULT_APP_ID, DEFAULT_JS_KEY } from '../../common/defaults';
import { dataDirWithDatabase } from '../../server/testing/data-template';
import { createTestDatabase } from '../../server/testing/test-database';
import { figure, median, SERVER_RUNS, type Figure } from './figures';
import type { LoopDelay } from './loop-delay-probe';
import { startServerChild } from './server-child';

export const LOOP_WRITERS = 50;
/** How long each run sends (s). */
export const LOOP_SECONDS = Number(process.env.BENCH_LOOP_SECONDS ?? 10);
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://parley:parley@127.0.0.1:5432/postgres';

export interface LoopFigures {
  /** The longest the server's event loop was blocked, and its 99th percentile delay (ms). */
  maxBlockMs: Figure;
  p99BlockMs: Figure;
  /** The longest block counted in the CPU time the server used (ms): other processes' share left out. */
  maxCpuBlockMs: Figure;
  /** publishTemplate sent → the message on the writer's socket (ms). */
  p99SendToReceiveMs: Figure;
  messagesPerSecond: Figure;
}

interface Writer { token: string; orgId: string; conversation: string; socket: Socket }

async function post<T>(url: string, route: string, body: Record<string, unknown>): Promise<T> {
  const response = await fetch(url + route, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
  return await response.json() as T;
}

async function writerOn(url: string, n: number): Promise<Writer> {
  const envelope = { _ApplicationId: DEFAULT_APP_ID, _JavaScriptKey: DEFAULT_JS_KEY };
  const username = `loop-${n}-${Math.random().toString(36).slice(2, 8)}`;
  const user = await post<{ objectId: string; sessionToken: string }>(url, '/users', { ...envelope, username, password: 'secret-pass', email: `${username}@example.com` });
  const api = { ...envelope, _SessionToken: user.sessionToken };
  const org = await post<{ objectId: string }>(url, '/classes/Organization', { ...api, name: `Loop ${n}` });
  const { visitorToken, customerId } = await post<{ visitorToken: string; customerId: string }>(url, '/livechat/api/session', { orgId: org.objectId });
  await post(url, '/livechat/api/messages', { visitorToken, text: 'Hello', clientId: `hello-${n}` });
  const inbox = await post<{ result: { customers: { customerId: string; conversation: { objectId: string } }[] } }>(url, '/functions/inboxesV3', { ...api, orgId: org.objectId });
  const conversation = inbox.result.customers.find((customer) => customer.customerId === customerId)!.conversation.objectId;
  const socket = io(url, { path: '/im/', auth: { userId: user.objectId, token: user.sessionToken }, transports: ['websocket'] });
  await new Promise<void>((resolve, reject) => { socket.once('connect', resolve); socket.once('connect_error', reject); });
  await socket.emitWithAck('subscribe', { orgId: org.objectId });
  return { token: user.sessionToken, orgId: org.objectId, conversation, socket };
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;

/** Every writer sends, waits for its message on its socket, and sends again, for LOOP_SECONDS. */
async function write(url: string, writers: readonly Writer[], run: number): Promise<{ latencies: number[]; seconds: number }> {
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + LOOP_SECONDS * 1000;
  await Promise.all(writers.map(async (writer, w) => {
    for (let i = 0; performance.now() < deadline; i++) {
      const receiptId = `r${run}-${w}-${i}`;
      const sentAt = performance.now();
      const received = new Promise<void>((resolve) => {
        const listener = (message: { receiptId?: string }) => {
          if (message.receiptId !== receiptId) return;
          writer.socket.off('message', listener);
          resolve();
        };
        writer.socket.on('message', listener);
      });
      await post(url, '/functions/publishTemplate', {
        _ApplicationId: DEFAULT_APP_ID, _JavaScriptKey: DEFAULT_JS_KEY, _SessionToken: writer.token,
        orgId: writer.orgId, conversation: writer.conversation, receiptId, template: { contentType: 'text', data: { content: `Reply ${i}` } },
      });
      await received;
      latencies.push(performance.now() - sentAt);
    }
  }));
  return { latencies: latencies.sort((a, b) => a - b), seconds: (performance.now() - started) / 1000 };
}

async function benchOn(dataDir: string, databaseUrl: string | undefined, say: (line: string) => void): Promise<LoopFigures> {
  const server = await startServerChild({ dataDir, databaseUrl, preload: './tests/bench/loop-delay-probe.ts' });
  const writers: Writer[] = [];
  try {
    for (let n = 0; n < LOOP_WRITERS; n++) writers.push(await writerOn(server.url, n));
    const runs: LoopFigures[] = [];
    for (let run = 0; run < SERVER_RUNS; run++) {
      await server.ask('loop-delay:reset');
      const { latencies, seconds } = await write(server.url, writers, run);
      const delay = await server.ask<LoopDelay>('loop-delay:read');
      runs.push({
        maxBlockMs: figure(delay.maxMs), p99BlockMs: figure(delay.p99Ms), maxCpuBlockMs: figure(delay.maxCpuMs),
        p99SendToReceiveMs: figure(percentile(latencies, 0.99)), messagesPerSecond: figure(latencies.length / seconds),
      });
      say(`  (run ${run + 1}: loop max ${delay.maxMs.toFixed(0)} ms (in CPU time ${delay.maxCpuMs.toFixed(0)} ms), p99 ${delay.p99Ms.toFixed(0)} ms, utilization ${(delay.utilization * 100).toFixed(0)}%; send → receive p50 ${percentile(latencies, 0.5).toFixed(0)} ms, p99 ${percentile(latencies, 0.99).toFixed(0)} ms; ${(latencies.length / seconds).toFixed(0)} messages/s; load ${runs.at(-1)!.maxBlockMs.load.toFixed(2)})`);
    }
    const of = (key: keyof LoopFigures) => median(runs.map((run) => run[key]));
    return { maxBlockMs: of('maxBlockMs'), p99BlockMs: of('p99BlockMs'), maxCpuBlockMs: of('maxCpuBlockMs'), p99SendToReceiveMs: of('p99SendToReceiveMs'), messagesPerSecond: of('messagesPerSecond') };
  } finally {
    for (const writer of writers) writer.socket.disconnect();
    await server.stop();
  }
}

export async function benchEventLoop(say: (line: string) => void): Promise<{ pglite: LoopFigures; postgres?: LoopFigures }> {
  const dataDir = await dataDirWithDatabase('parley-loop-');
  try {
    say('  PGlite:');
    const pglite = await benchOn(dataDir, undefined, say);
    if (POSTGRES_URL === 'off') return { pglite };
    const database = await createTestDatabase(POSTGRES_URL);
    try {
      say('  PostgreSQL:');
      return { pglite, postgres: await benchOn(dataDir, database.databaseUrl, say) };
    } finally {
      await database.drop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
