// Channels under load on one server process (`BENCH_ONLY=channels`): several organizations, each with its
// own LINE channel, against the LINE stand-in answering every call after BENCH_PLATFORM_LATENCY_MS (200
// by default, about LINE's round trip). All through the real HTTP API: sign-ups, organizations, channels
// connected by /functions/integrate, customers made by signed webhooks, replies posted as an agent by
// /functions/publishTemplate (what the console calls). Measures:
// 1. replies posted at once (each organization's customers, one each; then a bigger round, two each, a
//    customer's second posted once its first was taken) → seconds until the stand-in has every one,
//    replies/s, whether each user got them in the order posted, and duplicates;
// 2. isolation: one organization's channel hangs (answers after BENCH_CHANNELS_HANG_MS) with a reply in
//    it; the other organizations' next reply each → time until it reaches the stand-in (p50, max);
// 3. inbound: first messages of new LINE users (the server asks LINE for each new user's profile) →
//    seconds until every customer is on the change feed; then a larger round of events over more
//    users → events/s applied, whether each user's messages were stored in the order sent, and the
//    webhook's own answer time (p50, p99);
// 4. a LINE broadcast to customers seeded into the database (BENCH_CHANNELS_BROADCAST, 0 to skip) →
//    recipients/s.
// Setting up (customers made by webhooks) runs with the stand-in answering at once; only the measured
// parts run at the latency. Each figure carries the 1-minute load average when it was taken.
import { CHANGES_PAGE_LIMIT } from '../../common/constants';
import type { FunctionResponse } from '../../common/contracts/base';
import type { Broadcast, BroadcastAnalysis } from '../../common/contracts/broadcasts';
import type { ChangesResult } from '../../common/contracts/changes';
import type { Integration } from '../../common/contracts/integrations';
import { randomId } from '../../common/ids';
import { openDatabase } from '../../server/db/client';
import { reserveSeq } from '../../server/db/sequence';
import { conversations, customers } from '../../server/db/schema';
import { startLinePlatform, type LineChannel, type LinePlatformStandIn, type LineWebhookEvent } from '../../server/testing/line-platform';
import { launchServer, type ServerProcess } from '../../server/testing/server-process';
import { callServer, figure, type Figure } from './figures';

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
/** The longest any measured part may take before the bench gives up on it. */
const PART_LIMIT_MS = 10 * 60_000;
const SEED_BATCH = 2000;

export interface ReplyRound { replies: number; seconds: Figure; perSecond: number; orderHeld: boolean; outOfOrder: number; duplicates: number; missing: number; peakPerChannel: number; throttled: number }
export interface ChannelFigures {
  small: ReplyRound;
  big: ReplyRound;
  isolation: { p50Ms: Figure; maxMs: number; replies: number; hungDeliveredMs: number | undefined };
  inboundFirst: { users: number; seconds: Figure; perSecond: number };
  inboundEvents: { events: number; users: number; senders: number; seconds: Figure; perSecond: number; orderHeld: boolean; outOfOrder: number; lost: number; duplicated: number; p50WebhookMs: number; p99WebhookMs: number };
  broadcast?: { recipients: number; seconds: Figure; perSecond: number; multicasts: number; throttled: number };
}

interface Org {
  index: number;
  token: string;
  orgId: string;
  channel: LineChannel;
  feed: Feed;
}

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
 */
