// Dexie side of the note and tag intents: the optimistic change and its action in one transaction,
// the server's answers, and the server's note lists with the waiting actions on top.
import type { Note } from '../../common/contracts/notes-tags';
import { db } from '../db';
import { noteRecordFrom } from '../mapping';
import type { PendingActionRecord } from '../records';
import { withTags, withoutTags } from '../../common/notes-tags';
import {
  applyAction, applyNoteAction, createNoteAction, createTagAction, withPendingNotes, type NoteIntent, type TagInput,
} from '../outbox/actions';

const NOTE_KINDS = ['note.create', 'note.update', 'note.delete'] as const;

/** The note actions of a lane (a customer's notes), whatever their status. */
function noteActionsOf(lane: string): Promise<PendingActionRecord[]> {
  return db.pendingActions.where('[target+kind]').anyOf(NOTE_KINDS.map((kind) => [lane, kind])).toArray();
}

/** Tags added to or removed from a customer: the row changes locally and the action is queued, together. */
export function addTagChange(kind: 'tag.add' | 'tag.remove', input: TagInput, id: string, now: number): Promise<void> {
  if (input.tags.length === 0) throw new Error(`${kind}: no tags`);
  return db.transaction('rw', [db.customers, db.pendingActions], async () => {
    const customer = await db.customers.get(input.customerId);
    const action = createTagAction(kind, input, customer, id, now);
    await db.pendingActions.add(action);
    if (customer) await db.customers.put(applyAction(customer, action));
  });
}

/** A note written, edited or deleted: the notes store shows it at once and the action is queued, together. */
export function addNoteChange(intent: NoteIntent, id: string, now: number): Promise<PendingActionRecord> {
  return db.transaction('rw', [db.notes, db.pendingActions], async () => {
    const current = intent.kind === 'note.create' ? undefined : await db.notes.get(intent.noteId);
    const action = createNoteAction(intent, current, id, now);
    await db.pendingActions.add(action);
    const before = current ? [current] : [];
    const after = applyNoteAction(before, action);
    await db.notes.bulkDelete(before.filter((note) => !after.some((kept) => kept.objectId === note.objectId)).map((note) => note.objectId));
    await db.notes.bulkPut(after);
    return action;
  });
}

/** What the server answered to a note action: the stored note, or that it is gone. */
export type NoteResult = { note: Note } | { deletedNoteId: string };

/** The server took a note action: the action goes and the server's note is stored (or removed), together. */
export function confirmNoteAction(id: string, result: NoteResult): Promise<void> {
  return db.transaction('rw', [db.notes, db.pendingActions], async () => {
    const current = await db.pendingActions.get(id);
    if (current?.status !== 'sending') return;
    await db.pendingActions.delete(id);
    if ('deletedNoteId' in result) {
      await db.notes.delete(result.deletedNoteId);
      return;
    }
    // A later waiting action (an edit, a delete) of this note still shows on top of the server's copy.
    const waiting = (await noteActionsOf(current.target))
      .filter((action) => 'noteId' in action.payload && action.payload.noteId === result.note.objectId);
    const [shown] = withPendingNotes([noteRecordFrom(result.note)], waiting);
    if (shown) await db.notes.put(shown);
    else await db.notes.delete(result.note.objectId);
  });
}

/**
 * The server's notes of a customer (GET /note/get) replace the ones stored, with the waiting note
 * actions on top: a note written offline stays until the server has it.
 */
export function storeCustomerNotes(customerId: string, notes: readonly Note[], lane: string): Promise<void> {
  return db.transaction('rw', [db.notes, db.pendingActions], async () => {
    const shown = withPendingNotes(notes.map(noteRecordFrom), await noteActionsOf(lane));
    const stored = await db.notes.where('[customerId+createdAt]').between([customerId, ''], [customerId, '\uffff']).primaryKeys();
    await db.notes.bulkDelete(stored.filter((id) => !shown.some((note) => note.objectId === id)));
    await db.notes.bulkPut(shown);
  });
}

/** A discarded note or tag action: the change the agent gave up on is undone locally. */
export async function undoDiscarded(action: PendingActionRecord): Promise<void> {
  switch (action.kind) {
    case 'note.create':
      await db.notes.delete(action.payload.noteId);
      return;
    case 'note.update': {
      const note = await db.notes.get(action.payload.noteId);
      if (note) await db.notes.put({ ...note, note: action.payload.before });
      return;
    }
    case 'note.delete':
      await db.notes.put(action.payload.before);
      return;
    case 'tag.add':
    case 'tag.remove': {
      const customer = await db.customers.get(action.payload.customerId);
      // A newer row from the server is the truth; only the agent's own optimistic change is undone.
      if (!customer || customer.updatedAt > action.payload.seenUpdatedAt) return;
      const tags = action.kind === 'tag.add' ? withoutTags(customer.tags, action.payload.tags) : withTags(customer.tags, action.payload.tags);
      await db.customers.put({ ...customer, tags });
      return;
    }
    default:
  }
}
