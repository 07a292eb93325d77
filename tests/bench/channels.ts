// Channels under load (`BENCH_ONLY=channels`): several organizations, each with its own LINE channel,
// against the LINE stand-in answering every call after BENCH_PLATFORM_LATENCY_MS (200 by default, about
// LINE's round trip). All through the real HTTP API: sign-ups, organizations, channels connected by
// /functions/integrate, customers made by signed webhooks, replies posted as an agent by
// /functions/publishTemplate (what the console calls). Measures:
// 1. replies posted at once (each organization's customers, one each; then a bigger round, two each, a
//    customer's second posted once its first was taken) → seconds until the stand-in has every one,
//    replies/s, whether each user got them in the order posted, and duplicates; with PostgreSQL and
//    Redis (below), the bigger round again on two server processes of one deployment, the replies
//    posted to each in turn (half to each), and its replies/s against the one process's (goal ≥ 1.7×);
// 2. isolation: one organization's channel hangs (answers after BENCH_CHANNELS_HANG_MS) with a reply in
//    it; the other organizations' next reply each → time until it reaches the stand-in (p50, max);
// 3. inbound: first messages of new LINE users (the server asks LINE for each new user's profile) →
//    seconds until every customer is on the change feed; then a larger round of events over more
//    users → events/s applied, whether each user's messages were stored in the order sent, and the
//    webhook's own answer time (p50, p99);
// 4. webhooks under offered load: signed LINE webhooks of one text event each (new message ids, users
//    who are customers already, spread over the organizations) sent open-loop — on a timer at
//    BENCH_CHANNELS_WEBHOOK_RATE a second for BENCH_CHANNELS_WEBHOOK_SECONDS, whatever the answers, over
//    up to BENCH_CHANNELS_WEBHOOK_CONNECTIONS keep-alive connections (a request waiting for one counts
//    in its answer time) → the webhook's answer time (p50, p99, max, from the moment each was due), how
//    many answered 200, the rate actually offered, then seconds until every event answered 200 is
//    applied (on the change feed) and events/s applied;
// 5. a LINE broadcast to customers seeded into the database (BENCH_CHANNELS_BROADCAST, 0 to skip) →
//    recipients/s and multicasts; then a text broadcast on a WhatsApp number (the Cloud API stand-in
//    answering after BENCH_PLATFORM_LATENCY_MS, 80 messages a second per number) to customers seeded
//    inside the 24-hour window (BENCH_CHANNELS_WHATSAPP, 0 to skip) → recipients/s (goal: near the
//    number's rate; a broadcast takes 80% of 90% of it, the rest kept for agents and headroom, so
//    ~58/s) and the stand-in's throttled sends (goal 0).
// Settings (environment), with their defaults:
//   BENCH_DATABASE_URL             a PostgreSQL admin URL: the server runs on a fresh database that
//                                  createTestDatabase makes there, dropped after; unset: PGlite in DATA_DIR
//   BENCH_REDIS_URL                with BENCH_DATABASE_URL: every process gets REDIS_URL (one deployment)
//                                  and the two-process round of 1 runs; unset: no two-process round
//   BENCH_PLATFORM_LATENCY_MS 200  BENCH_CHANNELS_ORGS 8  BENCH_CHANNELS_CUSTOMERS 10
//   BENCH_CHANNELS_BIG_CUSTOMERS 50  BENCH_CHANNELS_BIG_REPLIES 2  BENCH_CHANNELS_HANG_MS 20000
//   BENCH_CHANNELS_INBOUND_USERS 80  BENCH_CHANNELS_INBOUND_EVENTS 1000  BENCH_CHANNELS_INBOUND_EVENT_USERS 200
//   BENCH_CHANNELS_INBOUND_SENDERS 50  BENCH_CHANNELS_WEBHOOK_RATE 2000 (0 skips 4)
//   BENCH_CHANNELS_WEBHOOK_SECONDS 5  BENCH_CHANNELS_WEBHOOK_CONNECTIONS 256
//   BENCH_CHANNELS_BROADCAST 3000  BENCH_CHANNELS_WHATSAPP 1000
// Setting up (customers made by webhooks) runs with the stand-in answering at once; only the measured
// parts run at the latency. Each figure carries the 1-minute load average when it was taken.
import http from 'node:http';
import { CHANGES_PAGE_LIMIT } from '../../common/constants';
import type { FunctionResponse } from '../../common/contracts/base';
import type { Broadcast, BroadcastAnalysis } from '../../common/contracts/broadcasts';
import type { ChangesResult } from '../../common/contracts/changes';
import type { Integration } from '../../common/contracts/integrations';
import { randomId } from '../../common/ids';
import { openDatabase, type Database } from '../../server/db/client';
import { reserveSeq } from '../../server/db/sequence';
import { conversations, customers } from '../../server/db/schema';
import { lineSignature, startLinePlatform, type LineChannel, type LinePlatformStandIn, type LineWebhookEvent } from '../../server/testing/line-platform';
import { launchServer, type ServerProcess } from '../../server/testing/server-process';
import { createTestDatabase, type TestDatabase } from '../../server/testing/test-database';
import { startWhatsAppPlatform, type WhatsAppBusiness } from '../../server/testing/whatsapp-platform';
import { callServer } from '../../server/testing/call-server';
import { figure, type Figure } from './figures';

