// What the bot does for one trigger (docs/message-bot.md, "When the bot acts"), decided apart from its
// I/O: the welcome (a follow, or the first message of a new conversation), the away message (outside
// business hours, in a conversation nobody has), the first keyword rule that matches (in the bot box),
// else the AI (in the bot box). Whether a welcome or an away period was sent already is the sender's
// record (bot_sent_once), not decided here.
import type { Platform } from '../../common/contracts/base';
import type { BotSettings } from '../../common/contracts/message-bot';
import { awayPeriodKey } from '../../common/bot-hours';
import type { InboxBox } from '../../common/inbox-rules';
import { answeringRule, type BotRuleToMatch } from '../../common/message-bot';

export interface BotTrigger {
  kind: 'message' | 'follow';
  /** The customer's text, when the message is a text. */
  text?: string;
  /** No message of the customer came before this one in the conversation. */
  firstContact: boolean;
}

export interface BotConversation {
  box: InboxBox;
  platform: Platform;
  /** The integration id, or 'livechat'. */
  account: string;
  tags: readonly string[];
}

export interface BotPlan<R> {
  welcome: boolean;
  /** The closed period to send the away message for. */
  awayPeriod?: string;
  rule?: R;
  askAi: boolean;
}

export function decideBot<R extends BotRuleToMatch>(
  input: { trigger: BotTrigger; conversation: BotConversation; settings: BotSettings; rulesInOrder: readonly R[]; now: Date },
): BotPlan<R> {
  const { trigger, conversation, settings, rulesInOrder, now } = input;
  const message = trigger.kind === 'message';
  const nobodyHasIt = conversation.box === 'open' || conversation.box === 'bot';
  const welcome = settings.welcome.enabled && settings.welcome.replies.length > 0 && (!message || trigger.firstContact);
  const awayPeriod = message && nobodyHasIt && settings.away.enabled && settings.away.replies.length > 0
    ? awayPeriodKey(settings.businessHours, now)
    : undefined;
  const withBot = message && conversation.box === 'bot' && trigger.text !== undefined;
  const rule = withBot
    ? answeringRule(rulesInOrder, { text: trigger.text!, platform: conversation.platform, account: conversation.account, tags: conversation.tags })
    : undefined;
  return { welcome, ...(awayPeriod ? { awayPeriod } : {}), ...(rule ? { rule } : {}), askAi: withBot && !rule };
}
