// Dexie side of a customer's notes as the server lists them, with the waiting note actions on top.
import type { Note } from '../../common/contracts/notes-tags';
import { db } from '../db';
import { noteRecordFrom } from '../mapping';
import { withPendingNotes } from '../outbox/actions';
import { noteLane } from '../outbox/kinds/kind';
import { listActionsOf } from './action-lists';

/**
 * The server's notes of a customer (GET /note/get) replace the ones stored, with the waiting note
 * actions on top: a note written offline stays until the server has it.
 */
export function storeCustomerNotes(customerId: string, notes: readonly Note[]): Promise<void> {
  return db.transaction('rw', [db.notes, db.pendingActions], async () => {
    const shown = withPendingNotes(notes.map(noteRecordFrom), await listActionsOf(noteLane(customerId), 'notes'));
    const stored = await db.notes.where('[customerId+createdAt]').between([customerId, ''], [customerId, '\uffff']).primaryKeys();
    await db.notes.bulkDelete(stored.filter((id) => !shown.some((note) => note.objectId === id)));
    await db.notes.bulkPut(shown);
  });
}
