import { describe, expect, it } from 'vitest';
import { pickLocale, stringsFor } from './strings';

describe('live-chat locale', () => {
  it('maps browser languages to the four supported locales', () => {
    expect(pickLocale(['ja'])).toBe('ja-JP');
    expect(pickLocale(['zh-TW'])).toBe('zh-TW');
    expect(pickLocale(['zh-Hant-HK'])).toBe('zh-TW');
    expect(pickLocale(['zh'])).toBe('zh-CN');
    expect(pickLocale(['fr-FR', 'ja-JP'])).toBe('ja-JP');
    expect(pickLocale(['fr-FR'])).toBe('en-US');
  });

  it('names the input and the button for assistive technology', () => {
    expect(stringsFor('en-US')).toMatchObject({ message: 'Message', send: 'Send' });
  });
});
