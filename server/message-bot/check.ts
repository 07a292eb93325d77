// What the schema cannot say of a rule or the settings, checked against the organization: its own
// accounts, replies a platform takes (cards as publishTemplate checks them, imagemaps and quick replies
// as broadcasts' rules do), a known time zone, open days that end after they start. Each problem is a
// 400 naming the field.
import { eq } from 'drizzle-orm';
import type { Platform } from '../../common/contracts/base';
import { imagemapProblem, quickReplyProblem } from '../../common/broadcast-content';
import type { BotReply, BotRuleFields, BotSettings, UpdateBotSettingsRequest } from '../../common/contracts/message-bot';
import type { TemplateData } from '../../common/contracts/message-data';
import { WEEKDAYS } from '../../common/livechat';
import { dayHoursProblem } from '../../common/livechat-hours';
import { LIVECHAT_ACCOUNT, platformWithoutReply, type QuickReplyItem } from '../../common/message-bot';
import { templateProblem } from '../../common/message-content';
import { isKnownTimeZone } from '../../common/tasks';
import type { Queryable } from '../db/client';
import { integrations } from '../db/schema';
import { badRequest } from '../http/errors';
import type { BotRuleInput } from './store';

/** The organization's accounts: integration id → platform, and live chat. */
async function accountsOf(db: Queryable, orgId: string): Promise<Map<string, Platform>> {
  const rows = await db.select({ objectId: integrations.objectId, platform: integrations.platform }).from(integrations).where(eq(integrations.orgId, orgId));
  return new Map([...rows.map((row) => [row.objectId, row.platform] as const), [LIVECHAT_ACCOUNT, 'livechat']]);
}

/** Each account an account of the organization on one of `platforms`; repeats dropped. */
function checkAccounts(accounts: readonly string[], known: Map<string, Platform>, platforms: readonly Platform[], field: string): string[] {
  for (const [index, account] of accounts.entries()) {
    const platform = known.get(account);
    if (!platform || !platforms.includes(platform)) throw badRequest(`${field}/${index} ${account} is not an account of this organization on ${platforms.join(', ')}`);
  }
  return [...new Set(accounts)];
}

/** Tag names trimmed, blanks refused naming the field, repeats dropped. */
function tagsOf(tags: readonly string[] | undefined, field: string): string[] {
  const names = (tags ?? []).map((tag) => tag.trim());
  if (names.some((name) => name === '')) throw badRequest(`${field} must not hold a blank tag`);
  return [...new Set(names)];
}

/**
 * Replies a customer of each of `platforms` can be sent: text not blank, cards as the platform takes
 * them, imagemaps as broadcasts' rules draw them, no WhatsApp template (it needs an agent's placeholders);
 * `answering`: every platform's customers get one of them (an imagemap goes to LINE only).
 */
function checkReplies(replies: readonly BotReply[], platforms: readonly Platform[], field: string, answering: boolean): BotReply[] {
  for (const [index, reply] of replies.entries()) {
    const at = `${field}/${index}`;
    if (reply.contentType === 'text' && reply.data.content.trim() === '') throw badRequest(`${at}/data/content must not be blank`);
    if (reply.contentType === 'imagemap') {
      const problem = imagemapProblem(reply.data);
      if (problem) throw badRequest(`${at}/data/${problem.at} ${problem.message}`);
    }
    if (reply.contentType !== 'template') continue;
    if (reply.data.templateType === 'whatsapp') throw badRequest(`${at}/data/templateType whatsapp is not a bot reply (a WhatsApp template is sent by an agent)`);
    for (const platform of platforms) {
      const problem = templateProblem(reply.data as TemplateData, platform);
      if (problem) throw badRequest(`${at}: ${problem} (${platform})`);
    }
  }
  const left = answering ? platformWithoutReply(replies, platforms) : undefined;
  if (left) throw badRequest(`${field} must hold a reply that is not an imagemap: an imagemap goes to LINE only, and ${left} customers would get nothing`);
  return [...replies];
}

/** Quick reply buttons by broadcasts' rules (`under`: the field holding them, `body` or `body/welcome`). */
function checkQuickReply(quickReply: { items: QuickReplyItem[] } | undefined, under: string): void {
  const problem = quickReply && quickReplyProblem(quickReply);
  if (problem) throw badRequest(`${under}/${problem.field} ${problem.message}`);
}

/** A rule's fields as stored, checked: a name and keywords that are not blank, the organization's accounts, tags, replies. */
export async function checkedRule(db: Queryable, orgId: string, fields: BotRuleFields): Promise<BotRuleInput> {
  const name = fields.name.trim();
  if (name === '') throw badRequest('body/name must not be blank');
  const keywords = fields.keywords.map((keyword, index) => {
    const text = keyword.text.trim();
    if (text === '') throw badRequest(`body/keywords/${index}/text must not be blank`);
    return { text, match: keyword.match };
  });
  const platforms = [...new Set(fields.platforms)];
  const requiredTags = tagsOf(fields.requiredTags, 'body/requiredTags');
  const excludedTags = tagsOf(fields.excludedTags, 'body/excludedTags');
  const both = requiredTags.find((tag) => excludedTags.includes(tag));
  if (both !== undefined) throw badRequest(`body/excludedTags must not hold ${JSON.stringify(both)}, which body/requiredTags requires`);
  checkQuickReply(fields.quickReply, 'body');
  return {
    name,
    keywords,
    platforms,
    accounts: checkAccounts(fields.accounts ?? [], await accountsOf(db, orgId), platforms, 'body/accounts'),
    requiredTags,
    excludedTags,
    replies: checkReplies(fields.replies, platforms, 'body/replies', true),
    quickReply: fields.quickReply ?? null,
    enabled: fields.enabled ?? true,
  };
}

/** A real calendar date (the pattern lets 2026-02-30 through). */
const isDate = (date: string) => !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date);

/** The settings as stored, checked; the welcome and away replies as every platform of the organization's accounts takes them. */
export async function checkedSettings(db: Queryable, orgId: string, body: UpdateBotSettingsRequest): Promise<BotSettings> {
  const { welcome, away, businessHours, startWithBot } = body;
  const known = await accountsOf(db, orgId);
  const platforms = [...new Set(known.values())];
  for (const [name, occasion] of [['welcome', welcome], ['away', away]] as const) {
    if (occasion.enabled && occasion.replies.length === 0) throw badRequest(`body/${name}/replies must hold a reply while ${name} is on`);
    checkReplies(occasion.replies, platforms, `body/${name}/replies`, occasion.enabled);
    checkQuickReply(occasion.quickReply, `body/${name}`);
  }
  if (!isKnownTimeZone(businessHours.timeZone)) throw badRequest(`body/businessHours/timeZone ${businessHours.timeZone} is not a known time zone`);
  for (const day of WEEKDAYS) {
    const problem = dayHoursProblem(businessHours.days[day]);
    if (problem) throw badRequest(`body/businessHours/days/${day} ${problem}`);
  }
  const badHoliday = businessHours.holidays.findIndex((date) => !isDate(date));
  if (badHoliday >= 0) throw badRequest(`body/businessHours/holidays/${badHoliday} ${businessHours.holidays[badHoliday]} is not a date`);
  return {
    welcome,
    away,
    businessHours: { ...businessHours, holidays: [...new Set(businessHours.holidays)].sort() },
    startWithBot: checkAccounts(startWithBot, known, platforms, 'body/startWithBot'),
  };
}
