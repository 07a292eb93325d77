// Realtime fan-out (issue 18): how long a live-chat visitor's message takes to reach every agent's
// console socket, from the moment its POST is sent until each socket has it (so the HTTP request, the
// database write and the socket delivery, all of it), at 20 messages a second:
//  - 200 agent sockets on one server process (PGlite, as a fresh install runs);
//  - 2,000 agent sockets over two server processes on PostgreSQL and Redis (half on each, the
//    messages posted to each in turn), when BENCH_DATABASE_URL or TEST_DATABASE_URL names a
//    PostgreSQL server (a database of its own is created there) and a Redis answers at
//    BENCH_REDIS_URL, TEST_REDIS_URL or redis://127.0.0.1:6379;
//  - the two Redis adapters on their own (bare socket.io servers A and B, 1,000 sockets on B, A
//    emitting), for the choice docs/scale-out.md explains.
// The agents are minimal socket.io clients in this process (AgentSocket below: the
// WebSocket frames of engine.io 4 and socket.io 5 over `ws`, reading only the tag of each message):
// thousands of full socket.io clients decoding every event would measure this process, not the
// servers. Even so, 2,000 sockets read 40,000 frames a second on the servers' cores, so an event is
// looked at as bytes (its prefix and the tag found with Buffer.indexOf), never decoded to text, and
// `ws` skips its UTF-8 check (docs/scale-out.md). Each figure is the median of BENCH_FANOUT_RUNS runs.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { createAdapter as pubSubAdapter } from '@socket.io/redis-adapter';
import { createAdapter as streamsAdapter } from '@socket.io/redis-streams-adapter';
import { createClient } from 'redis';
import { Server } from 'socket.io';
import { WebSocket } from 'ws';
import { DEFAULT_APP_ID, DEFAULT_JS_KEY } from '../../common/defaults';
import { launchServer, type ServerProcess } from '../../server/testing/server-process';
import { createTestDatabase } from '../../server/testing/test-database';
import { type Figure, median } from './figures';

export const FANOUT_AGENTS = Number(process.env.BENCH_FANOUT_AGENTS || 200);
export const FANOUT_CLUSTER_AGENTS = Number(process.env.BENCH_FANOUT_CLUSTER_AGENTS || 2_000);
export const FANOUT_ADAPTER_SOCKETS = 1_000;
export const FANOUT_RATE = 20;
/** Seconds of messages per run (the first second is warm-up, not counted). */
export const FANOUT_SECONDS = Number(process.env.BENCH_FANOUT_SECONDS || 6);
export const FANOUT_RUNS = Number(process.env.BENCH_FANOUT_RUNS || 3);
const WARM_UP = FANOUT_RATE;

/**
 * From the send; `spreadP99`: from the message's first arrival on any socket to each other one (the
 * fan-out alone). `cpu`: CPU time per message sent, of the server processes together and of this
 * process's agent sockets; unlike the latencies, it hardly moves with the other sessions' load.
 */
export interface Latencies {
  p50: Figure; p99: Figure; max: Figure; spreadP99: Figure; missed: number;
  cpu?: { serversMsPerMessage: Figure; benchMsPerMessage: Figure };
}
export interface FanoutFigures {
  oneProcess: Latencies;
  /** Undefined without PostgreSQL and Redis. */
  twoProcesses?: Latencies;
  adapters?: { pubSub: Latencies; streams: Latencies };
  unavailable?: string;
}

const load = () => loadavg()[0]!;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Run { p50: number; p99: number; max: number; spreadP99: number; missed: number; load: number; serversCpuMs: number; benchCpuMs: number }

function summary(runs: Run[], withCpu: boolean): Latencies {
  const of = (key: 'p50' | 'p99' | 'max' | 'spreadP99') => median(runs.map((run) => ({ value: run[key], load: run.load })));
  const perMessage = (key: 'serversCpuMs' | 'benchCpuMs') => median(runs.map((run) => ({ value: run[key] / (FANOUT_SECONDS * FANOUT_RATE), load: run.load })));
  return {
    p50: of('p50'), p99: of('p99'), max: of('max'), spreadP99: of('spreadP99'), missed: Math.max(...runs.map((run) => run.missed)),
    ...(withCpu ? { cpu: { serversMsPerMessage: perMessage('serversCpuMs'), benchMsPerMessage: perMessage('benchCpuMs') } } : {}),
  };
}

