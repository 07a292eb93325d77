// A keyword rule as the editor holds it, what it saves (BotRuleFields), and what the form still lacks,
// by the same limits the server applies (common/message-bot.ts).
import type { Platform } from '../../../common/contracts/base';
import type { BotKeyword, BotRule, BotRuleFields } from '../../../common/contracts/message-bot';
import { PLATFORMS } from '../../../common/enums';
import { BOT_KEYWORD_MAX_LENGTH, BOT_KEYWORDS_PER_RULE_MAX, BOT_REPLIES_MAX, BOT_RULE_NAME_MAX } from '../../../common/message-bot';
import {
  draftsOf, newReply, platformLeftOut, quickReplyDraftOf, quickReplyDraftProblem, replyProblem, wireQuickReply, wireReply, type QuickReplyDraft, type ReplyDraft,
} from '../replies/reply-drafts';

export interface RuleDraft {
  name: string;
  keywords: BotKeyword[];
  platforms: Platform[];
  /** Integration ids or 'livechat'; none: every account of the platforms. */
  accounts: string[];
  requiredTags: string[];
  excludedTags: string[];
  replies: ReplyDraft[];
  /** Absent in a draft kept before rules had quick replies. */
  quickReply?: QuickReplyDraft;
  enabled: boolean;
}

export const newRuleDraft = (): RuleDraft => ({
  name: '', keywords: [{ text: '', match: 'contains' }], platforms: [...PLATFORMS], accounts: [], requiredTags: [], excludedTags: [],
  replies: [newReply()], quickReply: null, enabled: true,
});

export function ruleDraftOf(rule: BotRule): RuleDraft {
  return {
    name: rule.name, keywords: rule.keywords.map((keyword) => ({ ...keyword })), platforms: [...rule.platforms], accounts: [...rule.accounts],
    requiredTags: [...rule.requiredTags], excludedTags: [...rule.excludedTags], replies: draftsOf(rule.replies), quickReply: quickReplyDraftOf(rule.quickReply),
    enabled: rule.enabled,
  };
}

/** What POST /bot/rules and PUT /bot/rules/{id} take: trimmed, blank keyword rows left out. */
export function ruleFieldsOf(draft: RuleDraft): BotRuleFields {
  return {
    name: draft.name.trim(),
    keywords: draft.keywords.map((keyword) => ({ ...keyword, text: keyword.text.trim() })).filter((keyword) => keyword.text !== ''),
    platforms: draft.platforms,
    accounts: draft.accounts,
    requiredTags: draft.requiredTags,
    excludedTags: draft.excludedTags,
    replies: draft.replies.map(wireReply),
    ...wireQuickReply(draft.quickReply ?? null),
    enabled: draft.enabled,
  };
}

/** The form's problems by field (the editor says them in words); empty when it may be saved. */
export interface RuleProblems {
  name?: 'required' | 'long';
  keywords?: 'required' | 'long' | 'many';
  platforms?: 'required';
  /** A tag both required and excluded. */
  tags?: 'both';
  /** A reply is missing or has a problem (each reply says its own), a platform gets none, or the quick reply has one. */
  replies?: true;
}

/** The checks of the server's schema, with the same limits. */
export function ruleProblems(draft: RuleDraft): RuleProblems {
  const problems: RuleProblems = {};
  const name = draft.name.trim();
  if (name === '') problems.name = 'required';
  else if ([...name].length > BOT_RULE_NAME_MAX) problems.name = 'long';
  const keywords = draft.keywords.map((keyword) => keyword.text.trim()).filter((text) => text !== '');
  if (keywords.length === 0) problems.keywords = 'required';
  else if (keywords.length > BOT_KEYWORDS_PER_RULE_MAX) problems.keywords = 'many';
  else if (keywords.some((text) => [...text].length > BOT_KEYWORD_MAX_LENGTH)) problems.keywords = 'long';
  if (draft.platforms.length === 0) problems.platforms = 'required';
  if (draft.requiredTags.some((tag) => draft.excludedTags.includes(tag))) problems.tags = 'both';
  if (draft.replies.length === 0 || draft.replies.length > BOT_REPLIES_MAX
    || draft.replies.some((reply) => replyProblem(reply, draft.platforms) !== undefined)
    || platformLeftOut(draft.replies, draft.platforms) !== undefined || quickReplyDraftProblem(draft.quickReply ?? null) !== undefined) problems.replies = true;
  return problems;
}
