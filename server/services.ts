// What every route plugin is given: the database, the configuration, the realtime fan-out and web push.
import type { ServerConfig } from './config';
import type { Db } from './db/client';
import type { Pusher } from './push';
import type { RealtimeEmitter } from './realtime/emitter';

export interface Services {
  db: Db;
  config: ServerConfig;
  realtime: RealtimeEmitter;
  push: Pusher;
}
