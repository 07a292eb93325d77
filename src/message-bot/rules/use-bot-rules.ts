import { useCallback } from 'react';
import type { BotRule } from '../../../common/contracts/message-bot';
import { useRuleList, type RuleList } from '../../ui/use-rule-list';
import { listBotRules } from '../bot-api';

/** The organization's keyword rules in priority order, read when the page opens, on Retry, and when the connection comes back. */
export function useBotRules(orgId: string): RuleList<BotRule> {
  return useRuleList(useCallback(() => listBotRules(orgId), [orgId]));
}
