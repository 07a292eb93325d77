// What every route plugin is given: the database, the configuration, the cluster bus, the realtime fan-out, web push
// and the channels customers write from.
import type { Channels } from './channels/adapter';
import type { ClusterBus } from './cluster/bus';
import type { ServerConfig } from './config';
import type { Db } from './db/client';
import type { MessageKeywordRules } from './message-keywords/rules-cache';
import type { Pusher } from './push';
import type { RealtimeEmitter } from './realtime/emitter';

export interface Services {
  db: Db;
  config: ServerConfig;
  /** Signals to every server process (cache invalidation); local without REDIS_URL. */
  bus: ClusterBus;
  realtime: RealtimeEmitter;
  push: Pusher;
  channels: Channels;
  /** The organizations' message keyword rules the inbound pipeline applies, kept in memory (server/message-keywords). */
  keywords: MessageKeywordRules;
}
