// Which box a new conversation starts in: the bot's, when its account is one the organization starts
// with the bot (settings' startWithBot, on a plan with the bot), else unassigned. Read when the customer is created, so a
// conversation the bot takes never shows in Unassigned first.
import type { InboxCategory } from '../../common/contracts/base';
import type { Queryable } from '../db/client';
import { answeringSettingsOf } from './store';

/** `account`: the integration id, or 'livechat'. */
export async function startingInbox(db: Queryable, orgId: string, account: string): Promise<InboxCategory[]> {
  const settings = await answeringSettingsOf(db, orgId);
  return settings?.startWithBot.includes(account) ? ['bot'] : ['unassigned'];
}
