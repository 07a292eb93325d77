// Broadcast to many customers (issue 17), one server process against the LINE and Graph API stand-ins:
// 100,000 customers (60% LINE, 30% Messenger, 10% live chat; BENCH_BROADCAST_CUSTOMERS shrinks it)
// seeded straight into the database. Times counting the audience and a whole broadcast (recipients/s,
// the server's peak memory, LINE's multicast calls), then sends again and kills the server (SIGKILL)
// halfway, starts it on the same data and counts, from what the stand-ins received (and the live-chat
// messages stored), every recipient of the audience reached exactly once.
import { loadavg } from 'node:os';
import { readFileSync } from 'node:fs';
import { and, eq, like } from 'drizzle-orm';
import type { FunctionResponse } from '../../common/contracts/base';
import type { Broadcast, BroadcastAnalysis } from '../../common/contracts/broadcasts';
import type { Integration } from '../../common/contracts/integrations';
import { DEFAULT_APP_ID, DEFAULT_JS_KEY } from '../../common/defaults';
import { randomId } from '../../common/ids';
import { openDatabase } from '../../server/db/client';
import { reserveSeq } from '../../server/db/sequence';
import { broadcastRecipients, conversations, customers, messages } from '../../server/db/schema';
import { startLinePlatform } from '../../server/testing/line-platform';
import { startMetaPlatform } from '../../server/testing/meta-platform';
import { launchServer, type ServerProcess } from '../../server/testing/server-process';
import { type Figure, median } from './figures';

export const BROADCAST_CUSTOMERS = Number(process.env.BENCH_BROADCAST_CUSTOMERS || 100_000);
/** Timed runs of each figure (its median is printed); BENCH_BROADCAST_RUNS=1 for a quick look. */
export const BROADCAST_RUNS = Number(process.env.BENCH_BROADCAST_RUNS || 3);
/** Milliseconds the Graph stand-in takes to answer each call (0: at once); BENCH_GRAPH_LATENCY_MS=150 is nearer Graph's round trip. */
export const GRAPH_LATENCY_MS = Number(process.env.BENCH_GRAPH_LATENCY_MS || 0);
const SEED_BATCH = 2000;
const DONE_WITHIN_MS = 15 * 60_000;

const channel = {
  channelId: '1657000017',
  channelSecret: '0123456789abcdef0123456789abcd17',
  accessToken: 'line-access-token-of-the-broadcast-bench',
  bot: { userId: 'Ubroadcastbench', basicId: '@cast', displayName: 'Broadcast bench' },
};
const page = { pageId: '104000000000017', name: 'Broadcast bench', accessToken: 'EAAPageTokenOfTheBroadcastBench', appSecret: 'abcdef0123456789abcdef0123456717' };
const lineUser = (n: number) => `U${String(n).padStart(32, '0')}`;
const psid = (n: number) => String(2_600_000_000_000_000 + n);

/** A figure with the machine's 1-minute load average when it was taken. */
export interface BroadcastFigures {
  audience: { line: number; messenger: number; livechat: number };
  countMs: Figure;
  recipientsPerSecond: Figure;
  seconds: Figure;
  idleBytes: number;
  peakBytes: Figure;
  multicasts: { calls: number; minSize: number; maxSize: number; retried: number };
  killed: { atRecipients: number[]; sendingAtKill: number[]; restartMs: number; seconds: number; duplicates: number; missed: number; unknown: number; deliveredUnknown: number; load: number };
}

const load = () => loadavg()[0]!;