const setting = (name: string, fallback: number) => Number(process.env[name] || fallback);
/** Milliseconds the LINE stand-in takes to answer each call while measuring. */
export const PLATFORM_LATENCY_MS = setting('BENCH_PLATFORM_LATENCY_MS', 200);
export const CHANNEL_ORGS = setting('BENCH_CHANNELS_ORGS', 8);
/** Customers of each organization in the first round of replies (one reply each). */
export const CHANNEL_CUSTOMERS = setting('BENCH_CHANNELS_CUSTOMERS', 10);
/** Customers of each organization in the bigger round, and replies to each. */
export const CHANNEL_BIG_CUSTOMERS = Math.max(setting('BENCH_CHANNELS_BIG_CUSTOMERS', 50), CHANNEL_CUSTOMERS);
export const CHANNEL_BIG_REPLIES = setting('BENCH_CHANNELS_BIG_REPLIES', 2);
/** How long the hung channel takes to answer (LINE calls time out before, at 15 s). */
export const CHANNEL_HANG_MS = setting('BENCH_CHANNELS_HANG_MS', 20_000);
/** New LINE users writing their first message, spread over the organizations. */
export const CHANNEL_INBOUND_USERS = setting('BENCH_CHANNELS_INBOUND_USERS', 80);
/** The larger inbound round: events (one per webhook) over users, posted by senders at once. */
export const CHANNEL_INBOUND_EVENTS = setting('BENCH_CHANNELS_INBOUND_EVENTS', 1_000);
export const CHANNEL_INBOUND_EVENT_USERS = setting('BENCH_CHANNELS_INBOUND_EVENT_USERS', 200);
export const CHANNEL_INBOUND_SENDERS = setting('BENCH_CHANNELS_INBOUND_SENDERS', 50);
/** LINE customers seeded for the broadcast (0: no broadcast). */
export const CHANNEL_BROADCAST = setting('BENCH_CHANNELS_BROADCAST', 3_000);
/** WhatsApp customers (inside the 24-hour window) seeded for the WhatsApp broadcast (0: none). */
export const CHANNEL_WHATSAPP = setting('BENCH_CHANNELS_WHATSAPP', 1_000);
/** Webhooks under offered load: webhooks a second (0: not measured), for how many seconds, over how many connections at most. */
export const CHANNEL_WEBHOOK_RATE = setting('BENCH_CHANNELS_WEBHOOK_RATE', 2_000);
export const CHANNEL_WEBHOOK_SECONDS = setting('BENCH_CHANNELS_WEBHOOK_SECONDS', 5);
export const CHANNEL_WEBHOOK_CONNECTIONS = setting('BENCH_CHANNELS_WEBHOOK_CONNECTIONS', 256);
/** A PostgreSQL admin URL: the part runs on a fresh database made on it (else PGlite). */
const ADMIN_URL = process.env.BENCH_DATABASE_URL || undefined;
/** With ADMIN_URL: Redis for every process, and the second process of the two-process round. */
const REDIS_URL = process.env.BENCH_REDIS_URL || undefined;
/** The WhatsApp broadcast not done within this long is reported as such (the rest of the figures still printed). */
const WHATSAPP_LIMIT_MS = 5 * 60_000;
/** A webhook not answered within this long counts as not answered. */
const WEBHOOK_TIMEOUT_MS = 60_000;
/** The longest any measured part may take before the bench gives up on it. */
const PART_LIMIT_MS = 10 * 60_000;
const SEED_BATCH = 2000;

export interface ReplyRound { replies: number; seconds: Figure; perSecond: number; orderHeld: boolean; outOfOrder: number; duplicates: number; missing: number; peakPerChannel: number; throttled: number }
export interface ChannelFigures {
  /** Where the server keeps its data: 'PGlite', 'PostgreSQL' or 'PostgreSQL + Redis'. */
  database: string;
  small: ReplyRound;
  big: ReplyRound;
  /** The big round again on two processes of one deployment, and its replies/s over the one process's; or why not measured. */
  bigTwoProcesses: { round: ReplyRound; ratio: number } | { unavailable: string };
  isolation: { p50Ms: Figure; maxMs: number; replies: number; hungDeliveredMs: number | undefined };
  inboundFirst: { users: number; seconds: Figure; perSecond: number };
  inboundEvents: { events: number; users: number; senders: number; seconds: Figure; perSecond: number; orderHeld: boolean; outOfOrder: number; lost: number; duplicated: number; p50WebhookMs: number; p99WebhookMs: number };
  /** Webhooks under offered load; undefined when BENCH_CHANNELS_WEBHOOK_RATE is 0. */
  webhookLoad?: WebhookLoad;
  broadcast?: { recipients: number; seconds: Figure; perSecond: number; multicasts: number; throttled: number };
  /** The WhatsApp broadcast's figures, or, when it did not finish (within WHATSAPP_LIMIT_MS), why, and what the stand-in got meanwhile. */
  whatsappBroadcast?: WhatsAppCast | { failed: string; recipients: number; delivered: number; throttled: number; seconds: number };
}

export interface WhatsAppCast { recipients: number; seconds: Figure; perSecond: number; rateLimit: number; throttled: number; peakInFlight: number }

export interface WebhookLoad {
  /** The offered rate asked for (a second) and for how long; the webhooks sent; the rate they actually went out at. */
  rate: number; seconds: number; sent: number; offeredPerSecond: number;
  /** The most a send fell behind its schedule (the bench's own event loop). */
  maxLagMs: number;
  answered200: number; otherStatuses: Record<string, number>; unanswered: number;
  /** Webhooks answered (any status) a second, from the first send to the last answer: the rate the server took them at. */
  answeredPerSecond: number;
  /** Answer times (from the moment each was due) of the webhooks answered, whatever the status. */
  p50Ms: Figure; p99Ms: number; maxMs: number;
  /** From the first send until every event answered 200 is on the change feed. */
  appliedSeconds: Figure; appliedPerSecond: number;
  /** From the last answer until then. */
  drainSeconds: number;
}

