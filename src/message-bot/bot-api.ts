// The message bot's calls (server/message-bot; common/contracts/message-bot.ts MessageBotRoutes):
// plain-JSON routes, over HTTP (not kept offline).
import type { BotRule, BotRuleFields, BotRuleList, BotSettings } from '../../common/contracts/message-bot';
import { serviceCall } from '../notifications/service-api';

const rulePath = (ruleId: string) => `/bot/rules/${encodeURIComponent(ruleId)}`;

/** Every rule, in priority order, and how many the organization may keep. */
export function listBotRules(orgId: string): Promise<BotRuleList> {
  return serviceCall<BotRuleList>('GET', '/bot/rules', orgId, { query: { orgId } });
}

/** A new rule, last in priority. */
export function createBotRule(orgId: string, fields: BotRuleFields): Promise<BotRule> {
  return serviceCall<BotRule>('POST', '/bot/rules', orgId, { json: { orgId, ...fields } });
}

/** Replaces the rule's fields (what the editor saves). */
export function updateBotRule(orgId: string, ruleId: string, fields: BotRuleFields): Promise<BotRule> {
  return serviceCall<BotRule>('PUT', rulePath(ruleId), orgId, { json: { orgId, ...fields } });
}

/** Switches the rule on or off, nothing else. */
export function setBotRuleEnabled(orgId: string, ruleId: string, enabled: boolean): Promise<BotRule> {
  return serviceCall<BotRule>('PUT', rulePath(ruleId), orgId, { json: { orgId, enabled } });
}

export async function deleteBotRule(orgId: string, ruleId: string): Promise<void> {
  await serviceCall('DELETE', rulePath(ruleId), orgId, { query: { orgId } });
}

/** Every rule's id in the new priority order; answers the list as stored. */
export function orderBotRules(orgId: string, ids: readonly string[]): Promise<BotRuleList> {
  return serviceCall<BotRuleList>('PUT', '/bot/rules/order', orgId, { json: { orgId, ids } });
}

export function fetchBotSettings(orgId: string): Promise<BotSettings> {
  return serviceCall<BotSettings>('GET', '/bot/settings', orgId, { query: { orgId } });
}

export function saveBotSettings(orgId: string, settings: BotSettings): Promise<BotSettings> {
  return serviceCall<BotSettings>('PUT', '/bot/settings', orgId, { json: { orgId, ...settings } });
}
