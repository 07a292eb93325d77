import { describe, expect, it } from 'vitest';
import type { MatchMode } from './message-keywords';
import { answeringRule, botRuleMatches, type BotRuleToMatch, type BotTextContext } from './message-bot';

const rule = (keywords: [string, MatchMode][], more: Partial<BotRuleToMatch> = {}): BotRuleToMatch => ({
  keywords: keywords.map(([text, match]) => ({ text, match })),
  platforms: ['line', 'livechat'],
  accounts: [],
  requiredTags: [],
  excludedTags: [],
  enabled: true,
  ...more,
});
const on = (text: string, more: Partial<BotTextContext> = {}): BotTextContext => ({ text, platform: 'line', account: 'acc-1', tags: [], ...more });

describe('keyword matching', () => {
  const table: [string, string, MatchMode, string, boolean][] = [
    ['exact, same text', 'hours', 'exact', 'hours', true],
    ['exact, other case', 'Hours', 'exact', 'HOURS', true],
    ['exact, spaces around', 'hours', 'exact', '  hours ', true],
    ['exact, longer text', 'hours', 'exact', 'your hours?', false],
    ['contains, inside a sentence', 'refund', 'contains', 'I want a REFUND please', true],
    ['contains, not there', 'refund', 'contains', 'I want a return', false],
    ['full-width Latin meets half-width', 'coupon', 'exact', 'ＣＯＵＰＯＮ', true],
    ['half-width keyword meets full-width text, contains', 'ABC', 'contains', 'code ＡＢＣ123', true],
    ['half-width katakana meets full-width', 'クーポン', 'exact', 'ｸｰﾎﾟﾝ', true],
    ['full-width katakana keyword, half-width text inside', 'クーポン', 'contains', 'ｸｰﾎﾟﾝ ください', true],
    ['CJK, contains', '營業時間', 'contains', '請問營業時間是幾點', true],
    ['CJK, exact with more text', '營業時間', 'exact', '請問營業時間', false],
    ['CJK, another character', '退款', 'contains', '退貨', false],
  ];
  it.each(table)('%s', (_, keyword, match, text, expected) => {
    expect(botRuleMatches(rule([[keyword, match]]), on(text))).toBe(expected);
  });

  it('matches when any one of the keywords meets the text', () => {
    expect(botRuleMatches(rule([['price', 'exact'], ['cost', 'contains']]), on('what does it cost'))).toBe(true);
    expect(botRuleMatches(rule([['price', 'exact'], ['cost', 'contains']]), on('price list'))).toBe(false);
  });
});

describe('a rule\'s conditions', () => {
  const hours = rule([['hours', 'contains']]);
  it('listens only when on, on its platforms and its accounts', () => {
    expect(botRuleMatches({ ...hours, enabled: false }, on('hours'))).toBe(false);
    expect(botRuleMatches(hours, on('hours', { platform: 'facebook' }))).toBe(false);
    expect(botRuleMatches({ ...hours, accounts: ['acc-2'] }, on('hours'))).toBe(false);
    expect(botRuleMatches({ ...hours, accounts: ['acc-1', 'acc-2'] }, on('hours'))).toBe(true);
    expect(botRuleMatches({ ...hours, accounts: ['livechat'] }, on('hours', { platform: 'livechat', account: 'livechat' }))).toBe(true);
  });

  it('needs every required tag and none of the excluded ones', () => {
    const vipOnly = { ...hours, requiredTags: ['vip', 'member'], excludedTags: ['blocked'] };
    expect(botRuleMatches(vipOnly, on('hours', { tags: ['vip'] }))).toBe(false);
    expect(botRuleMatches(vipOnly, on('hours', { tags: ['member', 'vip'] }))).toBe(true);
    expect(botRuleMatches(vipOnly, on('hours', { tags: ['member', 'vip', 'blocked'] }))).toBe(false);
  });
});

describe('priority', () => {
  it('answers with the first matching rule in the order given, skipping those whose conditions fail', () => {
    const vip = { ...rule([['hours', 'contains']], { requiredTags: ['vip'] }), name: 'vip' };
    const general = { ...rule([['hours', 'contains']]), name: 'general' };
    const other = { ...rule([['price', 'contains']]), name: 'price' };
    expect(answeringRule([other, vip, general], on('your hours?', { tags: ['vip'] }))?.name).toBe('vip');
    expect(answeringRule([other, vip, general], on('your hours?'))?.name).toBe('general');
    expect(answeringRule([other, general, vip], on('your hours?', { tags: ['vip'] }))?.name).toBe('general');
    expect(answeringRule([other, vip, general], on('hello'))).toBeUndefined();
  });
});
