import { describe, expect, it } from 'vitest';
import { detectLocale, matchLocale } from './locales';

describe('matchLocale', () => {
  it.each([
    ['ja', 'ja-JP'],
    ['ja-JP', 'ja-JP'],
    ['zh-TW', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['zh-Hant-HK', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh', 'zh-CN'],
    ['zh-CN', 'zh-CN'],
    ['zh-Hans-SG', 'zh-CN'],
    ['en', 'en-US'],
    ['en-GB', 'en-US'],
  ])('maps %s to %s', (tag, locale) => {
    expect(matchLocale(tag)).toBe(locale);
  });

  it('knows no other language', () => {
    expect(matchLocale('fr-FR')).toBeUndefined();
    expect(matchLocale('')).toBeUndefined();
  });
});

describe('detectLocale', () => {
  it('prefers the stored choice', () => {
    expect(detectLocale('zh-CN', ['ja-JP'])).toBe('zh-CN');
  });

  it('ignores a stored value that is no supported locale', () => {
    expect(detectLocale('ja', ['zh-TW'])).toBe('zh-TW');
  });

  it('takes the first supported browser language', () => {
    expect(detectLocale(null, ['fr-FR', 'ja', 'en-US'])).toBe('ja-JP');
  });

  it('falls back to en-US', () => {
    expect(detectLocale(null, ['fr-FR', 'de'])).toBe('en-US');
    expect(detectLocale(null, [])).toBe('en-US');
  });
});
