// The bot's settings as the form holds them, what it saves, and what is wrong before saving.
import type { BotBusinessHours, BotOccasion, BotSettings } from '../../../common/contracts/message-bot';
import type { Platform } from '../../../common/contracts/base';
import { WEEKDAYS } from '../../../common/livechat';
import { dayHoursProblem } from '../../../common/livechat-hours';
import {
  draftsOf, isBlankReply, newReply, platformLeftOut, quickReplyDraftOf, quickReplyDraftProblem, replyProblem, wireQuickReply, wireReply,
  type QuickReplyDraft, type ReplyDraft,
} from '../replies/reply-drafts';

export interface OccasionDraft {
  enabled: boolean;
  replies: ReplyDraft[];
  /** Absent in a draft kept before occasions had quick replies. */
  quickReply?: QuickReplyDraft;
}

export interface SettingsDraft {
  welcome: OccasionDraft;
  away: OccasionDraft;
  businessHours: BotBusinessHours;
  startWithBot: string[];
}

/** An occasion without replies starts with an empty text to type in. */
const occasionDraftOf = (occasion: BotOccasion): OccasionDraft => ({
  enabled: occasion.enabled, replies: occasion.replies.length > 0 ? draftsOf(occasion.replies) : [newReply()], quickReply: quickReplyDraftOf(occasion.quickReply),
});

export function settingsDraftOf(settings: BotSettings): SettingsDraft {
  return {
    welcome: occasionDraftOf(settings.welcome),
    away: occasionDraftOf(settings.away),
    businessHours: { ...settings.businessHours, holidays: [...settings.businessHours.holidays] },
    startWithBot: [...settings.startWithBot],
  };
}

/** Replies nothing was put in are left out (an occasion that is off may have none). */
const occasionOf = (occasion: OccasionDraft): BotOccasion => ({
  enabled: occasion.enabled, replies: occasion.replies.filter((reply) => !isBlankReply(reply)).map(wireReply), ...wireQuickReply(occasion.quickReply ?? null),
});

export function settingsOf(draft: SettingsDraft): BotSettings {
  return { welcome: occasionOf(draft.welcome), away: occasionOf(draft.away), businessHours: draft.businessHours, startWithBot: draft.startWithBot };
}

/**
 * What keeps an occasion from being saved: on without a reply, or with a platform that would get none
 * (an imagemap goes to LINE only); a reply or quick reply the server would refuse (replies go to every
 * platform the organization has an account on, so a card is checked for each).
 */
export function occasionProblem(occasion: OccasionDraft, platforms: readonly Platform[]): 'noReply' | 'reply' | undefined {
  const filled = occasion.replies.filter((reply) => !isBlankReply(reply));
  if (occasion.enabled && (filled.length === 0 || platformLeftOut(filled, platforms) !== undefined)) return 'noReply';
  const bad = filled.some((reply) => replyProblem(reply, platforms) !== undefined) || quickReplyDraftProblem(occasion.quickReply ?? null) !== undefined;
  return bad ? 'reply' : undefined;
}

/** Whether an open day of the business hours closes before it opens. */
export const hoursProblem = (hours: BotBusinessHours): boolean => WEEKDAYS.some((day) => dayHoursProblem(hours.days[day]) !== undefined);
