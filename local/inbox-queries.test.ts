import { beforeEach, describe, expect, it } from 'vitest';
import type { InboxCategory } from '../common/contracts/base';
import { db } from './db';
import { customerRecordFrom } from './mapping';
import { clearLocalData, inboxCategoryPage } from './queries';
import { wireCustomer } from './test-fixtures';

const day = (n: number) => `2024-03-${String(n).padStart(2, '0')}T10:00:00.000Z`;

beforeEach(async () => {
  await clearLocalData();
  await db.customers.bulkPut([
    // open: o1 older message than o2
    wireCustomer({ objectId: 'o1', lastMessageAt: day(1), lastInboundAt: day(1) }),
    wireCustomer({ objectId: 'o2', lastMessageAt: day(5), lastInboundAt: day(2), inbox: ['unassigned'], bind: 'roleA' }),
    // mine: m1 newer message but assigned earlier than m2
    wireCustomer({ objectId: 'm1', lastMessageAt: day(9), inbox: ['private'], assignee: 'me', assignedAt: day(2) }),
    wireCustomer({ objectId: 'm2', lastMessageAt: day(3), inbox: ['private'], assignee: 'me', assignedAt: day(4) }),
    wireCustomer({ objectId: 't1', lastMessageAt: day(4), inbox: ['private'], assignee: 'them', assignedAt: day(6) }),
    wireCustomer({ objectId: 'd1', lastMessageAt: day(8), inbox: ['done'], assignee: 'me', assignedAt: day(7) }),
    wireCustomer({ objectId: 'd2', lastMessageAt: day(2), inbox: ['done'], assignedAt: day(8) }),
    wireCustomer({ objectId: 's1', lastMessageAt: day(6), inbox: ['spam'], assignedAt: day(3) }),
    // Blocked the account (LINE unfollow): in Unfollowed only, out of the working lists.
    wireCustomer({ objectId: 'u1', lastMessageAt: day(7), friendship: 'unfollow' }),
    wireCustomer({ objectId: 'u2', lastMessageAt: day(6), inbox: ['private'], assignee: 'me', assignedAt: day(9), friendship: 'unfollow' }),
    wireCustomer({ objectId: 'x1', orgId: 'org2', lastMessageAt: day(9), inbox: ['bot'] }),
    // Put there by a channel: a bot conversation, one in history, two for a department.
    wireCustomer({ objectId: 'b1', lastMessageAt: day(3), inbox: ['bot'] }),
    wireCustomer({ objectId: 'h1', lastMessageAt: day(2), inbox: ['history'] }),
    wireCustomer({ objectId: 'p1', lastMessageAt: day(1), inbox: ['department'] }),
    wireCustomer({ objectId: 'p2', lastMessageAt: day(4), inbox: ['department', 'unassigned'], friendship: 'unfollow' }),
  ].map(customerRecordFrom));
});

const page = async (category: InboxCategory, limit = 20, userId = 'me') =>
  (await inboxCategoryPage('org1', category, userId, limit, { roleId: 'roleA', subRoleIds: [] })).map((row) => row.objectId);

describe('inboxCategoryPage', () => {
  it.each<[InboxCategory, string[]]>([
    // The bot's conversation is in all and bot, not in unassigned: nobody needs to take it.
    ['unassigned', ['o2', 'h1', 'p1', 'o1']],
    ['all', ['m1', 'o2', 't1', 'm2', 'b1', 'h1', 'p1', 'o1']],
    ['self', ['m2', 'm1']],
    ['private', ['m2', 'm1']],
    ['done', ['d2', 'd1']],
    ['spam', ['s1']],
    ['unfollow', ['u1', 'u2', 'p2']],
    ['bind', ['o2']],
    ['subBind', []],
    ['bot', ['b1']],
    ['history', ['h1']],
    ['department', ['p2', 'p1']],
  ])('%s holds %j in its sort order', async (category, expected) => {
    expect(await page(category)).toEqual(expected);
  });

  it('puts a customer bound to a role under the user\'s in subBind', async () => {
    const rows = await inboxCategoryPage('org1', 'subBind', 'me', 20, { roleId: 'lead', subRoleIds: ['roleA'] });
    expect(rows.map((row) => row.objectId)).toEqual(['o2']);
  });

  it('stops at the limit and is per user and organization', async () => {
    expect(await page('all', 2)).toEqual(['m1', 'o2']);
    expect(await page('department', 1)).toEqual(['p2']);
    expect(await page('self', 20, 'them')).toEqual(['t1']);
    expect((await inboxCategoryPage('org2', 'bot', 'me', 20)).map((row) => row.objectId)).toEqual(['x1']);
  });

  it('sees a row move as soon as it is written', async () => {
    const row = (await db.customers.get('o1'))!;
    await db.customers.put({ ...row, inbox: ['private'], assignee: 'me', assignedAt: day(10), box: 'assigned' });
    expect(await page('self')).toEqual(['o1', 'm2', 'm1']);
    expect(await page('unassigned')).toEqual(['o2', 'h1', 'p1']);
  });
});
