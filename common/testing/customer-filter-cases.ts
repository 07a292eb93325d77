// One table of customers and filter queries with the customers each must select, hand-computed. The
// console's evaluator (common/customer-filter.test.ts) and the server's SQL
// (server/customer-management/filter-sql.test.ts) both run it: a filter answers the same online and off.
import type { CustomerFilterQuery } from '../contracts/customer-filter';
import type { FilterableCustomer } from '../customer-filter';

const at = (iso: string) => Date.parse(iso);

export const FILTER_CUSTOMERS: Record<string, FilterableCustomer> = {
  amy: {
    displayName: 'Amy (VIP)', originalDisplayName: 'Amy Chen', platform: 'line', tags: ['vip', 'tw'], inbox: ['unassigned'],
    friendship: 'follow', joinedAt: at('2026-01-10T08:00:00Z'), lastMessageAt: at('2026-11-20T10:00:00Z'), gender: 'female',
    cellPhone: '+886912345678', email: 'amy@example.com',
  },
  bob: {
    displayName: 'Bob', originalDisplayName: 'bob_99%', platform: 'facebook', tags: ['vip'], inbox: ['done'],
    friendship: 'follow', joinedAt: at('2026-03-01T00:00:00Z'), lastMessageAt: at('2026-06-01T00:00:00Z'), gender: 'male',
    email: 'BOB@Example.COM',
  },
  chen: {
    displayName: '陳小姐', originalDisplayName: '陳美玲', platform: 'instagram', tags: [], inbox: ['unassigned', 'bot'],
    friendship: 'follow', joinedAt: at('2026-05-05T00:00:00Z'), gender: 'other',
  },
  dana: {
    displayName: 'Dana', originalDisplayName: 'Dana W', platform: 'whatsapp', tags: ['tw'], inbox: ['spam'],
    friendship: 'follow', joinedAt: at('2026-07-07T00:00:00Z'), lastMessageAt: at('2026-11-01T00:00:00Z'),
    cellPhone: '+85261234567',
  },
  visitor: {
    displayName: 'Visitor 12', originalDisplayName: 'Visitor 12', platform: 'livechat', tags: ['new'], inbox: ['unassigned'],
    friendship: 'follow', joinedAt: at('2026-11-27T12:00:00Z'), lastMessageAt: at('2026-11-27T12:05:00Z'),
  },
  gone: {
    displayName: 'Gone', originalDisplayName: 'Gone Away', platform: 'line', tags: ['vip'], inbox: ['unfollow'],
    friendship: 'unfollow', joinedAt: at('2025-12-31T23:59:59Z'), gender: 'female',
  },
};

export const EVERY_FILTER_CUSTOMER = Object.keys(FILTER_CUSTOMERS);

export interface FilterCase { name: string; query: CustomerFilterQuery; expected: string[] }

export const FILTER_CASES: FilterCase[] = [
  { name: 'nothing given: everyone', query: {}, expected: EVERY_FILTER_CUSTOMER },
  { name: 'the platform name contains, ignoring case', query: { originalDisplayName: 'CHEN' }, expected: ['amy'] },
  { name: 'LIKE wildcards in the text match themselves', query: { originalDisplayName: '9%' }, expected: ['bob'] },
  { name: 'an underscore is no wildcard', query: { originalDisplayName: 'b_b' }, expected: [] },
  { name: 'the given name contains CJK text', query: { displayName: '小姐' }, expected: ['chen'] },
  { name: 'joined after (inclusive)', query: { joinDate: { type: 'after', start: '2026-07-07T00:00:00Z' } }, expected: ['dana', 'visitor'] },
  { name: 'joined before (inclusive)', query: { joinDate: { type: 'before', end: '2026-01-10T08:00:00Z' } }, expected: ['amy', 'gone'] },
  { name: 'joined between', query: { joinDate: { type: 'between', start: '2026-02-01T00:00:00Z', end: '2026-06-01T00:00:00Z' } }, expected: ['bob', 'chen'] },
  { name: 'a date filter without its type filters nothing', query: { joinDate: { start: '2026-07-07T00:00:00Z' } }, expected: EVERY_FILTER_CUSTOMER },
  { name: 'last message between (never wrote: never in)', query: { conversationDate: { type: 'between', start: '2026-11-01T00:00:00Z', end: '2026-11-30T00:00:00Z' } }, expected: ['amy', 'dana', 'visitor'] },
  { name: 'tags: any of', query: { tagDensity: { $in: ['tw', 'new'] } }, expected: ['amy', 'dana', 'visitor'] },
  { name: 'tags: all of', query: { tagDensity: { $all: ['vip', 'tw'] } }, expected: ['amy'] },
  { name: 'tags: none of', query: { tagDensity: { $nin: ['vip'] } }, expected: ['chen', 'dana', 'visitor'] },
  { name: 'no tag at all', query: { isNoTagCustomer: true }, expected: ['chen'] },
  { name: 'platforms', query: { platforms: ['line', 'livechat'] }, expected: ['amy', 'visitor', 'gone'] },
  { name: 'every platform but live chat clears the filter (02 §5)', query: { platforms: ['line', 'facebook', 'instagram', 'whatsapp'] }, expected: EVERY_FILTER_CUSTOMER },
  { name: 'genders, unknown is none given', query: { genders: ['male', 'unknown'] }, expected: ['bob', 'dana', 'visitor'] },
  { name: 'every gender clears the filter (02 §5)', query: { genders: ['male', 'female', 'other', 'unknown'] }, expected: EVERY_FILTER_CUSTOMER },
  { name: 'phone contains', query: { cellPhone: '+886' }, expected: ['amy'] },
  { name: 'e-mail contains, ignoring case', query: { email: 'example.com' }, expected: ['amy', 'bob'] },
  { name: 'friendship', query: { friendship: 'unfollow' }, expected: ['gone'] },
  { name: 'inboxes: in any of', query: { inboxes: ['bot', 'spam'] }, expected: ['chen', 'dana'] },
  { name: 'three conditions together', query: { tagDensity: { $in: ['vip', 'tw'] }, platforms: ['line', 'whatsapp'], conversationDate: { type: 'after', start: '2026-10-01T00:00:00Z' } }, expected: ['amy', 'dana'] },
];
