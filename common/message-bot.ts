// The message bot (issue 28; 01 §1 message-bot, 02 §3 the bot inbox): keyword rules that answer by
// themselves, the welcome and away messages, the business hours they follow, and which accounts'
// new conversations start with the bot. Limits and pure decisions, shared by the server (which answers
// in the inbound pipeline, server/message-bot) and the console (which edits them, src/message-bot).
import { messageGoesTo, quickReplyShowsOn } from './broadcasts';
import type { PLATFORMS } from './enums';
import { keywordMatches, type MatchMode } from './message-keywords';

type Platform = (typeof PLATFORMS)[number];

/** Keywords one rule holds, like LINE Official Account Manager's auto-replies. */
export const BOT_KEYWORDS_PER_RULE_MAX = 5;
/** Reply messages one rule (or the welcome, or the away message) sends. */
export const BOT_REPLIES_MAX = 5;
/** Rules one organization keeps. */
export const BOT_RULES_PER_ORG_MAX = 200;
export const BOT_RULE_NAME_MAX = 50;
/** The longest keyword, in characters. */
export const BOT_KEYWORD_MAX_LENGTH = 60;
/** Tags a rule requires, and tags it excludes. */
export const BOT_RULE_TAGS_MAX = 12;
/** Holidays kept in the business hours (dates, YYYY-MM-DD, in the organization's time zone). */
export const BOT_HOLIDAYS_MAX = 100;
export const HOLIDAY_PATTERN = '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$';
/** The account of live chat in `startWithBot` and a rule's `accounts` (live chat has no integration). */
export const LIVECHAT_ACCOUNT = 'livechat';

/** Why the bot let go of a conversation: the event line's `reason` (server/message-bot, server/ai). */
export const BOT_HANDOVER_REASONS = ['agentReplied', 'agentAssigned', 'askedForPerson', 'aiUnsure', 'aiPointsOut', 'aiFailed'] as const;
export type BotHandoverReason = (typeof BOT_HANDOVER_REASONS)[number];
/** Reasons an agent took the conversation over themselves; with the others the bot handed it to the team. */
export const AGENT_TAKEOVER_REASONS: readonly BotHandoverReason[] = ['agentReplied', 'agentAssigned'];

/** What a rule's matcher reads. `accounts` empty: every account of its platforms. */
export interface BotRuleToMatch {
  keywords: readonly { text: string; match: MatchMode }[];
  platforms: readonly Platform[];
  accounts: readonly string[];
  requiredTags: readonly string[];
  excludedTags: readonly string[];
  enabled: boolean;
}

/** Where a customer's text came from and who they are, as a rule's conditions read them. */
export interface BotTextContext {
  text: string;
  platform: Platform;
  /** The integration id, or LIVECHAT_ACCOUNT. */
  account: string;
  tags: readonly string[];
}

/** Whether the rule answers this text: on, its platform and account, its tags, and one keyword meets the text. */
export function botRuleMatches(rule: BotRuleToMatch, context: BotTextContext): boolean {
  if (!rule.enabled || !rule.platforms.includes(context.platform)) return false;
  if (rule.accounts.length > 0 && !rule.accounts.includes(context.account)) return false;
  if (!rule.requiredTags.every((tag) => context.tags.includes(tag))) return false;
  if (rule.excludedTags.some((tag) => context.tags.includes(tag))) return false;
  return rule.keywords.some((keyword) => keywordMatches(context.text, keyword.text, keyword.match));
}

/** The rule that answers: the first match in priority order (rules given in that order), if any. */
export function answeringRule<R extends BotRuleToMatch>(rulesInOrder: readonly R[], context: BotTextContext): R | undefined {
  return rulesInOrder.find((rule) => botRuleMatches(rule, context));
}

/** A reply as these rules read it (common/contracts/message-bot.ts BotReply). */
interface ReplyKind { contentType: string; data: object }
export interface QuickReplyItem { label: string; text: string }

/**
 * The replies a customer of `platform` gets, in order: as broadcasts' messages, an imagemap goes to
 * LINE only (common/broadcasts.ts messageGoesTo); the others go everywhere.
 */
export const repliesFor = <R extends ReplyKind>(replies: readonly R[], platform: Platform): R[] =>
  replies.filter((reply) => messageGoesTo(reply, platform));

/** The first of `platforms` whose customers would get none of the replies (all imagemaps), if any. */
export const platformWithoutReply = (replies: readonly ReplyKind[], platforms: readonly Platform[]): Platform | undefined =>
  platforms.find((platform) => replies.length > 0 && repliesFor(replies, platform).length === 0);

/**
 * The replies a customer of `platform` gets, the quick reply on the last one where the platform shows
 * quick replies (in its data, `quickReply`, which the outbound pipeline reads: botQuickReplyOf).
 */
export function withQuickReply<R extends ReplyKind>(replies: readonly R[], platform: Platform, quickReply: { items: readonly QuickReplyItem[] } | undefined): R[] {
  const going = repliesFor(replies, platform);
  const last = going.at(-1);
  if (!last || !quickReply?.items.length || !quickReplyShowsOn(platform)) return going;
  return [...going.slice(0, -1), { ...last, data: { ...last.data, quickReply: { items: quickReply.items.map(({ label, text }) => ({ label, text })) } } }];
}

/** The quick reply a stored message carries: only the bot's messages are read so (withQuickReply put it there). */
export function botQuickReplyOf(message: { senderType: string; data: unknown }): QuickReplyItem[] | undefined {
  if (message.senderType !== 'Bot') return undefined;
  const items = (message.data as { quickReply?: { items?: unknown } } | null)?.quickReply?.items;
  return Array.isArray(items) && items.length > 0 ? items as QuickReplyItem[] : undefined;
}
