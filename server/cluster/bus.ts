// What one server process tells the others (and itself): cache invalidations and other signals
// that must reach every process at once. Without Redis there is one process, and the bus is local.
import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import type { ServerConfig } from '../config';

export type BusListener = (message: string) => void;

export interface ClusterBus {
  /**
   * Runs this process's listeners of `channel` before it returns (so a caller that then answers its
   * client has already acted on it here), and, with Redis, resolves once Redis has passed it on to
   * the other processes' listeners.
   */
  publish(channel: string, message: string): Promise<void>;
  /**
   * Like `publish`, but resolves only once every other process's listeners have run it (each answers
   * over Redis), or after DELIVERY_WAIT_MS when one does not: for a write whose answer must not be
   * followed by a request another process serves from what the write ended (the auth cache).
   */
  deliver(channel: string, message: string): Promise<void>;
  subscribe(channel: string, listener: BusListener): Promise<void>;
  /**
   * True for the first caller of `key` in any process until `forMs` has passed, false for the others:
   * "at most once per period" across the cluster (e.g. one quota notice an hour, not one per process).
   */
  firstWithin(key: string, forMs: number): Promise<boolean>;
  /**
   * Reserves the next slot of `key` at `perSecond` slots a second, evenly spaced, shared by every
   * process: answers the milliseconds to wait until it (0: now). A platform's per-account rate: in any
   * second at most `perSecond` + 1 go, however many processes ask (a generic cell rate algorithm).
   */
  slot(key: string, perSecond: number): Promise<number>;
  /** Whether other processes may be listening (Redis is configured). */
  readonly shared: boolean;
  close(): Promise<void>;
}

class Listeners {
  private readonly byChannel = new Map<string, BusListener[]>();
  add(channel: string, listener: BusListener): boolean {
    const known = this.byChannel.get(channel);
    if (known) known.push(listener);
    else this.byChannel.set(channel, [listener]);
    return !known;
  }
  run(channel: string, message: string): void {
    for (const listener of this.byChannel.get(channel) ?? []) listener(message);
  }
}

/** Keys taken until a time, in this process. */
class LocalPeriods {
  private readonly until = new Map<string, number>();
  take(key: string, forMs: number): boolean {
    const now = Date.now();
    if ((this.until.get(key) ?? 0) > now) return false;
    // Expired keys go as new ones come, so the map holds only what is still running.
    for (const [known, at] of this.until) if (at <= now) this.until.delete(known);
    this.until.set(key, now + forMs);
    return true;
  }
}

/** Evenly spaced slots reserved in this process: each key's next free time. */
class LocalSlots {
  private readonly next = new Map<string, number>();
  reserve(key: string, perSecond: number): number {
    const now = Date.now();
    const at = Math.max(this.next.get(key) ?? 0, now);
    // Keys whose next slot is past go as new ones come, so the map holds only what is still spaced.
    if (this.next.size > 1_000) for (const [known, free] of this.next) if (free <= now) this.next.delete(known);
    this.next.set(key, at + 1_000 / perSecond);
    return at - now;
  }
}

export function localBus(): ClusterBus {
  const listeners = new Listeners();
  const periods = new LocalPeriods();
  const slots = new LocalSlots();
  return {
    shared: false,
    async publish(channel, message) { listeners.run(channel, message); },
    async deliver(channel, message) { listeners.run(channel, message); },
    async subscribe(channel, listener) { listeners.add(channel, listener); },
    async firstWithin(key, forMs) { return periods.take(key, forMs); },
    async slot(key, perSecond) { return slots.reserve(key, perSecond); },
    async close() {},
  };
}

/**
 * A lost Redis connection is reported and reconnected by the client (it subscribes again); without
 * a listener its 'error' event would end the process.
 */
export const reportRedisError = (what: string) => (error: Error) => console.warn(`redis (${what}): ${error.message}`);

/**
 * Reserves the key's next slot: its next free time (Redis's clock, the same for every process) moves on
 * by one interval; answers how long until the reserved one. The key lives as long as it spaces anything.
 */
const RESERVE_SLOT = `
local clock = redis.call('time')
local now = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000)
local at = math.max(tonumber(redis.call('get', KEYS[1]) or '0'), now)
local after = at + tonumber(ARGV[1])
redis.call('set', KEYS[1], tostring(after), 'PX', math.max(1, math.ceil(after - now)) + 1000)
return math.floor(at - now)`;

/**
 * The prefix of one deployment's channels and keys on Redis: its database (host, port and name, not
 * the credentials), so that the processes of one deployment meet and two deployments (or two test
 * servers) sharing a Redis stay apart. The socket.io adapter's channels take it too.
 */
