// The message keyword matcher: exact and contains, case ignored, platforms, and the tags the matched rules leave.
import { describe, expect, it } from 'vitest';
import { keywordMatches, matchingRules, normalizeKeywords, ruleMatches, tagsAfterRules, type KeywordRuleToMatch } from './message-keywords';

describe('one keyword', () => {
  it.each([
    ['exact: the same text', 'price', 'price', 'exact', true],
    ['exact: ignores case both ways', 'PRICE', 'Price', 'exact', true],
    ['exact: ignores the spaces around the text', '  price \n', 'price', 'exact', true],
    ['exact: a longer text is not the keyword', 'what is the price?', 'price', 'exact', false],
    ['exact: a part of the keyword is not it', 'pri', 'price', 'exact', false],
    ['contains: a part of the text', 'What is the PRICE?', 'price', 'contains', true],
    ['contains: the whole text', 'price', 'price', 'contains', true],
    ['contains: not there', 'how much?', 'price', 'contains', false],
    ['contains: a keyword of several words', 'I want a refund please', 'a refund', 'contains', true],
    ['contains: scripts without case', '請問價格多少', '價格', 'contains', true],
    ['exact: scripts without case', '價格', '價格', 'exact', true],
    ['contains: regular-expression characters are themselves', 'is it 50% off?', '50%', 'contains', true],
    ['contains: a dot is a dot', 'abc', 'a.c', 'contains', false],
    ['a blank keyword meets nothing', 'anything', '  ', 'contains', false],
  ] as const)('%s', (_name, text, keyword, mode, expected) => {
    expect(keywordMatches(text, keyword, mode)).toBe(expected);
  });

  it('full-width and half-width letters are one (width folded, NFKC)', () => {
    expect(keywordMatches('ＰＲＩＣＥ', 'price', 'contains')).toBe(true);
    expect(keywordMatches('price', 'ｐｒｉｃｅ', 'exact')).toBe(true);
  });
});

describe('a rule', () => {
  const rule: KeywordRuleToMatch = { keywords: ['refund', 'return'], matchMode: 'contains', platforms: ['line', 'livechat'] };

  it('applies when any keyword meets the text on one of its platforms', () => {
    expect(ruleMatches(rule, 'Can I RETURN it?', 'line')).toBe(true);
    expect(ruleMatches(rule, 'refund', 'livechat')).toBe(true);
  });

  it('does not apply on another platform, or without a keyword', () => {
    expect(ruleMatches(rule, 'refund', 'facebook')).toBe(false);
    expect(ruleMatches(rule, 'hello', 'line')).toBe(false);
  });

  it('picks the rules that apply, in their order; a blank text meets none', () => {
    const exact = { keywords: ['hi'], matchMode: 'exact' as const, platforms: ['line' as const], id: 'exact' };
    const contains = { keywords: ['hi'], matchMode: 'contains' as const, platforms: ['line' as const], id: 'contains' };
    expect(matchingRules([exact, contains], 'Hi', 'line').map((one) => one.id)).toEqual(['exact', 'contains']);
    expect(matchingRules([exact, contains], 'hi there', 'line').map((one) => one.id)).toEqual(['contains']);
    expect(matchingRules([exact, contains], '   ', 'line')).toEqual([]);
  });
});

describe('keywords as stored', () => {
  it('trims, drops blanks and repeats that differ only in case, keeps order', () => {
    expect(normalizeKeywords([' Price ', 'price', '', '  ', 'cost', 'COST'])).toEqual(['Price', 'cost']);
  });
});

describe('tags after the matched rules', () => {
  it('adds each rule\'s tags once, keeping the customer\'s order', () => {
    expect(tagsAfterRules(['vip'], [{ addTags: ['refund', 'vip'], removeTags: [] }, { addTags: ['refund', 'urgent'], removeTags: [] }]))
      .toEqual(['vip', 'refund', 'urgent']);
  });

  it('removes tags; a tag one rule adds and another removes ends up removed', () => {
    expect(tagsAfterRules(['lead', 'cold'], [{ addTags: ['hot'], removeTags: ['cold'] }, { addTags: [], removeTags: ['hot'] }]))
      .toEqual(['lead']);
  });
});
