import { describe, expect, it } from 'vitest';
import { DEFAULT_BOT_SETTINGS } from '../../common/bot-hours';
import type { BotSettings } from '../../common/contracts/message-bot';
import type { BotRuleToMatch } from '../../common/message-bot';
import { decideBot, type BotConversation, type BotTrigger } from './decide';

const reply = [{ contentType: 'text' as const, data: { content: 'hi' } }];
const closedAlways = Object.fromEntries(Object.entries(DEFAULT_BOT_SETTINGS.businessHours.days).map(([day, hours]) => [day, { ...hours, open: false }]));
const everything: BotSettings = {
  ...DEFAULT_BOT_SETTINGS,
  welcome: { enabled: true, replies: reply },
  away: { enabled: true, replies: reply },
  businessHours: { ...DEFAULT_BOT_SETTINGS.businessHours, enabled: true, days: closedAlways as BotSettings['businessHours']['days'] },
};
const hours = { name: 'hours', keywords: [{ text: 'hours', match: 'contains' as const }], platforms: ['line' as const], accounts: [], requiredTags: [], excludedTags: [], enabled: true };
const withBot: BotConversation = { box: 'bot', platform: 'line', account: 'acc', tags: [] };
const decide = (trigger: BotTrigger, conversation: BotConversation = withBot, settings: BotSettings = everything, rules: (BotRuleToMatch & { name: string })[] = [hours]) =>
  decideBot({ trigger, conversation, settings, rulesInOrder: rules, now: new Date('2026-11-28T10:00:00Z') });

describe('decideBot', () => {
  it('welcomes on a follow, and on the first message only', () => {
    expect(decide({ kind: 'follow', firstContact: false })).toEqual({ welcome: true, askAi: false });
    expect(decide({ kind: 'message', text: 'hello', firstContact: true }).welcome).toBe(true);
    expect(decide({ kind: 'message', text: 'hello', firstContact: false }).welcome).toBe(false);
    expect(decide({ kind: 'follow', firstContact: false }, withBot, { ...everything, welcome: { enabled: false, replies: reply } }).welcome).toBe(false);
  });

  it('sends the away message for a message while closed, in a conversation nobody has', () => {
    const message: BotTrigger = { kind: 'message', text: 'hello', firstContact: false };
    expect(decide(message).awayPeriod).toBe('closed');
    expect(decide(message, { ...withBot, box: 'open' }).awayPeriod).toBe('closed');
    expect(decide(message, { ...withBot, box: 'assigned' }).awayPeriod).toBeUndefined();
    expect(decide(message, { ...withBot, box: 'done' }).awayPeriod).toBeUndefined();
    expect(decide(message, withBot, { ...everything, businessHours: { ...everything.businessHours, enabled: false } }).awayPeriod).toBeUndefined();
    expect(decide(message, withBot, { ...everything, away: { enabled: true, replies: [] } }).awayPeriod).toBeUndefined();
  });

  it('answers a text in the bot box with the matching rule, else asks the AI; nothing outside the bot box', () => {
    expect(decide({ kind: 'message', text: 'your hours?', firstContact: false }).rule?.name).toBe('hours');
    expect(decide({ kind: 'message', text: 'your hours?', firstContact: false }).askAi).toBe(false);
    expect(decide({ kind: 'message', text: 'a refund', firstContact: false })).toMatchObject({ askAi: true });
    expect(decide({ kind: 'message', text: 'your hours?', firstContact: false }, { ...withBot, box: 'open' })).toMatchObject({ askAi: false });
    expect(decide({ kind: 'message', text: 'your hours?', firstContact: false }, { ...withBot, box: 'open' }).rule).toBeUndefined();
    // A picture or a follow is no text to answer.
    expect(decide({ kind: 'message', firstContact: false })).toMatchObject({ askAi: false });
    expect(decide({ kind: 'follow', firstContact: false }).rule).toBeUndefined();
  });
});
