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
  subscribe(channel: string, listener: BusListener): Promise<void>;
  /**
   * True for the first caller of `key` in any process until `forMs` has passed, false for the others:
   * "at most once per period" across the cluster (e.g. one quota notice an hour, not one per process).
   */
  firstWithin(key: string, forMs: number): Promise<boolean>;
  /**
   * One of `limit` slots of the current window of `windowMs` for `key`, shared by every process: 0 when
   * taken, else the milliseconds until the window ends (then ask again). A platform's per-account rate.
   */
  slot(key: string, limit: number, windowMs: number): Promise<number>;
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

/** Fixed windows counted in this process. */
class LocalWindows {
  private readonly windows = new Map<string, { endsAt: number; taken: number }>();
  slot(key: string, limit: number, windowMs: number): number {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      for (const [known, { endsAt }] of this.windows) if (endsAt <= now) this.windows.delete(known);
      window = { endsAt: now + windowMs, taken: 0 };
      this.windows.set(key, window);
    }
    if (window.taken >= limit) return window.endsAt - now;
    window.taken += 1;
    return 0;
  }
}

export function localBus(): ClusterBus {
  const listeners = new Listeners();
  const periods = new LocalPeriods();
  const windows = new LocalWindows();
  return {
    shared: false,
    async publish(channel, message) { listeners.run(channel, message); },
    async subscribe(channel, listener) { listeners.add(channel, listener); },
    async firstWithin(key, forMs) { return periods.take(key, forMs); },
    async slot(key, limit, windowMs) { return windows.slot(key, limit, windowMs); },
    async close() {},
  };
}

/**
 * A lost Redis connection is reported and reconnected by the client (it subscribes again); without
 * a listener its 'error' event would end the process.
 */
export const reportRedisError = (what: string) => (error: Error) => console.warn(`redis (${what}): ${error.message}`);

/** Counts a call in the key's window (started by its first call); over the limit, the window's time left. */
const TAKE_SLOT = `
local taken = redis.call('incr', KEYS[1])
if taken == 1 then redis.call('pexpire', KEYS[1], ARGV[2]) end
if taken > tonumber(ARGV[1]) then return math.max(1, redis.call('pttl', KEYS[1])) end
return 0`;

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

/** Redis pub/sub. A process hears its own messages at once, locally, and skips their Redis echo. */
export async function redisBus(url: string, prefix: string): Promise<ClusterBus> {
  const self = randomUUID();
  // Loaded only with Redis: a single process never needs it (docs/server.md, "Memory").
  const { createClient } = await import('redis');
  const publisher = createClient({ url });
  const subscriber = publisher.duplicate();
  for (const client of [publisher, subscriber]) client.on('error', reportRedisError('cluster bus'));
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const listeners = new Listeners();
  return {
    shared: true,
    async publish(channel, message) {
      listeners.run(channel, message);
      await publisher.publish(`${prefix}:${channel}`, `${self} ${message}`);
    },
    async subscribe(channel, listener) {
      if (!listeners.add(channel, listener)) return;
      await subscriber.subscribe(`${prefix}:${channel}`, (framed) => {
        const space = framed.indexOf(' ');
        if (framed.slice(0, space) !== self) listeners.run(channel, framed.slice(space + 1));
      });
    },
    async firstWithin(key, forMs) {
      // SET NX with an expiry: one atomic step in Redis, so of two processes asking at once one wins.
      const taken = await publisher.set(`${prefix}:first-within:${key}`, self, { condition: 'NX', expiration: { type: 'PX', value: Math.max(1, Math.round(forMs)) } });
      return taken === 'OK';
    },
    async slot(key, limit, windowMs) {
      const wait = await publisher.eval(TAKE_SLOT, { keys: [`${prefix}:slot:${key}`], arguments: [String(limit), String(Math.max(1, Math.round(windowMs)))] });
      return Number(wait);
    },
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}

export const openBus = (config: Pick<ServerConfig, 'redisUrl' | 'databaseUrl' | 'dataDir'>): Promise<ClusterBus> =>
  (config.redisUrl ? redisBus(config.redisUrl, deploymentPrefix(config)) : Promise.resolve(localBus()));
