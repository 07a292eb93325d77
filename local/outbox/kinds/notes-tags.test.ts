import { describe, expect, it } from 'vitest';
import { customerRecordFrom } from '../../mapping';
import type { CustomerRecord, NoteRecord, PendingActionRecord } from '../../records';
import { wireCustomer } from '../../test-fixtures';
import { supersededBy, withPendingActions, withPendingNotes } from '../actions';
import { noteLane, type ActionContext } from './kind';
import { noteCreate } from './note-create';
import { noteDelete } from './note-delete';
import { noteUpdate } from './note-update';
import { tagAdd, tagRemove, type TagIntent } from './tags';

const T0 = Date.UTC(2024, 0, 1);
const row = { ...customerRecordFrom(wireCustomer({ objectId: 'c1', updatedAt: '2024-01-01T00:00:00.000Z' })), tags: ['a'] };
const tagInput = { orgId: 'org1', customerId: 'c1', conversationId: 'conv-c1', tags: ['b'] };
const context = (id: string, now = T0): ActionContext => ({ id, now, userId: 'u1' });
const addTags = (intent: Omit<TagIntent<'tag.add'>, 'kind'>, current: CustomerRecord, id: string, now = T0) => tagAdd.create({ kind: 'tag.add', ...intent }, current, context(id, now));
const removeTags = (intent: Omit<TagIntent<'tag.remove'>, 'kind'>, current: CustomerRecord, id: string, now = T0) => tagRemove.create({ kind: 'tag.remove', ...intent }, current, context(id, now));
const note: NoteRecord = {
  objectId: 'N000000001', orgId: 'org1', customerId: 'c1', note: 'server text', authorId: 'u1', authorName: 'Ann',
  createdAt: '2024-01-01T00:00:00.000Z', updatedAt: '2024-01-01T00:00:00.000Z',
};

describe('tag actions', () => {
  it('tag.add adds the tags (no duplicates) and tag.remove removes them', () => {
    expect(withPendingActions(row, [addTags({ ...tagInput, tags: ['a', 'b'] }, row, 't1')]).tags).toEqual(['a', 'b']);
    expect(withPendingActions(row, [removeTags({ ...tagInput, tags: ['a'] }, row, 't2')]).tags).toEqual([]);
  });

  it('are never replaced by a later one of the same kind and conversation: each tag is its own intent', () => {
    const first = addTags(tagInput, row, 't1');
    const second = addTags({ ...tagInput, tags: ['c'] }, row, 't2', T0 + 1);
    expect(supersededBy([first], second)).toEqual([]);
  });

  it('show on every server row while they wait, in order (the server will do the same); answered or failed ones do not', () => {
    const add = addTags(tagInput, row, 't1');
    const remove = removeTags({ ...tagInput, tags: ['a'] }, row, 't2', T0 + 1);
    expect(withPendingActions(row, [remove, add]).tags).toEqual(['b']);
    const newer = { ...row, tags: ['a', 'z'], updatedAt: '2024-02-01T00:00:00.000Z' };
    expect(withPendingActions(newer, [add, remove]).tags).toEqual(['z', 'b']);
    expect(withPendingActions(newer, [{ ...add, status: 'needResend' }]).tags).toEqual(['a', 'z']);
  });
});

describe('note actions', () => {
  const create = noteCreate.create({ kind: 'note.create', orgId: 'org1', customerId: 'c1', note: '  hello  ', authorId: 'u1', authorName: 'Ann' }, undefined, context('ABCDEFGHIJrest'))!;

  it('a create gets a 10-character note id, trimmed text and the customer\'s notes lane', () => {
    expect(create).toMatchObject({ kind: 'note.create', target: noteLane('c1'), payload: { noteId: 'ABCDEFGHIJ', note: 'hello', authorName: 'Ann' } });
  });

  it('leave the customer row as it is', () => {
    expect(withPendingActions(row, [create])).toBe(row);
  });

  it('create, update and delete show in the notes list', () => {
    const created = noteCreate.show([note], create);
    expect(created.map((entry) => entry.objectId)).toEqual(['N000000001', 'ABCDEFGHIJ']);
    const update = noteUpdate.create({ kind: 'note.update', orgId: 'org1', customerId: 'c1', noteId: 'N000000001', note: 'new' }, note, context('u-1'))!;
    expect(update.payload).toMatchObject({ before: 'server text', note: 'new' });
    expect(noteUpdate.show(created, update)[0]?.note).toBe('new');
    const remove = noteDelete.create({ kind: 'note.delete', orgId: 'org1', customerId: 'c1', noteId: 'N000000001' }, note, context('d-1'))!;
    expect(noteDelete.show(created, remove).map((entry) => entry.objectId)).toEqual(['ABCDEFGHIJ']);
  });

  it('an edit or delete needs the note stored here', () => {
    expect(() => noteDelete.create({ kind: 'note.delete', orgId: 'org1', customerId: 'c1', noteId: 'X' }, undefined, context('d'))).toThrow(/not stored/);
  });

  it('waiting ones go on top of the server\'s list; failed ones do not', () => {
    const failed: PendingActionRecord = { ...noteDelete.create({ kind: 'note.delete', orgId: 'org1', customerId: 'c1', noteId: 'N000000001' }, note, context('d', T0 + 1))!, status: 'needResend' };
    const shown = withPendingNotes([note], [failed, create]);
    expect(shown.map((entry) => entry.objectId)).toEqual(['N000000001', 'ABCDEFGHIJ']);
    // The server has the create already: no second copy.
    expect(withPendingNotes([note, { ...note, objectId: 'ABCDEFGHIJ' }], [create])).toHaveLength(2);
  });
});