/** CPU time (user + system, every thread) a process has used so far, in ms: /proc/{pid}/stat's utime and stime, in ticks of 10 ms (Linux's USER_HZ). */
function processCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
const ownCpuMs = () => { const { user, system } = process.cpuUsage(); return (user + system) / 1000; };

/**
 * Sends FANOUT_SECONDS × FANOUT_RATE numbered messages on a fixed schedule (`send(i)`), while
 * `listen(onArrival)` calls back with each socket's arrival of message i; answers the latencies.
 */
async function timedRun(
  sockets: number, send: (i: number) => Promise<unknown>, listen: (arrived: (i: number) => void) => () => void, serverPids: readonly number[] = [],
): Promise<Run> {
  const total = FANOUT_SECONDS * FANOUT_RATE;
  const serversCpu = () => serverPids.reduce((sum, pid) => sum + processCpuMs(pid), 0);
  const cpuBefore = { servers: serversCpu(), bench: ownCpuMs() };
  const sentAt: number[] = [];
  const latencies: number[] = [];
  const firstArrival: number[] = [];
  const spreads: number[] = [];
  let arrivals = 0;
  const stop = listen((i) => {
    arrivals++;
    if (i < WARM_UP || sentAt[i] === undefined) return;
    const now = performance.now();
    latencies.push(now - sentAt[i]!);
    firstArrival[i] ??= now;
    spreads.push(now - firstArrival[i]!);
  });
  const start = performance.now();
  const sends: Promise<unknown>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / FANOUT_RATE;
    if (due > performance.now()) await sleep(due - performance.now());
    sentAt[i] = performance.now();
    sends.push(send(i));
  }
  await Promise.all(sends);
  const expected = total * sockets;
  // The listener moves `arrivals` meanwhile.
  const allArrived = () => arrivals >= expected;
  for (const deadline = performance.now() + 10_000; !allArrived() && performance.now() < deadline;) await sleep(20);
  stop();
  const cpu = { servers: serversCpu() - cpuBefore.servers, bench: ownCpuMs() - cpuBefore.bench };
  const runLoad = load();
  latencies.sort((a, b) => a - b);
  spreads.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), max: latencies.at(-1) ?? NaN,
    spreadP99: percentile(spreads, 0.99), missed: expected - arrivals, load: runLoad, serversCpuMs: cpu.servers, benchCpuMs: cpu.bench,
  };
}

