import { i18n } from '@lingui/core';
import { afterAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n/activate';
import { problemText } from './problem-text';

const tooHigh = 'card 1: card images must be 960 wide and 960, 1553, 500 high (this one is 960×700)';

afterAll(() => activateLocale('en-US'));

describe('problemText', () => {
  it.each([
    ['en-US', 'Card 1: Card images must be 960 pixels wide and 960, 1553, or 500 pixels high (this one is 960×700).'],
    ['zh-CN', '卡片 1：卡片图片须为宽 960 像素、高 960、1553或500 像素（此图为 960×700）。'],
  ] as const)('says the allowed card image heights as a choice in %s', async (locale, said) => {
    await activateLocale(locale);
    expect(problemText(i18n, tooHigh)).toBe(said);
  });
});
