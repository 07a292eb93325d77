// What every route plugin is given: the database, the configuration and the realtime fan-out.
import type { ServerConfig } from './config';
import type { Db } from './db/client';
import type { RealtimeEmitter } from './realtime/emitter';

export interface Services {
  db: Db;
  config: ServerConfig;
  realtime: RealtimeEmitter;
}