async function post<T>(url: string, route: string, body: Record<string, unknown>): Promise<T> {
  const response = await fetch(url + route, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
  return await response.json() as T;
}

/** An agent with an organization, and a live-chat visitor of it who writes. */
async function agentAndVisitor(url: string) {
  const envelope = { _ApplicationId: DEFAULT_APP_ID, _JavaScriptKey: DEFAULT_JS_KEY };
  const username = `fanout-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const user = await post<{ objectId: string; sessionToken: string }>(url, '/users', { ...envelope, username, password: 'secret-pass', email: `${username}@example.com` });
  const org = await post<{ objectId: string }>(url, '/classes/Organization', { ...envelope, _SessionToken: user.sessionToken, name: 'Fan-out Inc' });
  const { visitorToken } = await post<{ visitorToken: string }>(url, '/livechat/api/session', { orgId: org.objectId });
  return { userId: user.objectId, token: user.sessionToken, orgId: org.objectId, visitorToken };
}

/** Whether the frame's bytes start with `prefix`'s. */
const startsWith = (frame: Buffer, prefix: Buffer) => frame.length >= prefix.length && frame.compare(prefix, 0, prefix.length, 0, prefix.length) === 0;
const EVENT = Buffer.from('42');
const MESSAGE_EVENT = Buffer.from('42["message"');
const isDigit = (byte: number | undefined) => byte !== undefined && byte >= 0x30 && byte <= 0x39;

/**
 * A console socket reduced to its wire frames: engine.io's open (`0`), socket.io's namespace connect
 * with the auth (`40{…}`), `subscribe` with an ack (`420[…]` → `430[true]`), pings answered (`2` →
 * `3`), and each event (`42["message",…]`) handed on as its bytes for the tag to be found in.
 */
class AgentSocket {
  private readonly ws: WebSocket;
  onEvent: (frame: Buffer) => void = () => {};

  private constructor(url: string) {
    this.ws = new WebSocket(`${url.replace(/^http/, 'ws')}/im/?EIO=4&transport=websocket`, { perMessageDeflate: false, skipUTF8Validation: true });
  }

  static async open(url: string, auth: Record<string, string> | undefined, subscribe: string | undefined): Promise<AgentSocket> {
    const socket = new AgentSocket(url);
    await new Promise<void>((resolve, reject) => {
      socket.ws.on('error', reject);
      socket.ws.on('message', (data: Buffer) => {
        if (startsWith(data, EVENT)) {
          socket.onEvent(data);
          return;
        }
        const frame = data.toString();
        if (frame === '2') socket.ws.send('3');
        else if (frame.startsWith('0{')) socket.ws.send(`40${auth ? JSON.stringify(auth) : ''}`);
        else if (frame.startsWith('40')) {
          if (!subscribe) resolve();
          else socket.ws.send(`420${JSON.stringify(['subscribe', { orgId: subscribe }])}`);
        } else if (frame.startsWith('44')) reject(new Error(`refused: ${frame}`));
        else if (frame === '430[true]') resolve();
        else if (frame.startsWith('430')) reject(new Error('subscribe refused'));
      });
    });
    return socket;
  }

  close(): void {
    this.ws.close();
  }
}

/** `count` console sockets of the agent, subscribed to its organization, spread over `urls` in turn. */
async function consoleSockets(urls: string[], agent: { userId: string; token: string; orgId: string }, count: number): Promise<AgentSocket[]> {
  const sockets: AgentSocket[] = [];
  for (let offset = 0; offset < count; offset += 100) {
    sockets.push(...await Promise.all(Array.from({ length: Math.min(100, count - offset) }, (_, n) =>
      AgentSocket.open(urls[(offset + n) % urls.length]!, { userId: agent.userId, token: agent.token }, agent.orgId))));
  }
  return sockets;
}

/**
 * Calls `arrived(i)` for each `message` event carrying `tag` followed by the message's number (its
 * first occurrence: the message's text comes before the inbox row's preview that quotes it).
 */
function listenFor(sockets: AgentSocket[], tag: string, arrived: (i: number) => void): () => void {
  const tagBytes = Buffer.from(tag);
  for (const socket of sockets) {
    socket.onEvent = (frame) => {
      if (!startsWith(frame, MESSAGE_EVENT)) return;
      let at = frame.indexOf(tagBytes, MESSAGE_EVENT.length);
      if (at < 0) return;
      at += tagBytes.length;
      if (!isDigit(frame[at])) return;
      let i = 0;
      for (; isDigit(frame[at]); at++) i = i * 10 + frame[at]! - 0x30;
      arrived(i);
    };
  }
  return () => { for (const socket of sockets) socket.onEvent = () => {}; };
}

/** Visitor messages posted to the servers in turn, each arrival on the agents' sockets timed. */
async function visitorFanOut(servers: readonly ServerProcess[], sockets: number): Promise<Latencies> {
  const urls = servers.map((server) => server.url);
  const agent = await agentAndVisitor(urls[0]!);
  const open = await consoleSockets(urls, agent, sockets);
  try {
    const runs: Run[] = [];
    for (let run = 0; run < FANOUT_RUNS; run++) {
      const tag = `fanout-${run}-`;
      runs.push(await timedRun(sockets,
        (i) => post(urls[i % urls.length]!, '/livechat/api/messages', { visitorToken: agent.visitorToken, text: `${tag}${i}`, clientId: `${tag}${i}` }),
        (arrived) => listenFor(open, tag, arrived),
        servers.map((server) => server.pid!)));
    }
    return summary(runs, true);
  } finally {
    for (const socket of open) socket.close();
  }
}

/** Two bare socket.io servers on one Redis with the adapter `kind`; A emits to a room of sockets on B. */
async function adapterFanOut(kind: 'pubSub' | 'streams', redisUrl: string): Promise<Latencies> {
  const redisClients: { quit(): Promise<unknown> }[] = [];
  // One channel (stream) for both servers, its own for each run of the bench.
  const key = `bench-fanout-${kind}-${Date.now()}`;
  const serve = async () => {
    const client = createClient({ url: redisUrl });
    redisClients.push(client);
    await client.connect();
    let adapter;
    if (kind === 'pubSub') {
      const subscriber = client.duplicate();
      redisClients.push(subscriber);
      await subscriber.connect();
      adapter = pubSubAdapter(client, subscriber, { key });
    } else {
      // Its types name an older node-redis client; the calls it makes are the same.
      adapter = streamsAdapter(client as unknown as Parameters<typeof streamsAdapter>[0], { streamName: key });
    }
    const http = createServer();
    const server = new Server(http, { path: '/im/', transports: ['websocket'], adapter });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    return { server, url: `http://127.0.0.1:${(http.address() as AddressInfo).port}` };
  };
  const a = await serve();
  const b = await serve();
  b.server.on('connection', (socket) => { void socket.join('agents'); });
  const sockets: AgentSocket[] = [];
  for (let n = 0; n < FANOUT_ADAPTER_SOCKETS; n += 100) {
    sockets.push(...await Promise.all(Array.from({ length: 100 }, () => AgentSocket.open(b.url, undefined, undefined))));
  }
  await sleep(200);
  // About the size of a message event the console gets.
  const padding = 'x'.repeat(800);
  try {
    const runs: Run[] = [];
    for (let run = 0; run < FANOUT_RUNS; run++) {
      const tag = `adapter-${run}-`;
      runs.push(await timedRun(FANOUT_ADAPTER_SOCKETS,
        async (i) => { a.server.to('agents').emit('message', { text: `${tag}${i}`, padding }); },
        (arrived) => listenFor(sockets, tag, arrived)));
    }
    return summary(runs, false);
  } finally {
    for (const socket of sockets) socket.close();
    await Promise.all([a.server.close(), b.server.close()]);
    await Promise.allSettled(redisClients.map((client) => client.quit()));
  }
}

