import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../db';
import { customerRecordFrom } from '../mapping';
import { clearLocalData, pendingActionCount } from '../queries';
import { queueOne, wireCustomer } from '../test-fixtures';
import type { Customer } from '../../common/contracts/customers';
import { actionTable, confirmAction } from './store-actions';
import { storeCustomer } from './store-incoming';

const T0 = Date.UTC(2024, 0, 1);
const input = { kind: 'markRead' as const, orgId: 'org1', conversationId: 'conv-c1', customerId: 'c1' };
const customer = (badge: number, updatedAt = '2024-01-01T00:00:00.000Z'): Customer =>
  ({ ...wireCustomer({ objectId: 'c1', updatedAt }), lastRead: { badge } });

beforeEach(async () => {
  await clearLocalData();
  await db.customers.put(customerRecordFrom(customer(2)));
});

describe('action outbox in Dexie', () => {
  it('marks read: badge 0 locally and a queued action, together', async () => {
    await queueOne(input, 'a1', T0);
    expect((await db.customers.get('c1'))?.badge).toBe(0);
    expect(await db.pendingActions.toArray()).toEqual([expect.objectContaining({
      id: 'a1', orgId: 'org1', kind: 'markRead', target: 'conv-c1', status: 'queued', attempts: 0, nextAttemptAt: T0,
      payload: { conversationId: 'conv-c1', customerId: 'c1', seenUpdatedAt: '2024-01-01T00:00:00.000Z' },
    })]);
    expect(await pendingActionCount('org1')).toBe(1);
    expect(await pendingActionCount('org2')).toBe(0);
  });

  it('replaces a waiting mark-read of the same conversation, but not one in flight', async () => {
    await queueOne(input, 'a1', T0);
    await queueOne(input, 'a2', T0 + 1);
    expect((await db.pendingActions.toArray()).map((entry) => entry.id)).toEqual(['a2']);

    const plan = await actionTable.claimDue(T0 + 2);
    expect(plan.claimed.map((entry) => entry.id)).toEqual(['a2']);
    await queueOne(input, 'a3', T0 + 3);
    await queueOne(input, 'a4', T0 + 4);
    const entries = await db.pendingActions.toArray();
    expect(entries.map((entry) => [entry.id, entry.status]).sort()).toEqual([['a2', 'sending'], ['a4', 'queued']]);
    // a4 waits behind the one in flight.
    expect((await actionTable.claimDue(T0 + 5)).claimed).toEqual([]);
  });

  it('keeps badge 0 on server rows no newer than the one read while the action waits; a newer row wins', async () => {
    await queueOne(input, 'a1', T0);
    await storeCustomer(customer(2));
    expect((await db.customers.get('c1'))?.badge).toBe(0);
    await storeCustomer(customer(3, '2024-01-02T00:00:00.000Z'));
    expect((await db.customers.get('c1'))?.badge).toBe(3);
  });

  it('a confirmation stores the server row and removes the action, only for an action in flight', async () => {
    await queueOne(input, 'a1', T0);
    const answer = { lastRead: { badge: 0, lastReadAt: '2024-01-03T00:00:00.000Z' }, customer: { ...customer(0, '2024-01-03T00:00:00.000Z') } };
    await confirmAction('a1', { customer: answer.customer }, T0);
    expect(await db.pendingActions.count()).toBe(1);

    await actionTable.claimDue(T0);
    await confirmAction('a1', { customer: answer.customer }, T0);
    expect(await db.pendingActions.count()).toBe(0);
    expect(await db.customers.get('c1')).toMatchObject({ badge: 0, updatedAt: '2024-01-03T00:00:00.000Z' });
  });

  it('a retried action waits for its backoff, and crash recovery requeues one left sending', async () => {
    await queueOne(input, 'a1', T0);
    const [claimed] = (await actionTable.claimDue(T0)).claimed;
    await actionTable.applyStep('a1', { kind: 'update', entry: { ...claimed!, status: 'queued', attempts: 1, nextAttemptAt: T0 + 1000 } });
    expect((await actionTable.claimDue(T0 + 500)).claimed).toEqual([]);
    expect((await actionTable.claimDue(T0 + 1000)).claimed.map((entry) => entry.id)).toEqual(['a1']);
    await actionTable.requeueInterrupted();
    expect(await db.pendingActions.get('a1')).toMatchObject({ status: 'queued' });
  });
});
