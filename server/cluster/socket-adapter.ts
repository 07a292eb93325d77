// socket.io across server processes: with REDIS_URL, every emit to a room, fetchSockets,
// socketsLeave and disconnectSockets reach the sockets of every process through Redis pub/sub
// (@socket.io/redis-adapter; docs/scale-out.md says why this adapter). Without it, one process's
// in-memory adapter, as socket.io has by default.
import type { Server } from 'socket.io';
import type { ServerConfig } from '../config';
import { deploymentPrefix, reportRedisError } from './bus';

/** Shares `io`'s rooms with the deployment's other processes on REDIS_URL; answers how to stop sharing (after the sockets closed). */
export async function shareSockets(io: Server, config: Pick<ServerConfig, 'redisUrl' | 'databaseUrl' | 'dataDir'>): Promise<() => Promise<void>> {
  const { redisUrl } = config;
  if (!redisUrl) return async () => {};
  // Loaded only with Redis: a single process never needs them (docs/server.md, "Memory").
  const [{ createAdapter }, { createClient }] = await Promise.all([import('@socket.io/redis-adapter'), import('redis')]);
  const publisher = createClient({ url: redisUrl });
  const subscriber = publisher.duplicate();
  for (const client of [publisher, subscriber]) client.on('error', reportRedisError('socket.io adapter'));
  await Promise.all([publisher.connect(), subscriber.connect()]);
  // A request to the other processes (fetchSockets) waits at most this long for a process that died
  // without unsubscribing; a live one answers in a millisecond.
  io.adapter(createAdapter(publisher, subscriber, { requestsTimeout: 2_000, key: `${deploymentPrefix(config)}:socket.io` }));
  return async () => {
    await io.of('/').adapter.close();
    await Promise.allSettled([publisher.quit(), subscriber.quit()]);
  };
}