/** Resident memory of a process (VmRSS, or VmHWM: its peak), in bytes (Linux). */
function memoryOf(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((entry) => entry.startsWith(`${field}:`));
    return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** The customers, with their conversations, straight into the database (the server stopped: PGlite is one process's). */
async function seedAudience(dataDir: string, orgId: string, lineIntegration: string, pageIntegration: string, sizes: BroadcastFigures['audience']): Promise<void> {
  const database = await openDatabase({ dataDir });
  const kinds = [
    ...Array.from({ length: sizes.line }, (_, n) => ({ platform: 'line' as const, integrationId: lineIntegration, id: lineUser(n) })),
    ...Array.from({ length: sizes.messenger }, (_, n) => ({ platform: 'facebook' as const, integrationId: pageIntegration, id: psid(n) })),
    ...Array.from({ length: sizes.livechat }, (_, n) => ({ platform: 'livechat' as const, integrationId: null, id: `bench-visitor-${n}` })),
  ];
  // Messenger customers wrote an hour ago: inside the 24-hour window, reachable without a tag.
  const wrote = new Date(Date.now() - 3_600_000);
  for (let offset = 0; offset < kinds.length; offset += SEED_BATCH) {
    const slice = kinds.slice(offset, offset + SEED_BATCH);
    await database.db.transaction(async (tx) => {
      const firstSeq = await reserveSeq(tx, orgId, slice.length);
      const rows = slice.map((kind, i) => ({
        objectId: randomId(), orgId, platform: kind.platform, integrationId: kind.integrationId, platformCustomerId: kind.id,
        conversationId: randomId(), displayName: `Customer ${offset + i}`, originalDisplayName: `Customer ${offset + i}`,
        inbox: ['unassigned' as const], friendship: 'follow' as const, tags: ['bench'], lastInboundAt: wrote, lastMessageAt: wrote, seq: firstSeq + i,
      }));
      await tx.insert(customers).values(rows);
      await tx.insert(conversations).values(rows.map((row) => ({ objectId: row.conversationId, orgId, customerId: row.objectId })));
    });
  }
  await database.vacuum();
  await database.close();
}

/** The broadcast's recipients (platform, id on it, status) and the live-chat customers with its messages stored, how many each (the server stopped). */
async function recipientsAndLivechat(dataDir: string, orgId: string, broadcastId: string) {
  const database = await openDatabase({ dataDir });
  try {
    const recipients = await database.db.select({
      customerId: broadcastRecipients.customerId, platform: broadcastRecipients.platform, to: broadcastRecipients.platformCustomerId, status: broadcastRecipients.status,
    }).from(broadcastRecipients).where(eq(broadcastRecipients.broadcastId, broadcastId));
    const rows = await database.db.select({ customerId: messages.customerId }).from(messages)
      .where(and(eq(messages.orgId, orgId), eq(messages.platform, 'livechat'), like(messages.receiptId, `broadcast:${broadcastId}:%`)));
    const stored = new Map<string, number>();
    for (const row of rows) stored.set(row.customerId, (stored.get(row.customerId) ?? 0) + 1);
    return { recipients, stored };
  } finally {
    await database.close();
  }
}

export async function benchBroadcast(say: (line: string) => void = () => {}): Promise<BroadcastFigures> {
  const sizes = {
    line: Math.round(BROADCAST_CUSTOMERS * 0.6),
    messenger: Math.round(BROADCAST_CUSTOMERS * 0.3),
    livechat: BROADCAST_CUSTOMERS - Math.round(BROADCAST_CUSTOMERS * 0.6) - Math.round(BROADCAST_CUSTOMERS * 0.3),
  };
  const line = await startLinePlatform();
  line.addChannel(channel);
  for (let n = 0; n < sizes.line; n++) line.addUser({ userId: lineUser(n), displayName: `LINE user ${n}` });
  const meta = await startMetaPlatform();
  meta.latencyMs = GRAPH_LATENCY_MS;
  meta.addPage(page);
  for (let n = 0; n < sizes.messenger; n++) meta.addUser({ psid: psid(n), firstName: 'Messenger', lastName: `user ${n}` });
  let server: ServerProcess | undefined;
  try {
    server = await launchServer({
      NEW_ORGANIZATION_PLAN: 'business', LOG_REQUESTS: 'false', LOG_LEVEL: 'warn', VACUUM_INTERVAL_MS: '0',
      LINE_API_BASE_URL: line.apiUrl, LINE_DATA_API_BASE_URL: line.dataUrl, META_GRAPH_BASE_URL: meta.graphUrl,
    });
    const running = server;
    const call = async <T>(path: string, body: Record<string, unknown>, token?: string): Promise<T> => {
      const response = await fetch(`${running.url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ _ApplicationId: DEFAULT_APP_ID, _JavaScriptKey: DEFAULT_JS_KEY, ...(token ? { _SessionToken: token } : {}), ...body }),
      });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return response.json() as Promise<T>;
    };
    const user = await call<{ sessionToken: string }>('/users', { username: 'broadcast@example.com', email: 'broadcast@example.com', password: 'bench password 1' });
    const token = user.sessionToken;
    const org = await call<{ objectId: string }>('/classes/Organization', { name: 'Broadcast bench', industry: 'retail' }, token);
    const orgId = org.objectId;
    const { result: lineIntegration } = await call<FunctionResponse<Integration>>('/functions/integrate', {
      orgId, platform: 'line', account: channel.channelId, secret: channel.channelSecret, token: channel.accessToken,
    }, token);
    const { result: pageIntegration } = await call<FunctionResponse<Integration>>('/functions/integrate', {
      orgId, platform: 'facebook', account: page.pageId, secret: page.appSecret, token: page.accessToken, verifyToken: 'broadcast-bench-verify',
    }, token);
    await running.stop();
    const seeding = performance.now();
    await seedAudience(running.dataDir, orgId, lineIntegration.objectId, pageIntegration.objectId, sizes);
    say(`  (seeded ${BROADCAST_CUSTOMERS.toLocaleString('en-US')} customers in ${((performance.now() - seeding) / 1000).toFixed(1)} s)`);
    await running.start();

    const query = { platforms: ['line', 'facebook', 'livechat'], tagDensity: { $in: ['bench'] } };
    const countMs: Figure[] = [];
    for (let run = 0; run < BROADCAST_RUNS; run++) {
      const started = performance.now();
      const { result } = await call<FunctionResponse<{ count: number }>>('/broadcast/getCustomers', { orgId, where: query, returnCount: true }, token);
      countMs.push({ value: performance.now() - started, load: load() });
      if (result.count !== BROADCAST_CUSTOMERS) throw new Error(`the audience counts ${result.count}, not ${BROADCAST_CUSTOMERS}`);
    }

    const analysis = (taskId: string) => call<FunctionResponse<BroadcastAnalysis>>('/broadcast/analysis', { orgId, taskId }, token);
    const send = async (name: string): Promise<Broadcast> =>
      (await call<FunctionResponse<Broadcast>>('/broadcast/create', { orgId, name, query, messages: [{ contentType: 'text', data: { content: name } }] }, token)).result;
    /** Polls the broadcast until done; meanwhile samples the server's resident memory. */
    const untilDone = async (id: string, process: ServerProcess, onProgress?: (sent: number) => boolean | void): Promise<{ peak: number; finishedAt: Record<string, number> }> => {
      let peak = 0;
      const finishedAt: Record<string, number> = {};
      const deadline = Date.now() + DONE_WITHIN_MS;
      for (;;) {
        const pid = process.pid;
        if (pid) peak = Math.max(peak, memoryOf(pid, 'VmRSS'), memoryOf(pid, 'VmHWM'));
        const { result } = await analysis(id);
        for (const platform of result.platforms) if (platform.pending === 0 && platform.total > 0) finishedAt[platform.platform] ??= performance.now();
        if (result.broadcast.status === 'done') return { peak, finishedAt };
        if (['error', 'terminated'].includes(result.broadcast.status)) throw new Error(`broadcast ${id} ended ${result.broadcast.status}`);
        if (Date.now() > deadline) throw new Error(`broadcast ${id} not done after ${DONE_WITHIN_MS / 1000} s: ${JSON.stringify(result)}`);
        if (onProgress?.(result.broadcast.sent)) return { peak, finishedAt };
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };

    const idleBytes = memoryOf(running.pid!, 'VmRSS');
    const perSecond: Figure[] = [];
    const seconds: Figure[] = [];
    const peaks: Figure[] = [];
    let multicastsBefore = 0;
    let multicasts: BroadcastFigures['multicasts'] = { calls: 0, minSize: 0, maxSize: 0, retried: 0 };
    for (let run = 0; run < BROADCAST_RUNS; run++) {
      const requestsBefore = line.requests.length;
      const started = performance.now();
      const broadcast = await send(`Bench broadcast ${run + 1}`);
      const { peak, finishedAt } = await untilDone(broadcast.objectId, running);
      const elapsed = (performance.now() - started) / 1000;
      const { result } = await analysis(broadcast.objectId);
      if (result.broadcast.success !== BROADCAST_CUSTOMERS) throw new Error(`run ${run + 1}: ${JSON.stringify(result)}`);
      perSecond.push({ value: BROADCAST_CUSTOMERS / elapsed, load: load() });
      seconds.push({ value: elapsed, load: load() });
      peaks.push({ value: peak, load: load() });
      const phases = Object.entries(finishedAt).sort((a, b) => a[1] - b[1]).map(([platform, at]) => `${platform} done at ${((at - started) / 1000).toFixed(1)} s`).join(', ');
      say(`  (run ${run + 1}: ${phases}; ${elapsed.toFixed(1)} s, ${(BROADCAST_CUSTOMERS / elapsed).toFixed(0)} recipients/s, peak ${(peak / 1024 / 1024).toFixed(0)} MiB, load ${load().toFixed(2)})`);
      if (run === 0) {
        const calls = line.requests.slice(requestsBefore).filter((request) => request.path === '/v2/bot/message/multicast');
        const users = calls.map((request) => (request.body as { to: string[] }).to.length);
        const keys = new Set(calls.map((request) => request.retryKey));
        multicasts = { calls: calls.length, minSize: Math.min(...users), maxSize: Math.max(...users), retried: calls.length - keys.size };
      }
      multicastsBefore = line.deliveries.length;
    }

    // Killed twice: SIGKILL halfway through LINE's batches and again halfway through Messenger's sends
    // (the dispatcher goes LINE, then Meta, then live chat), each time started again on the same data.
    const deliveriesBefore = multicastsBefore;
    const metaBefore = meta.deliveries.length;
    const name = 'Bench broadcast killed twice';
    const started = performance.now();
    const broadcast = await send(name);
    const killAt = [Math.floor(sizes.line / 2), sizes.line + Math.floor(sizes.messenger / 2)];
    const atRecipients: number[] = [];
    const sendingAtKill: number[] = [];
    let restartMs = 0;
    for (const threshold of killAt) {
      let sentThen = 0;
      await untilDone(broadcast.objectId, running, (sent) => {
        sentThen = sent;
        return sent >= threshold;
      });
      atRecipients.push(sentThen);
      const pid = running.pid!;
      process.kill(pid, 'SIGKILL');
      while (isAlive(pid)) await new Promise((resolve) => setTimeout(resolve, 20));
      // Messenger recipients reserved (`sending`) when it died: those a restart makes `unknown`.
      const { recipients: atKill } = await recipientsAndLivechat(running.dataDir, orgId, broadcast.objectId);
      sendingAtKill.push(atKill.filter((row) => row.platform === 'facebook' && row.status === 'sending').length);
      const atKillStatuses = new Map<string, number>();
      for (const row of atKill) atKillStatuses.set(`${row.platform}:${row.status}`, (atKillStatuses.get(`${row.platform}:${row.status}`) ?? 0) + 1);
      say(`  (killed at ${sentThen} sent: ${JSON.stringify(Object.fromEntries(atKillStatuses))})`);
      const restarting = performance.now();
      await running.start();
      restartMs = Math.max(restartMs, performance.now() - restarting);
    }
    await untilDone(broadcast.objectId, running);
    const killedSeconds = (performance.now() - started) / 1000;
    const killedLoad = load();
    await running.stop();

    // Counted from the stand-ins: each LINE user and Messenger person of the audience once; live chat from its stored messages.
    const lineGot = new Map<string, number>();
    for (const delivery of line.deliveries.slice(deliveriesBefore)) {
      if ((delivery.messages[0] as { text?: string }).text === name) lineGot.set(delivery.to, (lineGot.get(delivery.to) ?? 0) + 1);
    }
    const metaGot = new Map<string, number>();
    for (const delivery of meta.deliveries.slice(metaBefore)) {
      if (delivery.message.text === name) metaGot.set(delivery.to, (metaGot.get(delivery.to) ?? 0) + 1);
    }
    const { recipients, stored } = await recipientsAndLivechat(running.dataDir, orgId, broadcast.objectId);
    const statuses = new Map<string, number>();
    for (const row of recipients) statuses.set(`${row.platform}:${row.status}`, (statuses.get(`${row.platform}:${row.status}`) ?? 0) + 1);
    say(`  (killed run, recipients by platform and status: ${JSON.stringify(Object.fromEntries(statuses))})`);
    if (recipients.length !== BROADCAST_CUSTOMERS) throw new Error(`the killed run's audience is ${recipients.length}, not ${BROADCAST_CUSTOMERS}`);
    let duplicates = 0;
    for (const got of [lineGot, metaGot, stored]) for (const copies of got.values()) duplicates += Math.max(0, copies - 1);
    const reached = (row: (typeof recipients)[number]) => (row.platform === 'line' ? lineGot.has(row.to) : row.platform === 'facebook' ? metaGot.has(row.to) : stored.has(row.customerId));
    const missedRows = recipients.filter((row) => !reached(row));
    // An `unknown` Messenger recipient was claimed when the server died: it may or may not have the message, and is never sent again.
    const unknown = recipients.filter((row) => row.status === 'unknown').length;
    const deliveredUnknown = recipients.filter((row) => row.status === 'unknown' && reached(row)).length;
    const missed = missedRows.length;

    return {
      audience: sizes,
      countMs: median(countMs),
      recipientsPerSecond: median(perSecond),
      seconds: median(seconds),
      idleBytes,
      peakBytes: median(peaks),
      multicasts,
      killed: { atRecipients, sendingAtKill, restartMs, seconds: killedSeconds, duplicates, missed, unknown, deliveredUnknown, load: killedLoad },
    };
  } catch (error) {
    if (server) console.error(server.output.slice(-4000));
    throw error;
  } finally {
    await server?.dispose();
    await line.close();
    await meta.close();
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