async function replyRound(line: LinePlatformStandIn, server: ServerProcess, orgs: readonly Org[], users: string[][], perOrg: number, replies: number, label: string): Promise<ReplyRound> {
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
  await Promise.all(orgs.flatMap((org) => users[org.index]!.slice(0, perOrg).map(async (userId) => {
    const customer = org.feed.customers.get(userId);
    if (!customer) throw new Error(`no customer for ${userId}`);
    const sent: string[] = [];
    posted.set(userId, sent);
    for (let n = 0; n < replies; n++) {
      const text = `${label} reply ${n + 1} to ${userId}`;
      sent.push(text);
      texts.add(text);
      await callServer(server.url, '/functions/publishTemplate', {
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

/** Seeds `count` LINE customers (tag `bench-cast`) of the organization's channel straight into the database (the server stopped). */
async function seedLineCustomers(dataDir: string, orgId: string, integrationId: string, first: number, count: number): Promise<void> {
  const database = await openDatabase({ dataDir });
  const wrote = new Date(Date.now() - 3_600_000);
  try {
    for (let offset = 0; offset < count; offset += SEED_BATCH) {
      const size = Math.min(SEED_BATCH, count - offset);
      await database.db.transaction(async (tx) => {
        const firstSeq = await reserveSeq(tx, orgId, size);
        const rows = Array.from({ length: size }, (_, i) => ({
          objectId: randomId(), orgId, platform: 'line' as const, integrationId, platformCustomerId: lineUser(first + offset + i),
          conversationId: randomId(), displayName: `Broadcast customer ${offset + i}`, originalDisplayName: `Broadcast customer ${offset + i}`,
          inbox: ['unassigned' as const], friendship: 'follow' as const, tags: ['bench-cast'], lastInboundAt: wrote, lastMessageAt: wrote, seq: firstSeq + i,
        }));
        await tx.insert(customers).values(rows);
        await tx.insert(conversations).values(rows.map((row) => ({ objectId: row.conversationId, orgId, customerId: row.objectId })));
      });
    }
    await database.vacuum();
  } finally {
    await database.close();
  }
}

export async function benchChannels(say: (line: string) => void = () => {}): Promise<ChannelFigures> {
  const line = await startLinePlatform();
  let nextUser = 1;
  const newUsers = (count: number) => Array.from({ length: count }, () => {
    const userId = lineUser(nextUser++);
    line.addUser({ userId, displayName: `LINE user ${userId.slice(-6)}`, pictureUrl: `https://profile.line-scdn.example/${userId}` });
    return userId;
  });
  const server = await launchServer({
    NEW_ORGANIZATION_PLAN: 'business', LOG_REQUESTS: 'false', LOG_LEVEL: 'warn', VACUUM_INTERVAL_MS: '0',
    LINE_API_BASE_URL: line.apiUrl, LINE_DATA_API_BASE_URL: line.dataUrl,
  });
  try {
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
      const user = await callServer<{ sessionToken: string }>(server.url, '/users', { username: email, email, password: 'bench password 1' });
      const token = user.sessionToken;
      const org = await callServer<{ objectId: string }>(server.url, '/classes/Organization', { name: `Channels bench ${number}`, industry: 'retail', _SessionToken: token });
      const { result: integration } = await callServer<FunctionResponse<Integration>>(server.url, '/functions/integrate', {
        orgId: org.objectId, platform: 'line', account: channel.channelId, secret: channel.channelSecret, token: channel.accessToken, _SessionToken: token,
      });
      // PUBLIC_URL is http, so the server cannot set the webhook URL: it is set as the admin would paste it.
      channel.webhookEndpoint = `${server.url}/webhooks/line/${integration.objectId}`;
      integrations.push(integration.objectId);
      orgs.push({ index, token, orgId: org.objectId, channel, feed: new Feed(server.url, org.objectId, token) });
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
    const small = await replyRound(line, server, orgs, users, CHANNEL_CUSTOMERS, 1, 'small');
    say(`  (small round: ${small.replies} replies in ${small.seconds.value.toFixed(1)} s)`);
    const big = await replyRound(line, server, orgs, users, CHANNEL_BIG_CUSTOMERS, CHANNEL_BIG_REPLIES, 'big');
    say(`  (big round: ${big.replies} replies in ${big.seconds.value.toFixed(1)} s)`);

    // 2. Isolation: the first organization's channel hangs with a reply in it; the others reply once each.
    const [hung, ...others] = orgs;
    const replyOf = async (org: Org, text: string) => {
      const customer = org.feed.customers.get(users[org.index]![0]!)!;
      await callServer(server.url, '/functions/publishTemplate', {
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

    // 4. A LINE broadcast to seeded customers of the first organization.
    let broadcast: ChannelFigures['broadcast'];
    if (CHANNEL_BROADCAST > 0) {
      const org = orgs[0]!;
      const first = nextUser;
      for (let n = 0; n < CHANNEL_BROADCAST; n++) line.addUser({ userId: lineUser(first + n), displayName: `Broadcast user ${n}` });
      nextUser += CHANNEL_BROADCAST;
      await server.stop();
      await seedLineCustomers(server.dataDir, org.orgId, integrations[0]!, first, CHANNEL_BROADCAST);
      await server.start();
      const requestsBefore = line.requests.length;
      const throttledBefore = line.throttled;
      const query = { platforms: ['line'], tagDensity: { $in: ['bench-cast'] } };
      const started = performance.now();
      const { result: created } = await callServer<FunctionResponse<Broadcast>>(server.url, '/broadcast/create', {
        orgId: org.orgId, name: 'Channels bench broadcast', query, messages: [{ contentType: 'text', data: { content: 'Channels bench broadcast' } }], _SessionToken: org.token,
      });
      let analysis: BroadcastAnalysis | undefined;
      await until('the broadcast done', async () => {
        ({ result: analysis } = await callServer<FunctionResponse<BroadcastAnalysis>>(server.url, '/broadcast/analysis', { orgId: org.orgId, taskId: created.objectId, _SessionToken: org.token }));
        if (['error', 'terminated'].includes(analysis.broadcast.status)) throw new Error(`broadcast ended ${analysis.broadcast.status}`);
        return analysis.broadcast.status === 'done';
      }, PART_LIMIT_MS, 100);
      const seconds = (performance.now() - started) / 1000;
      if (analysis?.broadcast.success !== CHANNEL_BROADCAST) throw new Error(`broadcast: ${JSON.stringify(analysis)}`);
      broadcast = {
        recipients: CHANNEL_BROADCAST, seconds: figure(seconds), perSecond: CHANNEL_BROADCAST / seconds,
        multicasts: line.requests.slice(requestsBefore).filter((request) => request.path === '/v2/bot/message/multicast' && !request.throttled).length,
        throttled: line.throttled - throttledBefore,
      };
      say(`  (broadcast: ${CHANNEL_BROADCAST} recipients in ${seconds.toFixed(1)} s)`);
    }
    return { small, big, isolation, inboundFirst, inboundEvents, ...(broadcast ? { broadcast } : {}) };
  } catch (error) {
    console.error(server.output.slice(-4000));
    throw error;
  } finally {
    await server.dispose();
    await line.close();
  }
}
