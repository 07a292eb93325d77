// Which box a new conversation starts in: the bot's, when its account is one the organization starts
// with the bot (settings' startWithBot), else unassigned. Read when the customer is created, so a
// conversation the bot takes never shows in Unassigned first.
import type { InboxCategory } from '../../common/contracts/base';
import type { Queryable } from '../db/client';
import { settingsOf } from './store';

/** `account`: the integration id, or 'livechat'. */
export async function startingInbox(db: Queryable, orgId: string, account: string): Promise<InboxCategory[]> {
  const { startWithBot } = await settingsOf(db, orgId);
  return startWithBot.includes(account) ? ['bot'] : ['unassigned'];
}
