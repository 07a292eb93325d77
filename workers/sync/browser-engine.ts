// The engine as the worker entries run it: real socket.io, real clock, nudged when the network returns.
import { SyncEngine } from './engine';
import type { Leadership } from './leader';
import { connectSocketIo } from './socket';

export function createBrowserEngine(leadership: Leadership): SyncEngine {
  const engine = new SyncEngine({
    connectSocket: connectSocketIo,
    leadership,
    now: Date.now,
    random: Math.random,
  });
  self.addEventListener('online', () => void engine.nudge());
  return engine;
}