async function redisAnswers(url: string): Promise<boolean> {
  const client = createClient({ url, socket: { reconnectStrategy: false, connectTimeout: 1000 } });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
    await client.quit();
    return true;
  } catch {
    return false;
  }
}

/** The CPU figures of a visitor fan-out, per message and per frame the servers wrote. */
function cpuLine({ cpu }: Latencies, sockets: number): string {
  if (!cpu) return 'CPU not measured';
  const servers = cpu.serversMsPerMessage.value;
  return `CPU per message: servers ${servers.toFixed(1)} ms (${((servers * 1000) / sockets).toFixed(1)} µs per socket), bench process (agent sockets, POSTs) ${cpu.benchMsPerMessage.value.toFixed(1)} ms`;
}

export async function benchFanout(say: (line: string) => void = () => {}): Promise<FanoutFigures> {
  const single = await launchServer({ LOG_LEVEL: 'warn' });
  let oneProcess: Latencies;
  try {
    oneProcess = await visitorFanOut([single], FANOUT_AGENTS);
    say(`  (one process: p99 ${oneProcess.p99.value.toFixed(1)} ms; ${cpuLine(oneProcess, FANOUT_AGENTS)})`);
  } finally {
    await single.dispose();
  }

  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.BENCH_REDIS_URL || process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
  if (!adminUrl || !await redisAnswers(redisUrl)) {
    return { oneProcess, unavailable: `needs PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL) and Redis (${redisUrl})` };
  }
  const database = await createTestDatabase(adminUrl);
  const processes: ServerProcess[] = [];
  let twoProcesses: Latencies;
  try {
    const env = { LOG_LEVEL: 'warn', DATABASE_URL: database.databaseUrl, REDIS_URL: redisUrl };
    processes.push(await launchServer(env));
    processes.push(await launchServer(env, { dataDir: processes[0]!.dataDir }));
    twoProcesses = await visitorFanOut(processes, FANOUT_CLUSTER_AGENTS);
    say(`  (two processes: p99 ${twoProcesses.p99.value.toFixed(1)} ms; ${cpuLine(twoProcesses, FANOUT_CLUSTER_AGENTS)})`);
  } finally {
    for (const one of processes.reverse()) await one.dispose();
    await database.drop();
  }
  const pubSub = await adapterFanOut('pubSub', redisUrl);
  const streams = await adapterFanOut('streams', redisUrl);
  return { oneProcess, twoProcesses, adapters: { pubSub, streams } };
}
