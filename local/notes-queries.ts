// Reads of the customer panel (src/customer-panel), for useLiveQuery: notes and the waiting note and tag changes.
import { db } from './db';
import { noteLane } from './outbox/kinds/kind';
import { kindsShownOn } from './outbox/kinds/registry';
import type { NoteRecord, PendingActionRecord } from './records';

/** The customer's notes as this browser has them (with changes not yet sent), newest first. */
export async function customerNotes(customerId: string): Promise<NoteRecord[]> {
  const notes = await db.notes.where('[customerId+createdAt]').between([customerId, ''], [customerId, '\uffff']).toArray();
  return notes.reverse();
}

/** Waiting note changes of a customer, by note id (the newest change of each note). */
export async function pendingNoteChanges(customerId: string): Promise<Map<string, PendingActionRecord>> {
  const lane = noteLane(customerId);
  const actions = await db.pendingActions.where('[target+kind]')
    .anyOf(kindsShownOn('notes').map((kind) => [lane, kind])).sortBy('createdAt');
  const byNote = new Map<string, PendingActionRecord>();
  for (const action of actions) if ('noteId' in action.payload) byNote.set(action.payload.noteId, action);
  return byNote;
}

/** Waiting tag changes of a conversation's customer, oldest first. */
export function pendingTagChanges(conversationId: string): Promise<PendingActionRecord[]> {
  return db.pendingActions.where('[target+kind]').anyOf([[conversationId, 'tag.add'], [conversationId, 'tag.remove']]).sortBy('createdAt');
}
