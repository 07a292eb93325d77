// Message keywords (customer management › message keywords, issue 27): rules that tag the customer
// whose inbound text matches one of their keywords. The limits and the matcher, shared by the server
// (which applies the rules in the inbound pipeline) and the console (which edits them).
import type { PLATFORMS } from './enums';

type Platform = (typeof PLATFORMS)[number];

/** How a rule's keywords meet a message: the whole text (trimmed) or any part of it; case and width are ignored either way. */
export const MATCH_MODES = ['exact', 'contains'] as const;
export type MatchMode = (typeof MATCH_MODES)[number];

/** Keywords one rule holds. */
export const KEYWORDS_PER_RULE_MAX = 20;
/** The longest keyword, in characters. */
export const KEYWORD_MAX_LENGTH = 100;
/** Rules one organization keeps. */
export const RULES_PER_ORG_MAX = 200;
/** Tags a rule adds, and tags it removes: each at most the tag input's maximum (common/notes-tags TAG_INPUT_MAX). */
export const RULE_TAGS_MAX = 12;

/** What the matcher needs of a rule. */
export interface KeywordRuleToMatch {
  keywords: readonly string[];
  matchMode: MatchMode;
  platforms: readonly Platform[];
}

/**
 * Text as the matcher compares it: width folded (NFKC: full-width Ｈｅｌｌｏ and half-width ｶﾀｶﾅ are
 * Hello and カタカナ), trimmed and lower-cased (locale-independent).
 */
export function foldKeyword(text: string): string {
  return text.normalize('NFKC').trim().toLowerCase();
}

/**
 * A rule's keywords as stored: trimmed, blanks dropped, repeats (ignoring case) dropped, order kept.
 */
export function normalizeKeywords(keywords: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const keyword of keywords) {
    const trimmed = keyword.trim();
    const folded = foldKeyword(trimmed);
    if (folded === '' || seen.has(folded)) continue;
    seen.add(folded);
    kept.push(trimmed);
  }
  return kept;
}

/** Whether one keyword meets the text: `exact` the whole trimmed text, `contains` any part of it; case ignored. */
export function keywordMatches(text: string, keyword: string, mode: MatchMode): boolean {
  const wanted = foldKeyword(keyword);
  if (wanted === '') return false;
  const folded = foldKeyword(text);
  return mode === 'exact' ? folded === wanted : folded.includes(wanted);
}

/** Whether the rule applies to a text written on `platform`: the platform is one of its own and a keyword meets the text. */
export function ruleMatches(rule: KeywordRuleToMatch, text: string, platform: Platform): boolean {
  if (!rule.platforms.includes(platform)) return false;
  return rule.keywords.some((keyword) => keywordMatches(text, keyword, rule.matchMode));
}

/** The rules (in their order) that apply to the text written on `platform`. */
export function matchingRules<R extends KeywordRuleToMatch>(rules: readonly R[], text: string, platform: Platform): R[] {
  if (foldKeyword(text) === '') return [];
  return rules.filter((rule) => ruleMatches(rule, text, platform));
}

/**
 * A customer's tags after the matched rules: every rule's tags to add, then every rule's tags to
 * remove taken away (a tag one rule adds and another removes ends up removed). Order kept, no repeats.
 */
export function tagsAfterRules(current: readonly string[], rules: readonly { addTags: readonly string[]; removeTags: readonly string[] }[]): string[] {
  const removed = new Set(rules.flatMap((rule) => rule.removeTags));
  const next = [...current];
  for (const tag of rules.flatMap((rule) => rule.addTags)) if (!next.includes(tag)) next.push(tag);
  return next.filter((tag) => !removed.has(tag));
}
