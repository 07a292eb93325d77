import { beforeEach, describe, expect, it } from 'vitest';
import { pointer } from '../../common/parse';
import type { Note } from '../../common/contracts/notes-tags';
import { db } from '../db';
import { customerRecordFrom } from '../mapping';
import { customerNotes, pendingNoteChanges, pendingTagChanges } from '../notes-queries';
import { clearLocalData } from '../queries';
import { queueOne, wireCustomer } from '../test-fixtures';
import { actionTable, confirmAction, discardAction } from './store-actions';
import { storeCustomerNotes } from './store-notes';

const T0 = Date.UTC(2024, 0, 1);
const serverNote = (objectId: string, text: string, createdAt = '2024-01-01T00:00:00.000Z'): Note => ({
  objectId, organization: pointer('Organization', 'org1'), customer: pointer('Customer', 'c1'), note: text,
  author: { objectId: 'u2', displayName: 'Bob' }, createdAt, updatedAt: createdAt,
});
const create = (text: string) => ({ kind: 'note.create' as const, orgId: 'org1', customerId: 'c1', note: text, authorId: 'u1', authorName: 'Ann' });

beforeEach(async () => {
  await clearLocalData();
  await db.customers.put({ ...customerRecordFrom(wireCustomer({ objectId: 'c1' })), tags: ['a'] });
});

describe('tags in Dexie', () => {
  it('an added tag shows at once with its action; a second add does not replace the first', async () => {
    await queueOne({ kind: 'tag.add', orgId: 'org1', customerId: 'c1', conversationId: 'conv-c1', tags: ['b'] }, 't1', T0);
    await queueOne({ kind: 'tag.add', orgId: 'org1', customerId: 'c1', conversationId: 'conv-c1', tags: ['c'] }, 't2', T0 + 1);
    expect((await db.customers.get('c1'))?.tags).toEqual(['a', 'b', 'c']);
    expect((await pendingTagChanges('conv-c1')).map((action) => action.id)).toEqual(['t1', 't2']);
  });

  it('the server\'s row confirms one add while the other still shows', async () => {
    await queueOne({ kind: 'tag.add', orgId: 'org1', customerId: 'c1', conversationId: 'conv-c1', tags: ['b'] }, 't1', T0);
    await queueOne({ kind: 'tag.add', orgId: 'org1', customerId: 'c1', conversationId: 'conv-c1', tags: ['c'] }, 't2', T0 + 1);
    await actionTable.claimDue(T0 + 2);
    const confirmed = { ...wireCustomer({ objectId: 'c1', updatedAt: '2024-01-02T00:00:00.000Z' }), tags: ['a', 'b'] };
    await confirmAction('t1', { customer: confirmed }, T0);
    expect((await pendingTagChanges('conv-c1')).map((action) => action.id)).toEqual(['t2']);
    // The stored row is the server's, with the still-waiting add on top.
    expect((await db.customers.get('c1'))?.tags).toEqual(['a', 'b', 'c']);
    // A row newer than the one the agent acted on is the truth: discarding leaves it alone.
    await discardAction('t2');
    expect((await db.customers.get('c1'))?.tags).toEqual(['a', 'b', 'c']);
  });

  it('a discarded add undoes the local change while no newer row came', async () => {
    await queueOne({ kind: 'tag.add', orgId: 'org1', customerId: 'c1', conversationId: 'conv-c1', tags: ['b'] }, 't1', T0);
    await discardAction('t1');
    expect((await db.customers.get('c1'))?.tags).toEqual(['a']);
    expect(await db.pendingActions.count()).toBe(0);
  });
});

describe('notes in Dexie', () => {
  it('a note written offline shows at once, pending, and survives a server list that does not have it yet', async () => {
    await queueOne(create('Offline note'), 'ABCDEFGHIJ0123456789', T0);
    expect((await customerNotes('c1')).map((note) => [note.objectId, note.note, note.authorName])).toEqual([['ABCDEFGHIJ', 'Offline note', 'Ann']]);
    expect([...(await pendingNoteChanges('c1')).keys()]).toEqual(['ABCDEFGHIJ']);

    await storeCustomerNotes('c1', [serverNote('SERVER0001', 'From server')]);
    expect((await customerNotes('c1')).map((note) => note.objectId).sort()).toEqual(['ABCDEFGHIJ', 'SERVER0001']);
  });

  it('the server list replaces stored notes (a note deleted elsewhere goes)', async () => {
    await storeCustomerNotes('c1', [serverNote('SERVER0001', 'one'), serverNote('SERVER0002', 'two', '2024-01-02T00:00:00.000Z')]);
    expect((await customerNotes('c1')).map((note) => note.objectId)).toEqual(['SERVER0002', 'SERVER0001']);
    await storeCustomerNotes('c1', [serverNote('SERVER0002', 'two')]);
    expect((await customerNotes('c1')).map((note) => note.objectId)).toEqual(['SERVER0002']);
  });

  it('confirms a create with the server\'s note, keeping a waiting edit on top', async () => {
    await queueOne(create('first'), 'ABCDEFGHIJ0123456789', T0);
    await queueOne({ kind: 'note.update', orgId: 'org1', customerId: 'c1', noteId: 'ABCDEFGHIJ', note: 'edited' }, 'edit', T0 + 1);
    const plan = await actionTable.claimDue(T0 + 2);
    expect(plan.claimed.map((action) => action.id)).toEqual(['ABCDEFGHIJ0123456789']);
    await confirmAction('ABCDEFGHIJ0123456789', { note: serverNote('ABCDEFGHIJ', 'first') }, T0);
    expect((await db.notes.get('ABCDEFGHIJ'))).toMatchObject({ note: 'edited', authorName: 'Bob' });
    await actionTable.claimDue(T0 + 3);
    await confirmAction('edit', { note: serverNote('ABCDEFGHIJ', 'edited') }, T0);
    expect(await pendingNoteChanges('c1')).toEqual(new Map());
  });

  it('a delete removes the note at once; discarding it puts the note back', async () => {
    await storeCustomerNotes('c1', [serverNote('SERVER0001', 'keep me')]);
    await queueOne({ kind: 'note.delete', orgId: 'org1', customerId: 'c1', noteId: 'SERVER0001' }, 'del', T0);
    expect(await customerNotes('c1')).toEqual([]);
    await storeCustomerNotes('c1', [serverNote('SERVER0001', 'keep me')]);
    expect(await customerNotes('c1')).toEqual([]);
    await discardAction('del');
    expect((await customerNotes('c1')).map((note) => note.note)).toEqual(['keep me']);
  });

  it('a confirmed delete removes the action and the note', async () => {
    await storeCustomerNotes('c1', [serverNote('SERVER0001', 'bye')]);
    await queueOne({ kind: 'note.delete', orgId: 'org1', customerId: 'c1', noteId: 'SERVER0001' }, 'del', T0);
    await actionTable.claimDue(T0 + 1);
    await confirmAction('del', { deletedNoteId: 'SERVER0001' }, T0);
    expect(await db.pendingActions.count()).toBe(0);
    expect(await db.notes.count()).toBe(0);
  });
});
