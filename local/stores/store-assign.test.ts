import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../db';
import { customerRecordFrom } from '../mapping';
import { clearLocalData, inboxCategoryPage, pendingActionCount, pendingAssignments } from '../queries';
import { queueOne, wireCustomer } from '../test-fixtures';
import { actionTable, confirmAction, discardAction, queueActions } from './store-actions';
import { storeCustomer } from './store-incoming';

const T0 = Date.UTC(2024, 0, 2);
const SEEN = '2024-01-01T00:00:00.000Z';
const input = (customerId: string, inbox: 'self' | 'done' | 'spam' | 'unassigned' = 'self') =>
  ({ kind: 'assign' as const, orgId: 'org1', customerId, conversationId: `conv-${customerId}`, inbox });
const rows = async (category: 'unassigned' | 'self' | 'done') => (await inboxCategoryPage('org1', category, 'me', 20)).map((row) => row.objectId);

beforeEach(async () => {
  await clearLocalData();
  await db.customers.bulkPut([
    wireCustomer({ objectId: 'c1', lastMessageAt: '2024-01-01T01:00:00.000Z', updatedAt: SEEN }),
    wireCustomer({ objectId: 'c2', lastMessageAt: '2024-01-01T02:00:00.000Z', updatedAt: SEEN }),
  ].map(customerRecordFrom));
});

describe('assign in the action outbox', () => {
  it('moves the row to its new category at once and queues one action per customer, together', async () => {
    expect(await rows('unassigned')).toEqual(['c2', 'c1']);
    await queueActions([input('c1'), input('c2')], ['a1', 'a2'], T0, 'me');
    expect(await rows('unassigned')).toEqual([]);
    // c2 comes second in the bulk, so it is the later move.
    expect(await rows('self')).toEqual(['c2', 'c1']);
    expect(await db.customers.get('c1')).toMatchObject({ assignee: 'me', box: 'assigned', assignedAt: new Date(T0).toISOString() });
    expect(await db.pendingActions.get('a1')).toMatchObject({
      kind: 'assign', target: 'conv-c1', status: 'queued',
      payload: { customerId: 'c1', inbox: 'self', from: 'me', seenUpdatedAt: SEEN, before: { inbox: ['unassigned'], assignee: '', assignedAt: '' } },
    });
    expect(await pendingActionCount('org1')).toBe(2);
    expect([...(await pendingAssignments('org1')).keys()].sort()).toEqual(['c1', 'c2']);
  });

  it('a newer assign of the same conversation replaces a waiting one; mark-read of it stays', async () => {
    await queueOne({ kind: 'markRead', orgId: 'org1', conversationId: 'conv-c1', customerId: 'c1' }, 'r1', T0);
    await queueActions([input('c1')], ['a1'], T0 + 1, 'me');
    await queueActions([input('c1', 'done')], ['a2'], T0 + 2, 'me');
    expect((await db.pendingActions.toArray()).map((entry) => entry.id).sort()).toEqual(['a2', 'r1']);
    expect(await rows('done')).toEqual(['c1']);
  });

  it('keeps the move on server rows no newer than the one seen while it waits; a newer row wins', async () => {
    await queueActions([input('c1')], ['a1'], T0, 'me');
    await storeCustomer(wireCustomer({ objectId: 'c1', lastMessageAt: '2024-01-01T01:00:00.000Z', updatedAt: SEEN }));
    expect(await rows('self')).toEqual(['c1']);
    // Someone else moved it to spam meanwhile: the server's newer row is the truth.
    await storeCustomer(wireCustomer({ objectId: 'c1', inbox: ['spam'], assignedAt: '2024-01-03T00:00:00.000Z', updatedAt: '2024-01-03T00:00:00.000Z' }));
    expect(await rows('self')).toEqual([]);
    expect(await db.customers.get('c1')).toMatchObject({ box: 'spam' });
  });

  it('the confirmation stores the server row and removes the action', async () => {
    await queueActions([input('c1')], ['a1'], T0, 'me');
    await actionTable.claimDue(T0);
    const confirmed = '2024-01-02T00:00:01.000Z';
    await confirmAction('a1', { customer: wireCustomer({ objectId: 'c1', inbox: ['private'], assignee: 'me', assignedAt: confirmed, updatedAt: confirmed }) }, T0);
    expect(await db.pendingActions.count()).toBe(0);
    expect(await db.customers.get('c1')).toMatchObject({ assignedAt: confirmed, updatedAt: confirmed, box: 'assigned' });
  });

  it('discarding puts the row back, unless the server sent a newer row since', async () => {
    await queueActions([input('c1', 'spam'), input('c2', 'spam')], ['a1', 'a2'], T0, 'me');
    await discardAction('a1');
    expect(await db.customers.get('c1')).toMatchObject({ box: 'open', inbox: ['unassigned'], assignedAt: '' });
    await storeCustomer(wireCustomer({ objectId: 'c2', inbox: ['done'], assignedAt: '2024-01-05T00:00:00.000Z', updatedAt: '2024-01-05T00:00:00.000Z' }));
    await discardAction('a2');
    expect(await db.customers.get('c2')).toMatchObject({ box: 'done' });
  });
});
