import { describe, expect, it } from 'vitest';
import { matchesKeyword } from './template-search';

const template = { name: 'Parcel update', content: 'Hello {{customerName}}, your parcel is on its way.' };

describe('template search offline', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['parcel', true],
    ['PARCEL UP', true],
    ['on its way', true],
    [' way ', true],
    ['refund', false],
    ['%', false],
  ])('keyword %j matches: %s', (keyword, expected) => {
    expect(matchesKeyword(template, keyword)).toBe(expected);
  });
});
