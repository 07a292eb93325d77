// Message bot rows → the wire shapes of common/contracts/message-bot.ts.
import type { BotRule } from '../../common/contracts/message-bot';
import type { botRules } from './schema';

export type BotRuleRow = typeof botRules.$inferSelect;

export function toBotRule(row: BotRuleRow): BotRule {
  return {
    objectId: row.objectId,
    name: row.name,
    keywords: row.keywords,
    platforms: row.platforms,
    accounts: row.accounts,
    requiredTags: row.requiredTags,
    excludedTags: row.excludedTags,
    replies: row.replies,
    ...(row.quickReply ? { quickReply: row.quickReply } : {}),
    enabled: row.enabled,
    priority: row.priority,
    usedCount: row.usedCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
