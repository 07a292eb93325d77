import { describe, expect, it } from 'vitest';
import { pickLocale, stringsFor } from './strings';

describe('live-chat locale', () => {
  it("maps the browser's languages to the four supported locales", () => {
    expect(pickLocale(['ja'])).toBe('ja-JP');
    expect(pickLocale(['zh-TW'])).toBe('zh-TW');
    expect(pickLocale(['zh-HK'])).toBe('zh-TW');
    expect(pickLocale(['zh-Hant-HK'])).toBe('zh-TW');
    expect(pickLocale(['zh'])).toBe('zh-CN');
    expect(pickLocale(['zh-SG'])).toBe('zh-CN');
    expect(pickLocale(['fr-FR', 'ja-JP'])).toBe('ja-JP');
    expect(pickLocale(['fr-FR'])).toBe('en-US');
    expect(pickLocale([])).toBe('en-US');
  });

  it('has every string in every locale', () => {
    const keys = Object.keys(stringsFor('en-US')).sort();
    for (const locale of ['ja-JP', 'zh-TW', 'zh-CN'] as const) {
      const strings = stringsFor(locale);
      expect(Object.keys(strings).sort(), locale).toEqual(keys);
      for (const key of keys) expect(strings[key as keyof typeof strings], `${locale} ${key}`).not.toBe('');
    }
  });

  it('names the input and the button for assistive technology', () => {
    expect(stringsFor('en-US')).toMatchObject({ message: 'Message', send: 'Send' });
  });
});
