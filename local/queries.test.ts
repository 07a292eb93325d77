import { beforeEach, describe, expect, it } from 'vitest';
import { db } from './db';
import { customerRecordFrom, messageRecordFrom } from './mapping';
import {
  clearLocalData, connectionState, conversationView, customerById, getDraft, inboxPage,
  orgLoaded, pendingCount, saveDraft, sessionInvalid,
} from './queries';
import type { PendingMessageRecord } from './records';
import { wireCustomer, wireMessage } from './test-fixtures';
import { META_CONNECTION, META_SESSION, metaLoadedKey } from './meta';

function pending(receiptId: string, orgId: string, conversationId: string, createdAt: number, status: PendingMessageRecord['status'] = 'queued'): PendingMessageRecord {
  return { receiptId, orgId, conversationId, customerId: 'cust1', text: receiptId, createdAt, status, attempts: 0, nextAttemptAt: createdAt };
}

beforeEach(async () => {
  await clearLocalData();
});

describe('inboxPage', () => {
  it('lists one organization, newest last message first, customers without messages last, up to the limit', async () => {
    await db.customers.bulkPut([
      wireCustomer({ objectId: 'c1', lastMessageAt: '2024-03-01T10:00:00.000Z' }),
      wireCustomer({ objectId: 'c2', lastMessageAt: '2024-03-03T10:00:00.000Z' }),
      wireCustomer({ objectId: 'c3' }),
      wireCustomer({ objectId: 'c4', lastMessageAt: '2024-03-02T10:00:00.000Z' }),
      wireCustomer({ objectId: 'x1', orgId: 'org2', lastMessageAt: '2024-03-09T10:00:00.000Z' }),
    ].map(customerRecordFrom));

    expect((await inboxPage('org1', 10)).map((c) => c.objectId)).toEqual(['c2', 'c4', 'c1', 'c3']);
    expect((await inboxPage('org1', 2)).map((c) => c.objectId)).toEqual(['c2', 'c4']);
    expect((await inboxPage('org2', 10)).map((c) => c.objectId)).toEqual(['x1']);
    expect(await customerById('c3')).toMatchObject({ lastMessageAt: '', conversationId: 'conv-c3' });
  });
});

describe('conversationView', () => {
  it('returns the last messages of the conversation, oldest first', async () => {
    await db.messages.bulkPut([
      wireMessage({ objectId: 'm1', createdAt: '2024-03-01T10:00:01.000Z' }),
      wireMessage({ objectId: 'm3', createdAt: '2024-03-01T10:00:03.000Z' }),
      wireMessage({ objectId: 'm2', createdAt: '2024-03-01T10:00:02.000Z' }),
      wireMessage({ objectId: 'm4', createdAt: '2024-03-01T10:00:04.000Z' }),
      wireMessage({ objectId: 'other', conversationId: 'conv2', createdAt: '2024-03-01T10:00:05.000Z' }),
    ].map(messageRecordFrom));

    expect((await conversationView('conv1', 3)).messages.map((m) => m.objectId)).toEqual(['m2', 'm3', 'm4']);
    expect((await conversationView('conv1', 3)).moreStored).toBe(true);
    expect((await conversationView('conv1', 4)).moreStored).toBe(false);
    expect((await conversationView('conv1', 10)).messages.map((m) => m.objectId)).toEqual(['m1', 'm2', 'm3', 'm4']);
    expect((await conversationView('conv1', 10)).moreStored).toBe(false);
  });
});

describe('outbox reads', () => {
  it('lists a conversation oldest first and counts every unconfirmed entry of an organization', async () => {
    await db.pendingMessages.bulkPut([
      pending('p2', 'org1', 'conv1', 2000, 'needResend'),
      pending('p1', 'org1', 'conv1', 1000, 'sending'),
      pending('p3', 'org1', 'conv2', 1500, 'expired'),
      pending('q1', 'org2', 'conv9', 1000),
    ]);
    expect((await conversationView('conv1', 10)).pending.map((p) => p.receiptId)).toEqual(['p1', 'p2']);
    expect(await pendingCount('org1')).toBe(3);
    expect(await pendingCount('org2')).toBe(1);
    expect(await pendingCount('org3')).toBe(0);
  });
});

describe('drafts', () => {
  it('saves, replaces and deletes a draft on empty text', async () => {
    await saveDraft({ orgId: 'org1', conversationId: 'conv1', text: 'Hel' });
    await saveDraft({ orgId: 'org1', conversationId: 'conv1', text: 'Hello' });
    expect(await getDraft('conv1')).toMatchObject({ orgId: 'org1', text: 'Hello' });
    await saveDraft({ orgId: 'org1', conversationId: 'conv1', text: '  ' });
    expect(await getDraft('conv1')).toBeUndefined();
  });
});

describe('meta reads and logout', () => {
  it('reads connection, session and first-load flags, and clears every store', async () => {
    expect(await connectionState()).toEqual({ online: false });
    expect(await sessionInvalid()).toBe(false);
    expect(await orgLoaded('org1')).toBe(false);
    await db.meta.bulkPut([
      { key: META_CONNECTION, value: { online: true, lastSyncAt: '2024-03-01T00:00:00.000Z' } },
      { key: META_SESSION, value: { invalid: true } },
      { key: metaLoadedKey('org1'), value: '2024-03-01T00:00:00.000Z' },
    ]);
    await db.pendingMessages.put(pending('p1', 'org1', 'conv1', 1000));
    expect(await connectionState()).toEqual({ online: true, lastSyncAt: '2024-03-01T00:00:00.000Z' });
    expect(await sessionInvalid()).toBe(true);
    expect(await orgLoaded('org1')).toBe(true);

    await clearLocalData();
    const counts = await Promise.all(db.tables.map((table) => table.count()));
    expect(counts.every((count) => count === 0)).toBe(true);
  });
});