export function deploymentPrefix({ databaseUrl, dataDir }: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>): string {
  const url = databaseUrl ? new URL(databaseUrl) : undefined;
  const database = url ? `${url.hostname}:${url.port || '5432'}${url.pathname}` : `pglite:${path.resolve(dataDir)}`;
  return `parley:${createHash('sha256').update(database).digest('hex').slice(0, 16)}`;
}

/** How long `deliver` waits for the other processes' answers: a process that died answers never. */
const DELIVERY_WAIT_MS = 2_000;

/** Deliveries of this process waiting for answers: how many came, and how many to wait for once known. */
class Deliveries {
  private next = 0;
  private readonly waiting = new Map<number, { answered: number; expected?: number; done: () => void }>();
  open(): { id: number; settled: Promise<void> } {
    const id = ++this.next;
    let done!: () => void;
    const settled = new Promise<void>((resolve) => { done = resolve; });
    const timer = setTimeout(() => this.close(id), DELIVERY_WAIT_MS);
    timer.unref();
    this.waiting.set(id, { answered: 0, done: () => { clearTimeout(timer); done(); } });
    return { id, settled };
  }
  /** Redis said how many received it (PUBLISH's answer), which may come after some answers. */
  expect(id: number, receivers: number): void {
    const entry = this.waiting.get(id);
    if (!entry) return;
    entry.expected = receivers;
    if (entry.answered >= receivers) this.close(id);
  }
  answered(id: number): void {
    const entry = this.waiting.get(id);
    if (!entry) return;
    entry.answered++;
    if (entry.expected !== undefined && entry.answered >= entry.expected) this.close(id);
  }
  close(id: number): void {
    this.waiting.get(id)?.done();
    this.waiting.delete(id);
  }
  closeAll(): void {
    // Deleting the entry being visited is safe while iterating a Map.
    for (const id of this.waiting.keys()) this.close(id);
  }
}

/**
 * Redis pub/sub. A process hears its own messages at once, locally, and skips their Redis echo. A
 * message is framed `sender message`, or `sender/id message` when delivered: the receivers then answer
 * `id` on the sender's answer channel once their listeners ran.
 */
export async function redisBus(url: string, prefix: string): Promise<ClusterBus> {
  const self = randomUUID();
  // Loaded only with Redis: a single process never needs it (docs/server.md, "Memory").
  const { createClient } = await import('redis');
  const publisher = createClient({ url });
  const subscriber = publisher.duplicate();
  for (const client of [publisher, subscriber]) client.on('error', reportRedisError('cluster bus'));
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const listeners = new Listeners();
  const deliveries = new Deliveries();
  const answersOf = (sender: string) => `${prefix}:delivered:${sender}`;
  await subscriber.subscribe(answersOf(self), (id) => deliveries.answered(Number(id)));
  const subscribedHere = new Set<string>();
  return {
    shared: true,
    async publish(channel, message) {
      listeners.run(channel, message);
      await publisher.publish(`${prefix}:${channel}`, `${self} ${message}`);
    },
    async deliver(channel, message) {
      listeners.run(channel, message);
      const { id, settled } = deliveries.open();
      const receivers = await publisher.publish(`${prefix}:${channel}`, `${self}/${id} ${message}`);
      // This process's own subscriber is among the receivers when it listens too; it skips its echo.
      deliveries.expect(id, receivers - (subscribedHere.has(channel) ? 1 : 0));
      await settled;
    },
    async subscribe(channel, listener) {
      if (!listeners.add(channel, listener)) return;
      subscribedHere.add(channel);
      await subscriber.subscribe(`${prefix}:${channel}`, (framed) => {
        const space = framed.indexOf(' ');
        const [sender, id] = framed.slice(0, space).split('/');
        if (sender === self) return;
        listeners.run(channel, framed.slice(space + 1));
        if (id !== undefined) publisher.publish(answersOf(sender!), id).catch(reportRedisError('cluster bus answer'));
      });
    },
    async firstWithin(key, forMs) {
      // SET NX with an expiry: one atomic step in Redis, so of two processes asking at once one wins.
      const taken = await publisher.set(`${prefix}:first-within:${key}`, self, { condition: 'NX', expiration: { type: 'PX', value: Math.max(1, Math.round(forMs)) } });
      return taken === 'OK';
    },
    async slot(key, perSecond) {
      const wait = await publisher.eval(RESERVE_SLOT, { keys: [`${prefix}:slot:${key}`], arguments: [String(1_000 / perSecond)] });
      return Number(wait);
    },
    async close() {
      deliveries.closeAll();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}

export const openBus = (config: Pick<ServerConfig, 'redisUrl' | 'databaseUrl' | 'dataDir'>): Promise<ClusterBus> =>
  (config.redisUrl ? redisBus(config.redisUrl, deploymentPrefix(config)) : Promise.resolve(localBus()));
