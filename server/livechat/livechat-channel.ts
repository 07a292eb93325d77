// Live chat as a channel (server/channels/adapter.ts): the visitor's widget listens on its socket, so
// every message of the conversation goes there as it commits, shown as the organization's settings say.
import type { Channel } from '../channels/adapter';
import type { Queryable } from '../db/client';
import type { RealtimeEmitter } from '../realtime/emitter';
import { toVisitorMessage } from './serialize';
import { livechatSettingsOf } from './settings';

export function livechatChannel(db: Queryable, realtime: RealtimeEmitter): Channel {
  return {
    platform: 'livechat',
    async announce(message, customer) {
      const { showAgent } = await livechatSettingsOf(db, customer.orgId);
      realtime.visitorMessage(customer.platformCustomerId, toVisitorMessage(message, { showAgent }));
    },
  };
}
