import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../db';
import { clearLocalData } from '../queries';
import type { PendingMessageRecord } from '../records';
import { wireCustomer, wireMessage } from '../test-fixtures';
import { metaCursorKey } from '../meta';
import { directWrites } from './direct-writes';
import { applyChangesPages, confirmSent, storeCustomer, storeMessages } from './store-incoming';
import { readCursor } from './store-meta';

function pendingEntry(receiptId: string): PendingMessageRecord {
  return {
    receiptId, orgId: 'org1', conversationId: 'conv1', customerId: 'cust1', text: 'Hi',
    createdAt: 1000, status: 'sending', attempts: 0, nextAttemptAt: 1000,
  };
}

function failCursorWrite(): never {
  throw new Error('quota exceeded');
}

beforeEach(async () => {
  await clearLocalData();
  directWrites.clear();
});

describe('applyChangesPages', () => {
  it('upserts, applies tombstones and stores the cursor', async () => {
    await storeCustomer(wireCustomer({ objectId: 'gone' }));
    await storeMessages([wireMessage({ objectId: 'mOld' })]);

    await applyChangesPages('org1', [{
      changes: [
        { seq: 11, className: 'Customer', objectId: 'c1', op: 'upsert', object: wireCustomer({ objectId: 'c1', displayName: 'Ann' }) },
        { seq: 12, className: 'Message', objectId: 'm1', op: 'upsert', object: wireMessage({ objectId: 'm1' }) },
        { seq: 13, className: 'Customer', objectId: 'gone', op: 'delete' },
        { seq: 14, className: 'Message', objectId: 'mOld', op: 'delete' },
        { seq: 15, className: 'Customer', objectId: 'c1', op: 'upsert', object: wireCustomer({ objectId: 'c1', displayName: 'Ann B.', updatedAt: '2024-02-01T00:00:00.000Z' }) },
      ],
      cursor: 15,
      hasMore: false,
    }]);

    expect(await db.customers.get('c1')).toMatchObject({ displayName: 'Ann B.', orgId: 'org1' });
    expect(await db.customers.get('gone')).toBeUndefined();
    expect(await db.messages.get('m1')).toMatchObject({ conversationId: 'conv1' });
    expect(await db.messages.get('mOld')).toBeUndefined();
    expect(await readCursor('org1')).toBe(15);
    expect(await readCursor('org2')).toBe(0);
  });

  it('writes nothing, not even the cursor, when the transaction fails', async () => {
    db.meta.hook('creating', failCursorWrite);
    try {
      await expect(applyChangesPages('org1', [{
        changes: [{ seq: 1, className: 'Customer', objectId: 'c1', op: 'upsert', object: wireCustomer({ objectId: 'c1' }) }],
        cursor: 1,
        hasMore: false,
      }])).rejects.toThrow('quota exceeded');
    } finally {
      db.meta.hook('creating').unsubscribe(failCursorWrite);
    }
    expect(await db.customers.count()).toBe(0);
    expect(await db.meta.get(metaCursorKey('org1'))).toBeUndefined();
  });

  it('does not let an older copy from a page replace a newer one from the socket', async () => {
    await storeCustomer(wireCustomer({ objectId: 'c1', displayName: 'New', updatedAt: '2024-05-02T00:00:00.000Z' }));
    await applyChangesPages('org1', [{
      changes: [{ seq: 3, className: 'Customer', objectId: 'c1', op: 'upsert', object: wireCustomer({ objectId: 'c1', displayName: 'Old', updatedAt: '2024-05-01T00:00:00.000Z' }) }],
      cursor: 3,
      hasMore: false,
    }]);
    expect((await db.customers.get('c1'))?.displayName).toBe('New');
    expect(await readCursor('org1')).toBe(3);
  });

  it('does not let an older message from a page replace a newer one from the socket, nor skip a newer one', async () => {
    await storeMessages([wireMessage({ objectId: 'm1', text: 'Edited', updatedAt: '2024-05-02T00:00:00.000Z' })]);
    await applyChangesPages('org1', [{
      changes: [
        { seq: 5, className: 'Message', objectId: 'm1', op: 'upsert', object: wireMessage({ objectId: 'm1', text: 'Original', updatedAt: '2024-05-01T00:00:00.000Z' }) },
        { seq: 6, className: 'Message', objectId: 'm2', op: 'upsert', object: wireMessage({ objectId: 'm2', text: 'Other' }) },
      ],
      cursor: 6,
      hasMore: false,
    }]);
    expect((await db.messages.get('m1'))?.data).toMatchObject({ content: 'Edited' });
    expect((await db.messages.get('m2'))?.data).toMatchObject({ content: 'Other' });

    await applyChangesPages('org1', [{
      changes: [{ seq: 7, className: 'Message', objectId: 'm1', op: 'upsert', object: wireMessage({ objectId: 'm1', text: 'Edited again', updatedAt: '2024-05-03T00:00:00.000Z' }) }],
      cursor: 7,
      hasMore: false,
    }]);
    expect((await db.messages.get('m1'))?.data).toMatchObject({ content: 'Edited again' });
  });

  it('applies several pages in one transaction: the later change wins and the cursor is the last page\'s', async () => {
    await applyChangesPages('org1', [
      {
        changes: [
          { seq: 1, className: 'Customer', objectId: 'c1', op: 'upsert', object: wireCustomer({ objectId: 'c1', displayName: 'Ann' }) },
          { seq: 2, className: 'Message', objectId: 'm1', op: 'upsert', object: wireMessage({ objectId: 'm1' }) },
        ],
        cursor: 2,
        hasMore: true,
      },
      {
        changes: [
          { seq: 3, className: 'Customer', objectId: 'c1', op: 'upsert', object: wireCustomer({ objectId: 'c1', displayName: 'Ann B.', updatedAt: '2024-02-01T00:00:00.000Z' }) },
          { seq: 4, className: 'Message', objectId: 'm1', op: 'delete' },
        ],
        cursor: 4,
        hasMore: false,
      },
    ]);
    expect((await db.customers.get('c1'))?.displayName).toBe('Ann B.');
    expect(await db.messages.get('m1')).toBeUndefined();
    expect(await readCursor('org1')).toBe(4);
  });

  it('confirms the outbox entry of a sent message found in the feed', async () => {
    await db.pendingMessages.put(pendingEntry('r1'));
    await applyChangesPages('org1', [{
      changes: [{ seq: 4, className: 'Message', objectId: 'm1', op: 'upsert', object: wireMessage({ objectId: 'm1', receiptId: 'r1' }) }],
      cursor: 4,
      hasMore: false,
    }]);
    expect(await db.pendingMessages.count()).toBe(0);
    expect(await db.messages.count()).toBe(1);
  });
});

