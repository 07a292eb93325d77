// The bot's settings as the form holds them, what it saves, and what is wrong before saving.
import type { BotBusinessHours, BotOccasion, BotSettings } from '../../../common/contracts/message-bot';
import type { Platform } from '../../../common/contracts/base';
import { WEEKDAYS } from '../../../common/livechat';
import { dayHoursProblem } from '../../../common/livechat-hours';
import { draftsOf, isBlankReply, newReply, replyProblem, wireReply, type ReplyDraft } from '../replies/reply-drafts';

export interface OccasionDraft {
  enabled: boolean;
  replies: ReplyDraft[];
}

export interface SettingsDraft {
  welcome: OccasionDraft;
  away: OccasionDraft;
  businessHours: BotBusinessHours;
  startWithBot: string[];
}

/** An occasion without replies starts with an empty text to type in. */
const occasionDraftOf = (occasion: BotOccasion): OccasionDraft =>
  ({ enabled: occasion.enabled, replies: occasion.replies.length > 0 ? draftsOf(occasion.replies) : [newReply()] });

export function settingsDraftOf(settings: BotSettings): SettingsDraft {
  return {
    welcome: occasionDraftOf(settings.welcome),
    away: occasionDraftOf(settings.away),
    businessHours: { ...settings.businessHours, holidays: [...settings.businessHours.holidays] },
    startWithBot: [...settings.startWithBot],
  };
}

/** Replies nothing was put in are left out (an occasion that is off may have none). */
const occasionOf = (occasion: OccasionDraft): BotOccasion =>
  ({ enabled: occasion.enabled, replies: occasion.replies.filter((reply) => !isBlankReply(reply)).map(wireReply) });

export function settingsOf(draft: SettingsDraft): BotSettings {
  return { welcome: occasionOf(draft.welcome), away: occasionOf(draft.away), businessHours: draft.businessHours, startWithBot: draft.startWithBot };
}

/**
 * What keeps an occasion from being saved: on without a reply, or a reply the server would refuse
 * (replies go to every platform the organization has an account on, so a card is checked for each).
 */
export function occasionProblem(occasion: OccasionDraft, platforms: readonly Platform[]): 'noReply' | 'reply' | undefined {
  const filled = occasion.replies.filter((reply) => !isBlankReply(reply));
  if (occasion.enabled && filled.length === 0) return 'noReply';
  return filled.some((reply) => replyProblem(reply, platforms) !== undefined) ? 'reply' : undefined;
}

/** Whether an open day of the business hours closes before it opens. */
export const hoursProblem = (hours: BotBusinessHours): boolean => WEEKDAYS.some((day) => dayHoursProblem(hours.days[day]) !== undefined);
