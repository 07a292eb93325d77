// Test support for the sync engine's intent tests: a session, a socket that connects at once, and an
// engine started against a stand-in server's fetch (each test file keeps its own stand-in server).
import { vi } from 'vitest';
import type { SyncSession } from './api';
import { SyncEngine } from './engine';
import { soleLeader } from './leader';
import type { SocketFactory, SyncSocket } from './socket';

export const testSession = (userId = 'user1'): SyncSession => ({
  serverUrl: 'http://parley.test', appId: 'parley', jsKey: 'parley-js-key',
  userId, sessionToken: 'r:token', language: 'en-US',
});

/** A socket that connects, is ready and acknowledges every subscription at once. */
export const connectAtOnce: SocketFactory = (_url, _auth, handlers) => {
  const socket: SyncSocket = { subscribe: (_orgId, onAck) => queueMicrotask(() => onAck(true)), unsubscribe: () => {}, presence: () => {}, close: () => {} };
  queueMicrotask(() => { handlers.onConnect(); handlers.onReady(); });
  return socket;
};

export const waitFor = (check: () => Promise<void> | void) => vi.waitFor(check, { timeout: 3000, interval: 20 });

/** Starts an engine for org1 as `session`, talking to `fetch` (IndexedDB as the test left it). */
export async function startEngine(fetch: typeof globalThis.fetch, session = testSession()): Promise<SyncEngine> {
  const engine = new SyncEngine({ connectSocket: connectAtOnce, leadership: soleLeader, fetch, now: Date.now, random: () => 0 });
  await engine.start(session, 'org1');
  return engine;
}
