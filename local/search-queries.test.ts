import { beforeEach, describe, expect, it } from 'vitest';
import type { MessageSearchFilter } from '../common/customer-search';
import { db } from './db';
import { customerRecordFrom, messageRecordFrom } from './mapping';
import { clearLocalData } from './queries';
import { customersByName, messagesSince, searchStoredMessages } from './search-queries';
import { wireCustomer, wireMessage } from './test-fixtures';

const day = (n: number) => `2024-03-${String(n).padStart(2, '0')}T10:00:00.000Z`;

/** A stored message of a customer's conversation; from an agent when `fromAgent`. */
const message = (id: string, customer: string, text: string, createdAt: string, fromAgent = false) => ({
  ...messageRecordFrom(wireMessage({ objectId: id, conversationId: `conv-${customer}`, text, createdAt, ...(fromAgent ? { receiptId: `r-${id}` } : {}) })),
  customerId: customer,
});

beforeEach(async () => {
  await clearLocalData();
  await db.customers.bulkPut([
    wireCustomer({ objectId: 'ann', displayName: 'Ann Lee', lastMessageAt: day(3) }),
    { ...wireCustomer({ objectId: 'bob', displayName: 'Bob 100%_off', lastMessageAt: day(2), inbox: ['done'], assignedAt: day(2) }), tags: ['vip'] },
    wireCustomer({ objectId: 'anna', displayName: 'ANNA', lastMessageAt: day(1) }),
    wireCustomer({ objectId: 'other', orgId: 'org2', displayName: 'Ann Other', lastMessageAt: day(4) }),
  ].map(customerRecordFrom));
  await db.messages.bulkPut([
    message('m1', 'ann', 'Where is my ORDER?', day(1)),
    message('m2', 'ann', 'Your order ships today', day(2), true),
    message('m3', 'bob', 'Is 50%_off on?', day(3)),
    message('m4', 'bob', 'Yes, the order offer is on', day(4), true),
    { ...message('x1', 'other', 'my order too', day(5)), orgId: 'org2' },
  ]);
});

const names = async (keyword: string, mode: 'fullMode' | 'containMode' = 'containMode') =>
  (await customersByName('org1', keyword, mode, 20)).map((row) => row.displayName);
const texts = async (filter: MessageSearchFilter, page: { limit: number; skip?: number } = { limit: 20 }) =>
  (await searchStoredMessages('org1', filter, 'me', page)).map((row) => (row.data as { content: string }).content);

describe('customersByName', () => {
  it('finds names containing the keyword, ignoring case, newest first, in containMode', async () => {
    expect(await names('ann')).toEqual(['Ann Lee', 'ANNA']);
    expect(await names('  ')).toEqual([]);
  });

  it('takes % and _ literally', async () => {
    expect(await names('%_')).toEqual(['Bob 100%_off']);
    expect(await names('_')).toEqual(['Bob 100%_off']);
  });

  it('matches whole names only in fullMode', async () => {
    expect(await names('ANNA', 'fullMode')).toEqual(['ANNA']);
    expect(await names('Ann', 'fullMode')).toEqual([]);
  });
});

describe('searchStoredMessages', () => {
  it('finds the organization\'s messages containing the keyword, ignoring case, newest first', async () => {
    expect(await texts({ keyword: 'order' })).toEqual(['Yes, the order offer is on', 'Your order ships today', 'Where is my ORDER?']);
    expect(await texts({ keyword: '%_' })).toEqual(['Is 50%_off on?']);
  });

  it('filters on time range, sender type and platform', async () => {
    expect(await texts({ from: day(2), to: day(3) })).toEqual(['Is 50%_off on?', 'Your order ships today']);
    expect(await texts({ senderTypes: ['_User'] })).toEqual(['Yes, the order offer is on', 'Your order ships today']);
    expect(await texts({ platforms: ['line'] })).toEqual([]);
  });

  it('filters on the customer\'s inboxes and tags in and not in', async () => {
    expect(await texts({ inboxes: ['done'] })).toEqual(['Yes, the order offer is on', 'Is 50%_off on?']);
    expect(await texts({ inboxes: ['unassigned'], keyword: 'order' })).toEqual(['Your order ships today', 'Where is my ORDER?']);
    expect(await texts({ tagsIn: ['vip'] })).toEqual(['Yes, the order offer is on', 'Is 50%_off on?']);
    expect(await texts({ tagsNotIn: ['vip'] })).toEqual(['Your order ships today', 'Where is my ORDER?']);
  });

  it('pages with limit and skip', async () => {
    expect(await texts({}, { limit: 2 })).toEqual(['Yes, the order offer is on', 'Is 50%_off on?']);
    expect(await texts({ keyword: 'order' }, { limit: 2, skip: 2 })).toEqual(['Where is my ORDER?']);
  });
});

describe('messagesSince', () => {
  it('counts the conversation\'s messages from one on, so the list reads back to it', async () => {
    expect(await messagesSince('conv-ann', 'm1')).toBe(2);
    expect(await messagesSince('conv-ann', 'm2')).toBe(1);
    expect(await messagesSince('conv-ann', 'm3')).toBe(0);
  });
});