describe('confirm by receiptId', () => {
  const sent = wireMessage({ objectId: 'm1', receiptId: 'r1', text: 'Hi' });

  it('socket message first, then the HTTP reply: one message, no pending entry', async () => {
    await db.pendingMessages.put(pendingEntry('r1'));
    await storeMessages([sent]);
    expect(await db.pendingMessages.get('r1')).toBeUndefined();
    await confirmSent('r1', sent);
    expect(await db.messages.toArray()).toEqual([expect.objectContaining({ objectId: 'm1', receiptId: 'r1' })]);
    expect(await db.pendingMessages.count()).toBe(0);
  });

  it('HTTP reply first, then the socket message: one message, no pending entry', async () => {
    await db.pendingMessages.put(pendingEntry('r1'));
    await confirmSent('r1', sent);
    expect(await db.pendingMessages.get('r1')).toBeUndefined();
    await storeMessages([sent]);
    expect(await db.messages.toArray()).toEqual([expect.objectContaining({ objectId: 'm1', receiptId: 'r1' })]);
    expect(await db.pendingMessages.count()).toBe(0);
  });

  it('leaves other entries of the outbox alone', async () => {
    await db.pendingMessages.bulkPut([pendingEntry('r1'), pendingEntry('r2')]);
    await storeMessages([sent]);
    expect((await db.pendingMessages.toArray()).map((p) => p.receiptId)).toEqual(['r2']);
  });
});