interface Org {
  index: number;
  token: string;
  orgId: string;
  channel: LineChannel;
  feed: Feed;
}

/** The WhatsApp Business Account of the WhatsApp broadcast, with its one number. */
const WHATSAPP_BUSINESS: WhatsAppBusiness = {
  wabaId: '310000000000077', accessToken: 'EAAWhatsAppChannelsBenchToken077', appSecret: '0123456789abcdef0123456789abcd77',
  numbers: [{ phoneNumberId: '110000000000077', displayPhoneNumber: '+1 555-0177', verifiedName: 'Channels bench' }],
};

/** A LINE user id as LINE makes them: U and 32 hex digits (the number tells the user). */
const lineUser = (n: number) => `U${n.toString(16).padStart(32, '0')}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function until(what: string, done: () => boolean | Promise<boolean>, limitMs = PART_LIMIT_MS, pollMs = 20): Promise<void> {
  const deadline = performance.now() + limitMs;
  while (!await done()) {
    if (performance.now() > deadline) throw new Error(`${what}: not done within ${limitMs / 1000} s`);
    await sleep(pollMs);
  }
}

/** Runs `count` jobs, `concurrency` at a time. */
async function inParallel(count: number, concurrency: number, job: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(count, concurrency) }, async () => {
    while (next < count) await job(next++);
  }));
}

/** An organization's change feed, read as the console does: customers by LINE user id, inbound messages by text with their seq. */
class Feed {
  private cursor = 0;
  readonly customers = new Map<string, { objectId: string; conversationId: string }>();
  /** Inbound texts, each with the seq it first came with (a duplicate would add a second id). */
  readonly inbound = new Map<string, { seq: number; ids: Set<string> }>();

  constructor(private readonly url: string, private readonly orgId: string, private readonly token: string) {}

  async pull(): Promise<void> {
    for (;;) {
      const { result } = await callServer<FunctionResponse<ChangesResult>>(this.url, '/functions/changes',
        { orgId: this.orgId, since: this.cursor, limit: CHANGES_PAGE_LIMIT, _SessionToken: this.token });
      for (const change of result.changes) {
        if (change.op !== 'upsert') continue;
        if (change.className === 'Customer') {
          this.customers.set(change.object.customerId, { objectId: change.object.objectId, conversationId: change.object.conversation.objectId });
        } else if (change.object.sendType === 'receive') {
          const text = String((change.object.data as { content?: unknown }).content);
          const entry = this.inbound.get(text) ?? { seq: change.seq, ids: new Set<string>() };
          entry.ids.add(change.objectId);
          this.inbound.set(text, entry);
        }
      }
      this.cursor = result.cursor;
      if (!result.hasMore) return;
    }
  }
}

let eventCount = 0;
/** A LINE text message event from the user, without a reply token (so every reply is pushed, with its retry key). */
function textEvent(userId: string, text: string): LineWebhookEvent {
  eventCount += 1;
  return {
    type: 'message', mode: 'active', timestamp: Date.now(), source: { type: 'user', userId },
    webhookEventId: `01CHBENCH${String(eventCount).padStart(17, '0')}`,
    message: { id: String(7_000_000 + eventCount), type: 'text', quoteToken: `q${eventCount}`, text },
  };
}

/** Posts one message of the user to the organization's channel; answers the webhook's answer time. */
async function deliverText(line: LinePlatformStandIn, org: Org, userId: string, text: string): Promise<number> {
  const started = performance.now();
  const status = await line.deliver(org.channel.channelId, [textEvent(userId, text)]);
  if (status !== 200) throw new Error(`webhook of ${org.channel.channelId}: ${status}`);
  return performance.now() - started;
}

/** Pulls every organization's feed until `done` says so. */
async function untilFeeds(orgs: readonly Org[], what: string, done: () => boolean): Promise<void> {
  await until(what, async () => {
    await Promise.all(orgs.map((org) => org.feed.pull()));
    return done();
  }, PART_LIMIT_MS, 100);
}

/** The texts the stand-in delivered (accepted sends only), from `from` on, each user's in the order LINE took them. */
function deliveredByUser(line: LinePlatformStandIn, from: number): Map<string, string[]> {
  const byUser = new Map<string, string[]>();
  for (const delivery of line.deliveries.slice(from)) {
    const texts = byUser.get(delivery.to) ?? [];
    for (const message of delivery.messages as { text?: string }[]) texts.push(String(message.text));
    byUser.set(delivery.to, texts);
  }
  return byUser;
}

/**
 * Posts `replies` replies to each of the first `perOrg` customers of every organization: all customers
 * at once, a customer's next reply once the API took the previous. Times until the stand-in has all.
 * With several servers (`urls`, processes of one deployment) the replies go to each in turn.
 */
async function replyRound(line: LinePlatformStandIn, urls: readonly string[], orgs: readonly Org[], users: string[][], perOrg: number, replies: number, label: string): Promise<ReplyRound> {
  const from = line.deliveries.length;
  const throttledBefore = line.throttled;
  const posted = new Map<string, string[]>();
  const texts = new Set<string>();
  // The most requests of one channel open at once, sampled while the round runs.
  let peakPerChannel = 0;
  const sample = setInterval(() => {
    for (const org of orgs) peakPerChannel = Math.max(peakPerChannel, line.traffic(org.channel.channelId).inFlight);
  }, 10);
  const started = performance.now();
  await Promise.all(orgs.flatMap((org) => users[org.index]!.slice(0, perOrg).map(async (userId, u) => {
    const customer = org.feed.customers.get(userId);
    if (!customer) throw new Error(`no customer for ${userId}`);
    const sent: string[] = [];
    posted.set(userId, sent);
    for (let n = 0; n < replies; n++) {
      const text = `${label} reply ${n + 1} to ${userId}`;
      sent.push(text);
      texts.add(text);
      await callServer(urls[(org.index + u + n) % urls.length]!, '/functions/publishTemplate', {
        orgId: org.orgId, conversation: customer.conversationId, receiptId: `${label}-${userId}-${n}`,
        template: { contentType: 'text', data: { content: text } }, _SessionToken: org.token,
      });
    }
  })));
  const total = texts.size;
  const delivered = () => new Set(line.deliveries.slice(from).map((delivery) => String((delivery.messages[0] as { text?: string }).text)).filter((text) => texts.has(text))).size;
  await until(`${label}: ${total} replies at the stand-in`, () => delivered() >= total).finally(() => clearInterval(sample));
  const seconds = (performance.now() - started) / 1000;
  const took = figure(seconds);
  // Let stragglers (a send repeated) arrive before counting duplicates.
  await sleep(500);
  const byUser = deliveredByUser(line, from);
  let outOfOrder = 0;
  let duplicates = 0;
  let missing = 0;
  for (const [userId, sent] of posted) {
    const got = (byUser.get(userId) ?? []).filter((text) => texts.has(text));
    const unique = [...new Set(got)];
    duplicates += got.length - unique.length;
    missing += sent.filter((text) => !unique.includes(text)).length;
    if (unique.join('\n') !== sent.filter((text) => unique.includes(text)).join('\n')) outOfOrder += 1;
  }
  return {
    replies: total, seconds: took, perSecond: total / seconds, orderHeld: outOfOrder === 0, outOfOrder, duplicates, missing,
    peakPerChannel, throttled: line.throttled - throttledBefore,
  };
}

/** Customers to seed: of one account, tagged `tag`, by their ids on the platform. */
interface Seed { orgId: string; platform: 'line' | 'whatsapp'; integrationId: string; ids: readonly string[]; tag: string }

/**
 * Seeds customers straight into the database (on PGlite the server stopped: PGlite is one process's).
 * They wrote an hour ago: inside the 24-hour window.
 */
async function seedCustomers(where: { databaseUrl?: string; dataDir: string }, seeds: readonly Seed[]): Promise<void> {
  const database = await openDatabase(where);
  const wrote = new Date(Date.now() - 3_600_000);
  try {
    for (const { orgId, platform, integrationId, ids, tag } of seeds) await seedBatches(database, orgId, platform, integrationId, ids, tag, wrote);
    await database.vacuum();
  } finally {
    await database.close();
  }
}

/** One account's customers, SEED_BATCH to a transaction, each with its conversation. */
async function seedBatches(database: Database, orgId: string, platform: Seed['platform'], integrationId: string, ids: readonly string[], tag: string, wrote: Date): Promise<void> {
  for (let offset = 0; offset < ids.length; offset += SEED_BATCH) {
    const size = Math.min(SEED_BATCH, ids.length - offset);
    await database.db.transaction(async (tx) => {
      const firstSeq = await reserveSeq(tx, orgId, size);
      const rows = Array.from({ length: size }, (_, i) => ({
        objectId: randomId(), orgId, platform, integrationId, platformCustomerId: ids[offset + i]!,
        conversationId: randomId(), displayName: `Broadcast customer ${offset + i}`, originalDisplayName: `Broadcast customer ${offset + i}`,
        inbox: ['unassigned' as const], friendship: 'follow' as const, tags: [tag], lastInboundAt: wrote, lastMessageAt: wrote, seq: firstSeq + i,
      }));
      await tx.insert(customers).values(rows);
      await tx.insert(conversations).values(rows.map((row) => ({ objectId: row.conversationId, orgId, customerId: row.objectId })));
    });
  }
}

/** POSTs a raw body with its headers over the agent; answers the status (0: no answer within WEBHOOK_TIMEOUT_MS, or the connection failed). */
function postRaw(agent: http.Agent, url: URL, raw: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    const request = http.request(url, {
      method: 'POST', agent, timeout: WEBHOOK_TIMEOUT_MS,
      headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(raw)), ...headers },
    }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', () => resolve(0));
    });
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', () => resolve(0));
    request.end(raw);
  });
}

/**
 * Webhooks under offered load: `rate` signed LINE webhooks a second for `seconds`, one text event each
 * from a user who is a customer already (`users`, spread over the organizations), sent on a timer
 * whatever the answers (open loop: each goes when due, however many are open). Then waits until every
 * event answered 200 is on its organization's change feed.
 */
async function webhookLoad(orgs: readonly Org[], users: string[][], rate: number, seconds: number, connections: number): Promise<WebhookLoad> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const total = Math.max(1, Math.round(rate * seconds));
  // The organizations' users in turn, so every organization gets its share all along.
  const longest = Math.max(...orgs.map((org) => users[org.index]!.length));
  const senders = Array.from({ length: longest }, (_, u) => orgs.flatMap((org) => (u < users[org.index]!.length ? [{ org, userId: users[org.index]![u]! }] : []))).flat();
  const textOf = (n: number) => `load ${n + 1} of ${senders[n % senders.length]!.userId}`;
  const answers: { n: number; status: number; ms: number }[] = [];
  const open: Promise<void>[] = [];
  let maxLagMs = 0;
  const started = performance.now();
  let lastSentAt = started;
  let lastAnsweredAt = started;
  const send = (n: number, dueAt: number) => {
    const { org, userId } = senders[n % senders.length]!;
    const raw = JSON.stringify({ destination: org.channel.bot.userId, events: [{ ...textEvent(userId, textOf(n)), deliveryContext: { isRedelivery: false } }] });
    const url = new URL(org.channel.webhookEndpoint!);
    open.push(postRaw(agent, url, raw, { 'x-line-signature': lineSignature(org.channel.channelSecret, raw) }).then((status) => {
      lastAnsweredAt = performance.now();
      answers.push({ n, status, ms: lastAnsweredAt - dueAt });
    }));
  };
  for (let sent = 0; sent < total;) {
    const now = performance.now();
    // Every webhook due by now goes now; the answer time counts from when it was due.
    const due = Math.min(total, Math.floor(((now - started) * rate) / 1000) + 1);
    for (; sent < due; sent++) {
      const dueAt = started + (sent * 1000) / rate;
      maxLagMs = Math.max(maxLagMs, now - dueAt);
      send(sent, dueAt);
    }
    lastSentAt = now;
    if (sent < total) await sleep(Math.max(1, Math.min(10, started + (sent * 1000) / rate - performance.now())));
  }
  await Promise.all(open);
  agent.destroy();
  const answered = answers.filter((answer) => answer.status !== 0);
  const times = answered.map((answer) => answer.ms).sort((a, b) => a - b);
  const ok = answers.filter((answer) => answer.status === 200).map((answer) => ({ text: textOf(answer.n), feed: senders[answer.n % senders.length]!.org.feed }));
  const otherStatuses: Record<string, number> = {};
  for (const answer of answered) if (answer.status !== 200) otherStatuses[answer.status] = (otherStatuses[answer.status] ?? 0) + 1;
  const p50Ms = figure(percentile(times, 0.5));
  await untilFeeds(orgs, 'webhook load applied', () => ok.every(({ text, feed }) => feed.inbound.has(text)));
  const appliedSeconds = (performance.now() - started) / 1000;
  return {
    rate, seconds, sent: total, offeredPerSecond: total / ((lastSentAt - started) / 1000 + 1 / rate), maxLagMs,
    answered200: ok.length, otherStatuses, unanswered: answers.length - answered.length,
    answeredPerSecond: answered.length / ((lastAnsweredAt - started) / 1000),
    p50Ms, p99Ms: percentile(times, 0.99), maxMs: times.at(-1) ?? 0,
    appliedSeconds: figure(appliedSeconds), appliedPerSecond: ok.length / appliedSeconds,
    drainSeconds: (performance.now() - lastAnsweredAt) / 1000,
  };
}

export async function benchChannels(say: (line: string) => void = () => {}): Promise<ChannelFigures> {
  const line = await startLinePlatform();
  let nextUser = 1;
  const newUsers = (count: number) => Array.from({ length: count }, () => {
    const userId = lineUser(nextUser++);
    line.addUser({ userId, displayName: `LINE user ${userId.slice(-6)}`, pictureUrl: `https://profile.line-scdn.example/${userId}` });
    return userId;
  });
  const wa = await startWhatsAppPlatform();
  let database: TestDatabase | undefined;
  let server: ServerProcess | undefined;
  let second: ServerProcess | undefined;
  try {
    database = ADMIN_URL ? await createTestDatabase(ADMIN_URL) : undefined;
    const databaseUrl = database?.databaseUrl;
    const redisUrl = databaseUrl ? REDIS_URL : undefined;
    const databaseName = databaseUrl ? (redisUrl ? 'PostgreSQL + Redis' : 'PostgreSQL') : 'PGlite';
    const env: NodeJS.ProcessEnv = {
      NEW_ORGANIZATION_PLAN: 'business', LOG_REQUESTS: 'false', LOG_LEVEL: 'warn', VACUUM_INTERVAL_MS: '0',
      LINE_API_BASE_URL: line.apiUrl, LINE_DATA_API_BASE_URL: line.dataUrl, META_GRAPH_BASE_URL: wa.graphUrl,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    };
    server = await launchServer(env);
    const running = server;
    // Organizations, each its owner's, each with its own LINE channel.
    const orgs: Org[] = [];
    const integrations: string[] = [];
    for (let index = 0; index < CHANNEL_ORGS; index++) {
      const number = String(index + 1).padStart(2, '0');
      const channel: LineChannel = {
        channelId: `16580000${number}`, channelSecret: `0123456789abcdef0123456789abcd${number}`, accessToken: `line-access-token-of-channels-bench-${number}`,
        bot: { userId: `Uchannelsbench${number}`, basicId: `@ch${number}`, displayName: `Channels bench ${number}` },
      };
      line.addChannel(channel);
      const email = `channels-${number}@example.com`;
      const user = await callServer<{ sessionToken: string }>(running.url, '/users', { username: email, email, password: 'bench password 1' });
      const token = user.sessionToken;
      const org = await callServer<{ objectId: string }>(running.url, '/classes/Organization', { name: `Channels bench ${number}`, industry: 'retail', _SessionToken: token });
      const { result: integration } = await callServer<FunctionResponse<Integration>>(running.url, '/functions/integrate', {
        orgId: org.objectId, platform: 'line', account: channel.channelId, secret: channel.channelSecret, token: channel.accessToken, _SessionToken: token,
      });
      // PUBLIC_URL is http, so the server cannot set the webhook URL: it is set as the admin would paste it.
      channel.webhookEndpoint = `${running.url}/webhooks/line/${integration.objectId}`;
      integrations.push(integration.objectId);
      orgs.push({ index, token, orgId: org.objectId, channel, feed: new Feed(running.url, org.objectId, token) });
    }

    // Customers for the replies, made by webhooks with the stand-in answering at once.
    const users = orgs.map(() => newUsers(CHANNEL_BIG_CUSTOMERS));
    const setup = performance.now();
    await inParallel(orgs.length * CHANNEL_BIG_CUSTOMERS, 20, async (n) => {
      const org = orgs[n % orgs.length]!;
      const userId = users[org.index]![Math.floor(n / orgs.length)]!;
      await deliverText(line, org, userId, `hello from ${userId}`);
    });
    await untilFeeds(orgs, 'customers for the replies', () => orgs.every((org) => users[org.index]!.every((userId) => org.feed.customers.has(userId))));
    say(`  (${orgs.length} organizations with ${CHANNEL_BIG_CUSTOMERS} customers each made in ${((performance.now() - setup) / 1000).toFixed(1)} s)`);

    // 1. Replies.
    line.latencyMs = PLATFORM_LATENCY_MS;
    const small = await replyRound(line, [running.url], orgs, users, CHANNEL_CUSTOMERS, 1, 'small');
    say(`  (small round: ${small.replies} replies in ${small.seconds.value.toFixed(1)} s)`);
    const big = await replyRound(line, [running.url], orgs, users, CHANNEL_BIG_CUSTOMERS, CHANNEL_BIG_REPLIES, 'big');
    say(`  (big round: ${big.replies} replies in ${big.seconds.value.toFixed(1)} s)`);

    // The big round again on two processes of one deployment (the second on the first's DATA_DIR, for its
    // keys), the replies to each in turn; the second stopped after, so the rest runs on one process.
    let bigTwoProcesses: ChannelFigures['bigTwoProcesses'];
    if (!databaseUrl || !redisUrl) {
      bigTwoProcesses = { unavailable: 'needs BENCH_DATABASE_URL (PostgreSQL) and BENCH_REDIS_URL (Redis): two processes cannot share PGlite' };
    } else {
      line.latencyMs = 0;
      second = await launchServer(env, { dataDir: running.dataDir });
      line.latencyMs = PLATFORM_LATENCY_MS;
      const round = await replyRound(line, [running.url, second.url], orgs, users, CHANNEL_BIG_CUSTOMERS, CHANNEL_BIG_REPLIES, 'big-two');
      bigTwoProcesses = { round, ratio: round.perSecond / big.perSecond };
      say(`  (big round on two processes: ${round.replies} replies in ${round.seconds.value.toFixed(1)} s, ${bigTwoProcesses.ratio.toFixed(2)}× one process)`);
      await second.dispose();
      second = undefined;
    }

    // 2. Isolation: the first organization's channel hangs with a reply in it; the others reply once each.
    const [hung, ...others] = orgs;
    const replyOf = async (org: Org, text: string) => {
      const customer = org.feed.customers.get(users[org.index]![0]!)!;
      await callServer(running.url, '/functions/publishTemplate', {
        orgId: org.orgId, conversation: customer.conversationId, receiptId: `isolation-${org.index}`,
        template: { contentType: 'text', data: { content: text } }, _SessionToken: org.token,
      });
    };
    line.hangAccount(hung!.channel.channelId, CHANNEL_HANG_MS);
    const hungSince = performance.now();
    const hungRequests = line.requests.length;
    await replyOf(hung!, 'isolation reply of the hung channel');
    await until('the hung channel\'s reply at the stand-in', () =>
      line.requests.slice(hungRequests).some((request) => request.channelId === hung!.channel.channelId && request.path === '/v2/bot/message/push'), 30_000, 10);
    const requestsFrom = line.requests.length;
    const arrived = new Map<string, number>();
    const postedAt = performance.now();
    await Promise.all(others.map((org) => replyOf(org, `isolation reply of ${org.channel.channelId}`)));
    let scanned = requestsFrom;
    await until('the other channels\' replies at the stand-in', () => {
      for (; scanned < line.requests.length; scanned++) {
        const request = line.requests[scanned]!;
        const text = String(((request.body as { messages?: { text?: string }[] }).messages ?? [])[0]?.text);
        if (text.startsWith('isolation reply of ') && request.channelId !== hung!.channel.channelId && !arrived.has(text)) arrived.set(text, performance.now() - postedAt);
      }
      return arrived.size >= others.length;
    }, PART_LIMIT_MS, 5);
    const waits = [...arrived.values()].sort((a, b) => a - b);
    const p50Ms = figure(percentile(waits, 0.5));
    line.hangAccount(hung!.channel.channelId, 0);
    let hungDeliveredMs: number | undefined;
    try {
      await until('the hung channel\'s reply delivered', () =>
        line.deliveries.some((delivery) => (delivery.messages[0] as { text?: string }).text === 'isolation reply of the hung channel'), 90_000, 20);
      hungDeliveredMs = performance.now() - hungSince;
    } catch {
      // Left undelivered: the figure says so.
    }
    const isolation = { p50Ms, maxMs: waits.at(-1) ?? 0, replies: waits.length, hungDeliveredMs };
    say(`  (isolation: p50 ${p50Ms.value.toFixed(0)} ms, max ${isolation.maxMs.toFixed(0)} ms)`);

    // 3. Inbound: new users' first messages, all at once, spread over the organizations.
    const firstUsers = orgs.map(() => [] as string[]);
    for (const [n, userId] of newUsers(CHANNEL_INBOUND_USERS).entries()) firstUsers[n % orgs.length]!.push(userId);
    const inboundStarted = performance.now();
    await Promise.all(orgs.flatMap((org) => firstUsers[org.index]!.map((userId) => deliverText(line, org, userId, `first message of ${userId}`))));
    await untilFeeds(orgs, 'new customers in the inbox', () => orgs.every((org) => firstUsers[org.index]!.every((userId) => org.feed.customers.has(userId))));
    const firstSeconds = (performance.now() - inboundStarted) / 1000;
    const inboundFirst = { users: CHANNEL_INBOUND_USERS, seconds: figure(firstSeconds), perSecond: CHANNEL_INBOUND_USERS / firstSeconds };
    say(`  (inbound: ${CHANNEL_INBOUND_USERS} new customers in ${firstSeconds.toFixed(1)} s)`);

    // The larger round: each sender posts its users' messages in turn, so each user's are sent in order.
    const eventUsers = newUsers(CHANNEL_INBOUND_EVENT_USERS);
    const orgOfUser = (u: number) => orgs[u % orgs.length]!;
    const senders = Math.min(CHANNEL_INBOUND_SENDERS, eventUsers.length);
    const textOf = (u: number, n: number) => `event ${n + 1} of ${eventUsers[u]}`;
    // The users share the events as evenly as they divide.
    const eventsOf = (u: number) => Math.floor(CHANNEL_INBOUND_EVENTS / eventUsers.length) + (u < CHANNEL_INBOUND_EVENTS % eventUsers.length ? 1 : 0);
    const answerMs: number[] = [];
    const eventsStarted = performance.now();
    await inParallel(senders, senders, async (sender) => {
      // The sender's users in turn: a user's next message goes once the webhook of the previous answered.
      const mine = eventUsers.map((_, u) => u).filter((u) => u % senders === sender);
      const turns = Math.max(...mine.map(eventsOf));
      for (let n = 0; n < turns; n++) {
        for (const u of mine) if (n < eventsOf(u)) answerMs.push(await deliverText(line, orgOfUser(u), eventUsers[u]!, textOf(u, n)));
      }
    });
    const expected = eventUsers.flatMap((_, u) => Array.from({ length: eventsOf(u) }, (__, n) => textOf(u, n)));
    const stored = () => expected.filter((text) => orgs.some((org) => org.feed.inbound.has(text))).length;
    await untilFeeds(orgs, 'inbound events applied', () => stored() >= expected.length);
    const eventsSeconds = (performance.now() - eventsStarted) / 1000;
    const eventsFigure = figure(eventsSeconds);
    let outOfOrder = 0;
    let duplicated = 0;
    for (const u of eventUsers.keys()) {
      const feed = orgOfUser(u).feed;
      const seqs = Array.from({ length: eventsOf(u) }, (_, n) => feed.inbound.get(textOf(u, n)));
      for (const entry of seqs) duplicated += Math.max(0, (entry?.ids.size ?? 0) - 1);
      if (seqs.some((entry, n) => n > 0 && entry && seqs[n - 1] && entry.seq < seqs[n - 1]!.seq)) outOfOrder += 1;
    }
    answerMs.sort((a, b) => a - b);
    const inboundEvents = {
      events: expected.length, users: eventUsers.length, senders, seconds: eventsFigure, perSecond: expected.length / eventsSeconds,
      orderHeld: outOfOrder === 0, outOfOrder, lost: expected.length - stored(), duplicated,
      p50WebhookMs: percentile(answerMs, 0.5), p99WebhookMs: percentile(answerMs, 0.99),
    };
    say(`  (inbound: ${expected.length} events in ${eventsSeconds.toFixed(1)} s)`);

    // 4. Webhooks under offered load, from the customers made for the replies (each organization's).
    let load: WebhookLoad | undefined;
    if (CHANNEL_WEBHOOK_RATE > 0) {
      load = await webhookLoad(orgs, users, CHANNEL_WEBHOOK_RATE, CHANNEL_WEBHOOK_SECONDS, CHANNEL_WEBHOOK_CONNECTIONS);
      say(`  (webhook load: ${load.sent} sent at ${load.offeredPerSecond.toFixed(0)}/s, ${load.answered200} answered 200, p99 ${load.p99Ms.toFixed(0)} ms; applied in ${load.appliedSeconds.value.toFixed(1)} s)`);
    }

    // 5. Broadcasts to customers seeded into the database: LINE (the first organization's channel), and
    // WhatsApp (a number connected to the first organization).
    const seeds: Seed[] = [];
    const firstCast = nextUser;
    if (CHANNEL_BROADCAST > 0) {
      for (let n = 0; n < CHANNEL_BROADCAST; n++) line.addUser({ userId: lineUser(firstCast + n), displayName: `Broadcast user ${n}` });
      nextUser += CHANNEL_BROADCAST;
      seeds.push({ orgId: orgs[0]!.orgId, platform: 'line', integrationId: integrations[0]!, ids: Array.from({ length: CHANNEL_BROADCAST }, (_, n) => lineUser(firstCast + n)), tag: 'bench-cast' });
    }
    const waIds = Array.from({ length: CHANNEL_WHATSAPP }, (_, n) => String(15_550_000_000 + n));
    if (CHANNEL_WHATSAPP > 0) {
      wa.addBusiness(WHATSAPP_BUSINESS);
      for (const waId of waIds) wa.addUser(waId);
      const org = orgs[0]!;
      const { result: number } = await callServer<FunctionResponse<Integration>>(running.url, '/functions/integrate', {
        orgId: org.orgId, platform: 'whatsapp', account: WHATSAPP_BUSINESS.numbers[0]!.phoneNumberId, wabaId: WHATSAPP_BUSINESS.wabaId,
        secret: WHATSAPP_BUSINESS.appSecret, token: WHATSAPP_BUSINESS.accessToken, verifyToken: 'channels-bench-verify', _SessionToken: org.token,
      });
      seeds.push({ orgId: org.orgId, platform: 'whatsapp', integrationId: number.objectId, ids: waIds, tag: 'bench-wa-cast' });
    }
    if (seeds.length > 0) {
      // PGlite is one process's: the server stops meanwhile. PostgreSQL takes the rows beside it.
      if (!databaseUrl) await running.stop();
      await seedCustomers({ dataDir: running.dataDir, ...(databaseUrl ? { databaseUrl } : {}) }, seeds);
      if (!databaseUrl) await running.start();
    }
    /** Creates a text broadcast of the first organization to the tagged customers; answers the seconds until it is done, all sent. */
    const castTo = async (platform: string, tag: string, recipients: number, limitMs = PART_LIMIT_MS): Promise<number> => {
      const org = orgs[0]!;
      const query = { platforms: [platform], tagDensity: { $in: [tag] } };
      const started = performance.now();
      const { result: created } = await callServer<FunctionResponse<Broadcast>>(running.url, '/broadcast/create', {
        orgId: org.orgId, name: `Channels bench ${platform} broadcast`, query, messages: [{ contentType: 'text', data: { content: `Channels bench ${platform} broadcast` } }], _SessionToken: org.token,
      });
      let analysis: BroadcastAnalysis | undefined;
      const counts = () => (analysis ? `status ${analysis.broadcast.status}, ${analysis.broadcast.success} sent` : 'no analysis');
      await until(`the ${platform} broadcast done`, async () => {
        ({ result: analysis } = await callServer<FunctionResponse<BroadcastAnalysis>>(running.url, '/broadcast/analysis', { orgId: org.orgId, taskId: created.objectId, _SessionToken: org.token }));
        if (['error', 'terminated'].includes(analysis.broadcast.status)) throw new Error(`broadcast ended ${analysis.broadcast.status}`);
        return analysis.broadcast.status === 'done';
      }, limitMs, 100).catch((error: unknown) => {
        throw new Error(`${error instanceof Error ? error.message : String(error)} (${counts()})`);
      });
      const seconds = (performance.now() - started) / 1000;
      if (analysis?.broadcast.success !== recipients) throw new Error(`${platform} broadcast: ${JSON.stringify(analysis)}`);
      return seconds;
    };
    let broadcast: ChannelFigures['broadcast'];
    if (CHANNEL_BROADCAST > 0) {
      const requestsBefore = line.requests.length;
      const throttledBefore = line.throttled;
      const seconds = await castTo('line', 'bench-cast', CHANNEL_BROADCAST);
      broadcast = {
        recipients: CHANNEL_BROADCAST, seconds: figure(seconds), perSecond: CHANNEL_BROADCAST / seconds,
        multicasts: line.requests.slice(requestsBefore).filter((request) => request.path === '/v2/bot/message/multicast' && !request.throttled).length,
        throttled: line.throttled - throttledBefore,
      };
      say(`  (broadcast: ${CHANNEL_BROADCAST} recipients in ${seconds.toFixed(1)} s)`);
    }
    let whatsappBroadcast: ChannelFigures['whatsappBroadcast'];
    if (CHANNEL_WHATSAPP > 0) {
      wa.latencyMs = PLATFORM_LATENCY_MS;
      wa.peakInFlight = 0;
      const throttledBefore = wa.throttled;
      const deliveriesBefore = wa.deliveries.length;
      const reached = () => new Set(wa.deliveries.slice(deliveriesBefore).map((delivery) => delivery.to)).size;
      const started = performance.now();
      try {
        const seconds = await castTo('whatsapp', 'bench-wa-cast', CHANNEL_WHATSAPP, WHATSAPP_LIMIT_MS);
        if (reached() < CHANNEL_WHATSAPP) throw new Error(`${CHANNEL_WHATSAPP - reached()} recipients not at the stand-in`);
        whatsappBroadcast = {
          recipients: CHANNEL_WHATSAPP, seconds: figure(seconds), perSecond: CHANNEL_WHATSAPP / seconds, rateLimit: wa.rateLimitPerSecond,
          throttled: wa.throttled - throttledBefore, peakInFlight: wa.peakInFlight,
        };
        say(`  (WhatsApp broadcast: ${CHANNEL_WHATSAPP} recipients in ${seconds.toFixed(1)} s)`);
      } catch (error) {
        const failed = error instanceof Error ? error.message : String(error);
        whatsappBroadcast = { failed, recipients: CHANNEL_WHATSAPP, delivered: reached(), throttled: wa.throttled - throttledBefore, seconds: (performance.now() - started) / 1000 };
        say(`  (WhatsApp broadcast failed: ${failed}; the server's log ends:\n${running.output.slice(-1500)})`);
      }
    }
    return {
      database: databaseName, small, big, bigTwoProcesses, isolation, inboundFirst, inboundEvents,
      ...(load ? { webhookLoad: load } : {}), ...(broadcast ? { broadcast } : {}), ...(whatsappBroadcast ? { whatsappBroadcast } : {}),
    };
  } catch (error) {
    if (server) console.error(server.output.slice(-4000));
    if (second) console.error(`second process:\n${second.output.slice(-4000)}`);
    throw error;
  } finally {
    await second?.dispose();
    await server?.dispose();
    await database?.drop();
    await line.close();
    await wa.close();
  }
}
