// A customer filter query in words (what a query group's row and page say it selects), in English and
// in Traditional Chinese: each condition one part, dates in the language, an empty query "every customer".
import { act } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerFilterQuery } from '../../common/contracts/customer-filter';
import { activateLocale } from '../i18n/activate';
import { customerFilterWords } from './filter-words';

// Noon UTC: the same calendar day in every time zone the tests run in.
const THREE_CONDITIONS: CustomerFilterQuery = {
  tagDensity: { $in: ['vip', 'tw'] }, platforms: ['line', 'whatsapp'], conversationDate: { type: 'after', start: '2026-10-01T12:00:00Z' },
};

describe('customerFilterWords', () => {
  beforeAll(() => activateLocale('en-US'));

  it('says each condition, joined by a dot', () => {
    expect(customerFilterWords(THREE_CONDITIONS)).toBe('Tagged vip or tw · LINE or WhatsApp · Last message after Oct 1, 2026');
    expect(customerFilterWords({
      displayName: 'Amy', tagDensity: { $all: ['vip', 'tw'], $nin: ['spam'] }, joinDate: { type: 'between', start: '2026-01-01T12:00:00Z', end: '2026-03-31T12:00:00Z' },
      genders: ['female', 'unknown'], email: 'example.com', friendship: 'unfollow', inboxes: ['done', 'spam'],
    })).toBe('Name contains “Amy” · Tagged vip and tw · Not tagged spam · Joined between Jan 1, 2026 and Mar 31, 2026'
      + ' · Gender: Female or Not set · E-mail contains “example.com” · Unfollowed · In the inbox Done or Spam');
  });

  it('says nothing of a date filter without its type, and "every customer" for no condition', () => {
    expect(customerFilterWords({ joinDate: { start: '2026-01-01T12:00:00Z' }, isNoTagCustomer: true })).toBe('No tags');
    expect(customerFilterWords({})).toBe('Every customer');
  });
});

describe('customerFilterWords in Traditional Chinese', () => {
  beforeAll(() => act(() => activateLocale('zh-TW')));
  afterAll(() => act(() => activateLocale('en-US')));

  it('says the conditions and dates in the language', () => {
    expect(customerFilterWords(THREE_CONDITIONS)).toBe('標籤為 vip或tw · LINE或WhatsApp · 最後訊息在 2026年10月1日 之後');
    expect(customerFilterWords({})).toBe('所有顧客');
  });
});
